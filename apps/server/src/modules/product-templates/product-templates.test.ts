/**
 * Product templates (spec 3 'Product template'): contributors write, readers read, admins delete;
 * a name is required and customization fields follow their key rules, in Norwegian; the attributes
 * and products a template names must be the site's own, and an attribute it uses stays.
 */
import {
  type ActivityEntry,
  type Attribute,
  customizeMessages,
  type ProductTemplate,
  type ProductTemplateListItem,
  productTemplateMessages,
} from '@vev/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { type SignedIn, startTestServer } from '../../../test/harness';
import { dependencyBlockMessage } from '../../platform/references/references';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
await server.addUser('admin-hjemmeside-produktmaler@example.no', { hjemmeside: 'admin' });
const admin = await server.signIn('admin@demo.vev.no');
const contributor = await server.signIn('redaktor@demo.vev.no');
const reader = await server.signIn('leser@demo.vev.no');
const outsider = await server.signIn('admin-hjemmeside-produktmaler@example.no');
const api = `/api/sites/${shopId}`;

const send = (method: 'POST' | 'PATCH' | 'DELETE', path: string, body?: object, who: SignedIn = contributor) =>
  server.inject({ method, url: `${api}${path}`, headers: who.headers, ...(body ? { payload: body } : {}) });
const read = (path: string, who: SignedIn = reader) =>
  server.inject({ method: 'GET', url: `${api}${path}`, headers: { cookie: who.cookie } });

