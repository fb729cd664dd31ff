import { describe, expect, it } from 'vitest';
import { templatePageTypes } from './template';
import { templatePageTypesFor } from './template-usage';

describe('template usage page types', () => {
  it('a site without e-commerce chooses templates for the front page, pages and categories', () => {
    expect(templatePageTypesFor({ hasEcommerce: false })).toEqual(['frontPage', 'page', 'category']);
  });

  it('a web shop also chooses them for product pages, products, the cart and the checkout', () => {
    expect(templatePageTypesFor({ hasEcommerce: true })).toEqual([
      'frontPage',
      'page',
      'category',
      'productPage',
      'product',
      'cart',
      'checkout',
    ]);
  });

  it('a web shop offers every page type the site can assign', () => {
    expect([...templatePageTypesFor({ hasEcommerce: true })].sort()).toEqual([...templatePageTypes].sort());
  });
});
