import { beforeAll, describe, expect, it } from 'vitest';
import { fieldErrors, installNorwegianValidationMessages } from '../core/validation';
import { siteSettingsProblems } from '../settings/site-options';
import { siteUpdateSchema } from './site';

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
    expect(refused({ tema: 'mørk', farge: 'blå' })).toEqual({
      tema: 'Ukjent felt.',
      farge: 'Ukjent felt.',
    });
  });

  it('the theme takes only its draft; global content only its draft', () => {
    expect(siteUpdateSchema.parse({ theme: { configDraft: null }, globalPropsDraft: { companyName: 'AS' } })).toEqual({
      theme: { configDraft: null },
      globalPropsDraft: { companyName: 'AS' },
    });
    expect(refused({ theme: { name: 'kveld', configDraft: {} }, globalProps: {} })).toEqual({
      'theme.name': 'Ukjent felt.',
      globalProps: 'Feltet kan ikke endres.',
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

describe('PATCH site: the general settings (spec 2 §3)', () => {
  it('accepts the logo and favicon as media references, the fixed choices, scripts and coordinates', () => {
    const result = siteUpdateSchema.parse({
      logo: { ref: '01jlogo', url: '/media/01jlogo/file', alt: 'Logo' },
      favicon: null,
      canonicalDomain: ' WWW.Firma.no ',
      protection: 'internalVisitor',
      userCreation: 'emailDomain',
      userCreationEmailDomains: ['firma.no', 'Datter.firma.no'],
      customerCreation: 'invite',
      customScripts: [
        { name: 'Statistikk', placement: 'head', code: '<script></script>', consentCategory: 'analytics' },
      ],
      geo: { coordinates: { latitude: 59.91, longitude: 10.75 } },
      productCatalogAllowAdding: true,
    });
    expect(result.canonicalDomain).toBe('www.firma.no');
    expect(result.userCreationEmailDomains).toEqual(['firma.no', 'datter.firma.no']);
    expect(result.logo).toEqual({ ref: '01jlogo', url: '/media/01jlogo/file', alt: 'Logo' });
  });

  it('refuses choices outside the fixed sets', () => {
    expect(refused({ protection: 'public', userCreation: 'anyone', customerCreation: 'closed' })).toEqual({
      protection: 'Ugyldig valg.',
      userCreation: 'Ugyldig valg.',
      customerCreation: 'Ugyldig valg.',
    });
  });

  it('a domain is only the domain, without scheme or path, and appears once', () => {
    const onlyDomain = 'Skriv bare domenet, for eksempel firma.no.';
    expect(refused({ canonicalDomain: 'https://firma.no' })).toEqual({ canonicalDomain: onlyDomain });
    expect(refused({ userCreationEmailDomains: ['firma.no/ansatte'] })).toEqual({
      'userCreationEmailDomains.0': onlyDomain,
    });
    expect(refused({ userCreationEmailDomains: ['firma.no', 'FIRMA.no'] })).toEqual({
      userCreationEmailDomains: 'Et domene kan ikke stå to ganger.',
    });
  });

  it('coordinates lie on the earth', () => {
    expect(refused({ geo: { coordinates: { latitude: 91, longitude: -181 } } })).toEqual({
      'geo.coordinates.latitude': 'Kan være maks 90.',
      'geo.coordinates.longitude': 'Må være minst -180.',
    });
  });

  it('a custom script needs a name and code', () => {
    expect(refused({ customScripts: [{ name: ' ', placement: 'head', code: '', consentCategory: null }] })).toEqual({
      'customScripts.0.name': 'Feltet må fylles ut.',
      'customScripts.0.code': 'Feltet må fylles ut.',
    });
  });
});

describe('site settings as a whole', () => {
  const site: Parameters<typeof siteSettingsProblems>[0] = {
    userCreation: 'invite',
    userCreationEmailDomains: [],
    canonicalDomain: null,
    domains: [],
  };

  it('sign-up by e-mail domain needs at least one domain', () => {
    expect(siteSettingsProblems({ ...site, userCreation: 'emailDomain' })).toEqual({
      userCreationEmailDomains: 'Legg til minst ett e-postdomene når alle med godkjent domene kan opprette bruker.',
    });
    expect(
      siteSettingsProblems({ ...site, userCreation: 'emailDomain', userCreationEmailDomains: ['firma.no'] }),
    ).toEqual({});
  });

  it('the canonical domain is one of the site’s domains', () => {
    expect(siteSettingsProblems({ ...site, canonicalDomain: 'firma.no' })).toEqual({
      canonicalDomain: 'Velg et av nettstedets domener.',
    });
    expect(siteSettingsProblems({ ...site, canonicalDomain: 'firma.no', domains: ['firma.no'] })).toEqual({});
  });
});
