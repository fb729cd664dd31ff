/**
 * GET activity: the site's activity log, newest first, in words, for administrators (spec 2 §2,
 * §3, §7), for one person or one kind of change when asked.
 */
import type { ActivityEntry, DomainConfiguration, Media, Page, PageListItem } from '@vev/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { type SignedIn, startTestServer } from '../../../test/harness';
import { activityLog } from '../../platform/activity/schema';
import { newId } from '../../platform/ids';
import { multipart, twoColouredImage } from '../media/testing';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
const homeId = await server.siteId('hjemmeside');
const admin = await server.signIn('admin@demo.vev.no');
const contributor = await server.signIn('redaktor@demo.vev.no');
const reader = await server.signIn('leser@demo.vev.no');
await server.addUser('annen@example.no', { hjemmeside: 'admin' });
const otherSiteAdmin = await server.signIn('annen@example.no');
await server.addUser('avdeling@example.no', { demoavdeling: 'admin' });
const departmentAdmin = await server.signIn('avdeling@example.no');
const departmentId = await server.siteId('demoavdeling');
const api = `/api/sites/${shopId}`;

const getActivity = (who: SignedIn, query = '', siteId = shopId) =>
  server.inject({ method: 'GET', url: `/api/sites/${siteId}/activity${query}`, headers: { cookie: who.cookie } });
const newest = async (query = ''): Promise<ActivityEntry> => {
  const response = await getActivity(admin, `?limit=1${query}`);
  expect(response.statusCode, response.body).toBe(200);
  const [entry] = response.json<ActivityEntry[]>();
  if (!entry) throw new Error('the log is empty');
  return entry;
};

async function pageTitled(title: string): Promise<Page> {
  const list = await server.readJson<PageListItem[]>(admin, `${api}/pages?limit=100`);
  const found = list.find((page) => page.title === title);
  if (!found) throw new Error(`no page ${title}`);
  return server.readJson<Page>(admin, `${api}/pages/${found._id}`);
}

