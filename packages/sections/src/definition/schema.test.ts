import { installNorwegianValidationMessages, parseRichText } from '@vev/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { defineSection } from './define';
import { defaultSectionProps, propsForRender, sectionPropsSchema } from './schema';
import type { SectionProps } from './types';

beforeAll(installNorwegianValidationMessages);

const example = defineSection({
  name: 'example',
  label: 'Eksempel',
  description: 'Alle typer felter.',
  icon: 'IconBox',
  usableInSection: true,
  usableInRichContent: false,
  props: [
    { name: 'title', label: 'Tittel', type: 'string', required: true, default: 'Hei', maxLength: 20 },
    { name: 'body', label: 'Tekst', type: 'richText', default: 'Første avsnitt' },
    { name: 'count', label: 'Antall', type: 'number', integer: true, min: 1, max: 10, default: 3 },
    { name: 'on', label: 'På', type: 'boolean' },
    {
      name: 'mode',
      label: 'Modus',
      type: 'select',
      options: [
        { value: 'a', label: 'A' },
        { value: 'b', label: 'B' },
      ],
    },
    { name: 'onlyB', label: 'Bare for B', type: 'string', required: true, showFn: (props) => props.mode === 'b' },
    {
      name: 'even',
      label: 'Partall',
      type: 'number',
      validationFn: (value) => (Number(value) % 2 === 0 ? undefined : 'Tallet må være et partall.'),
    },
    { name: 'tint', label: 'Farge', type: 'color' },
    { name: 'picture', label: 'Bilde', type: 'image' },
    { name: 'link', label: 'Lenke', type: 'link' },
    { name: 'font', label: 'Skrift', type: 'font' },
    { name: 'target', label: 'Side', type: 'ref', to: 'page' },
    {
      name: 'items',
      label: 'Punkter',
      type: 'list',
      max: 2,
      of: { type: 'object', fields: [{ name: 'label', label: 'Tekst', type: 'string', required: true }] },
    },
  ],
  render: () => null,
});

const parse = (props: SectionProps) => sectionPropsSchema(example).safeParse(props);
const messages = (props: SectionProps) => {
  const result = parse(props);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('section props: the schema derived from the definition', () => {
  it('fills in every default, with rich text stored as raw draft JSON', () => {
    const props = defaultSectionProps(example);
    expect(props).toMatchObject({ title: 'Hei', count: 3, on: false, mode: 'a', tint: '', picture: null, items: [] });
    expect(parseRichText(props.body as string).blocks[0]?.text).toBe('Første avsnitt');
    expect(parse({}).success).toBe(true);
    expect(parse({}).data).toEqual(props);
  });

  it("refuses an empty required prop with 'Feltet må fylles ut.'", () => {
    expect(messages({ title: '  ' })).toEqual({ title: 'Feltet må fylles ut.' });
  });

  it('checks a required prop only while showFn shows it', () => {
    expect(messages({ mode: 'a' })).toEqual({});
    expect(messages({ mode: 'b' })).toEqual({ onlyB: 'Feltet må fylles ut.' });
  });

  it('gives every message at once, and only one per prop', () => {
    expect(messages({ title: '', count: 0, even: 'to', mode: 'b' })).toEqual({
      title: 'Feltet må fylles ut.',
      count: 'Må være minst 1.',
      even: 'Ugyldig verdi: forventet tall.',
      onlyB: 'Feltet må fylles ut.',
    });
  });

  it("shows the prop's own Norwegian validation message", () => {
    expect(messages({ even: 3 })).toEqual({ even: 'Tallet må være et partall.' });
    expect(parse({ even: 4 }).success).toBe(true);
  });

  it('refuses unknown props, wrong types, numbers outside min and max, unknown options', () => {
    expect(messages({ extra: 1 })).toEqual({ '': 'Ukjent felt.' });
    expect(Object.keys(messages({ count: 11, mode: 'c', on: 'ja', title: 'x'.repeat(21) }))).toEqual([
      'title',
      'count',
      'on',
      'mode',
    ]);
  });

  it('wraps plain text in a rich text prop into one block', () => {
    const body = parse({ body: 'Bare tekst' }).data?.body as string;
    expect(JSON.parse(body).blocks).toHaveLength(1);
    expect(JSON.parse(body).blocks[0].text).toBe('Bare tekst');
  });

  it('accepts rgba(r,g,b,a) and hex colours, and nothing that could break out of CSS', () => {
    expect(parse({ tint: 'rgba(12,34,56,0.5)' }).success).toBe(true);
    expect(parse({ tint: '#1f5fbf' }).success).toBe(true);
    expect(messages({ tint: 'red; background: url(x)' })).toEqual({
      tint: 'Ugyldig farge. Bruk rgba(r,g,b,a) eller #rrggbb.',
    });
    expect(parse({ tint: 'rgba(300,0,0,1)' }).success).toBe(false);
  });

  it('needs a custom link address, and refuses javascript: addresses', () => {
    const link = { type: 'custom', url: '', label: 'Les mer' };
    expect(messages({ link })).toEqual({ 'link.custom': 'Feltet må fylles ut.' });
    expect(messages({ link: { ...link, url: 'javascript:alert(1)' } })).toEqual({
      'link.url': 'Ugyldig lenke. Bruk en adresse som starter med https://, /, #, mailto: eller tel:.',
    });
    expect(parse({ link: { ...link, url: 'https://example.no' } }).data?.link).toMatchObject({
      ariaLabel: '',
      page: null,
    });
    expect(messages({ link: { type: 'page', page: null } })).toEqual({ 'link.page': 'Feltet må fylles ut.' });
  });

  it('needs a minimum width on every screen-size override of a font', () => {
    const font = { family: 'Inter', weight: 400, size: 1, mediaQueries: [{ size: 1.2 }] };
    expect(messages({ font })).toEqual({ 'font.mediaQueries.0.query': 'Feltet må fylles ut.' });
    expect(parse({ font: { ...font, mediaQueries: [{ query: 768, size: 1.2 }] } }).success).toBe(true);
    expect(parse({ font: { ...font, family: 'Inter"; } body { x: "' } }).success).toBe(false);
  });

  it('refuses images from other schemes than http(s) and the site', () => {
    expect(parse({ picture: { ref: 'm1', url: '/media/m1/file', alt: '' } }).success).toBe(true);
    expect(parse({ picture: { ref: null, url: 'javascript:alert(1)', alt: '' } }).success).toBe(false);
  });

  it('validates list items with their own rules and limits', () => {
    expect(messages({ items: [{ label: '' }] })).toEqual({ 'items.0.label': 'Feltet må fylles ut.' });
    expect(messages({ items: [{ label: 'a' }, { label: 'b' }, { label: 'c' }] })).toEqual({
      items: 'Kan ha maks 2 elementer.',
    });
  });

  it('renders stored props that no longer fit with the default instead', () => {
    const props = propsForRender(example, { title: 42, count: 5, items: [{ label: '' }], gone: true });
    expect(props).toMatchObject({ title: 'Hei', count: 5, items: [{ label: '' }] });
    expect(props).not.toHaveProperty('gone');
  });
});
