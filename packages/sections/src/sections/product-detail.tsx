import { richTextIsEmpty } from '@vev/shared';
import { defineSection } from '../definition/define';
import { keyed } from '../render/keys';
import { Image } from '../render/media';
import { BuyForm, defaultVariantOf } from '../render/product-buy';
import { Labels, Price, ProductCard, stockStatusLabels } from '../render/product-card';
import { RichText } from '../render/rich-text';
import { headingId, SectionShell } from '../render/shell';

export const productDetail = defineSection({
  name: 'productDetail',
  label: 'Produktdetaljer',
  description: 'Bilder, pris, lagerstatus, beskrivelse og kjøpsknapp for produktet på en produktmal.',
  icon: 'IconShoppingBag',
  usableInSection: true,
  usableInRichContent: false,
  requiresEcommerce: true,
  props: [
    {
      name: 'product',
      label: 'Produkt',
      description: 'Tomt i en produktmal: produktet siden viser.',
      type: 'ref',
      to: 'product',
    },
    { name: 'showSku', label: 'Vis varenummer', type: 'boolean', default: false },
    { name: 'showStock', label: 'Vis lagerstatus', type: 'boolean', default: true },
    { name: 'showExtendedDescription', label: 'Vis utvidet beskrivelse', type: 'boolean', default: true },
  ],
  render: ({ props, context }) => {
    const { data } = context;
    const productId = props.product ?? data.current?.product;
    const product = productId ? data.products[productId] : undefined;
    if (!product) return null;
    const id = headingId(context.instance);
    const [main, ...more] = product.images;
    const variants = product.variants ?? [];
    const chosen = defaultVariantOf(variants) ?? variants[0];
    const crossSell = (product.crossSell ?? []).flatMap((other) => data.products[other] ?? []);
    return (
      <SectionShell kind="product-detail" labelledBy={id}>
        <div className="vev-split">
          <div className="vev-product-images">
            <div className="vev-product-image-main">
              <Image image={main} sizes="(min-width: 900px) 50vw, 100vw" eager={context.aboveFold} />
            </div>
            {more.length > 0 ? (
              <ul className="vev-product-thumbs">
                {keyed(more).map(([key, image]) => (
                  <li key={key}>
                    <Image image={image} sizes="120px" maxWidth={480} />
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <div className="vev-split-body vev-product-info" data-vev-product={product._id}>
            <Labels labels={product.labels} />
            <h1 id={id}>{product.name}</h1>
            {variants.length === 0 ? (
              <Price price={product.price} />
            ) : (
              variants.map((variant) => (
                <div key={variant._id} data-vev-variant-price={variant._id} hidden={variant._id !== chosen?._id}>
                  <Price price={variant.price} />
                </div>
              ))
            )}
            {props.showStock ? (
              <p className={`vev-stock vev-stock-${product.stockStatus}`}>{stockStatusLabels[product.stockStatus]}</p>
            ) : null}
            {product.description ? <p className="vev-lead">{product.description}</p> : null}
            {product.bundle?.length ? (
              <div className="vev-bundle">
                <h2>Pakken inneholder</h2>
                <ul>
                  {keyed(product.bundle).map(([key, item]) => (
                    <li key={key}>
                      {item.amount} × {item.path ? <a href={item.path}>{item.name}</a> : item.name}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            <BuyForm id={context.instance} product={product} cartPath={data.cartPath ?? '/handlekurv'} />
            {props.showSku && product.sku ? <p className="vev-muted">Varenummer: {product.sku}</p> : null}
            {product.attributes?.length ? (
              <dl className="vev-attributes">
                {keyed(product.attributes).map(([key, attribute]) => (
                  <div key={key}>
                    <dt>{attribute.name}</dt>
                    <dd>{attribute.value}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
            {props.showExtendedDescription ? <RichText value={product.extendedDescription} /> : null}
            {!richTextIsEmpty(product.care) ? (
              <div className="vev-product-care">
                <h2>Vedlikehold</h2>
                <RichText value={product.care} />
              </div>
            ) : null}
          </div>
        </div>
        {crossSell.length > 0 ? (
          <div className="vev-cross-sell">
            <h2>Passer sammen med</h2>
            <ul className="vev-grid vev-grid-4 vev-grid-compact">
              {crossSell.map((other) => (
                <li key={other._id}>
                  <ProductCard product={other} showPrice eager={false} />
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </SectionShell>
    );
  },
});
