import { describe, expect, it } from 'vitest';
import { templateCopyName, templatePageTypesFor } from './template';

describe('template copy name', () => {
  it("adds ' (kopi)' to the name", () => {
    expect(templateCopyName('Kategoriside')).toBe('Kategoriside (kopi)');
  });

  it('cuts a long name so the copy stays within 120 characters', () => {
    const copy = templateCopyName('x'.repeat(120));
    expect(copy).toHaveLength(120);
    expect(copy.endsWith('x (kopi)')).toBe(true);
  });
});

describe('template page types per site', () => {
  it('a site with e-commerce assigns templates to every page type', () => {
    expect(templatePageTypesFor({ hasEcommerce: true })).toEqual([
      'frontPage',
      'page',
      'product',
      'category',
      'productPage',
      'cart',
      'checkout',
    ]);
  });

  it('without e-commerce: no product, product page, cart or checkout', () => {
    expect(templatePageTypesFor({ hasEcommerce: false })).toEqual(['frontPage', 'page', 'category']);
  });
});
