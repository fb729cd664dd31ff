/** PATCH pages/{id}: edits go to the draft, status applies at once, stale edits and broken rules are refused. */
import type { Page, PageListItem } from '@vev/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../../test/harness';
import { staleEditMessage } from '../../platform/resources/drafts';
import { pages } from './schema';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
const admin = await server.signIn('admin@demo.vev.no');

const read = <T>(path: string) => server.readJson<T>(admin, `/api/sites/${shopId}${path}`);
const patch = (id: string, payload: object) =>
  server.inject({ method: 'PATCH', url: `/api/sites/${shopId}/pages/${id}`, headers: admin.headers, payload });
const idOf = async (title: string) =>
  (await read<PageListItem[]>('/pages?limit=100')).find((row) => row.title === title)?._id as string;
const page = (id: string) => read<Page>(`/pages/${id}`);
async function createPage(title: string, parent: string | null = null): Promise<Page> {
  const template = (await page(await idOf('Kontakt'))).template;
  const response = await server.inject({
    method: 'POST',
    url: `/api/sites/${shopId}/pages`,
    headers: admin.headers,
    payload: { title, template, parent },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}
/** What the storefront serves: the published document and the live columns. */
async function storedRow(id: string) {
  const [row] = await server.database.db
    .select()
    .from(pages)
    .where(and(eq(pages.siteId, shopId), eq(pages.id, id)));
  return row;
}
const revisionCount = async (id: string) =>
  (await read<unknown[]>(`/revisions?type=page&reference=${id}&limit=100`)).length;

describe('PATCH pages/{id}: the draft', () => {
  it('changed fields go to the draft; the published page is untouched', async () => {
    const id = await idOf('Ansatte');
    const before = await page(id);
    const revisions = await revisionCount(id);
    const response = await patch(id, { version: before.version, preamble: 'Møt hele gjengen.', tags: ['Sommer'] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      preamble: 'Møt hele gjengen.',
      tags: ['Sommer'],
      modified: true,
      modifiedDate: expect.any(String),
      version: before.version + 1,
    });
    expect(await page(id)).toEqual(response.json());
    const stored = await storedRow(id);
    expect(stored?.published.preamble).toBe(before.preamble);
    expect(stored?.published.tags).toEqual([]);
    expect(await revisionCount(id)).toBe(revisions);
  });

  it('editing back to the published values clears the unpublished-changes marker', async () => {
    const created = await createPage('Tilbake igjen');
    const edited = (await patch(created._id, { version: created.version, preamble: 'Midlertidig' })).json();
    expect(edited.modified).toBe(true);
    const back = (await patch(created._id, { version: edited.version, preamble: '' })).json();
    expect(back).toMatchObject({ modified: false, modifiedDate: null, preamble: '' });
  });

  it('status applies at once, without touching the draft', async () => {
    const id = await idOf('Historien vår');
    const before = await page(id);
    expect(before).toMatchObject({ status: 'active', modified: true });
    const response = await patch(id, { version: before.version, status: 'inactive' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'inactive',
      modified: true,
      modifiedDate: before.modifiedDate,
      preamble: before.preamble,
    });
    expect((await storedRow(id))?.status).toBe('inactive');
    expect((await read<PageListItem[]>('/pages?limit=100')).find((row) => row._id === id)?.status).toBe('inactive');
  });

  it('an edit that changes nothing keeps the version and the page as they were', async () => {
    const id = await idOf('Rådgivning');
    const before = await page(id);
    const response = await patch(id, { version: before.version, title: before.title, status: before.status });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(before);
    expect(await page(id)).toEqual(before);
  });
});

describe('PATCH pages/{id}: stale edits', () => {
  it('an edit based on an old version gets 409 with the Norwegian message, and changes nothing', async () => {
    const created = await createPage('To redaktører');
    const first = await patch(created._id, { version: created.version, preamble: 'Først' });
    expect(first.statusCode).toBe(200);
    for (const late of [{ preamble: 'Sist' }, { status: 'active' }]) {
      const response = await patch(created._id, { version: created.version, ...late });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: 'conflict',
        message: staleEditMessage,
        details: { currentVersion: created.version + 1 },
      });
    }
    expect(staleEditMessage).toBe(
      'Noen andre har endret dette i mellomtiden. Last inn på nytt for å se endringene før du fortsetter.',
    );
    expect(await page(created._id)).toEqual(first.json());
  });
});

