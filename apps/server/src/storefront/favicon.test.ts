/** `/favicon.ico` and the icon in the head: the site's own favicon, else Vev's mark; never a 404. */
import type { Media } from '@vev/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../test/harness';
import { multipart, twoColouredImage } from '../modules/media/testing';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
const admin = await server.signIn('admin@demo.vev.no');
const shop = 'demobutikk.localhost:3000';

const visit = (url: string) => server.inject({ method: 'GET', url, headers: { host: shop } });

async function setFavicon(favicon: object | null) {
  const response = await server.inject({
    method: 'PATCH',
    url: `/api/sites/${shopId}/site`,
    headers: admin.headers,
    payload: { favicon },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('a site without a favicon of its own', () => {
  it('answers /favicon.ico with Vev’s mark as an icon file of three sizes', async () => {
    const response = await visit('/favicon.ico');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/x-icon');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const ico = response.rawPayload;
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3]);
    const sizes = [0, 1, 2].map((index) => ico.readUInt8(6 + 16 * index));
    expect(sizes).toEqual([16, 32, 48]);
    // Each image is a PNG where the directory says it is.
    const firstOffset = ico.readUInt32LE(6 + 12);
    expect(ico.subarray(firstOffset + 1, firstOffset + 4).toString('latin1')).toBe('PNG');
  });

  it('links the mark in the head of every page, served by the storefront itself', async () => {
    const page = await visit('/om-oss');
    expect(page.body).toContain('<link rel="icon" type="image/svg+xml" href="/_vev/favicon.svg">');
    const svg = await visit('/_vev/favicon.svg');
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.body).toContain('<title>Vev</title>');
    expect((await visit('/finnes-ikke')).body).toContain('href="/_vev/favicon.svg"');
  });
});

describe('a site with a favicon in its settings', () => {
  it('leads /favicon.ico to the file on the site’s own host, and links it in the head', async () => {
    const body = multipart([{ name: 'file', filename: 'favicon.png', content: await twoColouredImage() }]);
    const uploaded = await server.inject({
      method: 'POST',
      url: `/api/sites/${shopId}/media`,
      headers: { ...admin.headers, ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const favicon = uploaded.json<Media>();
    await setFavicon({ ref: favicon._id, url: favicon.url, alt: '' });

    const response = await visit('/favicon.ico');
    expect(response.statusCode).toBe(302);
    const location = String(response.headers.location);
    expect(location).toMatch(new RegExp(`^/media/${favicon._id}/file\\?v=[\\w-]+$`));
    const file = await visit(location);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect((await visit('/om-oss')).body).toContain(`<link rel="icon" href="${location}">`);

    await setFavicon(null);
    expect((await visit('/favicon.ico')).statusCode).toBe(200);
  });
});
