/** DELETE media/{id} and media/bulk: admins only, never what is referenced (spec 3 §5, §7). */
import fs from 'node:fs';
import path from 'node:path';
import type { DependencyReport, Media, MediaBulkDeleteResult, Page, PageListItem } from '@vev/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../../test/harness';
import { dependencyBlockMessage } from '../../platform/references/references';
import { mediaDirs } from '../../platform/storage/storage';
import { multipart, twoColouredImage } from './testing';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
const admin = await server.signIn('admin@demo.vev.no');
const contributor = await server.signIn('redaktor@demo.vev.no');
const api = `/api/sites/${shopId}`;
const png = await twoColouredImage();

async function upload(filename: string): Promise<Media> {
  const body = multipart([{ name: 'file', filename, content: png }]);
  const response = await server.inject({
    method: 'POST',
    url: `${api}/media`,
    headers: { ...contributor.headers, ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** Makes a demo page use the file as its featured image, as the editor's picker does. */
async function featureOnPage(media: Media): Promise<Page> {
  const [item] = await server.readJson<PageListItem[]>(admin, `${api}/pages?limit=1`);
  const page = await server.readJson<Page>(admin, `${api}/pages/${item?._id}`);
  const response = await server.inject({
    method: 'PATCH',
    url: `${api}/pages/${page._id}`,
    headers: admin.headers,
    payload: { version: page.version, featuredImage: { ref: media._id, url: media.url, alt: 'Forsidebilde' } },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const remove = (id: string, who = admin) =>
  server.inject({ method: 'DELETE', url: `${api}/media/${id}`, headers: who.headers });
const variantsOf = (id: string) => path.join(mediaDirs(server.config).variants, id);

describe('DELETE media/{id}', () => {
  it('deletes a free file with its bytes and variants, and answers resourceDeleted', async () => {
    const media = await upload('ledig.png');
    expect((await server.inject({ method: 'GET', url: `${new URL(media.url).pathname}?w=50` })).statusCode).toBe(200);
    expect(fs.existsSync(variantsOf(media._id))).toBe(true);
    const response = await remove(media._id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'resourceDeleted' });
    expect(fs.existsSync(variantsOf(media._id))).toBe(false);
    expect((await server.inject({ method: 'GET', url: new URL(media.url).pathname })).statusCode).toBe(404);
    expect((await remove(media._id)).statusCode).toBe(404);
  });

  it("is refused with 409 and the dependency report while a page's featured image uses it", async () => {
    const media = await upload('forside.png');
    const page = await featureOnPage(media);
    const [report] = await server.readJson<DependencyReport[]>(
      admin,
      `${api}/resource-dependencies?resources=${media._id}`,
    );
    expect(report?.hasDependents).toBe(true);
    const response = await remove(media._id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: 'conflict',
      message: dependencyBlockMessage,
      details: { dependencies: { _id: media._id, hasDependents: true, pages: [{ reference: { _id: page._id } }] } },
    });
    expect((await server.inject({ method: 'GET', url: new URL(media.url).pathname })).statusCode).toBe(200);
  });

  it('is for admins: a contributor gets 403 and the file stays', async () => {
    const media = await upload('bli.png');
    expect((await remove(media._id, contributor)).statusCode).toBe(403);
    expect((await server.readJson<Media>(admin, `${api}/media/${media._id}`))._id).toBe(media._id);
  });
});

describe('DELETE media/bulk', () => {
  it('deletes the free files and reports the referenced ones', async () => {
    const free = [await upload('a.png'), await upload('b.png')];
    const used = await upload('brukt.png');
    await featureOnPage(used);
    const response = await server.inject({
      method: 'DELETE',
      url: `${api}/media/bulk`,
      headers: admin.headers,
      payload: { ids: [...free.map((media) => media._id), used._id, 'finnes-ikke'] },
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<MediaBulkDeleteResult>();
    expect(result.deleted.sort()).toEqual(free.map((media) => media._id).sort());
    expect(result.referenced).toHaveLength(1);
    expect(result.referenced[0]).toMatchObject({ _id: used._id, hasDependents: true });
    const left = await server.readJson<Media[]>(admin, `${api}/media/search?limit=99`);
    expect(left.map((media) => media._id)).toContain(used._id);
    expect(left.map((media) => media._id)).not.toContain(free[0]?._id);
  });

  it('is for admins', async () => {
    const media = await upload('c.png');
    const response = await server.inject({
      method: 'DELETE',
      url: `${api}/media/bulk`,
      headers: contributor.headers,
      payload: { ids: [media._id] },
    });
    expect(response.statusCode).toBe(403);
  });
});
