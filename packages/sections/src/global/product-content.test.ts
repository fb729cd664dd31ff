import { installNorwegianValidationMessages } from '@vev/shared';
import { describe, expect, it } from 'vitest';
import { productContentForRender, productContentSchema } from './product-content';

installNorwegianValidationMessages();

describe("the shop's own product fields ('Eget innhold')", () => {
  it('fill in what is left out, and keep what is given', () => {
    expect(productContentSchema.parse({ manufacturer: 'Fjellrytter' })).toMatchObject({
      manufacturer: 'Fjellrytter',
      material: '',
      warranty: '',
    });
  });

  it('refuse a field the shop does not have, and an over-long one, in Norwegian', () => {
    const unknown = productContentSchema.safeParse({ colour: 'rød' });
    expect(unknown.success).toBe(false);
    expect(unknown.error?.issues[0]?.message).toBe('Ukjent felt.');
    expect(productContentSchema.safeParse({ manufacturer: 'x'.repeat(121) }).success).toBe(false);
  });

  it('render leniently: a stored value that no longer fits falls back to its default', () => {
    expect(productContentForRender({ manufacturer: 42, warranty: '2 år' })).toMatchObject({
      manufacturer: '',
      warranty: '2 år',
    });
    expect(productContentForRender(null)).toMatchObject({ manufacturer: '' });
  });
});
