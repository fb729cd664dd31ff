/** Products on the storefront: a product's content page, and linked products grouped in product lists. */
import type { Page, Product } from '@vev/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../test/harness';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
const admin = await server.signIn('admin@demo.vev.no');
const shop = 'demobutikk.localhost:3000';

const visit = (url: string) => server.inject({ method: 'GET', url, headers: { host: shop } });
const api = async <T>(method: 'POST' | 'PATCH' | 'GET', path: string, payload?: object) => {
  const response = await server.inject({
    method,
    url: `/api/sites/${shopId}${path}`,
    headers: method === 'GET' ? { cookie: admin.cookie } : admin.headers,
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json<T>();
};

/** A product saved with these fields, made active and published. */
async function publishedProduct(name: string, fields: object = {}): Promise<Product> {
  const created = await api<Product>('POST', '/products', { name });
  const edited = await api<Product>('PATCH', `/products/${created._id}`, {
    version: created.version,
    status: 'active',
    ...fields,
  });
  await api('POST', `/products/${created._id}/publish`, { version: edited.version });
  return api<Product>('GET', `/products/${created._id}`);
}

/** A page's change saved and published. */
async function publishedPage(id: string, update: Partial<Page>): Promise<Page> {
  const page = await api<Page>('GET', `/pages/${id}`);
  const saved = await api<Page>('PATCH', `/pages/${id}`, { version: page.version, ...update });
  await api('POST', `/pages/${id}/publish`, { version: saved.version });
  return api<Page>('GET', `/pages/${id}`);
}

const callToAction = (heading: string) => ({
  _id: 'id-storrelsesguide',
  internalId: 'id-storrelsesguide',
  name: 'storrelsesguide',
  component: 'callToAction',
  props: {
    heading,
    primaryLink: {
      type: 'custom',
      page: null,
      product: null,
      url: '/kontakt',
      label: 'Bestill prøvetime',
      ariaLabel: '',
      openInNewTab: false,
    },
  },
});

describe("a product's content page (spec 3 'Product' content)", () => {
  it('shows the sections of its Produktside after Produktdetaljer; publicly only what is published', async () => {
    const productPages = await api<Page[]>('GET', '/pages?isProductPage=true&limit=100');
    const guide = productPages.find((page) => page.title === 'Produktside for sykler');
    if (!guide) throw new Error('no product page');
    await publishedPage(guide._id, { components: [callToAction('Finn riktig rammestørrelse')] });
    await publishedProduct('Landeveissykkel Kyst', { content: { ref: guide._id } });
    const html = (await visit('/produkt/landeveissykkel-kyst')).body;
    expect(html).toMatch(/<h1 id="[a-z0-9]+-heading">Landeveissykkel Kyst<\/h1>/i);
    expect(html).toContain('Finn riktig rammestørrelse');
    expect(html.indexOf('Landeveissykkel Kyst</h1>')).toBeLessThan(html.indexOf('Finn riktig rammestørrelse'));

    // A draft of the product page is not shown until it is published.
    const page = await api<Page>('GET', `/pages/${guide._id}`);
    await api('PATCH', `/pages/${guide._id}`, { version: page.version, components: [callToAction('Utkast')] });
    const again = (await visit('/produkt/landeveissykkel-kyst')).body;
    expect(again).toContain('Finn riktig rammestørrelse');
    expect(again).not.toContain('Utkast');
  });

  it('a product without a content page, or with an ordinary page as content, shows only the product', async () => {
    const pages = await api<Page[]>('GET', '/pages?limit=100');
    const about = pages.find((page) => page.path === '/om-oss') as Page;
    await publishedProduct('Terrengsykkel Fjell', { content: { ref: about._id } });
    await publishedProduct('Terrengsykkel Vidde');
    const sections = (html: string) => html.match(/data-vev-component="/g)?.length;
    const html = (await visit('/produkt/terrengsykkel-fjell')).body;
    expect(html).toMatch(/<h1 id="[a-z0-9]+-heading">Terrengsykkel Fjell<\/h1>/i);
    expect(sections(html)).toBe(sections((await visit('/produkt/terrengsykkel-vidde')).body));
  });
});

describe("'Grupper i listevisning': linked products in product lists", () => {
  it('a Produktliste shows one card for the grouped products, linking the others; an ungrouped one has its own card', async () => {
    const master = 'Bysykkel Nordnes';
    const red = await publishedProduct('Bysykkel Nordnes rød', { master, variant: true });
    const blue = await publishedProduct('Bysykkel Nordnes blå', { master, variant: true });
    const green = await publishedProduct('Bysykkel Nordnes grønn', { master, variant: false });
    const hidden = await publishedProduct('Bysykkel Nordnes skjult', { master, variant: true, hideInStore: true });
    const grid = {
      _id: 'id-bysykler',
      internalId: 'id-bysykler',
      name: 'bysykler',
      component: 'productGrid',
      props: { heading: 'Bysykler', source: 'manual', products: [red._id, blue._id, green._id] },
    };
    const pages = await api<Page[]>('GET', '/pages?limit=100');
    const contact = pages.find((page) => page.path === '/kontakt') as Page;
    const current = await api<Page>('GET', `/pages/${contact._id}`);
    await publishedPage(contact._id, { components: [...current.components, grid] });

    const html = (await visit('/kontakt')).body;
    const list = html.slice(html.indexOf('id="bysykler-heading"'));
    expect(list.match(/class="vev-product-card"/g)).toHaveLength(2);
    expect(list).toContain('<h3>Bysykkel Nordnes rød</h3>');
    expect(list).not.toContain('<h3>Bysykkel Nordnes blå</h3>');
    expect(list).toContain('Finnes også som: <a href="/produkt/bysykkel-nordnes-bla">Bysykkel Nordnes blå</a></p>');
    expect(list).toContain('<h3>Bysykkel Nordnes grønn</h3>');
    expect(list).not.toContain('Bysykkel Nordnes skjult');
    expect(hidden.master).toBe(master);
  });
});
