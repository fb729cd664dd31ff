import { describe, expect, it } from 'vitest';
import { variantAttributeRefs } from './product-variants';

describe("simple variants choose the attributes the product template marks 'for simple variants'", () => {
  const attributes = [
    { ref: 'frame', value: '__any__' },
    { ref: 'colour', value: '__any__' },
    { ref: 'brand', value: 'Vev Sykler' },
    { ref: 'own', value: '__any__' },
  ];
  it('with a template: its marked attributes and the product’s own ones, not the unmarked or fixed ones', () => {
    const template = [
      { ref: 'frame', forSimpleVariants: true },
      { ref: 'colour', forSimpleVariants: false },
      { ref: 'brand', forSimpleVariants: true },
    ];
    expect(variantAttributeRefs(attributes, template)).toEqual(['frame', 'own']);
  });
  it('without a template: every attribute that takes any value', () => {
    expect(variantAttributeRefs(attributes, null)).toEqual(['frame', 'colour', 'own']);
  });
});
