/**
 * Labels (spec 3 'Labels'): contributors write, readers read, admins delete; a name is required;
 * the image is a reference to the file; searches by name; another site's ids are 404.
 */
import type { Label, Media } from '@vev/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { type SignedIn, startTestServer } from '../../../test/harness';
import { multipart, twoColouredImage } from '../media/testing';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
await server.addUser('admin-hjemmeside-etiketter@example.no', { hjemmeside: 'admin' });
const admin = await server.signIn('admin@demo.vev.no');
const contributor = await server.signIn('redaktor@demo.vev.no');
const reader = await server.signIn('leser@demo.vev.no');
const outsider = await server.signIn('admin-hjemmeside-etiketter@example.no');
const api = `/api/sites/${shopId}`;

const send = (method: 'POST' | 'PATCH' | 'DELETE', path: string, body?: object, who: SignedIn = contributor) =>
  server.inject({ method, url: `${api}${path}`, headers: who.headers, ...(body ? { payload: body } : {}) });
const read = (path: string, who: SignedIn = reader) =>
  server.inject({ method: 'GET', url: `${api}${path}`, headers: { cookie: who.cookie } });

describe('labels', () => {
  it('the demo shop has Nyhet, Tilbud and Utsolgt', async () => {
    const list = (await read('/labels')).json() as Label[];
    expect(list.map((label) => label.name)).toEqual(['Nyhet', 'Tilbud', 'Utsolgt']);
  });

  it('round trip: created with a name only (default colours), then coloured, given text, deleted by an admin', async () => {
    const created = await send('POST', '/labels', { name: 'Kampanje' });
    expect(created.statusCode, created.body).toBe(201);
    const label = created.json() as Label;
    expect(label).toMatchObject({ name: 'Kampanje', color: '#343a40', textColor: '#ffffff', text: '', image: null });
    const text = JSON.stringify({ blocks: [{ key: 'a', text: 'Kun i dag', type: 'unstyled' }], entityMap: {} });
    const updated = await send('PATCH', `/labels/${label._id}`, { color: '#fab005', textColor: '#000000', text });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Kampanje', color: '#fab005', textColor: '#000000', text });
    expect((await read(`/labels/${label._id}`)).json()).toEqual(updated.json());
    expect((await send('DELETE', `/labels/${label._id}`)).statusCode).toBe(403);
    expect((await send('DELETE', `/labels/${label._id}`, undefined, admin)).statusCode).toBe(204);
    expect((await read(`/labels/${label._id}`)).statusCode).toBe(404);
  });

  it('needs a name and real colours, in Norwegian', async () => {
    const empty = await send('POST', '/labels', { name: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ name: 'Feltet må fylles ut.' });
    const colour = await send('POST', '/labels', { name: 'X', color: 'grønn' });
    expect(colour.json().fields).toEqual({ color: 'Ugyldig farge.' });
    expect((await send('POST', '/labels', { name: 'X', siteId: 'annet' })).statusCode).toBe(400);
  });

  it('searches by name', async () => {
    const found = (await read('/labels?text=tilb')).json() as Label[];
    expect(found.map((label) => label.name)).toEqual(['Tilbud']);
  });

  it('its image is in use while the label shows it', async () => {
    const body = multipart([{ name: 'file', filename: 'merke.png', content: await twoColouredImage() }]);
    const uploaded = await server.inject({
      method: 'POST',
      url: `${api}/media`,
      headers: { ...contributor.headers, ...body.headers },
      payload: body.payload,
    });
    const media = uploaded.json() as Media;
    const label = (
      await send('POST', '/labels', { name: 'Med bilde', image: { ref: media._id, url: media.url, alt: '' } })
    ).json() as Label;
    const deleteMedia = () =>
      server.inject({ method: 'DELETE', url: `${api}/media/${media._id}`, headers: admin.headers });
    expect((await deleteMedia()).statusCode).toBe(409);
    expect((await send('PATCH', `/labels/${label._id}`, { image: null })).statusCode).toBe(200);
    expect((await deleteMedia()).statusCode).toBe(200);
  });
});

describe('who may', () => {
  it('readers read but do not write; another site’s admin gets 404', async () => {
    expect((await send('POST', '/labels', { name: 'X' }, reader)).statusCode).toBe(403);
    expect((await read('/labels', outsider)).statusCode).toBe(404);
    const [nyhet] = (await read('/labels?text=Nyhet')).json() as Label[];
    const homeId = await server.siteId('hjemmeside');
    const other = await server.inject({
      method: 'GET',
      url: `/api/sites/${homeId}/labels/${nyhet?._id}`,
      headers: { cookie: outsider.cookie },
    });
    expect(other.statusCode).toBe(404);
  });
});
