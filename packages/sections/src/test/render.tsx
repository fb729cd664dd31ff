/** Rendering helpers for the tests: a section's markup with react-dom/server, and demo storefront data. */
import { renderToStaticMarkup } from 'react-dom/server';
import type { SectionProps } from '../definition/types';
import type { StorefrontData } from '../render/context';
import { SectionView } from '../render/section-list';

export const image = (id: string, alt = 'Et bilde') => ({ ref: id, url: `/media/${id}/file?v=1`, alt });

export const pageLink = (page: string, label = '') => ({
  type: 'page' as const,
  page,
  product: null,
  url: '',
  label,
  ariaLabel: '',
  openInNewTab: false,
});

export const customLink = (url: string, label: string, ariaLabel = '') => ({
  type: 'custom' as const,
  page: null,
  product: null,
  url,
  label,
  ariaLabel,
  openInNewTab: false,
});

export const richText = (...paragraphs: string[]) =>
  JSON.stringify({
    blocks: paragraphs.map((text, index) => ({
      key: `b${index}`,
      text,
      type: 'unstyled',
      depth: 0,
      inlineStyleRanges: [],
      entityRanges: [],
      data: {},
    })),
    entityMap: {},
  });

const product = (id: string, name: string, value: number, extra: object = {}) => ({
  _id: id,
  name,
  path: `/produkter/${id}`,
  price: { byAppointment: false, value, compareAtValue: null, prefix: '', suffix: '', excludingTax: false },
  images: [image(`img-${id}`, name)],
  stockStatus: 'inStock' as const,
  ...extra,
});

export const data: StorefrontData = {
  site: { name: 'bakeriet', displayName: 'Bakeriet', logo: null },
  pages: {
    home: { _id: 'home', title: 'Hjem', path: '/' },
    about: { _id: 'about', title: 'Om oss', path: '/om-oss' },
  },
  products: {
    bread: product('bread', 'Surdeigsbrød', 8900, { sku: 'SB-1', description: 'Bakt med norsk korn.' }),
    bun: product('bun', 'Kanelsnurr', 2900, {
      price: { byAppointment: false, value: 2900, compareAtValue: 3500, prefix: '', suffix: '', excludingTax: false },
    }),
    cake: product('cake', 'Bløtkake', 45000, { stockStatus: 'outOfStock' }),
  },
  categories: {
    all: {
      _id: 'all',
      title: 'Alt',
      path: '/butikk',
      children: ['breads', 'cakes'],
      products: ['bread', 'bun', 'cake'],
    },
    breads: {
      _id: 'breads',
      title: 'Brød',
      path: '/brod',
      description: 'Bakt hver morgen.',
      children: [],
      products: ['bread'],
    },
    cakes: { _id: 'cakes', title: 'Kaker', path: '/kaker', children: [], products: ['cake'] },
  },
  current: { path: '/om-oss' },
};

export function render(component: string, props: SectionProps, storefront: StorefrontData = data, aboveFold = false) {
  return renderToStaticMarkup(
    <SectionView instance={{ name: `${component}1`, component, props }} data={storefront} aboveFold={aboveFold} />,
  );
}
