/** Products on the storefront: product pages, their prices through the pricing engine, lists, sitemap. */
import type { Page, Product } from '@vev/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { type SignedIn, startTestServer } from '../../test/harness';
import { publishPageChange } from '../../test/publish-page';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
const admin = await server.signIn('admin@demo.vev.no');
const shop = 'demobutikk.localhost:3000';
const origin = `http://${shop}`;

const visit = (url: string) => server.inject({ method: 'GET', url, headers: { host: shop } });
const api = async <T>(method: 'POST' | 'PATCH' | 'GET', path: string, payload?: object, who: SignedIn = admin) => {
  const response = await server.inject({
    method,
    url: `/api/sites/${shopId}${path}`,
    headers: method === 'GET' ? { cookie: who.cookie } : who.headers,
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json<T>();
};
/** Spaces as Intl writes money: '1 000,00 kr' with no-break spaces. */
const money = (text: string) => text.replace(/ /g, '\u00a0');

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

const pages = await api<Page[]>('GET', '/pages?limit=100');
const electric = pages.find((page) => page.path === '/sykler/elsykler') as Page;
const label = await api<{ _id: string }>('POST', '/labels', { name: 'Nyhet', color: '#d32f2f', textColor: '#ffffff' });

const bike = await publishedProduct('Elsykkel Fjord', {
  sku: 'EF-1',
  description: 'En elsykkel for bratte bakker.',
  price: {
    type: 'fixed',
    value: 100_000,
    compareAtValue: 120_000,
    prefix: '',
    suffix: '',
    minPrice: null,
    maxPrice: null,
  },
  categories: [{ ref: electric._id }],
  labels: [label._id],
  customizeOptions: [
    { label: 'Gravering', key: 'gravering', price: 5_000 },
    {
      label: 'Skrifttype',
      key: 'skrifttype',
      type: 'Radio',
      options: [{ label: 'Kursiv' }, { label: 'Blokkbokstaver' }],
      conditions: [{ targetKey: 'gravering', targetOperation: 'set' }],
    },
  ],
});

describe('a product page', () => {
  it('shows the published, active product at /produkt/{slug} with its price including MVA', async () => {
    const response = await visit('/produkt/elsykkel-fjord');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<title>Elsykkel Fjord | Demo Butikk</title>');
    expect(html).toContain('<link rel="canonical" href="http://demobutikk.localhost:3000/produkt/elsykkel-fjord">');
    expect(html).toMatch(/<h1 id="[a-z0-9]+-heading">Elsykkel Fjord<\/h1>/i);
    expect(html).toContain(money('1 000,00 kr'));
    expect(html).toContain(
      `<s class="vev-price-before"><span class="vev-visually-hidden">Før </span>${money('1 200,00 kr')}</s>`,
    );
    expect(html).toContain('På lager');
    expect(html).toContain('style="background:#d32f2f;color:#ffffff">Nyhet</li>');
    // Inside the site's header and footer.
    expect(html).toContain('data-vev-component="header"');
    expect(html).toContain('data-vev-component="footer"');
  });

  it('carries schema.org Product and Offer data', async () => {
    const html = (await visit('/produkt/elsykkel-fjord')).body;
    const found = /<script type="application\/ld\+json">(.+?)<\/script>/.exec(html);
    expect(JSON.parse(found?.[1] ?? '{}')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Elsykkel Fjord',
      sku: 'EF-1',
      description: 'En elsykkel for bratte bakker.',
      offers: {
        '@type': 'Offer',
        url: `${origin}/produkt/elsykkel-fjord`,
        price: '1000.00',
        priceCurrency: 'NOK',
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it('shows prices without MVA when the site says so', async () => {
    await api('PATCH', '/site', { displayProductPriceExcludingTax: true });
    const html = (await visit('/produkt/elsykkel-fjord')).body;
    expect(html).toContain(money('800,00 kr'));
    expect(html).toContain('eks. mva');
    expect(html).not.toContain(money('1 000,00 kr'));
    await api('PATCH', '/site', { displayProductPriceExcludingTax: false });
    expect((await visit('/produkt/elsykkel-fjord')).body).toContain(money('1 000,00 kr'));
  });

  it('has the customization fields, a conditional one marked for the product script', async () => {
    const html = (await visit('/produkt/elsykkel-fjord')).body;
    expect(html).toContain(`Gravering (+ ${money('50,00 kr')})`);
    expect(html).toContain('name="custom[gravering]"');
    expect(html).toContain(
      'data-vev-field="skrifttype" data-vev-conditions="[{&quot;targetKey&quot;:&quot;gravering&quot;,&quot;targetOperation&quot;:&quot;set&quot;',
    );
    expect(html).toContain('<script src="/_vev/product.js" defer></script>');
    const script = await visit('/_vev/product.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.body).toContain('function conditionsHold(option, values)');
  });

  it('offers the simple variants with their prices', async () => {
    await api('POST', `/products/${bike._id}/simple-variants`, {
      name: 'Liten ramme',
      price: { value: 95_000, compareAtValue: null },
    });
    const current = await api<Product>('GET', `/products/${bike._id}`);
    await api('POST', `/products/${bike._id}/publish`, { version: current.version });
    const html = (await visit('/produkt/elsykkel-fjord')).body;
    expect(html).toContain('<legend>Velg variant</legend>');
    expect(html).toMatch(/name="variant"[^>]*value="[^"]+"/);
    expect(html).toContain(`<span>Liten ramme</span><span class="vev-choice-price">${money('950,00 kr')}</span>`);
  });

  it('is not found while inactive, or when no product has the address', async () => {
    const inactive = await publishedProduct('Sykkellås', { status: 'inactive' });
    const response = await visit(`/produkt/${inactive.slug}`);
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Fant ikke siden');
    expect((await visit('/produkt/finnes-ikke')).statusCode).toBe(404);
  });

  it('shows the draft in a preview with a valid token, and the published product otherwise', async () => {
    const current = await api<Product>('GET', `/products/${bike._id}`);
    await api('PATCH', `/products/${bike._id}`, { version: current.version, name: 'Elsykkel Fjord Pluss' });
    const { token } = await api<{ token: string }>('GET', '/preview-token');
    const preview = await visit(`/produkt/elsykkel-fjord?preview=true&token=${token}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('Elsykkel Fjord Pluss');
    expect(preview.headers['cache-control']).toBe('no-store');
    const visitor = await visit('/produkt/elsykkel-fjord');
    expect(visitor.body).toMatch(/<h1 id="[a-z0-9]+-heading">Elsykkel Fjord<\/h1>/i);
    expect((await visit('/produkt/elsykkel-fjord?preview=true&token=feil')).body).not.toContain('Fjord Pluss');
  });

  it('redirects with its status code when it redirects', async () => {
    await publishedProduct('Gammel hjelm', { redirectEnabled: true, redirectUrl: '/sykler', redirectStatusCode: 301 });
    const response = await visit('/produkt/gammel-hjelm');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/sykler');
  });

  it("says 'Ikke tilgjengelig' outside its time of availability, and has no buy button", async () => {
    const later = new Date(Date.now() + 86_400_000).toISOString();
    await publishedProduct('Vintersykkel', { timeControlledAvailability: true, availableFrom: later });
    const html = (await visit('/produkt/vintersykkel')).body;
    expect(html).toContain('<p class="vev-not-for-sale">Ikke tilgjengelig</p>');
    expect(html).not.toContain('Legg i handlekurv');
  });

  it("lists its attributes and, under 'Passer sammen med', the cross-sell products for sale", async () => {
    const attribute = (name: string, values: string[]) =>
      api<{ _id: string }>('POST', '/attributes', {
        name,
        internalName: name.toLowerCase(),
        options: values.map((value) => ({ value })),
      });
    const [material, size] = await Promise.all([
      attribute('Materiale', ['Stål', 'Karbon']),
      attribute('Hjulstørrelse', ['26"', '29"']),
    ]);
    const bell = await publishedProduct('Ringeklokke Klang');
    const retired = await publishedProduct('Utgått sykkelkurv', { status: 'inactive' });
    const tind = await publishedProduct('Terrengsykkel Tind', {
      attributes: [
        { ref: material._id, value: 'Karbon' },
        { ref: size._id, value: '__any__' },
      ],
      crossSell: [{ product: retired._id }, { product: bell._id }],
    });
    // A simple variant chooses its own wheel size: its line in the chooser names it.
    await api('POST', `/products/${tind._id}/simple-variants`, {
      name: 'Stor',
      attributes: [{ ref: size._id, value: '29"' }],
    });
    await api('POST', `/products/${tind._id}/simple-variants`, { name: 'Uten valg' });
    const current = await api<Product>('GET', `/products/${tind._id}`);
    await api('POST', `/products/${tind._id}/publish`, { version: current.version });
    const html = (await visit('/produkt/terrengsykkel-tind')).body;
    expect(html).toContain('<dt>Materiale</dt><dd>Karbon</dd>');
    expect(html).toContain('<dt>Hjulstørrelse</dt><dd>26&quot;, 29&quot;</dd>');
    expect(html).toContain('<span>Stor</span><span class="vev-muted">Hjulstørrelse: 29&quot;</span>');
    expect(html).toContain('<span>Uten valg</span><span class="vev-choice-price">');
    expect(html).toContain('<h2>Passer sammen med</h2>');
    expect(html).toContain(`href="/produkt/${bell.slug}"`);
    expect(html).not.toContain('Utgått sykkelkurv');
    // Nothing to offer: no heading.
    expect((await visit(`/produkt/${bell.slug}`)).body).not.toContain('Passer sammen med');
  });

  it("shows the shop's own fields that are filled in ('Eget innhold'), and 'Vedlikehold'", async () => {
    const care = JSON.stringify({
      blocks: [
        {
          key: 'a',
          text: 'Smør kjedet hver måned.',
          type: 'unstyled',
          depth: 0,
          inlineStyleRanges: [],
          entityRanges: [],
        },
      ],
      entityMap: {},
    });
    await publishedProduct('Racersykkel Stalheim', { props: { manufacturer: 'Fjellrytter', warranty: '', care } });
    const html = (await visit('/produkt/racersykkel-stalheim')).body;
    expect(html).toContain('<dt>Produsent</dt><dd>Fjellrytter</dd>');
    expect(html).not.toContain('<dt>Garanti</dt>');
    expect(html).toContain('<h2>Vedlikehold</h2>');
    expect(html).toContain('Smør kjedet hver måned.');
    // Without care text, no empty heading.
    await publishedProduct('Racersykkel Skjold', { props: { manufacturer: 'Fjellrytter' } });
    expect((await visit('/produkt/racersykkel-skjold')).body).not.toContain('Vedlikehold');
  });

  it('names another canonical address when it has one', async () => {
    await publishedProduct('Sykkelpumpe', {
      customCanonicalEnabled: true,
      customCanonicalUrl: 'https://pumper.no/pumpe',
    });
    expect((await visit('/produkt/sykkelpumpe')).body).toContain(
      '<link rel="canonical" href="https://pumper.no/pumpe">',
    );
  });
});

describe('product lists', () => {
  it('a category page lists its active, published products that are not hidden', async () => {
    await publishedProduct('Elsykkel Skjult', { categories: [{ ref: electric._id }], hideInStore: true });
    const html = (await visit('/sykler/elsykler')).body;
    expect(html).toContain('href="/produkt/elsykkel-fjord"');
    expect(html).toContain(money('1 000,00 kr'));
    expect(html).not.toContain('Elsykkel Skjult');
    // Hidden in the store, yet open to whoever has the link.
    expect((await visit('/produkt/elsykkel-skjult')).statusCode).toBe(200);
  });

  it('a hand-picked Produktliste shows the products it names, in its order, active ones only', async () => {
    const lock = await publishedProduct('Sykkellås Pro', {
      price: { ...bike.price, value: 49_900, compareAtValue: null },
    });
    const retired = await publishedProduct('Utgått ringeklokke', { status: 'inactive' });
    const grid = {
      _id: 'id-handplukket',
      internalId: 'id-handplukket',
      name: 'handplukket',
      component: 'productGrid',
      props: { heading: 'Våre favoritter', source: 'manual', products: [lock._id, retired._id, bike._id] },
    };
    const listed = pages.find((page) => page.path === '/om-oss') as Page;
    const about = await api<Page>('GET', `/pages/${listed._id}`);
    await publishPageChange(server, admin, shopId, '/om-oss', { components: [...about.components, grid] });
    const html = (await visit('/om-oss')).body;
    expect(html).toContain('<h2 id="handplukket-heading">Våre favoritter</h2>');
    expect(html.indexOf('Sykkellås Pro')).toBeGreaterThan(0);
    expect(html.indexOf('Sykkellås Pro')).toBeLessThan(html.indexOf('href="/produkt/elsykkel-fjord"'));
    expect(html).toContain(money('499,00 kr'));
    expect(html).not.toContain('Utgått ringeklokke');
  });

  it('the sitemap lists active product pages that are neither hidden nor redirecting', async () => {
    const xml = (await visit('/sitemap.xml')).body;
    expect(xml).toContain(`<loc>${origin}/produkt/elsykkel-fjord</loc>`);
    expect(xml).not.toContain('/produkt/elsykkel-skjult</loc>');
    expect(xml).not.toContain('/produkt/gammel-hjelm</loc>');
    expect(xml).not.toContain('/produkt/sykkellas</loc>');
  });
});
