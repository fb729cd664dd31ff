/** POST media: stored, sniffed, sized, limited (spec 3 §5 'Media upload'). */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { acceptedFormats, type Media, mediaUploadMaxBytes, mediaUploadMessages } from '@vev/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../../test/harness';
import { mediaDirs } from '../../platform/storage/storage';
import { svgRefusedMessage } from './svg';
import { multipart, type Part, streamedUpload, twoColouredImage } from './testing';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
const contributor = await server.signIn('redaktor@demo.vev.no');
const reader = await server.signIn('leser@demo.vev.no');
const url = `/api/sites/${shopId}/media`;
/** What is left in the upload spool: a finished or refused upload leaves nothing. */
const spooled = () => fs.readdirSync(mediaDirs(server.config).spool);

function upload(parts: Part[], who = contributor, query = '') {
  const body = multipart(parts);
  return server.inject({
    method: 'POST',
    url: `${url}${query}`,
    headers: { ...who.headers, ...body.headers },
    payload: body.payload,
  });
}

describe('POST media', () => {
  it('stores an image with its size, name, alt text and tags', async () => {
    const response = await upload([
      { name: 'name', value: 'Sommerkjole.png' },
      { name: 'altText', value: 'Sommerkjole i lin på stativ' },
      { name: 'tags', value: 'Sommer, Klær ,sommer,' },
      { name: 'file', filename: 'IMG_0001.png', content: await twoColouredImage() },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const media = response.json<Media>();
    expect(media).toMatchObject({
      original_filename: 'Sommerkjole.png',
      type: 'image/png',
      format: 'png',
      fileType: 'image',
      width: 1200,
      height: 800,
      altText: 'Sommerkjole i lin på stativ',
      tags: ['Sommer', 'Klær'],
      private: false,
      author: { name: 'Rolf Redaktør' },
    });
    expect(media.secure_url).toMatch(new RegExp(`^http://localhost:3000/media/${media._id}/file\\?v=[0-9a-f]{16}$`));
    const file = await server.inject({ method: 'GET', url: media.secure_url.replace('http://localhost:3000', '') });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.length).toBe(media.bytes);
  });

  it('takes the type from the content: a JPEG named .jpeg is a JPEG, a name without extension is what it holds', async () => {
    const jpeg = await upload([{ name: 'file', filename: 'bilde.JPEG', content: await twoColouredImage('jpeg') }]);
    expect(jpeg.json()).toMatchObject({ type: 'image/jpeg', format: 'jpg', original_filename: 'bilde.JPEG' });
    const bare = await upload([{ name: 'file', filename: 'bilde', content: await twoColouredImage('jpeg') }]);
    expect(bare.json()).toMatchObject({ type: 'image/jpeg', original_filename: 'bilde' });
  });

  it('refuses a name that claims another type than the content, with 415 and the accepted types', async () => {
    const wrongType = mediaUploadMessages.wrongType(acceptedFormats());
    const claims: Part[] = [
      { name: 'file', filename: 'fake.png', content: Buffer.from('Dette er bare tekst.'), type: 'image/png' },
      { name: 'file', filename: 'side.png', content: Buffer.from('<!doctype html><script>alert(1)</script>') },
      { name: 'file', filename: 'meny.jpg', content: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n') },
      { name: 'file', filename: 'bilde.png', content: await twoColouredImage('jpeg') },
      { name: 'file', filename: 'side.html', content: Buffer.from('<!doctype html><p>Hei</p>') },
    ];
    for (const claim of claims) {
      const response = await upload([claim]);
      expect(response.statusCode, 'filename' in claim ? claim.filename : '').toBe(415);
      expect(response.json()).toMatchObject({ error: 'unsupportedMediaType', message: wrongType });
    }
    expect(spooled()).toEqual([]);
    const found = await server.readJson<Media[]>(contributor, `${url}/search?name=fake`);
    expect(found).toEqual([]);
  });

  it('refuses a stored name that claims another type than the file', async () => {
    const response = await upload([
      { name: 'name', value: 'kvittering.pdf' },
      { name: 'file', filename: 'kvittering.png', content: await twoColouredImage() },
    ]);
    expect(response.statusCode).toBe(415);
  });

  it('refuses random bytes named .png with 415 and the accepted types', async () => {
    const response = await upload([
      { name: 'file', filename: 'bilde.png', content: randomBytes(4096), type: 'image/png' },
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ message: mediaUploadMessages.wrongType(acceptedFormats()) });
    expect(response.json().message).toContain('Feil filtype (aksepterer jpg, png');
    expect(spooled()).toEqual([]);
  });

  it('accepts UTF-8 text as plain text or CSV, but not text with NUL bytes', async () => {
    const csv = await upload([
      { name: 'file', filename: 'priser.csv', content: Buffer.from('navn;pris\nsykkel;9990\n') },
    ]);
    expect(csv.json()).toMatchObject({ type: 'text/csv', fileType: 'raw', width: null });
    const text = await upload([
      { name: 'file', filename: 'notat', content: Buffer.from('Hei på deg, blåbærsyltetøy!') },
    ]);
    expect(text.json()).toMatchObject({ type: 'text/plain', format: 'txt' });
    const nul = await upload([{ name: 'file', filename: 'x.txt', content: Buffer.from('tekst\u0000med nul') }]);
    expect(nul.statusCode).toBe(415);
    const latin1 = await upload([{ name: 'file', filename: 'x.txt', content: Buffer.from('bl\xe5b\xe6r', 'latin1') }]);
    expect(latin1.statusCode).toBe(415);
  });

  it('tells a PDF and a plain zip apart by their bytes', async () => {
    const pdf = await upload([{ name: 'file', filename: 'meny', content: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n') }]);
    expect(pdf.json()).toMatchObject({ type: 'application/pdf', format: 'pdf' });
  });

  it('refuses an SVG with a script, and keeps a clean one with its size', async () => {
    const evil = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    const refused = await upload([{ name: 'file', filename: 'logo.svg', content: Buffer.from(evil) }]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(svgRefusedMessage);
    const clean =
      '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80"><rect width="120" height="80"/></svg>';
    const kept = await upload([{ name: 'file', filename: 'logo.svg', content: Buffer.from(clean) }]);
    expect(kept.json()).toMatchObject({ type: 'image/svg+xml', width: 120, height: 80 });
    const served = await server.inject({ method: 'GET', url: new URL(kept.json<Media>().url).pathname });
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    expect(served.headers['content-security-policy']).toContain('sandbox');
  });

  it('refuses a file over 50 MB while it streams, with 413 and the library message', async () => {
    const body = streamedUpload(mediaUploadMaxBytes + 1);
    const response = await server.inject({
      method: 'POST',
      url,
      headers: { ...contributor.headers, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: 'payloadTooLarge', message: mediaUploadMessages.tooLarge });
    const files = await server.readJson<Media[]>(contributor, `${url}/search?name=stor.bin`);
    expect(files).toEqual([]);
    expect(spooled()).toEqual([]);
  }, 60_000);

  it('answers 400 without a file, and 415 for a body that is not multipart', async () => {
    expect((await upload([{ name: 'altText', value: 'bare tekst' }])).statusCode).toBe(400);
    const json = await server.inject({
      method: 'POST',
      url,
      headers: { ...contributor.headers, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(json.statusCode).toBe(415);
  });

  it('refuses unknown fields and over-long alt text', async () => {
    const file = { name: 'file', filename: 'a.txt', content: Buffer.from('a') };
    expect((await upload([{ name: 'hemmelig', value: 'x' }, file])).statusCode).toBe(400);
    expect((await upload([{ name: 'altText', value: 'x'.repeat(501) }, file])).statusCode).toBe(400);
  });

  it('is for contributors: a reader gets 403', async () => {
    const response = await upload([{ name: 'file', filename: 'a.txt', content: Buffer.from('a') }], reader);
    expect(response.statusCode).toBe(403);
  });
});