describe('GET activity', () => {
  it('lists the changes made on the site, newest first, with the user, time, method and url', async () => {
    for (const suffix of [' | Første', ' | Andre']) {
      const saved = await server.inject({
        method: 'PATCH',
        url: `${api}/site`,
        headers: admin.headers,
        payload: { pageTitleSuffix: suffix },
      });
      expect(saved.statusCode).toBe(200);
    }
    const response = await getActivity(admin);
    expect(response.statusCode).toBe(200);
    const entries: ActivityEntry[] = response.json();
    expect(entries[0]).toEqual({
      _id: expect.any(String),
      user: { _id: expect.any(String), name: 'Ada Administrator', email: 'admin@demo.vev.no' },
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      method: 'PATCH',
      url: `${api}/site`,
      kind: 'site.updated',
      target: { type: 'site', id: shopId, label: 'Demo Butikk', editPath: '/innstillinger/nettsted', deleted: false },
      details: null,
    });
    expect((entries[0]?._id ?? '') > (entries[1]?._id ?? '')).toBe(true);
    expect(Date.parse(entries[0]?.timestamp ?? '')).toBeGreaterThanOrEqual(Date.parse(entries[1]?.timestamp ?? ''));
  });

  it('a second visit is answered from the cache, and the next change on the site shows at once', async () => {
    const first = await getActivity(admin, '?limit=5');
    const again = await getActivity(admin, '?limit=5');
    expect(again.headers['x-vev-cache']).toBe('hit');
    expect(again.body).toBe(first.body);

    const saved = await server.inject({
      method: 'PATCH',
      url: `${api}/site`,
      headers: admin.headers,
      payload: { pageTitleSuffix: ' | Tredje' },
    });
    expect(saved.statusCode).toBe(200);
    const after = await getActivity(admin, '?limit=5');
    expect(after.headers['x-vev-cache']).toBeUndefined();
    const [newestBefore] = first.json<ActivityEntry[]>();
    const [newestAfter] = after.json<ActivityEntry[]>();
    expect((newestAfter?._id ?? '') > (newestBefore?._id ?? '')).toBe(true);
    expect(newestAfter?.kind).toBe('site.updated');
  });

  it('a fresh demo has a few entries already, in words', async () => {
    const entries: ActivityEntry[] = (await getActivity(otherSiteAdmin, '', homeId)).json();
    expect(entries.map((entry) => entry.kind)).toEqual(
      expect.arrayContaining(['page.published', 'section.updated', 'media.uploaded', 'site.updated']),
    );
    const published = entries.find((entry) => entry.kind === 'page.published');
    expect(published?.target).toMatchObject({ type: 'page', label: 'Forside', deleted: false });
    expect(published?.target?.editPath).toMatch(/^\/innhold\/sider\/\w+$/);
    expect(entries.find((entry) => entry.kind === 'section.updated')?.details).toEqual({ section: 'Hero' });
  });

  it('pages through the log with limit and before, each entry once, never another site’s', async () => {
    const base = Date.parse('2026-01-01T12:00:00Z');
    const seeded = Array.from({ length: 45 }, (_, index) => ({
      siteId: departmentId,
      id: newId(),
      userId: null,
      method: 'POST',
      url: `/api/sites/${departmentId}/pages/${index}`,
      statusCode: 201,
      // Several entries share a moment: the id breaks the tie.
      createdAt: new Date(base + Math.floor(index / 3) * 1000),
    }));
    await server.database.db.insert(activityLog).values(seeded);

    const seen: ActivityEntry[] = [];
    let before: string | undefined;
    for (let page = 0; page < 5; page += 1) {
      const query = `?limit=20${before ? `&before=${before}` : ''}`;
      const entries: ActivityEntry[] = (await getActivity(departmentAdmin, query, departmentId)).json();
      seen.push(...entries);
      if (entries.length < 20) break;
      before = entries.at(-1)?._id;
    }
    expect(seen).toHaveLength(45);
    expect(new Set(seen.map((entry) => entry._id)).size).toBe(45);
    const newestFirst = [...seeded].sort(
      (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1),
    );
    expect(seen.map((entry) => entry._id)).toEqual(newestFirst.map((entry) => entry.id));
    expect(seen.every((entry) => entry.user === null)).toBe(true);
  });

  it('an entry written before kinds existed still lists, with no kind and no target', async () => {
    const entries: ActivityEntry[] = (await getActivity(departmentAdmin, '?limit=1', departmentId)).json();
    expect(entries[0]).toMatchObject({ method: 'POST', kind: null, target: null, details: null });
  });

  it('an entry of another site as cursor gives an empty page', async () => {
    const [shopEntry] = (await getActivity(admin)).json() as ActivityEntry[];
    const response = await getActivity(otherSiteAdmin, `?before=${shopEntry?._id}`, homeId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('is for administrators: a contributor and a reader get 403', async () => {
    for (const who of [contributor, reader]) {
      const response = await getActivity(who);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: 'forbidden', message: 'Du har ikke tilgang til å gjøre dette.' });
    }
  });

  it("another site's admin gets 404, never the log", async () => {
    const response = await getActivity(otherSiteAdmin);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'resourceNotFound' });
  });

  it('refuses a bad limit, an unknown kind and unknown parameters with a Norwegian message', async () => {
    const tooMany = await getActivity(admin, '?limit=1000');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fields).toEqual({ limit: 'Kan være maks 100.' });
    const unknownKind = await getActivity(admin, '?kind=page.exploded');
    expect(unknownKind.statusCode).toBe(400);
    expect(Object.keys(unknownKind.json().fields)).toEqual(['kind']);
    const unknown = await getActivity(admin, '?skip=10');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ skip: 'Ukjent felt.' });
  });
});

