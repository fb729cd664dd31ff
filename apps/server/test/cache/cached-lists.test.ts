/**
 * Cached list answers across processes: two servers on one database, each with its own cache.
 * A write through one must show at once in the other's lists, because both read the site's
 * content version with the session.
 */
import type { Media, Page, PageListItem, Revision } from '@vev/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { multipart, twoColouredImage } from '../../src/modules/media/testing';
import { cacheHeader } from '../../src/platform/cache/answer-cache';
import { type SignedIn, startTestServer } from '../harness';

const server = await startTestServer();
const other = await buildApp({ config: server.config, database: server.database, logger: false });
await other.ready();
afterAll(async () => {
  await other.close();
  await server.close();
});

const shopId = await server.siteId('demobutikk');
const departmentId = await server.siteId('demoavdeling');
const admin = await server.signIn('admin@demo.vev.no');

type Process = typeof server.app;
async function get<T>(process: Process, url: string, who: SignedIn = admin) {
  const response = await process.inject({ method: 'GET', url, headers: { cookie: who.cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return { body: response.json() as T, cached: response.headers[cacheHeader] === 'hit' };
}
async function write<T>(process: Process, method: 'POST' | 'PATCH', url: string, payload: object) {
  const response = await process.inject({ method, url, headers: admin.headers, payload });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json() as T;
}
const shop = (path: string) => `/api/sites/${shopId}${path}`;
const titles = (rows: PageListItem[]) => rows.map((row) => row.title);
const { body: templates } = await get<{ _id: string; name: string }[]>(server.app, shop('/templates'));
const template = { ref: templates.find((row) => row.name === 'Standard side')?._id };

describe('cached lists', () => {
  it('the same list asked twice is answered from the cache the second time, unchanged', async () => {
    const first = await get<PageListItem[]>(server.app, shop('/pages?limit=20'));
    const second = await get<PageListItem[]>(server.app, shop('/pages?limit=20'));
    expect(first.cached).toBe(false);
    expect(second.cached).toBe(true);
    expect(second.body).toEqual(first.body);
  });

  it('a page created through another process shows at once in the first one’s list', async () => {
    await get(server.app, shop('/pages?limit=20'));
    const created = await write<Page>(other, 'POST', shop('/pages'), {
      title: 'Laget i den andre prosessen',
      template,
    });
    const after = await get<PageListItem[]>(server.app, shop('/pages?limit=20'));
    expect(after.cached).toBe(false);
    expect(titles(after.body)).toContain('Laget i den andre prosessen');

    await write(other, 'PATCH', shop(`/pages/${created._id}`), { version: created.version, title: 'Nytt navn' });
    const renamed = await get<PageListItem[]>(server.app, shop('/pages?limit=20'));
    expect(titles(renamed.body)).toContain('Nytt navn');
    expect(titles(renamed.body)).not.toContain('Laget i den andre prosessen');
  });

  it('publishing through another process shows in the first one’s revision list', async () => {
    const created = await write<Page>(server.app, 'POST', shop('/pages'), { title: 'Versjonert side', template });
    const revisions = shop(`/revisions?type=page&reference=${created._id}`);
    expect((await get<Revision[]>(server.app, revisions)).body).toHaveLength(0);
    const edited = await write<Page>(other, 'PATCH', shop(`/pages/${created._id}`), {
      version: created.version,
      preamble: 'Ny ingress',
    });
    await write(other, 'POST', shop(`/pages/${created._id}/publish`), { version: edited.version });
    expect((await get<Revision[]>(server.app, revisions)).body).toHaveLength(1);
  });

  it('uploads, edits and deletes of media through another process show at once in the first one’s search', async () => {
    const search = shop('/media/search?text=havutsikt&limit=99');
    const names = async () => (await get<Media[]>(server.app, search)).body.map((file) => file.original_filename);
    expect(await names()).toEqual([]);
    expect((await get(server.app, search)).cached).toBe(true);

    const body = multipart([{ name: 'file', filename: 'havutsikt.png', content: await twoColouredImage() }]);
    const upload = await other.inject({
      method: 'POST',
      url: shop('/media'),
      headers: { ...admin.headers, ...body.headers },
      payload: body.payload,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const { _id } = upload.json() as Media;
    expect(await names()).toEqual(['havutsikt.png']);

    await write(other, 'PATCH', shop(`/media/${_id}`), { original_filename: 'havutsikt-kveld.png' });
    expect(await names()).toEqual(['havutsikt-kveld.png']);

    const removed = await other.inject({ method: 'DELETE', url: shop(`/media/${_id}`), headers: admin.headers });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await names()).toEqual([]);
  });

  it("a department's inherited list follows a change on its parent site", async () => {
    const inherited = `/api/sites/${departmentId}/pages?fetchInherited=true&limit=100`;
    await get(server.app, inherited);
    await write(other, 'POST', shop('/pages'), { title: 'Arvet fra hovedsiden', template });
    const after = await get<PageListItem[]>(server.app, inherited);
    expect(after.cached).toBe(false);
    expect(titles(after.body)).toContain('Arvet fra hovedsiden');
  });

  it('another site’s writes leave this site’s cached answers in place', async () => {
    const homeId = await server.siteId('hjemmeside');
    await get(server.app, shop('/pages/tree'));
    const { body: homeTemplates } = await get<{ _id: string; name: string }[]>(
      server.app,
      `/api/sites/${homeId}/templates`,
    );
    await write(other, 'POST', `/api/sites/${homeId}/pages`, {
      title: 'Bare på hjemmesiden',
      template: { ref: homeTemplates[0]?._id },
    });
    expect((await get(server.app, shop('/pages/tree'))).cached).toBe(true);
  });

  it('a cached answer is still only for members: a non-member gets 404', async () => {
    await get(server.app, shop('/pages?limit=20'));
    await server.addUser('utenfor@demo.vev.no', { hjemmeside: 'admin' });
    const outsider = await server.signIn('utenfor@demo.vev.no');
    const response = await server.inject({
      method: 'GET',
      url: shop('/pages?limit=20'),
      headers: { cookie: outsider.cookie },
    });
    expect(response.statusCode).toBe(404);
  });
});
