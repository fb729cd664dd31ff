/** Files sent with a form on the storefront: checked, stored as private media, read only by the site's contributors. */
import type { Form, FormEntry, FormFileValue, Media } from '@vev/shared';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type SignedIn, startTestServer } from '../../../test/harness';
import { mediaFiles } from '../../modules/media/schema';
import { multipart, type Part, twoColouredImage } from '../../modules/media/testing';
import { formFileMaxBytes } from './form-files';

const server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
await server.addUser('admin-hjemmeside-skjemafiler@example.no', { hjemmeside: 'admin' });
const admin = await server.signIn('admin@demo.vev.no');
const contributor = await server.signIn('redaktor@demo.vev.no');
const reader = await server.signIn('leser@demo.vev.no');
const outsider = await server.signIn('admin-hjemmeside-skjemafiler@example.no');
const shop = 'demobutikk.localhost:3000';
const origin = `http://${shop}`;
const png = await twoColouredImage();

async function api<T>(method: 'POST' | 'GET', path: string, payload?: object): Promise<T> {
  const response = await server.inject({
    method,
    url: `/api/sites/${shopId}${path}`,
    headers: method === 'GET' ? { cookie: admin.cookie } : admin.headers,
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return method === 'GET' && path.endsWith('/export') ? (response.body as T) : response.json<T>();
}

const application = await api<Form>('POST', '/forms', {
  name: `Søknad ${Date.now()}`,
  fields: [
    { _id: 'a', type: 'string', label: 'Navn', name: 'navn', required: true },
    { _id: 'b', type: 'file', label: 'Bilde eller PDF', name: 'vedlegg', required: true, accept: 'image/*,.pdf' },
  ],
});

let visitors = 0;
function send(form: Form, parts: Part[]) {
  const body = multipart(parts);
  return server.inject({
    method: 'POST',
    url: `/_vev/skjema/${form._id}`,
    headers: {
      host: shop,
      origin,
      referer: `${origin}/soknad`,
      'x-forwarded-for': `198.51.100.${++visitors}`,
      ...body.headers,
    },
    payload: body.payload,
  });
}

const entries = () => api<FormEntry[]>('GET', `/forms/${application._id}/entries`);
const fetchFile = (url: string, who?: SignedIn) => {
  const { pathname, search } = new URL(url);
  return server.inject({ method: 'GET', url: `${pathname}${search}`, headers: who ? { cookie: who.cookie } : {} });
};

describe('files sent with a form', () => {
  let stored: FormFileValue | undefined;

  it('the form section posts multipart/form-data with a file input taking the field’s types', async () => {
    const page = await server.inject({
      method: 'POST',
      url: `/_vev/skjema/${application._id}`,
      headers: {
        host: shop,
        origin,
        'x-forwarded-for': '198.51.100.250',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'navn=Kari',
    });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('encType="multipart/form-data"');
    expect(page.body).toMatch(/<input id="skjema-vedlegg"[^>]* type="file" accept="image\/\*,.pdf" name="vedlegg"/);
  });

  it('stores an accepted file as private media outside the library and keeps {filename, url, size}', async () => {
    const response = await send(application, [
      { name: 'navn', value: 'Kari Nordmann' },
      { name: 'vedlegg', filename: 'C:\\bilder\\portrett.png', content: png, type: 'image/png' },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const [entry] = await entries();
    const value = entry?.data.find((item) => item.field === 'vedlegg')?.value as FormFileValue[];
    expect(value).toHaveLength(1);
    stored = value[0];
    expect(stored).toMatchObject({ filename: 'portrett.png', size: png.length });
    const id = /\/media\/([^/]+)\/file/.exec(stored?.url ?? '')?.[1] ?? '';
    const [row] = await server.database.db.select().from(mediaFiles).where(eq(mediaFiles.id, id));
    expect(row).toMatchObject({ private: true, authorId: null, formId: application._id, mime: 'image/png' });
    const library = await api<Media[]>('GET', '/media/search?private=true&limit=99');
    expect(library.map((file) => file._id)).not.toContain(id);
    const byId = await server.inject({
      method: 'GET',
      url: `/api/sites/${shopId}/media/${id}`,
      headers: { cookie: admin.cookie },
    });
    expect(byId.statusCode).toBe(404);
  });

  it('serves the file to the site’s contributors only: not to visitors, readers or another site’s admin', async () => {
    const url = stored?.url ?? '';
    const fetched = await fetchFile(url, contributor);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.rawPayload.equals(png)).toBe(true);
    expect(fetched.headers['cache-control']).toMatch(/^private/);
    expect((await fetchFile(url)).statusCode).toBe(404);
    expect((await fetchFile(url, reader)).statusCode).toBe(404);
    expect((await fetchFile(url, outsider)).statusCode).toBe(404);
  });

  it('exports the file by its name', async () => {
    const csv = await api<string>('GET', `/forms/${application._id}/entries/export`);
    expect(csv).toContain('Kari Nordmann,portrett.png');
  });

  it('refuses a file of a type the field does not take, saying which field and why, keeping what was typed', async () => {
    const before = (await entries()).length;
    const response = await send(application, [
      { name: 'navn', value: 'Per' },
      // Named as an image, but text: the content decides.
      { name: 'vedlegg', filename: 'bilde.png', content: Buffer.from('bare tekst'), type: 'image/png' },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('value="Per"');
    expect(response.body).toContain(
      '<p id="skjema-vedlegg-error" class="vev-form-error">Filtypen er ikke tillatt her (tillatt: bilder og PDF).</p>',
    );
    const text = await send(application, [
      { name: 'navn', value: 'Per' },
      { name: 'vedlegg', filename: 'notat.txt', content: Buffer.from('bare tekst') },
    ]);
    expect(text.statusCode).toBe(400);
    expect(text.body).toContain('Filtypen er ikke tillatt her');
    expect((await entries()).length).toBe(before);
  });

  it('refuses a file over the per-file limit', async () => {
    const big = Buffer.concat([png, Buffer.alloc(formFileMaxBytes + 1 - png.length)]);
    const response = await send(application, [
      { name: 'navn', value: 'Ola' },
      { name: 'vedlegg', filename: 'stor.png', content: big, type: 'image/png' },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(
      '<p id="skjema-vedlegg-error" class="vev-form-error">Filen er for stor (høyst 10 MB).</p>',
    );
    expect(response.body).toContain('value="Ola"');
  });

  it('needs a file in a required file field (an empty file part is no file), and asks again for a good one', async () => {
    const before = (await entries()).length;
    const missing = await send(application, [
      { name: 'navn', value: 'Ola' },
      { name: 'vedlegg', filename: '', content: Buffer.alloc(0) },
    ]);
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('<p id="skjema-vedlegg-error" class="vev-form-error">Feltet må fylles ut.</p>');
    const unnamed = await send(application, [{ name: 'vedlegg', filename: 'ok.png', content: png }]);
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.body).toContain('<p id="skjema-vedlegg-error" class="vev-form-error">Velg filen på nytt.</p>');
    expect((await entries()).length).toBe(before);
  });

  it('thanks a filled honeypot and stores no file', async () => {
    const files = await server.database.db.select().from(mediaFiles).where(eq(mediaFiles.formId, application._id));
    const response = await send(application, [
      { name: 'navn', value: 'Bot' },
      { name: 'vev[nettside]', value: 'https://spam.example' },
      { name: 'vedlegg', filename: 'spam.png', content: png },
    ]);
    expect(response.statusCode).toBe(200);
    const after = await server.database.db.select().from(mediaFiles).where(eq(mediaFiles.formId, application._id));
    expect(after.length).toBe(files.length);
  });

  it('deleting the entry deletes its file', async () => {
    const [entry] = await entries();
    const removed = await server.inject({
      method: 'DELETE',
      url: `/api/sites/${shopId}/forms/${application._id}/entries/${entry?._id}`,
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect((await fetchFile(stored?.url ?? '', admin)).statusCode).toBe(404);
    const left = await server.database.db.select().from(mediaFiles).where(eq(mediaFiles.formId, application._id));
    expect(left).toEqual([]);
  });
});
