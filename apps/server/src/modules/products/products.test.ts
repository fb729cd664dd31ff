/** POST, GET and PATCH products: creation, the list and its search, the rules, and who may do what. */
import {
  type Attribute,
  type PageListItem,
  type Product,
  type ProductListItem,
  type ProductTemplate,
  productMessages,
  type Site,
  type TaxClass,
} from '@vev/shared';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { type SignedIn, startTestServer } from '../../../test/harness';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
await server.addUser('bare-hjemmeside-produkter@example.no', { hjemmeside: 'admin' });
const admin = await server.signIn('admin@demo.vev.no');
const contributor = await server.signIn('redaktor@demo.vev.no');
const reader = await server.signIn('leser@demo.vev.no');
const outsider = await server.signIn('bare-hjemmeside-produkter@example.no');

type Method = NonNullable<InjectOptions['method']>;
const call = (who: SignedIn, method: Method, path: string, payload?: object) =>
  server.inject({
    method,
    url: `/api/sites/${shopId}${path}`,
    headers: method === 'GET' ? { cookie: who.cookie } : who.headers,
    ...(payload === undefined ? {} : { payload }),
  });
async function ok<T>(who: SignedIn, method: Method, path: string, payload?: object): Promise<T> {
  const response = await call(who, method, path, payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json();
}
const create = (payload: object, who: SignedIn = contributor) => ok<Product>(who, 'POST', '/products', payload);
const edit = (product: { _id: string; version: number }, payload: object) =>
  call(contributor, 'PATCH', `/products/${product._id}`, { version: product.version, ...payload });
const list = (query: string) => ok<ProductListItem[]>(reader, 'GET', `/products${query}`);
const names = (rows: ProductListItem[]) => rows.map((row) => row.name);

const bike = await create({ name: '  Terrengsykkel Fjellrev 29"  ', sku: 'FR-29' });

describe('POST products', () => {
  it('makes an inactive product with the defaults and a slug from its name, published as created', () => {
    expect(bike).toMatchObject({
      _id: expect.any(String),
      site: shopId,
      name: 'Terrengsykkel Fjellrev 29"',
      slug: 'terrengsykkel-fjellrev-29',
      sku: 'FR-29',
      type: 'default',
      status: 'inactive',
      stockCount: 0,
      price: { type: 'fixed', value: 0 },
      taxClass: '_default',
      simpleVariants: [],
      path: '/produkt/terrengsykkel-fjellrev-29',
      author: { name: 'Rolf Redaktør' },
      modified: false,
      publishedAt: expect.any(String),
      version: 1,
      inherited: false,
      revision: null,
    });
  });

  it('gives a second product of the same name a slug of its own', async () => {
    const twin = await create({ name: 'Terrengsykkel Fjellrev 29"' });
    expect(twin.slug).toBe('terrengsykkel-fjellrev-29-2');
  });

  it('made from a product template, gets its customization fields and its attributes with any value', async () => {
    const [colour, size] = (await ok<Attribute[]>(reader, 'GET', '/attributes')).filter((attribute) =>
      ['Farge', 'Størrelse'].includes(attribute.name),
    ) as [Attribute, Attribute];
    const template = await ok<ProductTemplate>(contributor, 'POST', '/product-templates', {
      name: 'Hjelmmal',
      attributes: [{ ref: colour._id }, { ref: size._id, forSimpleVariants: true }],
      customizeOptions: [{ label: 'Gaveeske', key: 'gaveeske', type: 'Checkbox' }],
    });
    const made = await create({ name: 'Hjelm fra mal', productTemplate: { ref: template._id } });
    expect(made).toMatchObject({
      productTemplate: { ref: template._id },
      attributes: [
        { ref: colour._id, value: '__any__' },
        { ref: size._id, value: '__any__' },
      ],
      customizeOptions: template.customizeOptions,
    });
    const missing = await call(contributor, 'POST', '/products', {
      name: 'Uten mal',
      productTemplate: { ref: '01jzzzzzzzzzzzzzzzzzzzzzzz' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ productTemplate: productMessages.referenceMissing });
  });

  it('takes a type and a master name', async () => {
    const shell = await create({ name: 'Sykkelhjelm', type: 'variantShell', master: 'hjelmer' });
    expect(shell).toMatchObject({ type: 'variantShell', master: 'hjelmer' });
  });

  it.each([
    [{}, { name: 'Feltet må fylles ut.' }],
    [{ name: '   ' }, { name: 'Feltet må fylles ut.' }],
    [{ name: 'x'.repeat(201) }, { name: 'Kan være maks 200 tegn.' }],
    [{ name: 'Farge', farge: 'blå' }, { farge: 'Ukjent felt.' }],
  ])('refuses %j with Norwegian messages', async (payload, fields) => {
    const response = await call(contributor, 'POST', '/products', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'badRequest', fields });
  });

  it('refuses a SKU another product has, with 400 on the field', async () => {
    const response = await call(contributor, 'POST', '/products', { name: 'Kopi', sku: 'FR-29' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ sku: productMessages.skuTaken });
  });
});

const helmet = await create({ name: 'Sykkelhjelm Aero', sku: 'HJ-100' });
await edit(helmet, { tags: ['Sommer', 'Hjelm'], price: { ...helmet.price, value: 89_900 } });

describe('GET products', () => {
  it('lists by name with what the list shows', async () => {
    const rows = await list(`?_id=${bike._id},${helmet._id}`);
    expect(names(rows)).toEqual(['Sykkelhjelm Aero', 'Terrengsykkel Fjellrev 29"']);
    expect(rows.find((row) => row._id === helmet._id)).toEqual({
      _id: helmet._id,
      site: shopId,
      name: 'Sykkelhjelm Aero',
      sku: 'HJ-100',
      slug: 'sykkelhjelm-aero',
      type: 'default',
      bundle: false,
      status: 'inactive',
      price: { type: 'fixed', value: 89_900, compareAtValue: null },
      manageStock: false,
      stockCount: 0,
      stockStatus: 'inStock',
      image: null,
      tags: ['Sommer', 'Hjelm'],
      master: null,
      variant: false,
      variantCount: 0,
      modified: true,
      publishedAt: expect.any(String),
      updatedAt: expect.any(String),
      inherited: false,
    });
  });

  it('text finds by part of the name, part of the SKU, or a whole tag in any case', async () => {
    expect(names(await list('?text=fjellrev'))).toEqual(['Terrengsykkel Fjellrev 29"', 'Terrengsykkel Fjellrev 29"']);
    expect(names(await list('?text=hj-1'))).toEqual(['Sykkelhjelm Aero']);
    expect(names(await list('?text=SOMMER'))).toEqual(['Sykkelhjelm Aero']);
    expect(await list('?text=%25')).toEqual([]);
  });

  it('filters by _id, exclude, master, type and status; skip and limit page', async () => {
    expect(names(await list(`?_id=${helmet._id},${bike._id}`))).toEqual([
      'Sykkelhjelm Aero',
      'Terrengsykkel Fjellrev 29"',
    ]);
    expect(names(await list(`?_id=${helmet._id},${bike._id}&exclude=${bike._id}`))).toEqual(['Sykkelhjelm Aero']);
    expect(names(await list('?master=hjelmer'))).toEqual(['Sykkelhjelm']);
    expect(names(await list('?type=variantShell&master=hjelmer'))).toEqual(['Sykkelhjelm']);
    expect(names(await list('?type=default&master=hjelmer'))).toEqual([]);
    expect(await list('?status=active&text=fjellrev')).toEqual([]);
    const all = await list('');
    expect(await list('?skip=1&limit=2')).toEqual(all.slice(1, 3));
    const tooMany = await call(reader, 'GET', '/products?limit=101');
    expect(tooMany.json().fields).toEqual({ limit: 'Kan være maks 100.' });
  });

  it('category and bundle filter by what the editor shows', async () => {
    const [category] = await ok<PageListItem[]>(reader, 'GET', '/pages?isCategory=true&limit=1');
    if (!category) throw new Error('the demo shop has categories');
    const current = await ok<Product>(reader, 'GET', `/products/${helmet._id}`);
    const saved = await edit(current, {
      categories: [{ ref: category._id }],
      primaryCategory: category._id,
      bundle: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const inCategory = await list(`?category=${category._id}&text=aero`);
    expect(names(inCategory)).toEqual(['Sykkelhjelm Aero']);
    expect(names(await list('?bundle=true&text=aero'))).toEqual(['Sykkelhjelm Aero']);
    expect(names(await list('?bundle=false&text=aero'))).toEqual([]);
    const back = await ok<Product>(reader, 'GET', `/products/${helmet._id}`);
    expect((await edit(back, { categories: [], primaryCategory: null, bundle: false })).statusCode).toBe(200);
  });
});

describe('PATCH products/{id}', () => {
  it('document fields go to the draft; the status applies at once and bumps the version', async () => {
    const current = await ok<Product>(reader, 'GET', `/products/${bike._id}`);
    const saved = await edit(current, { description: 'Lett og sterk', status: 'active' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ description: 'Lett og sterk', status: 'active', modified: true, version: 2 });
    expect(names(await list('?status=active&text=fjellrev'))).toEqual(['Terrengsykkel Fjellrev 29"']);
  });

  it('checks the document with Norwegian field messages and changes nothing', async () => {
    const current = await ok<Product>(reader, 'GET', `/products/${helmet._id}`);
    const cases: [object, Record<string, string>][] = [
      [{ slug: 'terrengsykkel-fjellrev-29' }, { slug: productMessages.slugTaken }],
      [{ slug: 'Store Bokstaver' }, { slug: 'Kun små bokstaver (a–z), tall og bindestrek.' }],
      [{ sku: 'FR-29' }, { sku: productMessages.skuTaken }],
      [{ taxClass: 'finnes-ikke' }, { taxClass: productMessages.taxClassMissing }],
      [
        { shipping: { ...current.shipping, class: '01jzzzzzzzzzzzzzzzzzzzzzzz' } },
        { 'shipping.class': productMessages.shippingClassMissing },
      ],
      [{ bookingService: '01jzzzzzzzzzzzzzzzzzzzzzzz' }, { bookingService: productMessages.bookingServiceMissing }],
      [{ subscribable: true }, { subscriptionIntervalDays: 'Feltet må fylles ut.' }],
      [{ status: 'slettet' }, { status: 'Ugyldig valg.' }],
      [{ stockCount: 1.5 }, { stockCount: 'Ugyldig verdi: forventet heltall.' }],
      [{ _id: 'annen' }, { _id: 'Feltet kan ikke endres.' }],
    ];
    for (const [payload, fields] of cases) {
      const response = await edit(current, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().fields).toEqual(fields);
    }
    expect(await ok<Product>(reader, 'GET', `/products/${helmet._id}`)).toEqual(current);
  });

  it("takes the shop's own fields ('Eget innhold') and refuses one the shop does not have", async () => {
    const current = await ok<Product>(reader, 'GET', `/products/${helmet._id}`);
    const saved = await edit(current, { props: { manufacturer: 'Fjellrytter', warranty: '2 år' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().props).toMatchObject({ manufacturer: 'Fjellrytter', warranty: '2 år' });
    const refused = await edit(saved.json(), { props: { farge: 'rød' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ 'props.farge': 'Ukjent felt.' });
  });

  it('takes a tax class the site has', async () => {
    const current = await ok<Product>(reader, 'GET', `/products/${helmet._id}`);
    expect((await edit(current, { taxClass: 'naeringsmidler' })).json()).toMatchObject({ taxClass: 'naeringsmidler' });
  });

  it('an edit based on a stale version is refused with 409', async () => {
    const response = await edit({ _id: helmet._id, version: 1 }, { description: 'For sent' });
    expect(response.statusCode).toBe(409);
  });

  it('keeps the tax class and the shipping class it uses from being deleted, naming itself', async () => {
    const shippingClass = await ok<{ _id: string }>(admin, 'POST', '/shipping/classes', { name: 'Sykkelkasse' });
    const taxClasses = (await ok<Site>(admin, 'GET', '/site')).taxClasses;
    const own = taxClasses.find((taxClass) => taxClass.id === 'avgiftsfritt') as TaxClass;
    const item = await create({ name: 'Gavekort for sykkelkasse' });
    expect(
      (await edit(item, { taxClass: own.id, shipping: { ...item.shipping, class: shippingClass._id } })).statusCode,
    ).toBe(200);

    const withoutClass = await call(admin, 'PATCH', '/site', {
      taxClasses: taxClasses.filter((taxClass) => taxClass.id !== own.id),
    });
    expect(withoutClass.statusCode).toBe(409);
    expect(JSON.stringify(withoutClass.json())).toContain('Gavekort for sykkelkasse');
    const removeShipping = await call(admin, 'DELETE', `/shipping/classes/${shippingClass._id}`);
    expect(removeShipping.statusCode).toBe(409);
    expect(JSON.stringify(removeShipping.json())).toContain('Gavekort for sykkelkasse');
    // Both stay, and are free to go once no product uses them.
    expect((await ok<Site>(admin, 'GET', '/site')).taxClasses.map((taxClass) => taxClass.id)).toContain(own.id);
    const current = await ok<Product>(reader, 'GET', `/products/${item._id}`);
    await edit(current, { taxClass: '_default', shipping: { ...current.shipping, class: null } });
    expect((await call(admin, 'DELETE', `/shipping/classes/${shippingClass._id}`)).statusCode).toBe(204);
  });
});

describe('bundles', () => {
  it('take published products that are neither bundles nor variant shells, and not themselves', async () => {
    const bundle = await create({ name: 'Sykkelpakke' });
    const shell = (await list('?type=variantShell'))[0] as ProductListItem;
    const item = (product: string, price: number | null = null) => ({
      product,
      amount: 1,
      amountIsAdjustable: false,
      price,
    });
    const cases: [object[], Record<string, string>][] = [
      [[item(bundle._id)], { 'bundleContent.0.product': productMessages.bundleOwn }],
      [[item(shell._id)], { 'bundleContent.0.product': productMessages.bundleItemInvalid }],
      [[item('01jzzzzzzzzzzzzzzzzzzzzzzz')], { 'bundleContent.0.product': productMessages.bundleItemInvalid }],
      [[item(bike._id), item(bike._id)], { 'bundleContent.1.product': productMessages.bundleItemTwice }],
    ];
    for (const [bundleContent, fields] of cases) {
      const response = await edit(bundle, { bundle: true, bundleContent });
      expect(response.statusCode, JSON.stringify(bundleContent)).toBe(400);
      expect(response.json().fields).toEqual(fields);
    }
    const saved = await edit(bundle, { bundle: true, bundleContent: [item(bike._id), item(helmet._id, 50_000)] });
    expect(saved.statusCode, saved.body).toBe(200);
    const inner = await create({ name: 'Pakke i pakke' });
    const nested = await edit(inner, { bundleContent: [item(bundle._id)] });
    expect(nested.json().fields).toEqual({ 'bundleContent.0.product': productMessages.bundleItemInvalid });
  });

  it("keep an item's own price within its product's minimum and maximum", async () => {
    const bounded = await create({ name: 'Lykt med prisgrenser' });
    const withBounds = await edit(bounded, {
      price: { ...bounded.price, value: 30_000, minPrice: 20_000, maxPrice: 40_000 },
    });
    await ok(contributor, 'POST', `/products/${bounded._id}/publish`, { version: withBounds.json().version });
    const bundle = await create({ name: 'Lyktepakke' });
    const item = (price: number) => [{ product: bounded._id, amount: 2, amountIsAdjustable: true, price }];
    expect((await edit(bundle, { bundle: true, bundleContent: item(10_000) })).json().fields).toEqual({
      'bundleContent.0.price': 'Pris for lav',
    });
    expect((await edit(bundle, { bundle: true, bundleContent: item(50_000) })).json().fields).toEqual({
      'bundleContent.0.price': 'Pris for høy',
    });
    expect((await edit(bundle, { bundle: true, bundleContent: item(25_000) })).statusCode).toBe(200);
  });
});

describe('who may do what', () => {
  it('readers read but cannot create or edit', async () => {
    expect((await call(reader, 'GET', `/products/${bike._id}`)).statusCode).toBe(200);
    expect((await call(reader, 'POST', '/products', { name: 'Nei' })).statusCode).toBe(403);
    expect((await call(reader, 'PATCH', `/products/${bike._id}`, { version: 1, name: 'Nei' })).statusCode).toBe(403);
  });

  it('contributors cannot delete; admins can', async () => {
    const doomed = await create({ name: 'Utgått modell' });
    expect((await call(contributor, 'DELETE', `/products/${doomed._id}`)).statusCode).toBe(403);
    expect((await call(admin, 'DELETE', `/products/${doomed._id}`)).statusCode).toBe(204);
    expect((await call(admin, 'GET', `/products/${doomed._id}`)).statusCode).toBe(404);
  });

  it("another site's user gets 404, and another site does not see the products", async () => {
    expect((await call(outsider, 'GET', `/products/${bike._id}`)).statusCode).toBe(404);
    expect((await call(outsider, 'GET', '/products')).statusCode).toBe(404);
    const homeId = await server.siteId('hjemmeside');
    const theirs = await server.inject({
      method: 'GET',
      url: `/api/sites/${homeId}/products/${bike._id}`,
      headers: { cookie: outsider.cookie },
    });
    expect(theirs.statusCode).toBe(404);
  });
});
