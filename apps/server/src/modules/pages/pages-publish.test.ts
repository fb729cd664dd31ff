/** Publish, discard and rollback of pages: revisions, timeline, search index and the activity log. */
import type { Page, PageListItem, RevisionDetail, SearchResult } from '@vev/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type SignedIn, startTestServer } from '../../../test/harness';
import { users } from '../../platform/accounts/schema';
import { activityLog } from '../../platform/activity/schema';
import { timelineEvents } from '../../platform/activity/timeline-schema';
import { pages } from './schema';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
const admin = await server.signIn('admin@demo.vev.no');
const contributor = await server.signIn('redaktor@demo.vev.no');
const { db } = server.database;

const read = <T>(path: string) => server.readJson<T>(admin, `/api/sites/${shopId}${path}`);
const send = (who: SignedIn, method: 'POST' | 'PATCH', path: string, payload?: object) =>
  server.inject({
    method,
    url: `/api/sites/${shopId}${path}`,
    headers: who.headers,
    ...(payload === undefined ? {} : { payload }),
  });
const idOf = async (title: string) =>
  (await read<PageListItem[]>('/pages?limit=100')).find((row) => row.title === title)?._id as string;
const page = (id: string) => read<Page>(`/pages/${id}`);
const revisions = (id: string) => read<RevisionDetail[]>(`/revisions?type=page&reference=${id}&limit=100`);
const search = (q: string) => read<SearchResult[]>(`/power-search?q=${encodeURIComponent(q)}`);
const storedRow = async (id: string) =>
  (
    await db
      .select()
      .from(pages)
      .where(and(eq(pages.siteId, shopId), eq(pages.id, id)))
  )[0];

/** A page with an unpublished change of title and preamble. */
async function draftedPage(title: string, who = admin): Promise<Page> {
  const template = (await page(await idOf('Kontakt'))).template;
  const created = (await send(who, 'POST', '/pages', { title: 'Utkast', template })).json();
  const edited = await send(who, 'PATCH', `/pages/${created._id}`, {
    version: created.version,
    title,
    preamble: `Om ${title}.`,
  });
  expect(edited.statusCode, edited.body).toBe(200);
  return edited.json();
}

describe('POST pages/{id}/publish', () => {
  it('applies the draft, writes a revision with author and diff, a timeline event, and updates the search', async () => {
    const draft = await draftedPage('Høstkampanje');
    const response = await send(contributor, 'POST', `/pages/${draft._id}/publish`, { version: draft.version });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      title: 'Høstkampanje',
      modified: false,
      modifiedDate: null,
      publishedAt: expect.any(String),
      version: draft.version + 1,
    });
    expect((await storedRow(draft._id))?.published).toMatchObject({
      title: 'Høstkampanje',
      preamble: 'Om Høstkampanje.',
    });

    const [revision, ...older] = await revisions(draft._id);
    expect(older).toEqual([]);
    expect(revision).toMatchObject({ type: 'page', reference: draft._id });
    expect(revision?.author).toEqual({ name: 'Rolf Redaktør', email: 'redaktor@demo.vev.no' });
    const detail = await read<RevisionDetail>(`/revisions/${revision?._id}`);
    expect(detail.diff).toMatchObject({ title: ['Utkast', 'Høstkampanje'], preamble: ['', 'Om Høstkampanje.'] });

    const events = await db.select().from(timelineEvents).where(eq(timelineEvents.resourceId, draft._id));
    const [publisher] = await db.select().from(users).where(eq(users.email, 'redaktor@demo.vev.no'));
    expect(events).toEqual([
      expect.objectContaining({ siteId: shopId, type: 'publishedPage', title: 'Høstkampanje', userId: publisher?.id }),
    ]);
    expect((await search('Høstkampanje'))[0]).toMatchObject({ _id: draft._id, title: 'Høstkampanje' });
    expect((await read<PageListItem[]>('/pages?draft=false&limit=100')).map((row) => row._id)).toContain(draft._id);
  });

  it('works without a body too', async () => {
    const draft = await draftedPage('Uten innhold i forespørselen');
    const response = await send(admin, 'POST', `/pages/${draft._id}/publish`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ modified: false });
  });

  it('a stale version gets 409 and publishes nothing', async () => {
    const draft = await draftedPage('Utdatert publisering');
    const response = await send(admin, 'POST', `/pages/${draft._id}/publish`, { version: draft.version - 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'conflict', details: { currentVersion: draft.version } });
    expect(await page(draft._id)).toEqual(draft);
    expect(await revisions(draft._id)).toEqual([]);
  });

  it('a page without unpublished changes stays as it is: no new revision', async () => {
    const id = await idOf('Ansatte');
    const before = await page(id);
    const count = (await revisions(id)).length;
    const response = await send(admin, 'POST', `/pages/${id}/publish`, { version: before.version });
    expect(response.json()).toEqual(before);
    expect(await revisions(id)).toHaveLength(count);
  });
});

