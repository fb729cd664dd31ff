import { installNorwegianValidationMessages } from '@vev/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultSectionProps, sectionPropsSchema } from '../definition/schema';
import type { SectionProps } from '../definition/types';
import { findSectionDefinition } from '../registry';
import type { ResolvedCustomizeField, ResolvedProduct } from '../render/context';
import { customLink, data, image, pageLink, render, richText } from '../test/render';

beforeAll(installNorwegianValidationMessages);

interface Case {
  valid: SectionProps;
  invalid: SectionProps;
  /** The messages the invalid props get, by path. */
  errors: Record<string, string>;
  /** What the valid props render: text and markup the visitor (or a screen reader) gets. */
  renders: (string | RegExp)[];
}

const required = 'Feltet må fylles ut.';

const cases: Record<string, Case> = {
  header: {
    valid: {
      menu: [
        { link: pageLink('home'), children: [] },
        { link: pageLink('about'), children: [customLink('/om-oss/historie', 'Historie')] },
      ],
      action: customLink('/bestill', 'Bestill', 'Bestill bord'),
    },
    invalid: { menu: [{ link: null, children: [] }] },
    errors: { 'menu.0.link': required },
    renders: [
      '<header class="vev-header vev-header-sticky">',
      'aria-label="Hovedmeny"',
      'aria-label="Bakeriet, til forsiden"',
      '<a href="/om-oss" aria-current="page">Om oss</a>',
      '<a href="/om-oss/historie">Historie</a>',
      'aria-label="Bestill bord"',
      '<summary>',
    ],
  },
  hero: {
    valid: {
      heading: 'Nybakt hver dag',
      text: 'Fra kl. 7',
      image: image('m1', 'Brød'),
      primaryLink: pageLink('about', 'Les mer'),
    },
    invalid: { heading: '', overlay: 120 },
    errors: { heading: required, overlay: 'Kan være maks 90.' },
    renders: [
      '<h1 id="hero1-heading"',
      'Nybakt hver dag',
      'aria-labelledby="hero1-heading"',
      'alt="Brød"',
      'opacity:0.4',
      '>Les mer</a>',
    ],
  },
  richText: {
    valid: { content: richText('Første', 'Andre') },
    invalid: { content: '' },
    errors: { content: required },
    renders: ['<div class="vev-rich-text vev-align-start"><p>Første</p><p>Andre</p></div>'],
  },
  image: {
    valid: { image: image('m2', 'Butikken'), caption: 'Butikken i Storgata', link: pageLink('about') },
    invalid: { image: null, width: 'enorm' },
    errors: { image: required, width: 'Ugyldig valg.' },
    renders: ['<figure', '<figcaption>Butikken i Storgata</figcaption>', 'href="/om-oss"', 'loading="lazy"'],
  },
  imageWithText: {
    valid: { image: image('m3', 'Bakerne'), heading: 'Om oss', text: richText('Siden 1987.'), imagePosition: 'end' },
    invalid: { image: null },
    errors: { image: required },
    renders: [
      'vev-split-image-end',
      '<h2 id="imageWithText1-heading">Om oss</h2>',
      '<p>Siden 1987.</p>',
      'alt="Bakerne"',
    ],
  },
  gallery: {
    valid: {
      heading: 'Galleri',
      images: [
        {
          image: { _id: 'g1', url: '/media/g1/file', filename: 'a.jpg', fileType: 'image', alt: 'Ovnen' },
          caption: 'Ovnen',
        },
        {
          image: { _id: 'g2', url: '/media/g2/file', filename: 'b.jpg', fileType: 'image', alt: 'Disken' },
          caption: '',
        },
      ],
    },
    invalid: { images: [] },
    errors: { images: required },
    renders: ['vev-grid-3', 'alt="Ovnen"', '<figcaption>Ovnen</figcaption>', 'alt="Disken"'],
  },
  callToAction: {
    valid: { heading: 'Bestill i dag', primaryLink: customLink('tel:+4722334455', 'Ring oss') },
    invalid: { heading: 'Bestill', primaryLink: null },
    errors: { primaryLink: required },
    renders: [
      'vev-bg-primary',
      '<h2 id="callToAction1-heading">Bestill i dag</h2>',
      'href="tel:+4722334455"',
      'Ring oss',
    ],
  },
  columns: {
    valid: {
      items: [{ heading: 'Catering', text: richText('Til møter.'), image: null, link: pageLink('about', 'Les mer') }],
    },
    invalid: { items: [{ heading: '' }] },
    errors: { 'items.0.heading': required },
    renders: ['Dette kan vi hjelpe deg med', '<h3>Catering</h3>', '<p>Til møter.</p>', 'href="/om-oss"'],
  },
  faq: {
    valid: { items: [{ question: 'Har dere glutenfritt?', answer: richText('Ja, på fredager.') }], openFirst: true },
    invalid: { items: [] },
    errors: { items: required },
    renders: [
      '<details class="vev-faq-item" open="">',
      '<summary><h3>Har dere glutenfritt?</h3></summary>',
      'Ja, på fredager.',
    ],
  },
  productGrid: {
    valid: { heading: 'Populært', source: 'category', category: 'all', limit: 2 },
    invalid: { source: 'manual', products: [], limit: 0 },
    errors: { products: required, limit: 'Må være minst 1.' },
    renders: ['Surdeigsbrød', 'Kanelsnurr', '89,00\u00a0kr', 'href="/produkter/bread"'],
  },
  productDetail: {
    valid: { product: 'bun', showSku: true },
    invalid: { product: 7 },
    errors: { product: 'Ugyldig verdi: forventet tekst.' },
    renders: [
      '<h1 id="productDetail1-heading">Kanelsnurr</h1>',
      '35,00\u00a0kr',
      '<s class="vev-price-before">',
      'Legg i handlekurv',
      'På lager',
      'name="amount"',
    ],
  },
  categoryList: {
    valid: { source: 'children', parent: 'all' },
    invalid: { source: 'manual', categories: [] },
    errors: { categories: required },
    renders: ['href="/brod"', '<h3>Brød</h3>', 'Bakt hver morgen.', '<h3>Kaker</h3>'],
  },
  contact: {
    valid: {
      address: 'Storgata 1\n0155 Oslo',
      phone: '+47 22 33 44 55',
      email: 'post@bakeriet.no',
      openingHours: [{ days: 'Mandag–fredag', hours: '07–18' }],
    },
    invalid: { phone: 'ring meg', email: 'post(at)bakeriet', openingHours: [{ days: 'Lørdag', hours: '' }] },
    errors: { phone: 'Ugyldig telefonnummer.', email: 'Ugyldig e-postadresse.', 'openingHours.0.hours': required },
    renders: [
      'href="tel:+4722334455"',
      'href="mailto:post@bakeriet.no"',
      '<address>Storgata 1\n0155 Oslo</address>',
      'Vis i kart',
      '<dt><span class="vev-nowrap">Mandag–fredag</span></dt><dd><span class="vev-nowrap">07–18</span></dd>',
    ],
  },
  video: {
    valid: { url: 'https://youtu.be/dQw4w9WgXcQ', title: 'Slik baker vi' },
    invalid: { url: 'https://example.com/video.mp4', title: '' },
    errors: { url: 'Lim inn en lenke til en video på YouTube eller Vimeo.', title: required },
    renders: [
      'src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"',
      'title="Slik baker vi"',
      'loading="lazy"',
      'sandbox=',
    ],
  },
  spacer: {
    valid: { size: 'large', divider: true },
    invalid: { size: 'enorm' },
    errors: { size: 'Ugyldig valg.' },
    renders: ['vev-spacer-large', '<hr/>'],
  },
  footer: {
    valid: {
      columns: [{ heading: 'Butikken', links: [pageLink('about')] }],
      social: [{ platform: 'instagram', url: 'https://instagram.com/bakeriet' }],
      organizationNumber: '923456789',
    },
    invalid: { organizationNumber: '1234', social: [{ platform: 'instagram', url: 'http://instagram.com/x' }] },
    errors: {
      organizationNumber: 'Organisasjonsnummeret må ha 9 siffer.',
      'social.0.url': 'Adressen må starte med https://.',
    },
    renders: [
      '<footer class="vev-footer">',
      'aria-label="Butikken"',
      'href="/om-oss"',
      'Org.nr.\u00a0923\u00a0456\u00a0789',
      'Instagram',
      `© ${new Date().getFullYear()} Bakeriet`,
    ],
  },
};

