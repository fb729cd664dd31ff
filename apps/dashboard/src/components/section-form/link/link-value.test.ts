import { describe, expect, it } from 'vitest';
import { cleanLink, emptyLink, linkErrors } from './link-value';

describe('link editor rules (spec 1 §5)', () => {
  it('a custom link needs its address, under the address field', () => {
    expect(linkErrors(emptyLink('custom'))).toEqual({ url: 'Feltet må fylles ut.' });
    expect(linkErrors({ ...emptyLink('custom'), url: '  ' })).toEqual({ url: 'Feltet må fylles ut.' });
  });

  it('a custom address must be one the storefront will link to', () => {
    expect(linkErrors({ ...emptyLink('custom'), url: 'javascript:alert(1)' })).toEqual({
      url: 'Ugyldig lenke. Bruk en adresse som starter med https://, /, #, mailto: eller tel:.',
    });
    expect(linkErrors({ ...emptyLink('custom'), url: '/kontakt' })).toEqual({});
  });

  it('a page link needs its page', () => {
    expect(linkErrors(emptyLink('page'))).toEqual({ page: 'Feltet må fylles ut.' });
    expect(linkErrors({ ...emptyLink('page'), page: 'p1' })).toEqual({});
  });

  it('only the chosen type’s target is kept', () => {
    expect(cleanLink({ ...emptyLink('page'), page: 'p1', product: 'x', url: '/gammel' })).toEqual({
      ...emptyLink('page'),
      page: 'p1',
    });
    expect(cleanLink({ ...emptyLink('custom'), page: 'p1', url: ' /kontakt ' })).toEqual({
      ...emptyLink('custom'),
      url: '/kontakt',
    });
  });
});
