import { beforeAll, describe, expect, it } from 'vitest';
import { siteUpdateSchema } from './site';
import { fieldErrors, installNorwegianValidationMessages } from './validation';

beforeAll(() => installNorwegianValidationMessages());

function refused(input: unknown): Record<string, string> {
  const result = siteUpdateSchema.safeParse(input);
  if (result.success) throw new Error(`expected ${JSON.stringify(input)} to be refused`);
  return fieldErrors(result.error);
}

describe('PATCH site: what a site admin may change', () => {
  it('accepts the editable settings and trims the display name', () => {
    const result = siteUpdateSchema.parse({
      displayName: '  Min butikk  ',
      notificationEmail: 'post@example.no',
      pageTitleSuffix: ' | Min butikk',
      tags: ['Sommer', 'Vinter'],
      askForMarketingConsent: true,
      phoneIsRequiredInCheckout: false,
      redirectToCanonical: false,
      subscriptionsEnabled: true,
      cookieDialogEnabled: true,
    });
    expect(result.displayName).toBe('Min butikk');
    expect(result.tags).toEqual(['Sommer', 'Vinter']);
  });

  it('accepts an empty update and a cleared notification e-mail', () => {
    expect(siteUpdateSchema.parse({})).toEqual({});
    expect(siteUpdateSchema.parse({ notificationEmail: null })).toEqual({ notificationEmail: null });
  });

  it.each([
    ['_id', 'x'],
    ['name', 'nytt-navn'],
    ['domains', ['example.no']],
    ['canonicalDomain', 'example.no'],
    ['hasEcommerce', true],
    ['b2bEnabled', true],
    ['bookingEnabled', true],
    ['departmentsEnabled', true],
    ['partialPaymentEnabled', true],
    ['departmentOf', 'another-site'],
    ['dataSets', []],
    ['members', []],
    ['createdAt', '2020-01-01T00:00:00.000Z'],
    ['updatedAt', '2020-01-01T00:00:00.000Z'],
  ])('refuses %s with Feltet kan ikke endres.', (field, value) => {
    expect(refused({ displayName: 'Ok', [field]: value })).toEqual({ [field]: 'Feltet kan ikke endres.' });
  });

  it('refuses fields it does not know with Ukjent felt.', () => {
    expect(refused({ theme: 'mørk', protection: 'public' })).toEqual({
      theme: 'Ukjent felt.',
      protection: 'Ukjent felt.',
    });
  });

  it('the display name must have text and at most 120 characters', () => {
    expect(refused({ displayName: '   ' })).toEqual({ displayName: 'Feltet må fylles ut.' });
    expect(refused({ displayName: 'x'.repeat(121) })).toEqual({ displayName: 'Kan være maks 120 tegn.' });
    expect(siteUpdateSchema.parse({ displayName: 'x'.repeat(120) }).displayName).toHaveLength(120);
  });

  it('the notification e-mail must be an e-mail address', () => {
    expect(refused({ notificationEmail: 'post(at)example.no' })).toEqual({
      notificationEmail: 'Ugyldig e-postadresse.',
    });
  });

  it('a tag may not appear twice, whatever its case or surrounding spaces', () => {
    const twice = { tags: 'En merkelapp kan ikke stå to ganger.' };
    expect(refused({ tags: ['Sommer', 'sommer'] })).toEqual(twice);
    expect(refused({ tags: ['ÆRFUGL', ' ærfugl '] })).toEqual(twice);
  });

  it('a tag has between 1 and 60 characters', () => {
    expect(refused({ tags: ['  '] })).toEqual({ 'tags.0': 'Feltet må fylles ut.' });
    expect(refused({ tags: ['ok', 'x'.repeat(61)] })).toEqual({ 'tags.1': 'Kan være maks 60 tegn.' });
  });
});