describe('POST pages/{id}/discard', () => {
  it('drops the draft: the published page is back, in lists and in the search, with no revision', async () => {
    const id = await idOf('Sykkelservice');
    const before = await page(id);
    const count = (await revisions(id)).length;
    const edited = (
      await send(admin, 'PATCH', `/pages/${id}`, { version: before.version, title: 'Kvikkservice' })
    ).json();
    expect((await search('Kvikkservice'))[0]?._id).toBe(id);
    const response = await send(contributor, 'POST', `/pages/${id}/discard`, { version: edited.version });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ title: 'Sykkelservice', modified: false, modifiedDate: null });
    expect(await revisions(id)).toHaveLength(count);
    expect(await search('Kvikkservice')).toEqual([]);
    expect((await read<PageListItem[]>('/pages?limit=100')).find((row) => row._id === id)?.title).toBe('Sykkelservice');
  });

  it('a stale version gets 409 and keeps the draft', async () => {
    const draft = await draftedPage('Utdatert forkasting');
    const response = await send(admin, 'POST', `/pages/${draft._id}/discard`, { version: draft.version - 1 });
    expect(response.statusCode).toBe(409);
    expect(await page(draft._id)).toEqual(draft);
  });

  it('refuses with 400 when a sibling has taken the published address meanwhile, keeping the draft', async () => {
    const template = (await page(await idOf('Kontakt'))).template;
    const moved = (await send(admin, 'POST', '/pages', { title: 'Flyttet adresse', template })).json();
    const edited = (
      await send(admin, 'PATCH', `/pages/${moved._id}`, { version: moved.version, slug: 'ny-adresse' })
    ).json();
    const taker = await send(admin, 'POST', '/pages', { title: 'Flyttet adresse', template });
    expect(taker.json().slug).toBe('flyttet-adresse');
    const response = await send(admin, 'POST', `/pages/${moved._id}/discard`, { version: edited.version });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().fields).toEqual({ slug: 'Det finnes allerede en side med denne adressen på samme nivå.' });
    expect(await page(moved._id)).toEqual(edited);
  });
});

describe('POST pages/{id}/rollback/{revision}', () => {
  it('publishes the old snapshot as a new revision and keeps the history', async () => {
    const id = await idOf('Forside');
    const history = await revisions(id);
    expect(history).toHaveLength(3);
    const oldest = history[2] as RevisionDetail;
    const response = await send(admin, 'POST', `/pages/${id}/rollback/${oldest._id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ plug: { excerpt: '' }, modified: false, revision: null });
    const after = await revisions(id);
    expect(after).toHaveLength(4);
    expect(after.slice(1).map((revision) => revision._id)).toEqual(history.map((revision) => revision._id));
    expect(after[0]?.author).toEqual({ name: 'Ada Administrator', email: 'admin@demo.vev.no' });
    const detail = await read<RevisionDetail>(`/revisions/${after[0]?._id}`);
    expect(detail.diff).toMatchObject({ plug: { excerpt: [expect.stringContaining('3. versjon'), ''] } });
  });

  it('contributors cannot revert (403), and a revision of another page is not found', async () => {
    const id = await idOf('Elsykler');
    const [revision] = await revisions(id);
    const before = await page(id);
    const refused = await send(contributor, 'POST', `/pages/${id}/rollback/${revision?._id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'forbidden' });
    const [foreign] = await revisions(await idOf('Forside'));
    const missing = await send(admin, 'POST', `/pages/${id}/rollback/${foreign?._id}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'resourceNotFound', message: 'Fant ikke versjonen.' });
    expect(await page(id)).toEqual(before);
  });
});

describe('activity log', () => {
  const entriesFor = (url: string) =>
    db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.siteId, shopId), eq(activityLog.url, url)));

  it('a successful edit and publish each write an entry with who, what and where', async () => {
    const draft = await draftedPage('Loggført', contributor);
    const url = `/api/sites/${shopId}/pages/${draft._id}`;
    const [editor] = await db.select().from(users).where(eq(users.email, 'redaktor@demo.vev.no'));
    expect(await entriesFor(url)).toEqual([
      expect.objectContaining({ method: 'PATCH', statusCode: 200, userId: editor?.id }),
    ]);
    await send(contributor, 'POST', `/pages/${draft._id}/publish`, { version: draft.version });
    expect(await entriesFor(`${url}/publish`)).toEqual([
      expect.objectContaining({ method: 'POST', statusCode: 200, userId: editor?.id }),
    ]);
  });

  it('a refused edit or publish writes none', async () => {
    const draft = await draftedPage('Ikke loggført');
    const url = `/api/sites/${shopId}/pages/${draft._id}`;
    const before = (await entriesFor(url)).length;
    expect((await send(admin, 'PATCH', `/pages/${draft._id}`, { version: 0, title: 'For sent' })).statusCode).toBe(409);
    expect(
      (await send(admin, 'PATCH', `/pages/${draft._id}`, { version: draft.version, slug: 'Ugyldig' })).statusCode,
    ).toBe(400);
    expect((await send(admin, 'POST', `/pages/${draft._id}/publish`, { version: 0 })).statusCode).toBe(409);
    expect(await entriesFor(url)).toHaveLength(before);
    expect(await entriesFor(`${url}/publish`)).toEqual([]);
  });
});