describe('what the log says happened', () => {
  it('publishing a page: page.published, the page as its target with the way to its editor', async () => {
    const page = await pageTitled('Kontakt');
    const saved = await server.inject({
      method: 'PATCH',
      url: `${api}/pages/${page._id}`,
      headers: contributor.headers,
      payload: { version: page.version, preamble: 'Ring oss, eller kom innom.' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await newest()).toMatchObject({ kind: 'page.updated', target: { type: 'page', label: 'Kontakt' } });
    const published = await server.inject({
      method: 'POST',
      url: `${api}/pages/${page._id}/publish`,
      headers: contributor.headers,
      payload: { version: saved.json<Page>().version },
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(await newest()).toMatchObject({
      user: { email: 'redaktor@demo.vev.no' },
      method: 'POST',
      url: `${api}/pages/${page._id}/publish`,
      kind: 'page.published',
      target: { type: 'page', id: page._id, label: 'Kontakt', editPath: `/innhold/sider/${page._id}`, deleted: false },
    });
  });

  it('a category says it is a category', async () => {
    const categories = await server.readJson<PageListItem[]>(admin, `${api}/pages?isCategory=true&limit=100`);
    const bikes = categories.find((page) => page.title === 'Sykler');
    expect(bikes).toBeDefined();
    const response = await server.inject({
      method: 'POST',
      url: `${api}/pages/${bikes?._id}/publish`,
      headers: admin.headers,
      payload: {},
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await newest()).target).toMatchObject({ type: 'category', label: 'Sykler' });
  });

  it('editing a section: section.updated, with the section’s name and the page it is on', async () => {
    const page = await pageTitled('Om oss');
    const hero = page.components.find((section) => section.component === 'hero');
    const response = await server.inject({
      method: 'PATCH',
      url: `${api}/pages/${page._id}/components/${String(hero?.name)}`,
      headers: contributor.headers,
      payload: { version: page.version, props: { ...(hero?.props as object), heading: 'Om Demo Butikk' } },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await newest()).toMatchObject({
      kind: 'section.updated',
      target: { type: 'page', id: page._id, label: 'Om oss' },
      details: { section: 'Hero' },
    });
  });

  it('uploading files: media.uploaded for each, named by its file name', async () => {
    const png = await twoColouredImage();
    const uploaded: Media[] = [];
    for (const filename of ['butikken.png', 'verkstedet.png']) {
      const body = multipart([{ name: 'file', filename, content: png }]);
      const response = await server.inject({
        method: 'POST',
        url: `${api}/media`,
        headers: { ...contributor.headers, ...body.headers },
        payload: body.payload,
      });
      expect(response.statusCode, response.body).toBe(201);
      uploaded.push(response.json());
    }
    const entries: ActivityEntry[] = (await getActivity(admin, '?limit=2')).json();
    expect(entries.map((entry) => [entry.kind, entry.target?.label, entry.target?.editPath])).toEqual([
      ['media.uploaded', 'verkstedet.png', `/innhold/filer?file=${uploaded[1]?._id}`],
      ['media.uploaded', 'butikken.png', `/innhold/filer?file=${uploaded[0]?._id}`],
    ]);
  });

  it('adding a domain: domain.added with the domain, linking to the domains', async () => {
    const response = await server.inject({
      method: 'POST',
      url: `${api}/site/domains`,
      headers: admin.headers,
      payload: { domain: 'www.firma.no' },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<DomainConfiguration>().domain).toBe('www.firma.no');
    expect(await newest()).toMatchObject({
      kind: 'domain.added',
      target: { type: 'domain', id: 'www.firma.no', label: 'www.firma.no', editPath: '/innstillinger/domener' },
    });
  });

  it('a refused write writes no entry', async () => {
    const before = await newest();
    const response = await server.inject({
      method: 'POST',
      url: `${api}/site/domains`,
      headers: admin.headers,
      payload: { domain: 'https://ikke et domene' },
    });
    expect(response.statusCode).toBe(400);
    expect((await newest())._id).toBe(before._id);
  });
});

describe('filters', () => {
  it('by person: only that person’s changes, page after page', async () => {
    const [rolf] = (await getActivity(admin, '?kind=section.updated&limit=1')).json<ActivityEntry[]>();
    const rolfId = rolf?.user?._id ?? '';
    const first: ActivityEntry[] = (await getActivity(admin, `?user=${rolfId}&limit=3`)).json();
    expect(first).toHaveLength(3);
    const next: ActivityEntry[] = (
      await getActivity(admin, `?user=${rolfId}&limit=3&before=${first.at(-1)?._id}`)
    ).json();
    expect(next.length).toBeGreaterThan(0);
    const all = [...first, ...next];
    expect(all.every((entry) => entry.user?.email === 'redaktor@demo.vev.no')).toBe(true);
    expect(new Set(all.map((entry) => entry._id)).size).toBe(all.length);
  });

  it('by kind, and by both', async () => {
    const published: ActivityEntry[] = (await getActivity(admin, '?kind=page.published')).json();
    expect(published.length).toBeGreaterThan(1);
    expect(published.every((entry) => entry.kind === 'page.published')).toBe(true);
    const adminId = published.find((entry) => entry.user?.email === 'admin@demo.vev.no')?.user?._id;
    const byBoth: ActivityEntry[] = (await getActivity(admin, `?kind=page.published&user=${adminId}`)).json();
    expect(byBoth.length).toBeGreaterThan(0);
    expect(byBoth.every((entry) => entry.kind === 'page.published' && entry.user?._id === adminId)).toBe(true);
    expect(byBoth.length).toBeLessThan(published.length);
  });

  it('a person with no entries gets an empty page', async () => {
    const response = await getActivity(admin, `?user=${newId()}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });
});
