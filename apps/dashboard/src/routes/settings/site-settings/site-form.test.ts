import type { Site } from '@vev/shared';
import { describe, expect, it } from 'vitest';
import { siteFormField, siteFormSchema, toSiteForm, toSiteUpdate } from './site-form';

const site = {
  name: 'demobutikk',
  displayName: 'Demo Butikk',
  notificationEmail: null,
  logo: null,
  favicon: null,
  pageTitleSuffix: '',
  canonicalDomain: null,
  domains: ['demobutikk.no'],
  redirectToCanonical: true,
  protection: 'visitor',
  userCreation: 'invite',
  userCreationEmailDomains: [],
  customerCreation: 'public',
  askForMarketingConsent: false,
  phoneIsRequiredInCheckout: false,
  customScripts: [],
  scriptHosts: [],
  geo: null,
} as unknown as Site;

const problems = (values: object) => {
  const result = siteFormSchema(site).safeParse({ ...toSiteForm(site), ...values });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the Nettsted form', () => {
  it('an empty notification e-mail and empty coordinates are saved as none', () => {
    expect(toSiteUpdate(toSiteForm(site))).toMatchObject({ notificationEmail: null, geo: null });
  });

  it('coordinates become geo.coordinates, and come back as the two fields', () => {
    const update = toSiteUpdate({ ...toSiteForm(site), latitude: 59.91, longitude: 10.75 });
    expect(update.geo).toEqual({ coordinates: { latitude: 59.91, longitude: 10.75 } });
    expect(toSiteForm({ ...site, geo: update.geo ?? null })).toMatchObject({ latitude: 59.91, longitude: 10.75 });
    expect(siteFormField('geo.coordinates.latitude')).toBe('latitude');
    expect(siteFormField('logo.alt')).toBe('logo.alt');
  });

  it('asks for both coordinates or none', () => {
    expect(problems({ latitude: 59.91 })).toEqual({
      longitude: 'Fyll ut både breddegrad og lengdegrad, eller ingen av dem.',
    });
    expect(problems({ latitude: 91, longitude: 10 })).toEqual({ latitude: 'Kan være maks 90.' });
  });

  it('takes script hosts as bare host names, a wildcard subdomain allowed, each once', () => {
    expect(problems({ scriptHosts: ['www.googletagmanager.com', '*.hotjar.com'] })).toEqual({});
    expect(problems({ scriptHosts: ['https://example.com/x'] })).toEqual({
      'scriptHosts.0': 'Skriv bare vertsnavnet, for eksempel www.googletagmanager.com eller *.hotjar.com.',
    });
    expect(problems({ scriptHosts: ['a.no', 'A.no'] })).toEqual({ scriptHosts: 'En vert kan ikke stå to ganger.' });
  });

  it('checks what the server checks: a domain for sign-up by e-mail domain, a canonical domain of the site', () => {
    expect(problems({ userCreation: 'emailDomain' })).toEqual({
      userCreationEmailDomains: 'Legg til minst ett e-postdomene når alle med godkjent domene kan opprette bruker.',
    });
    expect(problems({ canonicalDomain: 'annet.no' })).toEqual({ canonicalDomain: 'Velg et av nettstedets domener.' });
    expect(problems({ canonicalDomain: 'demobutikk.no', notificationEmail: 'post(at)firma.no' })).toEqual({
      notificationEmail: 'Ugyldig e-postadresse.',
    });
  });
});
