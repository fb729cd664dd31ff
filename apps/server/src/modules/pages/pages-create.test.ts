/** POST pages (spec 1 §5 'Create page', §7) and GET pages/tree. */
import type { PageTreeNode } from '@vev/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { type SignedIn, startTestServer } from '../../../test/harness';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
const homeId = await server.siteId('hjemmeside');
const departmentId = await server.siteId('demoavdeling');
const admin = await server.signIn('admin@demo.vev.no');
const contributor = await server.signIn('redaktor@demo.vev.no');

type Method = 'GET' | 'POST';
const call = (who: SignedIn, method: Method, path: string, payload?: object, siteId = shopId) =>
  server.inject({
    method,
    url: `/api/sites/${siteId}${path}`,
    headers: method === 'GET' ? { cookie: who.cookie } : who.headers,
    ...(payload === undefined ? {} : { payload }),
  });

const read = <T>(path: string, siteId = shopId) => server.readJson<T>(admin, `/api/sites/${siteId}${path}`);

/** The id of a seeded page (titles of seeded pages are unique per site). */
const idOf = async (title: string, siteId = shopId) => {
  const page = (await read<{ _id: string; title: string }[]>('/pages?limit=100', siteId)).find(
    (row) => row.title === title,
  );
  if (!page) throw new Error(`no page titled ${title}`);
  return page._id;
};
const templateOf = async (name: string, siteId = shopId) =>
  (await read<{ _id: string; name: string }[]>('/templates', siteId)).find((template) => template.name === name)
    ?._id as string;

const pageTemplate = { ref: await templateOf('Standard side') };
const categoryTemplate = { ref: await templateOf('Kategoriside') };
const create = (body: object, who = admin, siteId = shopId) => call(who, 'POST', '/pages', body, siteId);
const pageCount = async () => (await read<unknown[]>('/pages?limit=100')).length;

describe('POST pages', () => {
  it('a new page: slug from the title, inactive, public, in the standard catalogue, by its author', async () => {
    const response = await create({ title: 'Våre åpningstider', template: pageTemplate }, contributor);
    expect(response.statusCode, response.body).toBe(201);
    const page = response.json();
    expect(page).toMatchObject({
      title: 'Våre åpningstider',
      slug: 'vare-apningstider',
      path: '/vare-apningstider',
      site: shopId,
      status: 'inactive',
      visibility: 'public',
      inStandardCatalog: true,
      isCategory: false,
      isProductPage: false,
      parent: null,
      parents: [],
      template: pageTemplate,
      author: { name: 'Rolf Redaktør' },
      modified: false,
      inherited: false,
      revision: null,
    });
    const fetched = await read<{ title: string; author: unknown }>(`/pages/${page._id}`);
    expect(fetched).toEqual(page);
  });

  it("a slug taken by a sibling gets '-2', '-3'; under another parent it is free", async () => {
    const aboutId = await idOf('Om oss');
    const atRoot = (await create({ title: 'Kontakt', template: pageTemplate })).json();
    expect(atRoot).toMatchObject({ slug: 'kontakt-2', path: '/kontakt-2' });
    expect((await create({ title: 'Kontakt!', template: pageTemplate })).json().slug).toBe('kontakt-3');
    const below = (await create({ title: 'Kontakt', template: pageTemplate, parent: aboutId })).json();
    expect(below).toMatchObject({ slug: 'kontakt', path: '/om-oss/kontakt', parent: aboutId });
    expect(below.parents).toEqual([{ _id: aboutId, title: 'Om oss', slug: 'om-oss' }]);
  });

  it('a category goes under a category and is marked as one', async () => {
    const bikesId = await idOf('Sykler');
    const response = await create({
      title: 'Terrengsykler',
      template: categoryTemplate,
      parent: bikesId,
      isCategory: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ isCategory: true, isProductPage: false, path: '/sykler/terrengsykler' });
  });

  it('a product page gets no parent, whatever is sent', async () => {
    const productPageId = (await read<{ _id: string }[]>('/pages?isProductPage=true'))[0]?._id;
    const response = await create({
      title: 'Produktside for hjelmer',
      template: { ref: await templateOf('Produktside') },
      parent: productPageId,
      isProductPage: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      isProductPage: true,
      parent: null,
      parents: [],
      path: '/produktside-for-hjelmer',
    });
  });

  it('a department may use the templates of the site it belongs to', async () => {
    const response = await create({ title: 'Kampanje', template: pageTemplate }, admin, departmentId);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ site: departmentId, template: pageTemplate, inherited: false });
  });

  it.each([
    ['a missing title', { title: '', template: { ref: 'x' } }, { title: 'Feltet må fylles ut.' }],
    ['a missing template', { title: 'Uten mal' }, { template: 'Feltet må fylles ut.' }],
    [
      'an unknown template',
      { title: 'Feil mal', template: { ref: '01jzzzzzzzzzzzzzzzzzzzzzzz' } },
      { template: 'Malen finnes ikke.' },
    ],
  ])('%s: 400 with the Norwegian field message, nothing created', async (_case, body, fields) => {
    const before = await pageCount();
    const response = await create(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'badRequest', fields });
    expect(response.json().message).toContain(Object.values(fields)[0]);
    expect(await pageCount()).toBe(before);
  });

  it("another site's template is unknown here", async () => {
    const response = await create({ title: 'Lånt mal', template: { ref: await templateOf('Standard side', homeId) } });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ template: 'Malen finnes ikke.' });
  });

  it("a parent that does not exist here, also another site's page, is refused", async () => {
    for (const parent of ['01jzzzzzzzzzzzzzzzzzzzzzzz', await idOf('Styret', homeId)]) {
      const response = await create({ title: 'Foreldreløs', template: pageTemplate, parent });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ parent: 'Forelderen finnes ikke.' });
    }
  });

  it('a parent of another kind is refused', async () => {
    const response = await create({
      title: 'Side under kategori',
      template: pageTemplate,
      parent: await idOf('Sykler'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ parent: 'Forelderen må være av samme slag.' });
  });
});

