/**
 * A cart priced as it is read: its products as published now (one query, and one for the live stock
 * of the variants it holds), each line checked (still for sale, the variant there, the amount within
 * the limitation and the stock) and priced by the one pricing engine, `priceCart`, with the shipping
 * estimate, the site's discounts in effect (the automatic ones and the one the cart's code unlocks)
 * and the MVA per rate. Prices are never stored with the cart.
 */
import {
  amountProblem,
  availableAt,
  type CartLineInput,
  cartLineUnitPrice,
  cartMessages,
  discountForCode,
  discountsInEffect,
  displayAmount,
  type MediaReference,
  type PricedCart,
  type PricedCustomization,
  type PricingTaxClass,
  priceCart,
  pricedCustomizations,
  pricingTaxClasses,
  regionsCover,
  type ShippingMethod,
  type StoredCartLine,
  shippingMethodPrice,
  type TaxAmount,
  variantPrice,
} from '@vev/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { discountsForPricing } from '../../modules/discounts/service';
import { keptShopRules } from '../../modules/orders/shop-rules';
import { productVariants } from '../../modules/products/schema';
import { loadProducts, type StorefrontProduct } from '../product-content';
import type { StorefrontSite } from '../site';
import { pageSites } from '../view';

export interface CartLineView {
  id: string;
  productId: string;
  name: string;
  path: string | null;
  image: MediaReference | null;
  variantName: string | null;
  customizations: { label: string; value: string; price: number }[];
  /** The booked time's start (ISO), for a product that sells a service's time. */
  bookingStart: string | null;
  amount: number;
  /** øre as shown (with or without MVA per displayCartPriceExcludingTax); 0 for a line not priced. */
  unitPrice: number;
  /** As shown, after `discount`. */
  total: number;
  /** øre as shown that the line's discount takes off it; 0 without one. */
  discount: number;
  /** Why the line cannot be bought as it is; a line whose product is gone is not priced. */
  problem: string | null;
  priced: boolean;
}

export interface CartShipping {
  name: string;
  /** øre as shown. */
  price: number;
}

export interface CartView {
  lines: CartLineView[];
  /** Lines are shown without MVA. */
  excludingTax: boolean;
  /** The lines' sum as shown, before discounts. */
  subtotal: number;
  shipping: CartShipping | null;
  taxes: TaxAmount[];
  tax: number;
  /** What the buyer pays, with MVA. */
  total: number;
  /** The number of items, for the header's link. */
  count: number;
  /** The discounts the cart got, by name, each with what it takes off as shown (lines and shipping). */
  discounts: { name: string; amount: number }[];
  /** What the discounts take off in all, as shown. */
  discount: number;
  /** The cart's code while it unlocks a discount. */
  discountCode: string | null;
  /** The cart's code when it no longer unlocks one (expired, used up, removed). */
  rejectedCode: string | null;
  /** Some line cannot be bought as it is: checkout waits until it is changed. */
  blocked: boolean;
  /** Some line is sent to the buyer; a cart of virtual products only (a service, a booked time) has no shipping. */
  ships: boolean;
}

/** The shipping the cart prices: a method with its price as entered. */
export interface ShippingChoice {
  name: string;
  price: number;
  taxable: boolean;
}

interface CheckedLine {
  stored: StoredCartLine;
  product: StorefrontProduct | undefined;
  view: CartLineView;
  input: CartLineInput | null;
  customizations: PricedCustomization[];
}

/** The live stock of these variants, one query. */
async function variantStock(db: Database, siteIds: readonly string[], variantIds: readonly string[]) {
  if (variantIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ id: productVariants.id, stockCount: productVariants.stockCount })
    .from(productVariants)
    .where(
      and(
        inArray(productVariants.siteId, [...siteIds]),
        inArray(productVariants.id, [...new Set(variantIds)]),
        eq(productVariants.stage, 'published'),
      ),
    );
  return new Map(rows.map((row) => [row.id, row.stockCount]));
}

/**
 * The cart's products and their variants' stock; with `priced`, also the discounts the cart (with its
 * code, if any) may get. A check of amounts alone reads no discounts.
 */
export async function loadCartProducts(
  db: Database,
  site: StorefrontSite,
  lines: readonly StoredCartLine[],
  priced: { discountCode: string | null } | null = null,
) {
  const siteIds = pageSites(site);
  const [products, stock, discounts] = await Promise.all([
    loadProducts(
      db,
      siteIds,
      lines.map((line) => line.product),
      'published',
    ),
    variantStock(
      db,
      siteIds,
      lines.flatMap((line) => (line.variant ? [line.variant] : [])),
    ),
    !lines.length || !priced
      ? []
      : priced.discountCode
        ? discountsForPricing(db, site.id, priced.discountCode)
        : storefrontShopRules(db, site).then((rules) => rules.automaticDiscounts),
  ]);
  return { products, stock, discounts };
}

export type CartProducts = Awaited<ReturnType<typeof loadCartProducts>>;