async function create(body: object): Promise<ProductTemplate> {
  const response = await send('POST', '/product-templates', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const attributes = (await read('/attributes')).json() as Attribute[];
const colour = attributes.find((attribute) => attribute.name === 'Farge') as Attribute;
const size = attributes.find((attribute) => attribute.name === 'Størrelse') as Attribute;

/** An engraving shown only when the gift box is chosen. */
const engraving = {
  label: 'Gravering',
  key: 'gravering',
  type: 'String',
  price: 4900,
  conditions: [{ targetKey: 'gaveeske', targetValue: 'true' }],
};
const giftBox = { label: 'Gaveeske', key: 'gaveeske', type: 'Checkbox' };

describe('product templates', () => {
  it('round trip: a contributor creates, lists, reorders and renames; an admin deletes', async () => {
    const made = await create({
      name: 'Sykkel',
      attributes: [{ ref: colour._id, filterable: true }, { ref: size._id }],
      customizeOptions: [giftBox, engraving],
    });
    expect(made).toMatchObject({ name: 'Sykkel', description: '', crossSell: [] });
    expect(made.attributes).toEqual([
      { ref: colour._id, filterable: true, forSimpleVariants: false },
      { ref: size._id, filterable: false, forSimpleVariants: false },
    ]);
    expect(made.customizeOptions[1]).toMatchObject({
      key: 'gravering',
      price: 4900,
      conditions: [{ targetKey: 'gaveeske', targetOperation: 'eq', targetValue: 'true' }],
    });

    const listed = (await read('/product-templates?text=sykk')).json() as ProductTemplateListItem[];
    expect(listed).toEqual([
      {
        _id: made._id,
        name: 'Sykkel',
        description: '',
        updatedAt: made.updatedAt,
        attributeCount: 2,
        customizeOptionCount: 2,
      },
    ]);

    const updated = await send('PATCH', `/product-templates/${made._id}`, {
      name: 'Racersykkel',
      attributes: [{ ref: size._id, forSimpleVariants: true }, made.attributes[0]],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const saved = updated.json() as ProductTemplate;
    expect(saved.attributes.map((entry) => entry.ref)).toEqual([size._id, colour._id]);
    expect(saved.customizeOptions).toEqual(made.customizeOptions);
    expect((await read(`/product-templates/${made._id}`)).json()).toEqual(saved);

    expect((await send('DELETE', `/product-templates/${made._id}`)).statusCode).toBe(403);
    expect((await send('DELETE', `/product-templates/${made._id}`, undefined, admin)).statusCode).toBe(204);
    expect((await read(`/product-templates/${made._id}`)).statusCode).toBe(404);
  });

  it('needs a name, in Norwegian, and refuses fields it does not know', async () => {
    const empty = await send('POST', '/product-templates', { name: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ name: 'Feltet må fylles ut.' });
    expect((await send('POST', '/product-templates', {})).json().fields).toEqual({ name: 'Feltet må fylles ut.' });
    expect((await send('POST', '/product-templates', { name: 'X', siteId: 'annet' })).statusCode).toBe(400);
  });

  it('customization fields: unique keys, conditions on another field that exists, a value unless the operation is set', async () => {
    const twice = await send('POST', '/product-templates', { name: 'X', customizeOptions: [giftBox, giftBox] });
    expect(twice.json().fields).toEqual({ 'customizeOptions.1.key': customizeMessages.keyTaken });
    const unknown = await send('POST', '/product-templates', { name: 'X', customizeOptions: [engraving] });
    expect(unknown.json().fields).toEqual({
      'customizeOptions.0.conditions.0.targetKey': customizeMessages.unknownTarget,
    });
    const own = await send('POST', '/product-templates', {
      name: 'X',
      customizeOptions: [{ ...giftBox, links: [{ targetKey: 'gaveeske' }] }],
    });
    expect(own.json().fields).toEqual({ 'customizeOptions.0.links.0.targetKey': customizeMessages.ownTarget });
    const noValue = await send('POST', '/product-templates', {
      name: 'X',
      customizeOptions: [giftBox, { ...engraving, conditions: [{ targetKey: 'gaveeske' }] }],
    });
    expect(noValue.json().fields).toEqual({ 'customizeOptions.1.conditions.0.targetValue': 'Feltet må fylles ut.' });
    const badKey = await send('POST', '/product-templates', {
      name: 'X',
      customizeOptions: [{ ...giftBox, key: 'Gave Eske' }],
    });
    expect(badKey.json().fields).toEqual({ 'customizeOptions.0.key': customizeMessages.keyFormat });
    const set = await create({
      name: 'Gave',
      customizeOptions: [giftBox, { ...engraving, conditions: [{ targetKey: 'gaveeske', targetOperation: 'set' }] }],
    });
    expect(set.customizeOptions[1]?.conditions).toEqual([
      { targetKey: 'gaveeske', targetOperation: 'set', targetValue: '' },
    ]);
  });

  it('an attribute or cross-sell product the site does not have answers 400 naming it', async () => {
    const attribute = await send('POST', '/product-templates', { name: 'X', attributes: [{ ref: 'finnes-ikke' }] });
    expect(attribute.statusCode).toBe(400);
    expect(attribute.json().fields).toEqual({ 'attributes.0.ref': productTemplateMessages.unknownAttribute });
    const product = await send('POST', '/product-templates', { name: 'X', crossSell: [{ product: 'finnes-ikke' }] });
    expect(product.json().fields).toEqual({ 'crossSell.0.product': productTemplateMessages.unknownProduct });
    const twice = await send('POST', '/product-templates', {
      name: 'X',
      attributes: [{ ref: colour._id }, { ref: colour._id }],
    });
    expect(twice.statusCode).toBe(400);
  });

  it('an attribute a template uses cannot be deleted; a cross-sell product is kept with it', async () => {
    const made = await send('POST', '/attributes', { name: 'Ramme', internalName: 'ramme' });
    const frame = made.json() as Attribute;
    const bike = await send('POST', '/products', { name: 'Landeveissykkel' });
    expect(bike.statusCode, bike.body).toBe(201);
    const template = await create({
      name: 'Sykkel med ramme',
      attributes: [{ ref: frame._id }],
      crossSell: [{ product: bike.json()._id }],
    });
    expect(template.crossSell).toEqual([{ product: bike.json()._id }]);
    const blocked = await send('DELETE', `/attributes/${frame._id}`, undefined, admin);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe(dependencyBlockMessage);
    const report = await server.readJson<{ productTemplates: { reference: { _id: string; title: string } }[] }[]>(
      admin,
      `${api}/resource-dependencies?resources=${frame._id}`,
    );
    expect(report[0]?.productTemplates.map((entry) => entry.reference)).toEqual([
      expect.objectContaining({ _id: template._id, title: 'Sykkel med ramme' }),
    ]);
    await send('PATCH', `/product-templates/${template._id}`, { attributes: [] });
    expect((await send('DELETE', `/attributes/${frame._id}`, undefined, admin)).statusCode).toBe(204);
  });

  it('power search finds a template by its name; the activity log names it', async () => {
    const template = await create({ name: 'Kurvmal' });
    const hits = (await read('/power-search?q=Kurvmal')).json() as { type: string; title: string; editPath: string }[];
    expect(hits.filter((hit) => hit.type === 'productTemplate')).toEqual([
      expect.objectContaining({ title: 'Kurvmal', editPath: `/butikk/produktmaler/${template._id}` }),
    ]);
    await send('DELETE', `/product-templates/${template._id}`, undefined, admin);
    const entries = await server.readJson<ActivityEntry[]>(admin, `${api}/activity?limit=2`);
    expect(entries.map((entry) => [entry.kind, entry.target?.label, entry.target?.deleted])).toEqual([
      ['productTemplate.deleted', 'Kurvmal', true],
      ['productTemplate.created', 'Kurvmal', true],
    ]);
  });
});

describe('who may', () => {
  it('readers read but do not write; contributors do not delete; another site’s admin gets 404', async () => {
    const template = await create({ name: 'Tilgang' });
    expect((await read('/product-templates', reader)).statusCode).toBe(200);
    expect((await send('POST', '/product-templates', { name: 'X' }, reader)).statusCode).toBe(403);
    expect((await send('PATCH', `/product-templates/${template._id}`, { name: 'Y' }, reader)).statusCode).toBe(403);
    expect((await send('DELETE', `/product-templates/${template._id}`, undefined, contributor)).statusCode).toBe(403);
    expect((await read('/product-templates', outsider)).statusCode).toBe(404);
    expect((await read(`/product-templates/${template._id}`, outsider)).statusCode).toBe(404);
    expect((await send('POST', '/product-templates', { name: 'X' }, outsider)).statusCode).toBe(404);
  });

  it('another site’s ids answer 404, even to its own admin', async () => {
    const template = await create({ name: 'Bare for butikken' });
    const homeId = await server.siteId('hjemmeside');
    const other = await server.inject({
      method: 'GET',
      url: `/api/sites/${homeId}/product-templates/${template._id}`,
      headers: { cookie: outsider.cookie },
    });
    expect(other.statusCode).toBe(404);
    const edit = await server.inject({
      method: 'PATCH',
      url: `/api/sites/${homeId}/product-templates/${template._id}`,
      headers: outsider.headers,
      payload: { name: 'Kapret' },
    });
    expect(edit.statusCode).toBe(404);
  });
});
