/**
 * Attributes (spec 3 'Attributes'): contributors write, readers read, admins delete; validated in
 * Norwegian; `_id` lists; the media an option shows is in use; another site's ids are 404.
 */
import { type AccessKey, type AccessTokenResponse, type Attribute, attributeMessages, type Media } from '@vev/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { type SignedIn, startTestServer } from '../../../test/harness';
import { dependencyBlockMessage } from '../../platform/references/references';
import { multipart, twoColouredImage } from '../media/testing';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
await server.addUser('admin-hjemmeside-attributter@example.no', { hjemmeside: 'admin' });
const admin = await server.signIn('admin@demo.vev.no');
const contributor = await server.signIn('redaktor@demo.vev.no');
const reader = await server.signIn('leser@demo.vev.no');
const outsider = await server.signIn('admin-hjemmeside-attributter@example.no');
const api = `/api/sites/${shopId}`;

const send = (method: 'POST' | 'PATCH' | 'DELETE', path: string, body?: object, who: SignedIn = contributor) =>
  server.inject({ method, url: `${api}${path}`, headers: who.headers, ...(body ? { payload: body } : {}) });
const read = (path: string, who: SignedIn = reader) =>
  server.inject({ method: 'GET', url: `${api}${path}`, headers: { cookie: who.cookie } });

