import { oneCardPerGroup } from '@vev/shared';
import { backgroundProp, columnOptions, headingProp } from '../definition/common';
import { defineSection } from '../definition/define';
import type { ResolvedProduct } from '../render/context';
import { ProductCard } from '../render/product-card';
import { headingId, SectionShell } from '../render/shell';

export const productGrid = defineSection({
  name: 'productGrid',
  label: 'Produktliste',
  description: 'Produkter fra en kategori eller håndplukket, med bilde og pris.',
  icon: 'IconBuildingStore',
  titleProp: 'heading',
  usableInSection: true,
  usableInRichContent: true,
  requiresEcommerce: true,
  props: [
    headingProp('Populære produkter'),
    {
      name: 'source',
      label: 'Produkter',
      type: 'select',
      options: [
        { value: 'category', label: 'Fra en kategori' },
        { value: 'manual', label: 'Håndplukkede' },
      ],
      default: 'category',
    },
    {
      name: 'category',
      label: 'Kategori',
      description: 'Tomt på en kategoriside: kategorien siden viser.',
      type: 'ref',
      to: 'category',
      showFn: (props) => props.source === 'category',
    },
    {
      name: 'products',
      label: 'Produkter',
      type: 'list',
      max: 48,
      of: { type: 'ref', to: 'product', label: 'Produkt' },
      required: true,
      showFn: (props) => props.source === 'manual',
    },
    {
      name: 'limit',
      label: 'Antall produkter',
      type: 'number',
      integer: true,
      min: 1,
      max: 48,
      default: 8,
      required: true,
      showFn: (props) => props.source === 'category',
    },
    { name: 'columns', label: 'Kolonner', type: 'select', options: columnOptions, default: '4' },
    { name: 'showPrice', label: 'Vis pris', type: 'boolean', default: true },
    backgroundProp,
  ],
  render: ({ props, context }) => {
    const { data } = context;
    const id = headingId(context.instance);
    const categoryId = props.category ?? data.current?.category;
    const ids =
      props.source === 'manual'
        ? props.products
        : ((categoryId ? data.categories[categoryId]?.products : undefined) ?? []);
    const listed = oneCardPerGroup(
      ids
        .map((productId) => (productId ? data.products[productId] : undefined))
        .filter((product): product is ResolvedProduct => !!product),
    );
    const products = props.source === 'manual' ? listed : listed.slice(0, props.limit ?? 8);
    return (
      <SectionShell kind="product-grid" background={props.background} labelledBy={props.heading ? id : undefined}>
        {props.heading ? <h2 id={id}>{props.heading}</h2> : null}
        {products.length === 0 ? (
          <p className="vev-empty">Ingen produkter funnet</p>
        ) : (
          <ul className={`vev-grid vev-grid-${props.columns} vev-grid-compact`}>
            {products.map((product) => (
              <li key={product._id}>
                <ProductCard product={product} showPrice={props.showPrice} eager={context.aboveFold} />
              </li>
            ))}
          </ul>
        )}
      </SectionShell>
    );
  },
});
