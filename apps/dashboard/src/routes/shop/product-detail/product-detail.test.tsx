import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { newProductDocument, type Product, type ProductImage, type Site } from '@vev/shared';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadWords, shopWords, workspaceWords } from '../../../i18n';
import { type FakeRequest, renderRoutes, serveApi, signInToTestSite } from '../../../test/render-route';
import { ProductDetailScreen } from '.';

const image = (name: string, fields: Partial<ProductImage> = {}): ProductImage => ({
  ref: `m-${name}`,
  url: `/api/sites/s1/media/m-${name}/file?v=1`,
  filename: `${name}.jpg`,
  alt: '',
  caption: '',
  primary: false,
  useAsPreviewBackground: false,
  ...fields,
});

const bikeImages = [
  image('sykkel-front', { primary: true, alt: 'Sykkelen forfra' }),
  image('sykkel-side'),
  image('sykkel-bak'),
  image('styre', { caption: 'Styret i nærbilde' }),
  image('sete'),
  image('pedal'),
];

function productFixture(fields: Partial<Product> = {}): Product {
  return {
    ...newProductDocument({ name: 'Bysykkel', slug: 'bysykkel' }),
    _id: 'p1',
    site: 's1',
    status: 'active',
    stockCount: 0,
    path: '/produkt/bysykkel',
    author: null,
    modified: false,
    modifiedDate: null,
    publishedAt: '2026-11-01T10:00:00.000Z',
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    version: 1,
    inherited: false,
    revision: null,
    simpleVariants: [],
    ...fields,
  };
}

const site = {
  _id: 's1',
  templateDistribution: { product: { ref: 't1', source: 's1' } },
  hasEcommerce: true,
  bookingEnabled: false,
} as unknown as Site;

const productRoutes = [
  { path: '/butikk/produkter', element: <h1>Produkter</h1> },
  { path: '/butikk/produkter/:productId', element: <ProductDetailScreen /> },
  { path: '/butikk/produkter/:productId/:tab', element: <ProductDetailScreen /> },
];

function serveProduct(product: Product, answer: (request: FakeRequest) => unknown = () => undefined) {
  return serveApi((request) => {
    const own = answer(request);
    if (own !== undefined) return own;
    if (request.path.endsWith(`/products/${product._id}`)) return product;
    // The storefront preview beside the General tab.
    if (request.path.endsWith('/preview-token'))
      return { token: 't', expiresAt: '2099-01-01T00:00:00.000Z', storefrontUrl: 'http://butikk.test/' };
    return [];
  });
}

