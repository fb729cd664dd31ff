/** Who may do what with pages: readers read, contributors edit and publish, admins delete and revert; other sites see nothing. */
import type { Page, PageListItem, Revision } from '@vev/shared';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { type SignedIn, startTestServer } from '../../../test/harness';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
const homeId = await server.siteId('hjemmeside');
const admin = await server.signIn('admin@demo.vev.no');
const contributor = await server.signIn('redaktor@demo.vev.no');
const reader = await server.signIn('leser@demo.vev.no');
await server.addUser('bare-hjemmeside@example.no', { hjemmeside: 'admin' });
const otherSiteAdmin = await server.signIn('bare-hjemmeside@example.no');

type Method = NonNullable<InjectOptions['method']>;
const call = (who: SignedIn, method: Method, path: string, payload?: object, siteId = shopId) =>
  server.inject({
    method,
    url: `/api/sites/${siteId}${path}`,
    headers: method === 'GET' ? { cookie: who.cookie } : who.headers,
    ...(payload === undefined ? {} : { payload }),
  });
const read = <T>(path: string, siteId = shopId) => server.readJson<T>(admin, `/api/sites/${siteId}${path}`);
const idOf = async (title: string, siteId = shopId) =>
  (await read<PageListItem[]>('/pages?limit=100', siteId)).find((row) => row.title === title)?._id as string;
const page = (id: string, siteId = shopId) => read<Page>(`/pages/${id}`, siteId);
const newestRevision = async (id: string, siteId = shopId) =>
  (await read<Revision[]>(`/revisions?type=page&reference=${id}`, siteId))[0]?._id as string;

/** Every page route, with a body it would accept, on the given page. */
async function pageRoutes(id: string, siteId = shopId): Promise<[Method, string, object?][]> {
  const { template } = await read<Page>(`/pages/${await idOf('Kontakt', siteId)}`, siteId);
  const { version } = await read<Page>(`/pages/${id}`, siteId);
  return [
    ['GET', '/pages'],
    ['GET', '/pages/tree'],
    ['GET', `/pages/${id}`],
    ['POST', '/pages', { title: 'Innbrudd', template }],
    ['POST', '/pages/clone', { id }],
    ['PATCH', `/pages/${id}`, { version, title: 'Endret av andre' }],
    ['POST', `/pages/${id}/publish`, { version }],
    ['POST', `/pages/${id}/discard`, { version }],
    ['POST', `/pages/${id}/rollback/${await newestRevision(id, siteId)}`],
    ['DELETE', `/pages/${id}`],
  ];
}

describe('readers', () => {
  it('read lists, the tree, pages and revisions', async () => {
    const id = await idOf('Historien vår');
    for (const path of ['/pages', '/pages/tree', `/pages/${id}`, `/revisions?type=page&reference=${id}`]) {
      expect((await call(reader, 'GET', path)).statusCode, path).toBe(200);
    }
  });

  it('cannot create, edit, publish, discard, clone, revert or delete (403), and nothing changes', async () => {
    const id = await idOf('Historien vår');
    const before = await page(id);
    const writes = (await pageRoutes(id)).filter(([method]) => method !== 'GET');
    for (const [method, path, payload] of writes) {
      const response = await call(reader, method, path, payload);
      expect(response.statusCode, `${method} ${path}`).toBe(403);
      expect(response.json()).toEqual({ error: 'forbidden', message: 'Du har ikke tilgang til å gjøre dette.' });
    }
    expect(await page(id)).toEqual(before);
  });
});

describe('contributors', () => {
  it('create, edit, publish and discard', async () => {
    const template = (await page(await idOf('Kontakt'))).template;
    const created = await call(contributor, 'POST', '/pages', { title: 'Redaktørens side', template });
    expect(created.statusCode).toBe(201);
    const { _id, version } = created.json();
    const edited = await call(contributor, 'PATCH', `/pages/${_id}`, { version, preamble: 'Første utkast' });
    expect(edited.statusCode).toBe(200);
    const published = await call(contributor, 'POST', `/pages/${_id}/publish`, { version: edited.json().version });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ modified: false, preamble: 'Første utkast' });
    const again = await call(contributor, 'PATCH', `/pages/${_id}`, {
      version: published.json().version,
      preamble: 'Andre utkast',
    });
    const discarded = await call(contributor, 'POST', `/pages/${_id}/discard`, { version: again.json().version });
    expect(discarded.statusCode).toBe(200);
    expect(discarded.json()).toMatchObject({ modified: false, preamble: 'Første utkast' });
  });

  it('cannot delete or revert (403), and nothing changes', async () => {
    const id = await idOf('Sommeren er her');
    const before = await page(id);
    const revision = await newestRevision(id);
    for (const [method, path] of [
      ['DELETE', `/pages/${id}`],
      ['POST', `/pages/${id}/rollback/${revision}`],
    ] as const) {
      const response = await call(contributor, method, path);
      expect(response.statusCode, `${method} ${path}`).toBe(403);
    }
    expect(await page(id)).toEqual(before);
  });
});

describe('other sites', () => {
  it('a member of another site gets 404 on every page route of this one', async () => {
    for (const [method, path, payload] of await pageRoutes(await idOf('Historien vår'))) {
      const response = await call(otherSiteAdmin, method, path, payload);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
      expect(response.json()).toEqual({ error: 'resourceNotFound', message: 'Fant ikke det du lette etter.' });
    }
  });

  it("a page id from another site, used under one's own site, is not found by any page route", async () => {
    const foreign = await idOf('Vårdugnad i parken', homeId);
    const before = await page(foreign, homeId);
    const routes = (await pageRoutes(foreign, homeId)).filter(([, path]) => path.includes(foreign));
    expect(routes).toHaveLength(6);
    for (const [method, path, payload] of routes) {
      const response = await call(admin, method, path, payload, shopId);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
    }
    expect(await page(foreign, homeId)).toEqual(before);
  });

  it("another site's revision cannot be viewed or restored through one's own page", async () => {
    const own = await idOf('Forside');
    const foreignRevision = await newestRevision(await idOf('Forside', homeId), homeId);
    expect((await call(admin, 'GET', `/pages/${own}?revision=${foreignRevision}`)).statusCode).toBe(404);
    expect((await call(admin, 'POST', `/pages/${own}/rollback/${foreignRevision}`)).statusCode).toBe(404);
    expect((await call(admin, 'GET', `/revisions/${foreignRevision}`)).statusCode).toBe(404);
  });
});