describe.each(Object.entries(cases))('section %s', (name, example) => {
  const definition = findSectionDefinition(name);
  if (!definition) throw new Error(`no definition ${name}`);
  const schema = sectionPropsSchema(definition);

  it('accepts a valid example and fills in the defaults', () => {
    const result = schema.safeParse(example.valid);
    expect(result.error?.issues ?? []).toEqual([]);
    expect(Object.keys(result.data ?? {}).sort()).toEqual(definition.props.map((prop) => prop.name).sort());
  });

  it('refuses an invalid example with Norwegian messages', () => {
    const result = schema.safeParse(example.invalid);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual(example.errors);
  });

  it('renders the valid example', () => {
    const html = render(name, schema.parse(example.valid));
    for (const expected of example.renders) {
      if (typeof expected === 'string') expect(html).toContain(expected);
      else expect(html).toMatch(expected);
    }
  });

  it('renders its defaults without failing, inside the preview wrapper', () => {
    const html = render(name, defaultSectionProps(definition));
    expect(
      html.startsWith(`<div class="vev-section-slot" data-vev-section="${name}1" data-vev-component="${name}"`),
    ).toBe(true);
  });
});

const field: ResolvedCustomizeField = {
  key: '',
  label: '',
  type: 'String',
  description: '',
  required: false,
  placeholder: '',
  defaultValue: '',
  min: null,
  max: null,
  price: 0,
  options: [],
  conditions: [],
};