describe('the product editor: Bilder', () => {
  beforeAll(() => loadWords([workspaceWords, shopWords]));
  beforeEach(signInToTestSite);
  afterEach(() => {
    cleanup();
    notifications.clean();
  });

  it("searches the images by file name, alt text and caption, and says 'Ingen bilder funnet!' when none matches", async () => {
    serveProduct(productFixture({ images: bikeImages }));
    renderRoutes(productRoutes, '/butikk/produkter/p1/bilder', { permission: 'contributor' });
    const search = await screen.findByRole('textbox', { name: /Søk i bildene/ });
    const list = screen.getByRole('list', { name: 'Bilder' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);

    fireEvent.change(search, { target: { value: 'NÆRBILDE' } });
    expect(within(screen.getByRole('list', { name: 'Bilder' })).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Bildetekst' })).toHaveProperty('value', 'Styret i nærbilde');

    fireEvent.change(search, { target: { value: 'sykkel' } });
    expect(within(screen.getByRole('list', { name: 'Bilder' })).getAllByRole('listitem')).toHaveLength(3);

    fireEvent.change(search, { target: { value: 'bagasjebrett' } });
    expect(screen.getByText('Ingen bilder funnet!')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Bilder' })).toBeNull();
    expect(screen.queryByText('Mangler bilder')).toBeNull();
  });

  it("a product without images says 'Mangler bilder' and offers no search; the primary image is shown at 120 px", async () => {
    serveProduct(productFixture({ images: [] }));
    renderRoutes(productRoutes, '/butikk/produkter/p1/bilder', { permission: 'contributor' });
    expect(await screen.findByText('Mangler bilder')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Søk i bildene/ })).toBeNull();
    cleanup();

    serveProduct(productFixture({ images: bikeImages.slice(0, 2) }));
    renderRoutes(productRoutes, '/butikk/produkter/p1/bilder', { permission: 'contributor' });
    const primary = await screen.findByRole('img', { name: 'Sykkelen forfra' });
    expect(primary.getAttribute('src')).toContain('w=240');
    expect(primary.getAttribute('src')).toContain('h=240');
    const sources = [...screen.getByRole('list', { name: 'Bilder' }).querySelectorAll('img')].map((each) =>
      each.getAttribute('src'),
    );
    expect(sources[1]).toContain('w=164');
  });
});

describe('the product editor: thumbnails of other products (spec 3 §9: 64 px)', () => {
  beforeAll(() => loadWords([workspaceWords, shopWords]));
  beforeEach(signInToTestSite);
  afterEach(() => {
    cleanup();
    notifications.clean();
  });

  it('a bundle lists its products with their images at 64 px', async () => {
    const bundle = productFixture({
      bundle: true,
      bundleContent: [{ product: 'p2', amount: 1, amountIsAdjustable: false, price: null }],
    });
    serveProduct(bundle, ({ path, query }) =>
      path.endsWith('/products') && query.get('_id') === 'p2'
        ? [{ _id: 'p2', name: 'Sykkellås', image: '/api/sites/s1/media/m-lock/file?v=1' }]
        : undefined,
    );
    renderRoutes(productRoutes, '/butikk/produkter/p1', { permission: 'contributor', site });
    const list = await screen.findByRole('list', { name: 'Produkter i pakken' });
    await within(list).findByText('Sykkellås');
    const thumbnail = list.querySelector('img');
    expect(thumbnail?.getAttribute('src')).toContain('w=128');
    expect(thumbnail?.getAttribute('src')).toContain('h=128');
  });
});

describe('the product editor: Varianter asks for the attributes the product template marks for simple variants', () => {
  beforeAll(() => loadWords([workspaceWords, shopWords]));
  beforeEach(signInToTestSite);
  afterEach(() => {
    cleanup();
    notifications.clean();
  });

  const attributeRows = [
    { _id: 'frame', name: 'Rammestørrelse', options: [{ value: 'M' }, { value: 'L' }] },
    { _id: 'colour', name: 'Farge', options: [{ value: 'Rød' }, { value: 'Blå' }] },
  ];
  const anyOf = [
    { ref: 'frame', value: '__any__' },
    { ref: 'colour', value: '__any__' },
  ];
  const serveVariants = (product: Product) =>
    serveProduct(product, ({ path, query }) => {
      if (path.endsWith('/product-templates/t1'))
        return {
          _id: 't1',
          name: 'Sykler',
          attributes: [
            { ref: 'frame', filterable: true, forSimpleVariants: true },
            { ref: 'colour', filterable: true, forSimpleVariants: false },
          ],
          customizeOptions: [],
          crossSell: [],
        };
      if (path.endsWith('/attributes'))
        return attributeRows.filter((row) => (query.get('_id') ?? '').split(',').includes(row._id));
      return undefined;
    });

  it('with a template: only the marked attribute (Rammestørrelse), not Farge', async () => {
    serveVariants(productFixture({ attributes: anyOf, productTemplate: { ref: 't1' } }));
    renderRoutes(productRoutes, '/butikk/produkter/p1/varianter', { permission: 'contributor', site });
    fireEvent.click(await screen.findByRole('button', { name: 'Ny variant' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByLabelText('Rammestørrelse');
    expect(within(dialog).queryByLabelText('Farge')).toBeNull();
  });

  it('without a template: every attribute that takes any value', async () => {
    serveVariants(productFixture({ attributes: anyOf, productTemplate: null }));
    renderRoutes(productRoutes, '/butikk/produkter/p1/varianter', { permission: 'contributor', site });
    fireEvent.click(await screen.findByRole('button', { name: 'Ny variant' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByLabelText('Rammestørrelse');
    expect(within(dialog).getByLabelText('Farge')).toBeTruthy();
  });
});

describe('the product editor: Booking', () => {
  beforeAll(() => loadWords([workspaceWords, shopWords]));
  beforeEach(signInToTestSite);
  afterEach(cleanup);

  it("offers the site's booking services by name and keeps the chosen one", async () => {
    serveProduct(productFixture({ bookingService: 'b2' }), (request) =>
      request.path.endsWith('/booking/services')
        ? [
            { _id: 'b1', name: 'Sykkelservice' },
            { _id: 'b2', name: 'Hjulbytte' },
          ]
        : undefined,
    );
    renderRoutes(productRoutes, '/butikk/produkter/p1', {
      permission: 'contributor',
      site: { ...site, bookingEnabled: true },
    });
    const [choice] = await screen.findAllByLabelText('Bookingtjeneste', { selector: 'input' }, { timeout: 4000 });
    await waitFor(() => expect(choice).toHaveProperty('value', 'Hjulbytte'));
  }, 15_000);
});
