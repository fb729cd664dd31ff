/** A product as a card in grids and lists, and its price as the storefront shows it. */
import type { ResolvedProduct } from './context';
import { Image } from './media';
import { formatPrice } from './price';

export const stockStatusLabels = {
  inStock: 'På lager',
  outOfStock: 'Utsolgt',
  onBackOrder: 'Kan restbestilles',
} as const;

export function Price({ price }: { price: ResolvedProduct['price'] }) {
  const onSale = price.compareAtValue != null && price.compareAtValue > price.value;
  return (
    <p className="vev-price">
      {price.prefix ? <span>{price.prefix} </span> : null}
      <span className={onSale ? 'vev-price-sale' : undefined}>
        {onSale ? <span className="vev-visually-hidden">Nå </span> : null}
        {formatPrice(price.value)}
      </span>
      {onSale && price.compareAtValue != null ? (
        <s className="vev-price-before">
          <span className="vev-visually-hidden">Før </span>
          {formatPrice(price.compareAtValue)}
        </s>
      ) : null}
      {price.suffix ? <span> {price.suffix}</span> : null}
    </p>
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
          <Image image={product.images[0]} sizes="(min-width: 900px) 25vw, 50vw" eager={eager} maxWidth={768} />
        </div>
        <h3>{product.name}</h3>
      </a>
      {showPrice ? <Price price={product.price} /> : null}
      {product.stockStatus === 'outOfStock' ? <p className="vev-badge">{stockStatusLabels.outOfStock}</p> : null}
    </article>
  );
}
