/** GET pages/{id} (spec 1 §7): parents and path, the draft overlay, an old revision read-only, inherited pages. */
import type { Page, PageListItem, Revision } from '@vev/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../../test/harness';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
const homeId = await server.siteId('hjemmeside');
const departmentId = await server.siteId('demoavdeling');
const admin = await server.signIn('admin@demo.vev.no');

const get = (path: string, siteId = shopId) =>
  server.inject({ method: 'GET', url: `/api/sites/${siteId}${path}`, headers: { cookie: admin.cookie } });
const read = <T>(path: string, siteId = shopId) => server.readJson<T>(admin, `/api/sites/${siteId}${path}`);
const idOf = async (title: string, siteId = shopId) =>
  (await read<PageListItem[]>('/pages?limit=100', siteId)).find((row) => row.title === title)?._id as string;
const revisionsOf = (id: string) => read<Revision[]>(`/revisions?type=page&reference=${id}`);

describe('GET pages/{id}', () => {
  it('answers the page with its parents, root first, and its path', async () => {
    const page = await read<Page>(`/pages/${await idOf('Ansatte')}`);
    expect(page).toMatchObject({
      title: 'Ansatte',
      slug: 'ansatte',
      path: '/om-oss/ansatte',
      parents: [{ _id: await idOf('Om oss'), title: 'Om oss', slug: 'om-oss' }],
      status: 'active',
      modified: false,
      modifiedDate: null,
      publishedAt: expect.any(String),
      inherited: false,
      revision: null,
    });
  });

  it("the front page's slug 'index' is the path /, also for the pages below it", async () => {
    const front = await read<Page>(`/pages/${await idOf('Forside')}`);
    expect(front).toMatchObject({ slug: 'index', path: '/' });
    const template = front.template;
    const created = await server.inject({
      method: 'POST',
      url: `/api/sites/${shopId}/pages`,
      headers: admin.headers,
      payload: { title: 'Under forsiden', template, parent: front._id },
    });
    expect(created.json()).toMatchObject({
      path: '/under-forsiden',
      parents: [{ _id: front._id, title: 'Forside', slug: 'index' }],
    });
  });

  it('a page with unpublished changes shows the draft, modified, and when it was changed', async () => {
    const page = await read<Page>(`/pages/${await idOf('Historien vår')}`);
    expect(page).toMatchObject({
      preamble: 'Fra et lite verksted på Møhlenpris til en moderne butikk med eget verksted.',
      modified: true,
      modifiedDate: expect.any(String),
    });
    expect(Date.parse(page.modifiedDate as string)).toBeGreaterThanOrEqual(Date.parse(page.publishedAt as string));
  });

  it('?revision= shows that published version read-only, with the revision id and no unpublished marker', async () => {
    const id = await idOf('Sommeren er her');
    const current = await read<Page>(`/pages/${id}`);
    const [newest, , oldest] = await revisionsOf(id);
    const first = await read<Page>(`/pages/${id}?revision=${oldest?._id}`);
    expect(first).toMatchObject({
      _id: id,
      title: 'Sommeren er her',
      preamble: 'Nye sommerklær og sykler er på plass i butikken.',
      plug: { excerpt: '' },
      modified: false,
      modifiedDate: null,
      revision: oldest?._id,
      version: current.version,
      path: '/nyheter/sommeren-er-her',
    });
    const last = await read<Page>(`/pages/${id}?revision=${newest?._id}`);
    expect(last.plug.excerpt).toBe('Nye sommerklær og sykler er på plass i butikken. (3. versjon)');
    expect(last.preamble).toBe('Nye sommerklær og sykler er på plass i butikken.');
    expect(current).toMatchObject({
      preamble: 'Nye sommerklær og sykler er på plass – og vi har utvidet åpningstidene.',
      modified: true,
      revision: null,
    });
  });

  it('a revision of another page, or an unknown one, is not found', async () => {
    const [otherRevision] = await revisionsOf(await idOf('Forside'));
    for (const revision of [otherRevision?._id, '01jzzzzzzzzzzzzzzzzzzzzzzz']) {
      const response = await get(`/pages/${await idOf('Sommeren er her')}?revision=${revision}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'resourceNotFound', message: 'Fant ikke versjonen.' });
    }
  });

  it('an unknown id, or the id of a page on another site, answers 404', async () => {
    for (const id of ['01jzzzzzzzzzzzzzzzzzzzzzzz', await idOf('Styret', homeId)]) {
      const response = await get(`/pages/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'resourceNotFound', message: 'Fant ikke det du lette etter.' });
    }
  });

  it("a department reads its site's pages as inherited, also their revisions", async () => {
    const id = await idOf('Forside');
    const page = await read<Page>(`/pages/${id}`, departmentId);
    expect(page).toMatchObject({ _id: id, site: shopId, inherited: true, path: '/' });
    const [revision] = await revisionsOf(id);
    const old = await read<Page>(`/pages/${id}?revision=${revision?._id}`, departmentId);
    expect(old).toMatchObject({ inherited: true, revision: revision?._id });
  });
});