describe('sections that read the page they are on', () => {
  it('product detail shows the product of a product template, and sold out disables the button', () => {
    const html = render('productDetail', {}, { ...data, current: { product: 'cake' } });
    expect(html).toContain('Bløtkake');
    expect(html).toMatch(/<button type="submit" class="vev-button vev-button-primary" disabled="">Utsolgt<\/button>/);
  });

  it('product detail offers the variants with their prices, the customization fields, labels and a bundle', () => {
    const bun = data.products.bun;
    if (!bun) throw new Error('no bun');
    const price = (value: number) => ({ ...bun.price, value, compareAtValue: null });
    const cake: ResolvedProduct = {
      ...bun,
      _id: 'kake',
      name: 'Bursdagskake',
      labels: [{ name: 'Nyhet', color: '#d32f2f', textColor: '#ffffff' }],
      variants: [
        {
          _id: 'liten',
          name: 'Liten',
          sku: 'K-S',
          price: price(30_000),
          stockStatus: 'outOfStock',
          unavailable: false,
        },
        { _id: 'stor', name: 'Stor', sku: 'K-L', price: price(45_000), stockStatus: 'inStock', unavailable: false },
      ],
      customizeFields: [
        { ...field, key: 'tekst', label: 'Tekst på kaken', type: 'String', price: 5_000 },
        {
          ...field,
          key: 'farge',
          label: 'Farge på teksten',
          type: 'Color',
          options: [{ label: 'Rød', price: 0, default: true, color: '#ff0000' }],
          conditions: [{ targetKey: 'tekst', targetOperation: 'set', targetValue: '' }],
        },
      ],
      bundle: [{ name: 'Lys', amount: 10, path: '/produkt/lys' }],
    };
    const html = render('productDetail', {}, { ...data, products: { kake: cake }, current: { product: 'kake' } });
    expect(html).toContain('<li class="vev-label" style="background:#d32f2f;color:#ffffff">Nyhet</li>');
    // The first variant is sold out: the second is chosen, and its price is the one shown.
    expect(html).toContain('name="variant" checked="" value="stor"');
    expect(html).toMatch(/<div data-vev-variant-price="liten" hidden="">/);
    expect(html).toContain('450,00\u00a0kr');
    expect(html).toContain('Tekst på kaken (+ 50,00\u00a0kr)');
    expect(html).toContain('data-vev-field="farge" data-vev-conditions="[{&quot;targetKey&quot;:&quot;tekst&quot;');
    expect(html).toContain('10 × <a href="/produkt/lys">Lys</a>');
    expect(html).toContain('Legg i handlekurv');
  });

  it("product detail lists its attributes and, under 'Passer sammen med', the products it goes with", () => {
    const bun = data.products.bun;
    if (!bun) throw new Error('no bun');
    const withMore: ResolvedProduct = {
      ...bun,
      attributes: [{ name: 'Fyll', value: 'Kanel, Kardemomme' }],
      crossSell: ['bread', 'gone'],
    };
    const shown = (product: ResolvedProduct) =>
      render(
        'productDetail',
        {},
        { ...data, products: { ...data.products, bun: product }, current: { product: 'bun' } },
      );
    const html = shown(withMore);
    expect(html).toContain('<dl class="vev-attributes"><div><dt>Fyll</dt><dd>Kanel, Kardemomme</dd></div></dl>');
    expect(html).toContain('<h2>Passer sammen med</h2>');
    expect(html).toContain('Surdeigsbrød');
    expect(shown({ ...bun, crossSell: ['gone'] })).not.toContain('Passer sammen med');
  });

  it("product detail says why a product has no buy button: 'Ikke tilgjengelig', sold with others, 'Etter avtale'", () => {
    const bun = data.products.bun;
    if (!bun) throw new Error('no bun');
    const shown = (product: ResolvedProduct) =>
      render('productDetail', {}, { ...data, products: { p: product }, current: { product: 'p' } });
    expect(shown({ ...bun, unavailable: true })).toContain('<p class="vev-not-for-sale">Ikke tilgjengelig</p>');
    expect(shown({ ...bun, notForIndependentSale: true })).toContain('Selges bare sammen med andre produkter.');
    const byAppointment = shown({ ...bun, price: { ...bun.price, byAppointment: true } });
    expect(byAppointment).toContain('Etter avtale');
    expect(byAppointment).not.toContain('Legg i handlekurv');
  });

  it('product grid shows the category page it is on, and says so when there are no products', () => {
    expect(render('productGrid', {}, { ...data, current: { category: 'breads' } })).toContain('Surdeigsbrød');
    expect(render('productGrid', { source: 'manual', products: ['gone'] })).toContain('Ingen produkter funnet');
  });

  it('product grid keeps the hand-picked order and skips products that are not published', () => {
    const html = render('productGrid', { source: 'manual', products: ['cake', 'gone', 'bread'] });
    expect(html.indexOf('Bløtkake')).toBeLessThan(html.indexOf('Surdeigsbrød'));
    expect(html).toContain('Utsolgt');
  });

  it("a sold-out product labelled 'Utsolgt' says so once", () => {
    const cake = data.products.cake;
    if (!cake) throw new Error('no cake');
    const labelled = {
      ...cake,
      stockStatus: 'outOfStock' as const,
      labels: [{ name: 'Utsolgt', color: '#495057', textColor: '#ffffff' }],
    };
    const html = render(
      'productGrid',
      { source: 'manual', products: ['cake'] },
      { ...data, products: { cake: labelled } },
    );
    expect(html.match(/Utsolgt/g)).toHaveLength(1);
  });

  it('a link to a page that is not published renders no link', () => {
    const html = render('callToAction', { heading: 'Hei', primaryLink: pageLink('draft-only', 'Skjult') });
    expect(html).not.toContain('Skjult');
  });

  it('the first section loads its images at once, the others lazily', () => {
    const props = { heading: 'Hei', image: image('m1') };
    expect(render('hero', props, data, true)).toContain('loading="eager"');
    expect(render('hero', props, data, false)).toContain('loading="lazy"');
  });
});