const titles = (nodes: PageTreeNode[]) => nodes.map((node) => node.title);

describe('GET pages/tree', () => {
  it('pages by parent, titles in order, categories and product pages left out', async () => {
    const tree = await read<PageTreeNode[]>('/pages/tree');
    expect(titles(tree)).toEqual(expect.arrayContaining(['Forside', 'Om oss', 'Nyheter', 'Kontakt']));
    expect(titles(tree)).not.toContain('Sykler');
    expect(titles(tree)).not.toContain('Standard produktside');
    const news = tree.find((node) => node.title === 'Nyheter');
    expect(titles(news?.children ?? [])).toEqual(['Elsykkeldager i september', 'Nye åpningstider', 'Sommeren er her']);
  });

  it('removeChildless keeps only pages that have children', async () => {
    const parent = (await create({ title: 'Arkiv', template: pageTemplate })).json();
    await create({ title: 'Arkiv 2025', template: pageTemplate, parent: parent._id });
    const tree = await read<PageTreeNode[]>('/pages/tree?removeChildless=true');
    expect(titles(tree)).toEqual(expect.arrayContaining(['Arkiv', 'Nyheter', 'Om oss', 'Tjenester']));
    expect(titles(tree)).not.toContain('Kontakt');
    expect(titles(tree)).not.toContain('Arkiv 2025');
    expect(tree.every((node) => node.children.every((child) => child.children.length > 0))).toBe(true);
  });

  it('isCategory gives the category tree', async () => {
    const tree = await read<PageTreeNode[]>('/pages/tree?isCategory=true');
    const bikes = tree.find((node) => node.title === 'Sykler');
    expect(titles(tree)).toEqual(expect.arrayContaining(['Klær', 'Sykler', 'Tilbehør']));
    expect(titles(tree)).not.toContain('Om oss');
    expect(titles(bikes?.children ?? [])).toEqual(expect.arrayContaining(['Barnesykler', 'Elsykler']));
  });

  it("another site's pages are never in the tree", async () => {
    const tree = await read<PageTreeNode[]>('/pages/tree', homeId);
    expect(titles(tree)).toContain('Arrangementer');
    expect(titles(tree)).not.toContain('Nyheter');
  });
});
