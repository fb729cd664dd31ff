/** A product as a card in grids and lists, and its price and labels as the storefront shows them. */
import { formatMoney, type MediaReference, mediaPreviewImageSize, stockStatusLabels } from '@vev/shared';
import { Fragment } from 'react';
import { isSafeImageUrl } from '../definition/values';
import type { ResolvedLabel, ResolvedPrice, ResolvedProduct } from './context';

export { stockStatusLabels };

/** A colour as stored (#rrggbb) before it reaches a style; anything else is left to the theme. */
const hexColour = /^#[0-9a-f]{3}(?:[0-9a-f]{3})?$/i;
export const safeColour = (value: string | null | undefined) => (value && hexColour.test(value) ? value : undefined);

export const excludingTaxText = 'eks. mva';
/** Before the other products of a grouped card ('Grupper i listevisning'). */
export const linkedText = 'Finnes også som:';

/** The price, with its 'før'-price struck through when on sale; 'Etter avtale' has no amount. */
export function Price({ price }: { price: ResolvedPrice }) {
  const onSale = !price.byAppointment && price.compareAtValue !== null && price.compareAtValue > price.value;
  return (
    <p className="vev-price" data-vev-price="">
      {price.prefix ? <span>{price.prefix} </span> : null}
      <span className={onSale ? 'vev-price-sale' : undefined} data-vev-price-now="">
        {onSale ? <span className="vev-visually-hidden">Nå </span> : null}
        {price.byAppointment ? 'Etter avtale' : formatMoney(price.value)}
      </span>
      {onSale && price.compareAtValue !== null ? (
        <s className="vev-price-before">
          <span className="vev-visually-hidden">Før </span>
          {formatMoney(price.compareAtValue)}
        </s>
      ) : null}
      {price.excludingTax && !price.byAppointment ? <span className="vev-price-tax">{excludingTaxText}</span> : null}
      {price.suffix ? <span> {price.suffix}</span> : null}
    </p>
  );
}

/** A label that already says 'Utsolgt' makes the stock badge say it twice. */
const saysSoldOut = (labels: ResolvedLabel[] | undefined) =>
  (labels ?? []).some(
    (label) => label.name.trim().toLocaleLowerCase('nb') === stockStatusLabels.outOfStock.toLocaleLowerCase('nb'),
  );

export function Labels({ labels }: { labels: ResolvedLabel[] | undefined }) {
  if (!labels?.length) return null;
  return (
    <ul className="vev-labels">
      {labels.map((label) => (
        <li
          key={label.name}
          className="vev-label"
          style={{ background: safeColour(label.color), color: safeColour(label.textColor) }}
        >
          {label.name}
        </li>
      ))}
    </ul>
  );
}

/**
 * A card's picture through the preview image transform (spec 3 §9: 558×372, cropped to fill), at
 * `scale` times that for sharp screens; an address from outside the library as it is.
 */
export function productCardImageUrl(image: Pick<MediaReference, 'ref' | 'url'>, scale = 1): string {
  if (!image.ref) return image.url;
  const [path, query = ''] = image.url.split('?', 2);
  const params = new URLSearchParams(query);
  params.set('w', String(mediaPreviewImageSize.w * scale));
  params.set('h', String(mediaPreviewImageSize.h * scale));
  params.set('fit', 'cover');
  return `${path}?${params.toString()}`;
}

function CardImage({ image, eager }: { image: MediaReference | undefined; eager: boolean }) {
  if (!image?.url || !isSafeImageUrl(image.url)) return null;
  return (
    <img
      src={productCardImageUrl(image)}
      srcSet={image.ref ? `${productCardImageUrl(image)} 1x, ${productCardImageUrl(image, 2)} 2x` : undefined}
      width={mediaPreviewImageSize.w}
      height={mediaPreviewImageSize.h}
      alt={image.alt ?? ''}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}

export function ProductCard({
  product,
  showPrice,
  eager,
}: {
  product: ResolvedProduct;
  showPrice: boolean;
  eager: boolean;
}) {
  return (
    <article className="vev-product-card">
      <a href={product.path} className="vev-product-card-link">
        <div className="vev-product-card-image">
          <CardImage image={product.images[0]} eager={eager} />
        </div>
        <h3>{product.name}</h3>
      </a>
      {product.linked?.length ? (
        <p className="vev-product-card-linked">
          {linkedText}{' '}
          {product.linked.map((other, index) => (
            <Fragment key={other._id}>
              {index > 0 ? ', ' : null}
              <a href={other.path}>{other.name}</a>
            </Fragment>
          ))}
        </p>
      ) : null}
      <Labels labels={product.labels} />
      {showPrice ? <Price price={product.price} /> : null}
      {product.stockStatus === 'outOfStock' && !saysSoldOut(product.labels) ? (
        <p className="vev-badge">{stockStatusLabels.outOfStock}</p>
      ) : null}
    </article>
  );
}
