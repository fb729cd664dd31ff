/** GET /media/{id}/file: transforms, the focus point, caching headers, private files. */
import fs from 'node:fs';
import path from 'node:path';
import type { Media } from '@vev/shared';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../../test/harness';
import { mediaDirs } from '../../platform/storage/storage';
import { centreColour, multipart, type Part, twoColouredImage } from './testing';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
await server.addUser('bare-hjemmeside@example.no', { hjemmeside: 'admin' });
const contributor = await server.signIn('redaktor@demo.vev.no');
const outsider = await server.signIn('bare-hjemmeside@example.no');

async function upload(parts: Part[], query = ''): Promise<Media> {
  const body = multipart(parts);
  const response = await server.inject({
    method: 'POST',
    url: `/api/sites/${shopId}/media${query}`,
    headers: { ...contributor.headers, ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const image = await upload([{ name: 'file', filename: 'to-farger.png', content: await twoColouredImage() }]);
const local = (media: Media, query = '') =>
  `${new URL(media.url).pathname}?v=${new URL(media.url).searchParams.get('v')}${query}`;
const get = (url: string, headers: Record<string, string> = {}) => server.inject({ method: 'GET', url, headers });
const sizeOf = async (bytes: Buffer) => {
  const { width, height, format } = await sharp(bytes).metadata();
  return { width, height, format };
};

describe('transforms', () => {
  it('w=400 of a 1200×800 image is 400×267', async () => {
    const response = await get(local(image, '&w=400'));
    expect(response.statusCode).toBe(200);
    expect(await sizeOf(response.rawPayload)).toEqual({ width: 400, height: 267, format: 'png' });
  });

  it('fill and pad give the requested box', async () => {
    for (const fit of ['fill', 'pad', 'cover']) {
      const response = await get(local(image, `&w=300&h=300&fit=${fit}`));
      expect(await sizeOf(response.rawPayload)).toMatchObject({ width: 300, height: 300 });
    }
  });

  it('converts to WebP and AVIF', async () => {
    const webp = await get(local(image, '&w=200&format=webp'));
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(await sizeOf(webp.rawPayload)).toEqual({ width: 200, height: 133, format: 'webp' });
    const avif = await get(local(image, '&w=120&format=avif'));
    expect(avif.headers['content-type']).toBe('image/avif');
  });

  it('a cover crop follows the focus point', async () => {
    const square = '&w=100&h=100&fit=cover';
    const patched = async (x: number) => {
      const response = await server.inject({
        method: 'PATCH',
        url: `/api/sites/${shopId}/media/${image._id}`,
        headers: contributor.headers,
        payload: { focusCoordinates: { x, y: 400 } },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Media>();
    };
    const left = await patched(100);
    expect(left.url).not.toBe(image.url);
    expect(await centreColour((await get(local(left, square))).rawPayload)).toBe('red');
    const right = await patched(1100);
    expect(await centreColour((await get(local(right, square))).rawPayload)).toBe('blue');
  });

  it('keeps each variant on disk, keyed by transform and focus point', async () => {
    const variants = path.join(mediaDirs(server.config).variants, image._id);
    expect(fs.readdirSync(variants).length).toBeGreaterThan(3);
  });

  it('refuses unknown transforms', async () => {
    expect((await get(local(image, '&width=400'))).statusCode).toBe(400);
    expect((await get(local(image, '&fit=stretch'))).statusCode).toBe(400);
  });
});

describe('headers', () => {
  it('caches a versioned URL for a year, an unversioned one briefly, and answers 304 to its ETag', async () => {
    const current = await server.readJson<Media>(contributor, `/api/sites/${shopId}/media/${image._id}`);
    const versioned = await get(local(current, '&w=400'));
    expect(versioned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(versioned.headers['x-content-type-options']).toBe('nosniff');
    const etag = String(versioned.headers.etag);
    expect((await get(`/media/${image._id}/file?w=400`)).headers['cache-control']).toBe('public, max-age=60');
    expect((await get(`/media/${image._id}/file?w=400`, { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await get(`/media/${image._id}/file?w=401`, { 'if-none-match': etag })).statusCode).toBe(200);
  });

  it('serves raw files as attachments with their name', async () => {
    const csv = await upload([{ name: 'file', filename: 'prisliste.csv', content: Buffer.from('a;b\n1;2\n') }]);
    const response = await get(local(csv));
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toContain('attachment; filename="prisliste.csv"');
  });

  it('answers 404 for an unknown id', async () => {
    expect((await get('/media/01ukjent/file')).statusCode).toBe(404);
  });
});

describe('private files', () => {
  it('only members of the site get them', async () => {
    const secret = await upload(
      [{ name: 'file', filename: 'hemmelig.txt', content: Buffer.from('Lønnsliste') }],
      '?private=true',
    );
    expect(secret.private).toBe(true);
    expect((await get(local(secret))).statusCode).toBe(404);
    expect((await get(local(secret), { cookie: outsider.cookie })).statusCode).toBe(404);
    const member = await get(local(secret), { cookie: contributor.cookie });
    expect(member.statusCode).toBe(200);
    expect(member.headers['cache-control']).toMatch(/^private, /);
    expect(member.body).toBe('Lønnsliste');
  });

  it('private=false hides them from the library search', async () => {
    const all = await server.readJson<Media[]>(contributor, `/api/sites/${shopId}/media/search?name=hemmelig`);
    expect(all.map((media) => media.original_filename)).toEqual(['hemmelig.txt']);
    const visible = await server.readJson<Media[]>(
      contributor,
      `/api/sites/${shopId}/media/search?name=hemmelig&private=false`,
    );
    expect(visible).toEqual([]);
  });
});
