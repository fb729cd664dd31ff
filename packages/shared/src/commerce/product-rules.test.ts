import { describe, expect, it } from 'vitest';
import { newProductDocument } from './product';
import { type ProductImage, productMessages } from './product-fields';
import {
  linkedMasterName,
  matchesImageSearch,
  oneCardPerGroup,
  priceBoundsProblem,
  primaryImageOf,
  productDocumentProblems,
  withExclusiveImageFlag,
} from './product-rules';

const product = (fields: Parameters<typeof newProductDocument>[0]) => newProductDocument(fields);
const base = { name: 'Sykkel', slug: 'sykkel' };
const image = (ref: string, flags: Partial<ProductImage> = {}): ProductImage => ({
  ref,
  url: `/media/${ref}/file`,
  filename: `${ref}.jpg`,
  alt: '',
  caption: '',
  primary: false,
  useAsPreviewBackground: false,
  ...flags,
});

describe('product rules (spec 3 §5 Products)', () => {
  it('a new product has no problems', () => {
    expect(productDocumentProblems(product(base))).toEqual({});
  });

  it('subscriptionIntervalDays is required when subscribable', () => {
    expect(productDocumentProblems(product({ ...base, subscribable: true }))).toEqual({
      subscriptionIntervalDays: 'Feltet må fylles ut.',
    });
    expect(productDocumentProblems(product({ ...base, subscribable: true, subscriptionIntervalDays: 30 }))).toEqual({});
  });

  it('a custom canonical address and a redirect are required and addresses when switched on', () => {
    const problems = productDocumentProblems(
      product({ ...base, customCanonicalEnabled: true, redirectEnabled: true, redirectUrl: 'ikke en adresse' }),
    );
    expect(problems).toEqual({ customCanonicalUrl: 'Feltet må fylles ut.', redirectUrl: 'Ugyldig nettadresse.' });
    expect(
      productDocumentProblems(
        product({ ...base, redirectEnabled: true, redirectUrl: '/sykler', customCanonicalEnabled: false }),
      ),
    ).toEqual({});
  });

  it('limitation and price bounds: the minimum is not above the maximum', () => {
    const limited = product({ ...base, limitation: { enabled: true, per: 'order', min: 5, max: 2 } });
    expect(productDocumentProblems(limited)).toEqual({ 'limitation.min': productMessages.minAboveMax });
    const bounded = product(base);
    bounded.price = { ...bounded.price, minPrice: 50_000, maxPrice: 10_000 };
    expect(productDocumentProblems(bounded)).toEqual({ 'price.minPrice': productMessages.minAboveMax });
  });

  it('one primary image, the primary category among the categories, an item once in a bundle', () => {
    expect(
      productDocumentProblems(
        product({ ...base, images: [image('a', { primary: true }), image('b', { primary: true })] }),
      ),
    ).toEqual({ images: productMessages.onePrimary });
    expect(
      productDocumentProblems(product({ ...base, primaryCategory: 'kat1', categories: [{ ref: 'kat2' }] })),
    ).toEqual({
      primaryCategory: productMessages.primaryCategory,
    });
    const item = { product: 'p1', amount: 1, amountIsAdjustable: false, price: null };
    expect(productDocumentProblems(product({ ...base, bundle: true, bundleContent: [item, item] }))).toEqual({
      'bundleContent.1.product': productMessages.bundleItemTwice,
    });
  });

  it('time-controlled availability ends after it starts', () => {
    const timed = product({
      ...base,
      timeControlledAvailability: true,
      availableFrom: '2026-12-01T00:00:00+01:00',
      availableTo: '2026-11-01T00:00:00+01:00',
    });
    expect(productDocumentProblems(timed)).toEqual({ availableTo: productMessages.availableOrder });
  });
});

describe('price bounds: a price typed elsewhere stays within the product’s minimum and maximum', () => {
  it("says 'Pris for lav' and 'Pris for høy', and nothing within or without bounds", () => {
    const bounds = { minPrice: 10_000, maxPrice: 20_000 };
    expect(priceBoundsProblem(9_999, bounds)).toBe('Pris for lav');
    expect(priceBoundsProblem(20_001, bounds)).toBe('Pris for høy');
    expect(priceBoundsProblem(15_000, bounds)).toBeNull();
    expect(priceBoundsProblem(1, { minPrice: null, maxPrice: null })).toBeNull();
  });
});

describe('images: primary and preview background are each exclusive (spec 3 §4)', () => {
  it('setting one clears the others, and the primary one is shown first', () => {
    const images = [image('a', { primary: true }), image('b'), image('c', { useAsPreviewBackground: true })];
    const primary = withExclusiveImageFlag(images, 1, 'primary');
    expect(primary.map((each) => each.primary)).toEqual([false, true, false]);
    expect(primary.map((each) => each.useAsPreviewBackground)).toEqual([false, false, true]);
    const background = withExclusiveImageFlag(primary, 0, 'useAsPreviewBackground');
    expect(background.map((each) => each.useAsPreviewBackground)).toEqual([true, false, false]);
    expect(primaryImageOf(primary)?.ref).toBe('b');
    expect(primaryImageOf([image('x'), image('y')])?.ref).toBe('x');
    expect(primaryImageOf([])).toBeNull();
  });
});

describe("the Bilder tab's search ('Ingen bilder funnet!' when nothing matches)", () => {
  it('finds an image by file name, alt text or caption, in any case; an empty search finds all', () => {
    const styre = image('styre', { alt: 'Styret forfra', caption: 'Ergonomisk håndtak' });
    expect(matchesImageSearch(styre, 'STYRE.JPG')).toBe(true);
    expect(matchesImageSearch(styre, 'forfra')).toBe(true);
    expect(matchesImageSearch(styre, ' håndtak ')).toBe(true);
    expect(matchesImageSearch(styre, 'sete')).toBe(false);
    expect(matchesImageSearch(styre, '  ')).toBe(true);
  });
});

describe('linking products (spec 3 §4)', () => {
  const current = { name: 'Bysykkel rød', master: null };
  const chosen = { name: 'Bysykkel blå', master: 'Bysykkel Strandgaten' };
  it('option A puts the chosen one under the current: the current master, else its name', () => {
    expect(linkedMasterName('A', current, chosen)).toBe('Bysykkel rød');
    expect(linkedMasterName('A', { ...current, master: 'Bysykler' }, chosen)).toBe('Bysykler');
  });
  it('option B puts the current one under the chosen: the chosen master, else its name', () => {
    expect(linkedMasterName('B', current, chosen)).toBe('Bysykkel Strandgaten');
    expect(linkedMasterName('B', current, { ...chosen, master: null })).toBe('Bysykkel blå');
  });
});

describe("'Grupper i listevisning': grouped linked products are one card in a product list", () => {
  it('keeps the first of each group in its place, and every product that is not grouped', () => {
    const listed = [
      { id: 'lock' },
      { id: 'red', group: 'Bysykkel Strandgaten' },
      { id: 'helmet', group: null },
      { id: 'blue', group: 'Bysykkel Strandgaten' },
      { id: 'kid', group: 'Barnesykkel' },
      { id: 'green', group: 'Bysykkel Strandgaten' },
    ];
    expect(oneCardPerGroup(listed).map((product) => product.id)).toEqual(['lock', 'red', 'helmet', 'kid']);
    expect(oneCardPerGroup([])).toEqual([]);
  });
});