describe('PATCH pages/{id}: rules', () => {
  const expectRefused = async (id: string, changes: object, fields: Record<string, string>) => {
    const before = await page(id);
    const response = await patch(id, { version: before.version, ...changes });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ error: 'badRequest' });
    expect(response.json().fields).toEqual(fields);
    expect(await page(id)).toEqual(before);
  };

  it('a slug a sibling has is refused; under another parent it is free', async () => {
    const staff = await idOf('Ansatte');
    await expectRefused(
      staff,
      { slug: 'historien-var' },
      {
        slug: 'Det finnes allerede en side med denne adressen på samme nivå.',
      },
    );
    const before = await page(staff);
    const response = await patch(staff, { version: before.version, slug: 'kontakt' });
    expect(response.json()).toMatchObject({ slug: 'kontakt', path: '/om-oss/kontakt' });
  });

  it('moving a page under a parent where its slug is taken is refused', async () => {
    const services = await idOf('Tjenester');
    const loose = await createPage('Åpent verksted');
    await createPage('Åpent verksted', services);
    await expectRefused(
      loose._id,
      { parent: services },
      {
        slug: 'Det finnes allerede en side med denne adressen på samme nivå.',
      },
    );
  });

  it('a page cannot go under itself or its own descendants, nor under another kind', async () => {
    const about = await idOf('Om oss');
    await expectRefused(about, { parent: about }, { parent: 'En side kan ikke ligge under seg selv.' });
    await expectRefused(about, { parent: await idOf('Ansatte') }, { parent: 'En side kan ikke ligge under seg selv.' });
    await expectRefused(about, { parent: await idOf('Sykler') }, { parent: 'Forelderen må være av samme slag.' });
  });

  it('a custom canonical URL is required, and must be a URL, when custom canonical is on', async () => {
    const { _id } = await createPage('Kanonisk');
    await expectRefused(_id, { customCanonicalEnabled: true }, { customCanonicalUrl: 'Feltet må fylles ut.' });
    await expectRefused(
      _id,
      { customCanonicalEnabled: true, customCanonicalUrl: 'ikke en adresse' },
      {
        customCanonicalUrl: 'Ugyldig nettadresse.',
      },
    );
    const { version } = await page(_id);
    const url = 'https://demobutikk.no/kanonisk';
    const response = await patch(_id, { version, customCanonicalEnabled: true, customCanonicalUrl: url });
    expect(response.json()).toMatchObject({ customCanonicalEnabled: true, customCanonicalUrl: url, modified: true });
  });

  it('a redirect URL is required when redirect is on; the code may be 301', async () => {
    const { _id } = await createPage('Videresendt');
    await expectRefused(_id, { redirectEnabled: true }, { redirectUrl: 'Feltet må fylles ut.' });
    const { version } = await page(_id);
    const response = await patch(_id, {
      version,
      redirectEnabled: true,
      redirectUrl: '/kontakt',
      redirectStatusCode: 301,
    });
    expect(response.json()).toMatchObject({ redirectEnabled: true, redirectUrl: '/kontakt', redirectStatusCode: 301 });
  });

  it('a password is required for password visibility', async () => {
    const { _id } = await createPage('Hemmelig side');
    await expectRefused(_id, { visibility: 'password' }, { password: 'Feltet må fylles ut.' });
    const { version } = await page(_id);
    const response = await patch(_id, { version, visibility: 'password', password: 'sykkel123' });
    expect(response.json()).toMatchObject({ visibility: 'password', password: 'sykkel123' });
  });

  it('fields nobody may set are refused, and so is an edit without its version', async () => {
    const { _id } = await createPage('Skrivebeskyttet');
    await expectRefused(
      _id,
      { _id: 'annen', site: 'annen', author: { name: 'Meg' }, isCategory: true, path: '/x' },
      {
        _id: 'Feltet kan ikke endres.',
        site: 'Feltet kan ikke endres.',
        author: 'Feltet kan ikke endres.',
        isCategory: 'Feltet kan ikke endres.',
        path: 'Ukjent felt.',
      },
    );
    const response = await patch(_id, { title: 'Uten versjon' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ version: 'Feltet må fylles ut.' });
  });

  it('an unknown page answers 404', async () => {
    const response = await patch('01jzzzzzzzzzzzzzzzzzzzzzzz', { version: 1, title: 'Ingen' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'resourceNotFound' });
  });
});
