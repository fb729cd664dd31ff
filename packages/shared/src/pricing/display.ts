/**
 * What a product card or page shows as the price: the pricing engine prices one unit, and the site's
 * `displayProductPriceExcludingTax` picks the amount with or without MVA. No price is worked out
 * here by other arithmetic, so the storefront always shows what the cart will charge.
 */
import { formatMoney } from '../commerce/money';
import { type ProductPrice, priceTypeLabels } from '../commerce/product-fields';
import { type PricingTaxClass, priceCart } from './engine';

export interface DisplayPriceSettings {
  /** Prices are typed without MVA. */
  publishProductPriceExcludingTax: boolean;
  /** Product pages and lists show prices without MVA. */
  displayProductPriceExcludingTax: boolean;
}

/** A price as entered on a product, or a variant's price over its product's (see `variantPrice`). */
export interface PricedItem {
  price: Pick<ProductPrice, 'type' | 'value' | 'compareAtValue' | 'prefix' | 'suffix'>;
  taxClass: string | null;
}

export interface DisplayedAmount {
  /** øre as shown: with MVA, or without when the site shows prices without. */
  shown: number;
  withTax: number;
  withoutTax: number;
  /** The engine's tax in one unit: withTax − withoutTax. */
  tax: number;
}

export interface DisplayedPrice extends DisplayedAmount {
  /** 'Etter avtale': no amount is shown (the amounts are 0). */
  byAppointment: boolean;
  /** The 'før'-price as shown, only when it is above the price. */
  compareAt: number | null;
  /** The amounts shown are without MVA. */
  excludingTax: boolean;
  prefix: string;
  suffix: string;
  /** The price as written: '1 299,00 kr', or 'Etter avtale'. */
  text: string;
  /** The 'før'-price as written, or null. */
  compareAtText: string | null;
}

/** One unit of `amount` øre (as entered) in the item's tax class, priced by the engine. */
export function displayAmount(
  amount: number,
  taxClass: string | null,
  taxClasses: readonly PricingTaxClass[],
  settings: DisplayPriceSettings,
): DisplayedAmount {
  const { lines } = priceCart({
    lines: [{ key: 'unit', unitPrice: amount, quantity: 1, taxClass }],
    taxClasses,
    pricesIncludeTax: !settings.publishProductPriceExcludingTax,
  });
  const line = lines[0];
  if (!line) throw new Error('the engine priced no line');
  return {
    shown: settings.displayProductPriceExcludingTax ? line.net : line.gross,
    withTax: line.gross,
    withoutTax: line.net,
    tax: line.tax,
  };
}

export function displayPrice(
  item: PricedItem,
  taxClasses: readonly PricingTaxClass[],
  settings: DisplayPriceSettings,
): DisplayedPrice {
  const { price } = item;
  const excludingTax = settings.displayProductPriceExcludingTax;
  const common = { excludingTax, prefix: price.prefix, suffix: price.suffix };
  if (price.type === 'byAppointment') {
    return {
      ...common,
      byAppointment: true,
      shown: 0,
      withTax: 0,
      withoutTax: 0,
      tax: 0,
      compareAt: null,
      text: priceTypeLabels.byAppointment,
      compareAtText: null,
    };
  }
  const amount = displayAmount(price.value, item.taxClass, taxClasses, settings);
  const before =
    price.compareAtValue === null ? null : displayAmount(price.compareAtValue, item.taxClass, taxClasses, settings);
  const compareAt = before && before.shown > amount.shown ? before.shown : null;
  return {
    ...common,
    ...amount,
    byAppointment: false,
    compareAt,
    text: formatMoney(amount.shown),
    compareAtText: compareAt === null ? null : formatMoney(compareAt),
  };
}

/**
 * A simple variant's price: its own value, else its product's; its own 'før'-price, else (when it
 * has no price of its own) its product's.
 */
export function variantPrice(
  product: PricedItem,
  variant: { price: { value: number | null; compareAtValue: number | null } },
): PricedItem {
  const own = variant.price.value;
  return {
    taxClass: product.taxClass,
    price: {
      ...product.price,
      value: own ?? product.price.value,
      compareAtValue: variant.price.compareAtValue ?? (own === null ? product.price.compareAtValue : null),
    },
  };
}
