import { fieldErrors, installNorwegianValidationMessages } from '@vev/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultSectionProps, sectionPropsSchema } from '../definition/schema';
import { findSectionDefinition } from '../registry';
import { customLink, data, render } from '../test/render';
import { type GlobalContent, globalContentForRender, globalContentSchema } from './global-content';

beforeAll(installNorwegianValidationMessages);

const global: GlobalContent = globalContentSchema.parse({
  companyName: 'Bakeriet Oslo AS',
  organizationNumber: '987 654 321',
  phone: '+47 22 33 44 55',
  email: 'post@bakeriet.no',
  address: { street: 'Storgata 1', postcode: '0155', city: 'Oslo' },
  openingHours: [{ days: 'Mandag–fredag', hours: '07–18' }],
  socialLinks: [
    { network: 'instagram', url: 'https://instagram.com/bakeriet' },
    { network: 'x', url: 'https://x.com/bakeriet' },
  ],
  announcement: { enabled: true, text: 'Fri levering i sentrum', link: customLink('/levering', 'Les mer') },
});
const withGlobal = { ...data, global };
const messagesOf = (value: unknown) => {
  const result = globalContentSchema.safeParse(value);
  return result.error ? fieldErrors(result.error) : {};
};
const defaults = (name: string) => defaultSectionProps(findSectionDefinition(name) as never);

describe('global content: the fields', () => {
  it('fills in what is left out', () => {
    expect(globalContentSchema.parse({})).toEqual({
      companyName: '',
      organizationNumber: '',
      phone: '',
      email: '',
      address: { street: '', postcode: '', city: '' },
      openingHours: [],
      socialLinks: [],
      announcement: { enabled: false, text: '', link: null },
    });
  });

  it('refuses values that are not valid, with Norwegian messages', () => {
    expect(
      messagesOf({
        organizationNumber: '1234',
        phone: 'ring oss',
        email: 'post(at)bakeriet',
        address: { postcode: '155' },
        openingHours: [{ days: 'Lørdag', hours: '' }],
        socialLinks: [{ network: 'myspace', url: 'http://myspace.com/bakeriet' }],
        farge: 'blå',
      }),
    ).toEqual({
      organizationNumber: 'Organisasjonsnummeret må ha 9 siffer.',
      phone: 'Ugyldig telefonnummer.',
      email: 'Ugyldig e-postadresse.',
      'address.postcode': 'Postnummeret må ha 4 siffer.',
      'openingHours.0.hours': 'Feltet må fylles ut.',
      'socialLinks.0.network': 'Ugyldig valg.',
      'socialLinks.0.url': 'Adressen må starte med https://.',
      farge: 'Ukjent felt.',
    });
  });

  it('the announcement needs a text only while it is switched on', () => {
    expect(messagesOf({ announcement: { enabled: true } })).toEqual({ 'announcement.text': 'Feltet må fylles ut.' });
    expect(messagesOf({ announcement: { enabled: false } })).toEqual({});
  });

  it('stored content that no longer fits renders with defaults, field by field', () => {
    const read = globalContentForRender({ companyName: 'Bakeriet', phone: 42, socialLinks: 'feil' });
    expect(read).toMatchObject({ companyName: 'Bakeriet', phone: '', socialLinks: [] });
    expect(globalContentForRender(null)).toEqual(globalContentSchema.parse({}));
  });
});

describe('global content on the storefront', () => {
  it('the header shows the announcement bar while it is on', () => {
    const html = render('header', defaults('header'), withGlobal);
    expect(html).toContain('<aside class="vev-announcement" aria-label="Kunngjøring">');
    expect(html).toContain('Fri levering i sentrum');
    expect(html).toContain('href="/levering"');
    const off = { ...global, announcement: { ...global.announcement, enabled: false } };
    expect(render('header', defaults('header'), { ...data, global: off })).not.toContain('vev-announcement');
    expect(render('header', defaults('header'))).not.toContain('vev-announcement');
  });

  it('the footer shows the company, org. number, contact details, opening hours and social links', () => {
    const html = render('footer', defaults('footer'), withGlobal);
    expect(html).toContain(`© ${new Date().getFullYear()} Bakeriet Oslo AS · Org.nr.\u00a0987\u00a0654\u00a0321`);
    expect(html).toContain('Storgata 1\n0155 Oslo');
    expect(html).toContain('href="tel:+4722334455"');
    expect(html).toContain('href="mailto:post@bakeriet.no"');
    expect(html).toContain(
      '<dt><span class="vev-nowrap">Mandag–fredag</span></dt><dd><span class="vev-nowrap">07–18</span></dd>',
    );
    expect(html).toContain('href="https://x.com/bakeriet"');
    expect(html).toContain('>Instagram</a>');
  });

  it("the footer's own org. number, social links and copyright win over the global content", () => {
    const footer = findSectionDefinition('footer');
    const own = sectionPropsSchema(footer as never).parse({
      organizationNumber: '923456789',
      social: [{ platform: 'facebook', url: 'https://facebook.com/bakeriet' }],
      copyright: 'Alle rettigheter forbeholdt',
    });
    const html = render('footer', own, withGlobal);
    expect(html).toContain('Alle rettigheter forbeholdt · Org.nr.\u00a0923\u00a0456\u00a0789');
    expect(html).toContain('>Facebook</a>');
    expect(html).not.toContain('x.com');
  });

  it('the contact section falls back to the global contact details and opening hours', () => {
    const html = render('contact', defaults('contact'), withGlobal);
    expect(html).toContain('<address>Storgata 1\n0155 Oslo</address>');
    expect(html).toContain('href="tel:+4722334455"');
    expect(html).toContain('href="mailto:post@bakeriet.no"');
    expect(html).toContain(
      '<dt><span class="vev-nowrap">Mandag–fredag</span></dt><dd><span class="vev-nowrap">07–18</span></dd>',
    );
    const own = { ...defaults('contact'), phone: '11 22 33 44', openingHours: [{ days: 'Søndag', hours: 'Stengt' }] };
    const mixed = render('contact', own, withGlobal);
    expect(mixed).toContain('href="tel:11223344"');
    expect(mixed).not.toContain('+47 22 33 44 55');
    expect(mixed).toContain('<dt>Søndag</dt><dd>Stengt</dd>');
    expect(mixed).toContain('href="mailto:post@bakeriet.no"');
  });

  it('without global content the sections show only their own props', () => {
    expect(render('contact', defaults('contact'))).not.toContain('<address>');
    expect(render('footer', defaults('footer'))).not.toContain('vev-footer-contact');
  });
});
