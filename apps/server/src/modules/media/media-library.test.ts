/** GET media/search, GET and PATCH media/{id}: the library's reads and edits (spec 3 §7). */
import type { Media, SearchResult } from '@vev/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../../test/harness';
import { focusOnlyOnImagesMessage, focusOutsideMessage, previewImageMessage } from './service';
import { multipart, twoColouredImage } from './testing';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
const homeId = await server.siteId('hjemmeside');
await server.addUser('bare-hjemmeside@example.no', { hjemmeside: 'admin' });
const contributor = await server.signIn('redaktor@demo.vev.no');
const reader = await server.signIn('leser@demo.vev.no');
const outsider = await server.signIn('bare-hjemmeside@example.no');
const api = `/api/sites/${shopId}`;
const png = await twoColouredImage();

async function upload(filename: string, fields: Record<string, string> = {}, content = png): Promise<Media> {
  const parts = [
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: 'file', filename, content },
  ];
  const body = multipart(parts);
  const response = await server.inject({
    method: 'POST',
    url: `${api}/media`,
    headers: { ...contributor.headers, ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const kjole = await upload('kjole.png', { altText: 'Sommerkjole i lin på stativ', tags: 'Testsett,Sommer,Klær' });
const sykkel = await upload('sykkel.png', { altText: 'Rød bysykkel mot en murvegg', tags: 'Testsett,Sykler' });
const manual = await upload('bruksanvisning.txt', { tags: 'Testsett' }, Buffer.from('Slik bytter du slange.'));

const search = (query: string, who = reader) => server.readJson<Media[]>(who, `${api}/media/search?${query}`);
const names = (list: Media[]) => list.map((media) => media.original_filename);
const patch = (id: string, payload: object) =>
  server.inject({ method: 'PATCH', url: `${api}/media/${id}`, headers: contributor.headers, payload });

describe('GET media/search', () => {
  it('lists newest first, filtered by tags (all of them) and file type', async () => {
    expect(names(await search('tags=Testsett'))).toEqual(['bruksanvisning.txt', 'sykkel.png', 'kjole.png']);
    expect(names(await search('tags=Testsett,Sommer'))).toEqual(['kjole.png']);
    expect(names(await search('tags=Testsett&fileType=image'))).toEqual(['sykkel.png', 'kjole.png']);
    expect(names(await search('tags=Testsett&fileType=raw'))).toEqual(['bruksanvisning.txt']);
  });

  it('pages with skip and limit, and refuses a limit over 99', async () => {
    expect(names(await search('tags=Testsett&skip=1&limit=1'))).toEqual(['sykkel.png']);
    const response = await server.inject({
      method: 'GET',
      url: `${api}/media/search?limit=100`,
      headers: { cookie: reader.cookie },
    });
    expect(response.statusCode).toBe(400);
  });

  it('finds files by words of the name and of the alt text', async () => {
    expect(names(await search('text=sommerkjole&tags=Testsett'))).toEqual(['kjole.png']);
    expect(names(await search('name=sykkel&tags=Testsett'))).toEqual(['sykkel.png']);
    expect(names(await search('text=murvegg&tags=Testsett'))).toEqual(['sykkel.png']);
  });

  it('power search finds a file and opens it in the library', async () => {
    const hits = await server.readJson<SearchResult[]>(reader, `${api}/power-search?q=murvegg`);
    expect(hits).toContainEqual(
      expect.objectContaining({ _id: sykkel._id, type: 'media', editPath: `/innhold/filer?file=${sykkel._id}` }),
    );
  });
});

describe('PATCH media/{id}', () => {
  it('changes the name, alt text and tags', async () => {
    const response = await patch(sykkel._id, {
      original_filename: 'bysykkel.png',
      altText: 'Rød bysykkel',
      tags: ['Sykler', 'Testsett'],
    });
    expect(response.json()).toMatchObject({ original_filename: 'bysykkel.png', altText: 'Rød bysykkel' });
    expect(names(await search('name=bysykkel&tags=Testsett'))).toEqual(['bysykkel.png']);
  });

  it('takes a focus point in image pixels and refuses one outside the image', async () => {
    expect((await patch(kjole._id, { focusCoordinates: { x: 1199, y: 0 } })).json().focusCoordinates).toEqual({
      x: 1199,
      y: 0,
    });
    const outside = await patch(kjole._id, { focusCoordinates: { x: 1200, y: 10 } });
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toMatchObject({
      message: focusOutsideMessage,
      fields: { focusCoordinates: focusOutsideMessage },
    });
    expect((await patch(manual._id, { focusCoordinates: { x: 1, y: 1 } })).json().message).toBe(
      focusOnlyOnImagesMessage,
    );
    expect((await patch(kjole._id, { focusCoordinates: null })).json().focusCoordinates).toBeNull();
  });

  it('takes another image of the site as preview image', async () => {
    expect((await patch(manual._id, { previewImage: kjole._id })).json().previewImage).toBe(kjole._id);
    for (const previewImage of [manual._id, 'finnes-ikke']) {
      const response = await patch(manual._id, { previewImage });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(previewImageMessage);
    }
  });

  it('is for contributors: a reader gets 403', async () => {
    const response = await server.inject({
      method: 'PATCH',
      url: `${api}/media/${kjole._id}`,
      headers: reader.headers,
      payload: { altText: 'x' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('another site', () => {
  it("a member of another site only gets 404 for this site's files", async () => {
    const response = await server.inject({
      method: 'GET',
      url: `${api}/media/${kjole._id}`,
      headers: { cookie: outsider.cookie },
    });
    expect(response.statusCode).toBe(404);
  });

  it("a file asked for through another site's path is not found", async () => {
    const viaHome = await server.readJson<Media[]>(outsider, `/api/sites/${homeId}/media/search?tags=Testsett`);
    expect(viaHome).toEqual([]);
    const response = await server.inject({
      method: 'GET',
      url: `/api/sites/${homeId}/media/${kjole._id}`,
      headers: { cookie: outsider.cookie },
    });
    expect(response.statusCode).toBe(404);
    const edit = await server.inject({
      method: 'PATCH',
      url: `/api/sites/${homeId}/media/${kjole._id}`,
      headers: outsider.headers,
      payload: { altText: 'kapret' },
    });
    expect(edit.statusCode).toBe(404);
  });
});