function primaryImage(product: StorefrontProduct): MediaReference | null {
  const images = product.document.images ?? [];
  const image = images.find((entry) => entry.primary) ?? images[0];
  return image ? { ref: image.ref, url: image.url, alt: image.alt || product.document.name } : null;
}

/** One line against its product as read now: the engine's input, or why it cannot be priced. */
function checkLine(
  stored: StoredCartLine,
  loaded: CartProducts,
  totals: { byProduct: Map<string, number>; byStock: Map<string, number> },
  now: Date,
): CheckedLine {
  const product = loaded.products.get(stored.product);
  const view: CartLineView = {
    id: stored.id,
    productId: stored.product,
    name: product?.document.name ?? 'Slettet produkt',
    path: product?.path ?? null,
    image: product ? primaryImage(product) : null,
    variantName: null,
    customizations: [],
    bookingStart: stored.booking?.start ?? null,
    amount: stored.amount,
    unitPrice: 0,
    total: 0,
    discount: 0,
    problem: null,
    priced: false,
  };
  const refuse = (problem: string): CheckedLine => ({
    stored,
    product,
    view: { ...view, problem },
    input: null,
    customizations: [],
  });
  if (!product) return refuse(cartMessages.productGone);
  const { document } = product;
  if (!availableAt(document, now) || document.notForIndependentSale || document.price.type === 'byAppointment') {
    return refuse(cartMessages.notForSale);
  }
  const variants = document.simpleVariants ?? [];
  const variant = stored.variant ? variants.find((entry) => entry._id === stored.variant) : undefined;
  if (stored.variant && !variant) return refuse(cartMessages.variantGone);
  if (!stored.variant && variants.length > 0) return refuse(cartMessages.chooseVariant);
  if (variant && !availableAt(variant, now)) return refuse(cartMessages.notForSale);
  view.variantName = variant?.name ?? null;
  const item = { price: document.price, taxClass: document.taxClass };
  const base = variant ? variantPrice(item, variant).price.value : document.price.value;
  const customizations = pricedCustomizations(document.customizeOptions ?? [], stored.customizations);
  const stockKey = variant ? `${product.id}:${variant._id}` : product.id;
  // Stock counts what every line of this product or variant takes; the limitation, every line of the product.
  const stockProblem = amountProblem(
    {
      manageStock: document.manageStock,
      backorders: variant?.backorders ?? document.backorders,
      stockStatus: variant?.stockStatus ?? document.stockStatus,
      stockCount: variant ? (loaded.stock.get(variant._id) ?? 0) : product.stockCount,
      limitation: { enabled: false, min: null, max: null },
    },
    totals.byStock.get(stockKey) ?? stored.amount,
  );
  const limitProblem = amountProblem(
    { manageStock: false, backorders: 'yes', stockStatus: 'inStock', stockCount: 0, limitation: document.limitation },
    totals.byProduct.get(product.id) ?? stored.amount,
  );
  return {
    stored,
    product,
    view: { ...view, problem: stockProblem ?? limitProblem },
    input: {
      key: stored.id,
      unitPrice: cartLineUnitPrice(base, customizations),
      quantity: stored.amount,
      taxClass: document.taxClass,
      product: product.id,
      categories: document.categories.map((category) => category.ref),
      shippingClass: document.shipping.class,
    },
    customizations,
  };
}

/** The shop's zones and automatic discounts, kept while the site's rendered version stands (orders/shop-rules.ts). */
export const storefrontShopRules = (db: Database, site: Pick<StorefrontSite, 'id' | 'renderedVersion'>) =>
  keptShopRules(db, { id: site.id, version: site.renderedVersion });

/** The default method of the first zone (in the site's order) that delivers to Norway, or null. */
export async function shippingEstimateMethod(
  db: Database,
  site: Pick<StorefrontSite, 'id' | 'renderedVersion'>,
): Promise<ShippingMethod | null> {
  const { zones } = await storefrontShopRules(db, site);
  const zone = zones.find((candidate) => candidate.regions.countries.includes('NO'));
  return zone?.methods.find((method) => method.default) ?? zone?.methods[0] ?? null;
}

/** The zone covering an address (the first in the site's order) and its methods. */
export async function zoneMethodsFor(
  db: Database,
  site: Pick<StorefrontSite, 'id' | 'renderedVersion'>,
  address: { country: string; postcode: string },
) {
  const { zones } = await storefrontShopRules(db, site);
  return zones.find((zone) => regionsCover(zone.regions, address))?.methods ?? [];
}

/**
 * The cart priced now. `shippingFor` picks the shipping from the lines' total and classes (the
 * estimate on the cart page, the chosen method at checkout); null prices none.
 */