async function create(body: object): Promise<Attribute> {
  const response = await send('POST', '/attributes', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe('the demo shop', () => {
  it('has Farge with its colours, Størrelse and Rammestørrelse', async () => {
    const list = (await read('/attributes')).json() as Attribute[];
    const byName = new Map(list.map((attribute) => [attribute.name, attribute]));
    expect(byName.get('Farge')).toMatchObject({ type: 'color' });
    expect(byName.get('Farge')?.options.map((option) => [option.value, option.meta])).toEqual([
      ['Svart', '#212121'],
      ['Hvit', '#ffffff'],
      ['Rød', '#d32f2f'],
      ['Blå', '#1976d2'],
    ]);
    expect(byName.get('Størrelse')?.options.map((option) => option.value)).toEqual(['S', 'M', 'L', 'XL']);
    expect(byName.get('Rammestørrelse')?.options.map((option) => option.value)).toEqual(['48', '52', '56', '60']);
  });
});

describe('attributes', () => {
  it('round trip: a contributor creates (type text by default), reorders and renames; an admin deletes', async () => {
    const material = await create({ name: 'Materiale', internalName: 'materiale', options: [{ value: 'Stål' }] });
    expect(material).toMatchObject({ type: 'string', description: '', name: 'Materiale' });
    const [steel] = material.options;
    expect(steel).toMatchObject({ value: 'Stål', categorization: '', meta: null, _id: expect.any(String) });
    const updated = await send('PATCH', `/attributes/${material._id}`, {
      name: 'Rammemateriale',
      options: [{ value: 'Karbon' }, steel],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const saved = updated.json() as Attribute;
    expect(saved.options.map((option) => option.value)).toEqual(['Karbon', 'Stål']);
    expect(saved.options[1]?._id).toBe(steel?._id);
    expect((await read(`/attributes/${material._id}`)).json()).toEqual(saved);
    expect((await send('DELETE', `/attributes/${material._id}`)).statusCode).toBe(403);
    expect((await send('DELETE', `/attributes/${material._id}`, undefined, admin)).statusCode).toBe(204);
    expect((await read(`/attributes/${material._id}`)).statusCode).toBe(404);
    expect((await send('DELETE', `/attributes/${material._id}`, undefined, admin)).statusCode).toBe(404);
  });

  it('needs name, internal name and option values, in Norwegian; the meta fits the type', async () => {
    const empty = await send('POST', '/attributes', { name: ' ', internalName: '', options: [{ value: '' }] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({
      name: 'Feltet må fylles ut.',
      internalName: 'Feltet må fylles ut.',
      'options.0.value': 'Feltet må fylles ut.',
    });
    const wrongType = await send('POST', '/attributes', { name: 'X', internalName: 'x', type: 'size' });
    expect(wrongType.json().fields).toEqual({ type: 'Ugyldig valg.' });
    const badMeta = await send('POST', '/attributes', {
      name: 'Farge 2',
      internalName: 'farge2',
      type: 'color',
      options: [{ value: 'Rød', meta: 'rød' }],
    });
    expect(badMeta.statusCode).toBe(400);
    const textWithColour = await send('POST', '/attributes', {
      name: 'Tekst',
      internalName: 'tekst',
      options: [{ value: 'A', meta: '#ffffff' }],
    });
    expect(textWithColour.json().fields).toEqual({ 'options.0.meta': attributeMessages.metaNone });
    const colour = await create({
      name: 'Kulør',
      internalName: 'kulor',
      type: 'color',
      options: [{ value: 'Rød', meta: '#d32f2f' }],
    });
    const toText = await send('PATCH', `/attributes/${colour._id}`, { type: 'string' });
    expect(toText.statusCode).toBe(400);
    expect(toText.json().fields).toEqual({ 'options.0.meta': attributeMessages.metaNone });
    expect((await send('POST', '/attributes', { name: 'X', internalName: 'x', siteId: 'annet' })).statusCode).toBe(400);
  });

  it('answers the ids asked for with _id as a comma list, and searches by name', async () => {
    const all = (await read('/attributes')).json() as Attribute[];
    const [first, second] = all;
    const picked = (await read(`/attributes?_id=${first?._id},${second?._id}`)).json() as Attribute[];
    expect(picked.map((attribute) => attribute._id).sort()).toEqual([first?._id, second?._id].sort());
    const found = (await read('/attributes?text=rammest')).json() as Attribute[];
    expect(found.map((attribute) => attribute.name)).toEqual(['Rammestørrelse']);
    expect((await read('/attributes?text=%25')).json()).toEqual([]);
  });

  it('power search finds an attribute by its name, and a new one as soon as it is saved', async () => {
    const search = async (q: string) =>
      ((await read(`/power-search?q=${encodeURIComponent(q)}`)).json() as { type: string; title: string }[]).filter(
        (hit) => hit.type === 'attribute',
      );
    expect((await search('Rammestørrelse'))[0]?.title).toBe('Rammestørrelse');
    expect((await search('Dekkbredde')).map((hit) => hit.title)).not.toContain('Dekkbredde');
    await create({ name: 'Dekkbredde', internalName: 'dekkbredde', options: [{ value: '28 mm' }] });
    expect((await search('Dekkbredde'))[0]?.title).toBe('Dekkbredde');
  });
});

describe('media on options', () => {
  it('an image option refers to the file: it is in use, cannot be deleted, and is free once the attribute goes', async () => {
    const body = multipart([{ name: 'file', filename: 'monster.png', content: await twoColouredImage() }]);
    const uploaded = await server.inject({
      method: 'POST',
      url: `${api}/media`,
      headers: { ...contributor.headers, ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const media = uploaded.json() as Media;
    const pattern = await create({
      name: 'Mønster',
      internalName: 'monster',
      type: 'image',
      options: [{ value: 'Rutete', meta: { ref: media._id, url: media.url, alt: '' } }],
    });
    const report = await server.readJson<{ attributes: { reference: { _id: string; title: string } }[] }[]>(
      admin,
      `${api}/resource-dependencies?resources=${media._id}`,
    );
    expect(report[0]?.attributes.map((entry) => entry.reference)).toEqual([
      expect.objectContaining({ _id: pattern._id, title: 'Mønster' }),
    ]);
    const blocked = await server.inject({ method: 'DELETE', url: `${api}/media/${media._id}`, headers: admin.headers });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe(dependencyBlockMessage);
    expect((await send('DELETE', `/attributes/${pattern._id}`, undefined, admin)).statusCode).toBe(204);
    const freed = await server.inject({ method: 'DELETE', url: `${api}/media/${media._id}`, headers: admin.headers });
    expect(freed.statusCode).toBe(200);
  });
});

describe('who may', () => {
  it('readers read but do not write; another site’s admin gets 404', async () => {
    expect((await read('/attributes', reader)).statusCode).toBe(200);
    expect((await send('POST', '/attributes', { name: 'X', internalName: 'x' }, reader)).statusCode).toBe(403);
    expect((await read('/attributes', outsider)).statusCode).toBe(404);
    expect((await send('POST', '/attributes', { name: 'X', internalName: 'x' }, outsider)).statusCode).toBe(404);
  });

  it('another site’s ids answer 404, even to its own admin', async () => {
    const [farge] = (await read('/attributes?text=Farge')).json() as Attribute[];
    const homeId = await server.siteId('hjemmeside');
    const other = await server.inject({
      method: 'GET',
      url: `/api/sites/${homeId}/attributes/${farge?._id}`,
      headers: { cookie: outsider.cookie },
    });
    expect(other.statusCode).toBe(404);
  });

  it('an access key reads with read:product and writes with write:product', async () => {
    const key = (
      await send('POST', '/client-credentials', { label: 'PIM', scopes: ['read:product'] }, admin)
    ).json() as AccessKey;
    const issued = await server.inject({
      method: 'POST',
      url: '/api/oauth/token',
      headers: { 'content-type': 'application/json' },
      payload: { grant_type: 'client_credentials', client_id: key.clientId, client_secret: key.clientSecret },
    });
    const headers = { authorization: `Bearer ${(issued.json() as AccessTokenResponse).access_token}` };
    expect((await server.inject({ method: 'GET', url: `${api}/attributes`, headers })).statusCode).toBe(200);
    const write = await server.inject({
      method: 'POST',
      url: `${api}/attributes`,
      headers,
      payload: { name: 'X', internalName: 'x' },
    });
    expect(write.statusCode).toBe(403);
  });
});