export function priceStoredCart(
  site: StorefrontSite,
  lines: readonly StoredCartLine[],
  loaded: CartProducts,
  discountCode: string | null,
  shippingFor: (cart: { classes: string[]; total: number }) => ShippingChoice | null,
): CartView {
  const taxClasses: PricingTaxClass[] = pricingTaxClasses(site.settings.taxClasses);
  const pricesIncludeTax = !site.settings.publishProductPriceExcludingTax;
  const excludingTax = site.settings.displayCartPriceExcludingTax;
  const byProduct = new Map<string, number>();
  const byStock = new Map<string, number>();
  for (const line of lines) {
    byProduct.set(line.product, (byProduct.get(line.product) ?? 0) + line.amount);
    const stockKey = line.variant ? `${line.product}:${line.variant}` : line.product;
    byStock.set(stockKey, (byStock.get(stockKey) ?? 0) + line.amount);
  }
  const now = new Date();
  const checked = lines.map((line) => checkLine(line, loaded, { byProduct, byStock }, now));
  const inputs = checked.flatMap((line) => (line.input ? [line.input] : []));
  const unlocked = discountCode ? discountForCode(loaded.discounts, discountCode, now) : null;
  const discounts = discountsInEffect(loaded.discounts, now, unlocked ? unlocked.code.code : null);
  const base = { lines: inputs, taxClasses, pricesIncludeTax };
  const linesOnly = priceCart({ ...base, discounts });
  const classes = [
    ...new Set(checked.flatMap((line) => (line.input && line.product?.document.shipping.class) || [])),
  ] as string[];
  // As the order is priced (orders/price-order-lines.ts): shipping only when something is sent.
  const ships = checked.some((line) => line.input && line.product && !line.product.document.virtual);
  // The shipping's thresholds (free above an amount) look at what the goods cost after their discounts.
  const shipping = ships ? shippingFor({ classes, total: linesOnly.total }) : null;
  const shippingInput = shipping ? { price: shipping.price, taxable: shipping.taxable } : null;
  const priced = shipping ? priceCart({ ...base, shipping: shippingInput, discounts }) : linesOnly;
  // The same cart without discounts: what each discount takes off, as shown, is the difference.
  const full = priced.discount > 0 ? priceCart({ ...base, shipping: shippingInput }) : priced;
  const shownTotal = (amount: { net: number; gross: number } | null | undefined) =>
    amount ? (excludingTax ? amount.net : amount.gross) : 0;
  const shownSettings = {
    publishProductPriceExcludingTax: !pricesIncludeTax,
    displayProductPriceExcludingTax: excludingTax,
  };
  const saved = new Map<string, number>();
  const save = (names: Record<string, number>, amount: number) => {
    for (const name of Object.keys(names)) saved.set(name, (saved.get(name) ?? 0) + amount);
  };
  const views = checked.map((line): CartLineView => {
    const index = priced.lines.findIndex((entry) => entry.key === line.stored.id);
    const pricedLine = priced.lines[index];
    if (!pricedLine || !line.product) return line.view;
    const { taxClass } = line.product.document;
    const shown = (amount: number) => displayAmount(amount, taxClass, taxClasses, shownSettings).shown;
    const discount = shownTotal(full.lines[index]) - shownTotal(pricedLine);
    save(pricedLine.discounts, discount);
    return {
      ...line.view,
      priced: true,
      unitPrice: shown(pricedLine.unitPrice),
      total: shownTotal(pricedLine),
      discount,
      customizations: line.customizations.map((entry) => ({
        label: entry.label,
        value: entry.value,
        price: entry.unitPrice ? shown(entry.unitPrice) : 0,
      })),
    };
  });
  if (priced.shipping) save(priced.shipping.discounts, shownTotal(full.shipping) - shownTotal(priced.shipping));
  const shownDiscounts = [...saved].flatMap(([name, amount]) => (amount > 0 ? [{ name, amount }] : []));
  return {
    lines: views,
    excludingTax,
    subtotal: sumShown(full, excludingTax),
    shipping: shipping && full.shipping ? { name: shipping.name, price: shownTotal(full.shipping) } : null,
    taxes: priced.taxes.filter((entry) => entry.amount > 0),
    tax: priced.tax,
    total: priced.total,
    count: lines.reduce((sum, line) => sum + line.amount, 0),
    discounts: shownDiscounts,
    discount: shownDiscounts.reduce((sum, entry) => sum + entry.amount, 0),
    discountCode: unlocked ? unlocked.code.code : null,
    rejectedCode: discountCode && !unlocked ? discountCode : null,
    blocked: views.some((line) => line.problem !== null),
    ships,
  };
}

/** The lines' sum as shown (the shipping left out). */
const sumShown = (cart: PricedCart, excludingTax: boolean) =>
  cart.lines.reduce((sum, line) => sum + (excludingTax ? line.net : line.gross), 0);

/** A shipping method as the engine prices it for the cart, or null when it is not offered. */
export function shippingChoice(
  method: ShippingMethod | null,
  cart: { classes: string[]; total: number },
): ShippingChoice | null {
  if (!method) return null;
  const price = shippingMethodPrice(method, cart);
  return price === null ? null : { name: method.name, price, taxable: method.taxStatus === 'taxable' };
}
