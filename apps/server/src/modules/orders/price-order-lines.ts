/** Pricing an order's lines and shipping through the pricing engine, with availability, limitation and stock checked. */
import {
  type AmountRule,
  amountProblem,
  anyAttributeValue,
  availableAt,
  cartLineUnitPrice,
  checkCustomizations,
  type OrderLine,
  orderMessages,
  type PricingDiscount,
  type PricingInput,
  type ProductDocument,
  priceCart,
  pricedCustomizations,
  pricingTaxClasses,
  regionsCover,
  type ShippingInput,
  type ShippingLine,
  type Site,
  shippingMethodPrice,
} from '@vev/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { badRequest, conflict } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { fixedStatement } from '../../platform/prepared';
import { attributes } from '../attributes/schema';
import type { ProductRow } from '../products/resource';
import { products, productVariants } from '../products/schema';
import { listShippingZones } from '../shipping/service';
import { orderDiscounts } from './order-discounts';
import { checkoutMessages, type OrderPricingInput, type OrderSite } from './order-input';
import type { StockDelta } from './stock';

/** A product as it was priced: checkout re-checks under its lock that it is still this one. */
export interface PricedProduct {
  id: string;
  version: number;
  status: string;
  publishedAt: Date | null;
}

/** What an order takes of one product's or variant's stock, with the rule its amount is checked by. */
export interface WantedStock {
  rule: AmountRule;
  name: string;
  quantity: number;
  delta: StockDelta | null;
}

/** An order's products by their ids, one fixed statement (checkout's hot path): what pricing and the re-check need. */
const orderProducts = fixedStatement<{
  id: string;
  version: number;
  status: ProductRow['status'];
  published_at: string | Date | null;
  published: ProductRow['published'];
  stock_count: number;
}>(
  'order_products',
  () => sql`SELECT id, version, status, published_at, published, stock_count FROM ${products}
    WHERE site_id = ${sql.placeholder('siteId')} AND id = ANY(string_to_array(${sql.placeholder('ids')}, ','))`,
);

/** The products of the lines and of their bundles' items (a bundle's items take their own stock). */
async function readOrderProducts(db: Database, siteId: string, lineIds: string[]) {
  const read = async (ids: string[]) =>
    ids.length === 0
      ? []
      : (await orderProducts(db, { siteId, ids: ids.join(',') })).map((row) => ({
          id: row.id,
          version: row.version,
          status: row.status,
          publishedAt: row.published_at === null ? null : new Date(row.published_at), // the driver's Date or text
          published: row.published,
          stockCount: row.stock_count,
        }));
  const rows = await read([...new Set(lineIds)]);
  const known = new Set(rows.map((row) => row.id));
  const itemIds = rows.flatMap((row) =>
    row.published?.bundle ? row.published.bundleContent.map((item) => item.product) : [],
  );
  return [...rows, ...(await read([...new Set(itemIds)].filter((id) => !known.has(id))))];
}

/**
 * The pricing engine's input for an order: its lines, the site's tax classes and price convention,
 * the shipping and the discounts in effect (`orderDiscounts`).
 */
export function orderPricingInput(
  site: Pick<Site, 'taxClasses' | 'publishProductPriceExcludingTax'>,
  lines: readonly { productId: string; document: ProductDocument; unitPrice: number; quantity: number }[],
  shipping: ShippingInput | null,
  discounts: readonly PricingDiscount[] = [],
): PricingInput {
  return {
    lines: lines.map((line, index) => ({
      key: String(index),
      unitPrice: line.unitPrice,
      quantity: line.quantity,
      taxClass: line.document.taxClass,
      product: line.productId,
      categories: line.document.categories.map((category) => category.ref),
      shippingClass: line.document.shipping.class,
    })),
    taxClasses: pricingTaxClasses(site.taxClasses),
    pricesIncludeTax: !site.publishProductPriceExcludingTax,
    shipping,
    discounts,
  };
}

/**
 * Prices an order's lines and shipping through the pricing engine, from the products as read now
 * (checkout re-checks them under their lock: `products` and `wanted`). For an order (`draft` false)
 * availability, limitation and stock are checked and an address no zone covers is refused; a draft
 * takes no stock, so it is priced without those checks.
 */
export async function priceOrderLines(
  tx: Database,
  siteId: string,
  input: OrderPricingInput,
  options: { draft: boolean; site: OrderSite },
) {
  const now = new Date();
  const { site } = options;
  const offers = await orderDiscounts(tx, siteId, input.discountCode, now, {
    draft: options.draft,
    automatic: site.rules?.automaticDiscounts,
  });
  const rows = await readOrderProducts(
    tx,
    siteId,
    input.lines.map((line) => line.productId),
  );
  const stockIds = rows.map((row) => row.id);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const attributeById = new Map<string, Pick<typeof attributes.$inferSelect, 'id' | 'name' | 'options'>>();

  // Variant stock of these products only, when a line names a variant.
  const variantRows = !input.lines.some((line) => line.variantId) ? [] : await variantStockOf(tx, siteId, stockIds);
  const variantStock = new Map(variantRows.map((row) => [`${row.productId}\u0000${row.id}`, row.stockCount]));

  const fields: Record<string, string> = {};
  const wanted = new Map<string, WantedStock>();
  const prepared = input.lines.map((line, index) => {
    const row = byId.get(line.productId);
    const document = row?.published;
    if (!row || !document || row.publishedAt === null) throw conflict(checkoutMessages.productGone);
    const name = document.name;
    if (
      row.status !== 'active' ||
      document.notForIndependentSale ||
      document.price.type !== 'fixed' ||
      !availableAt(document, now)
    ) {
      throw conflict(orderMessages.unavailable(name));
    }
    const variants = document.simpleVariants;
    let variant: (typeof variants)[number] | null = null;
    if (line.variantId) {
      variant = variants.find((candidate) => candidate._id === line.variantId) ?? null;
      if (!variant) throw conflict(checkoutMessages.variantGone(name));
      if (!availableAt(variant, now)) throw conflict(orderMessages.unavailable(name));
    } else if (variants.length > 0) {
      fields[`lines.${index}.variantId`] = checkoutMessages.chooseVariant(name);
    }
    const options = [...document.customizeOptions, ...(variant?.customizeOptions ?? [])];
    const given = Object.fromEntries(line.customizations.map((entry) => [entry.key, entry.value]));
    const checked = checkCustomizations(options, given);
    for (const [key, problem] of Object.entries(checked.problems))
      fields[`lines.${index}.customizations.${key}`] = problem;
    const customizations = pricedCustomizations(options, checked.values);
    const basePrice = variant?.price.value ?? document.price.value;
    const stockKey = `${row.id}\u0000${variant?._id ?? ''}`;
    const stockCount = variant ? (variantStock.get(`${row.id}\u0000${variant._id}`) ?? 0) : row.stockCount;
    const entry = wanted.get(stockKey) ?? {
      name: variant ? `${name} – ${variant.name}` : name,
      quantity: 0,
      rule: {
        manageStock: document.manageStock,
        backorders: variant?.backorders ?? document.backorders,
        stockCount,
        stockStatus: variant?.stockStatus ?? document.stockStatus,
        limitation: document.limitation,
      },
      delta: document.manageStock ? { productId: row.id, variantId: variant?._id ?? null, delta: 0 } : null,
    };
    entry.quantity += line.quantity;
    if (entry.delta) entry.delta.delta -= line.quantity;
    wanted.set(stockKey, entry);
    if (document.bundle) {
      for (const item of document.bundleContent) {
        const itemRow = byId.get(item.product);
        // An item that is gone or keeps no stock takes none; the bundle's own stock is checked above.
        if (!itemRow?.published?.manageStock) continue;
        const itemDocument = itemRow.published;
        const itemKey = `${itemRow.id}\u0000`;
        const itemEntry = wanted.get(itemKey) ?? {
          name: itemDocument.name,
          quantity: 0,
          rule: {
            manageStock: true,
            backorders: itemDocument.backorders,
            stockCount: itemRow.stockCount,
            stockStatus: itemDocument.stockStatus,
            // The item's own purchase limits are for buying it alone.
            limitation: { ...itemDocument.limitation, enabled: false },
          },
          delta: { productId: itemRow.id, variantId: null, delta: 0 },
        };
        itemEntry.quantity += item.amount * line.quantity;
        if (itemEntry.delta) itemEntry.delta.delta -= item.amount * line.quantity;
        wanted.set(itemKey, itemEntry);
      }
    }
    return { line, row, document, variant, customizations, unitPrice: cartLineUnitPrice(basePrice, customizations) };
  });
  if (Object.keys(fields).length > 0) throw badRequest(Object.values(fields)[0], fields);
  for (const entry of options.draft ? [] : wanted.values()) {
    const problem = amountProblem(entry.rule, entry.quantity);
    if (problem) throw conflict(checkoutMessages.amount(entry.name, problem));
  }

  const pricedLines = prepared.map((entry) => ({
    productId: entry.row.id,
    document: entry.document,
    unitPrice: entry.unitPrice,
    quantity: entry.line.quantity,
  }));

  // Shipping: the first zone (in its order) that covers the address, and the chosen or default method there.
  let shipping: { name: string; price: number; taxable: boolean } | null = null;
  if (prepared.some((entry) => !entry.document.virtual)) {
    const zones = site.rules?.zones ?? (await listShippingZones(tx, siteId, { skip: 0, limit: 1000 }));
    const address = { country: input.invoiceInformation.country, postcode: input.invoiceInformation.postalCode };
    const zone = zones.find((candidate) => regionsCover(candidate.regions, address));
    if (zones.length > 0 && !zone && !options.draft) {
      throw badRequest(checkoutMessages.noShipping, { 'invoiceInformation.postalCode': checkoutMessages.noShipping });
    }
    if (zone && zone.methods.length > 0) {
      const goods = priceCart(orderPricingInput(site, pricedLines, null, offers.discounts));
      const classes = prepared.flatMap((entry) =>
        entry.document.shipping.class ? [entry.document.shipping.class] : [],
      );
      const offered = zone.methods.flatMap((method) => {
        const price = shippingMethodPrice(method, { classes, total: goods.total });
        return price === null ? [] : [{ method, price }];
      });
      const chosen = input.shippingMethod
        ? offered.find((entry) => entry.method.name === input.shippingMethod)
        : (offered.find((entry) => entry.method.default) ?? offered[0]);
      if (!chosen)
        throw badRequest(checkoutMessages.shippingMethod, { shippingMethod: checkoutMessages.shippingMethod });
      shipping = { name: chosen.method.name, price: chosen.price, taxable: chosen.method.taxStatus === 'taxable' };
    }
  }

  const priced = priceCart(
    orderPricingInput(
      site,
      pricedLines,
      shipping ? { price: shipping.price, taxable: shipping.taxable } : null,
      offers.discounts,
    ),
  );

  // The lines' attributes: the product's chosen values, a variant's own values over them ('__any__' is no choice).
  const attributeRefs = new Set(
    prepared.flatMap((entry) => [...entry.document.attributes, ...(entry.variant?.attributes ?? [])].map((a) => a.ref)),
  );
  const missing = [...attributeRefs];
  const attributeRows =
    missing.length === 0
      ? []
      : await tx
          .select({ id: attributes.id, name: attributes.name, options: attributes.options })
          .from(attributes)
          .where(and(eq(attributes.siteId, siteId), inArray(attributes.id, missing)));
  for (const row of attributeRows) attributeById.set(row.id, row);
  const lineAttributes = (entry: (typeof prepared)[number]) => {
    const chosen = new Map<string, string>();
    for (const value of [...entry.document.attributes, ...(entry.variant?.attributes ?? [])]) {
      if (value.value !== anyAttributeValue) chosen.set(value.ref, value.value);
    }
    return [...chosen].flatMap(([ref, value]) => {
      const attribute = attributeById.get(ref);
      if (!attribute) return [];
      const option = attribute.options.find((candidate) => candidate._id === value || candidate.value === value);
      return [{ name: attribute.name, value: option?.value ?? value }];
    });
  };

  const orderLines: OrderLine[] = prepared.flatMap((entry, index) => {
    const pricedLine = priced.lines[index];
    if (!pricedLine) throw new Error('the engine answers a line per cart line');
    const line: OrderLine = {
      _id: newId(),
      product: { _id: entry.row.id, name: entry.document.name },
      variant: entry.variant ? { _id: entry.variant._id, name: entry.variant.name } : null,
      sku: entry.variant?.sku || entry.document.sku,
      name: entry.variant ? `${entry.document.name} – ${entry.variant.name}` : entry.document.name,
      productPrice: entry.unitPrice,
      amount: entry.line.quantity,
      total: pricedLine.gross,
      totalTax: pricedLine.tax,
      discount: pricedLine.discount,
      discounts: pricedLine.discounts,
      customizations: entry.customizations.map((customization) => ({
        label: customization.label,
        value: customization.value,
        subtotal: customization.unitPrice * entry.line.quantity,
      })),
      productAttributes: lineAttributes(entry),
      bundleReference: null,
      booking: null,
      taxClass: entry.document.taxClass,
    };
    return [line, ...bundleItemLines(line, entry.document, byId)];
  });
  const shippingLines: ShippingLine[] =
    shipping && priced.shipping
      ? [
          {
            _id: newId(),
            methodId: null,
            methodName: shipping.name,
            total: priced.shipping.gross,
            totalTax: priced.shipping.tax,
          },
        ]
      : [];
  const pricedProducts: PricedProduct[] = rows.map(({ id, version, status, publishedAt }) => ({
    id,
    version,
    status,
    publishedAt,
  }));
  return {
    orderLines,
    shippingLines,
    priced,
    products: pricedProducts,
    wanted: [...wanted.values()],
    usedCode: offers.usedCode,
  };
}

/**
 * A bundle line's items as lines of their own that reference it (`bundleReference`), priced 0: the
 * bundle's price is the price of all of it. An item that is gone or unpublished has no line.
 */
function bundleItemLines(
  bundleLine: OrderLine,
  document: ProductDocument,
  byId: ReadonlyMap<string, { id: string; published: ProductDocument | null }>,
): OrderLine[] {
  if (!document.bundle) return [];
  return document.bundleContent.flatMap((item) => {
    const itemDocument = byId.get(item.product)?.published;
    if (!itemDocument) return [];
    return [
      {
        _id: newId(),
        product: { _id: item.product, name: itemDocument.name },
        variant: null,
        sku: itemDocument.sku,
        name: itemDocument.name,
        productPrice: 0,
        amount: item.amount * bundleLine.amount,
        total: 0,
        totalTax: 0,
        discount: 0,
        discounts: {},
        customizations: [],
        productAttributes: [],
        bundleReference: bundleLine._id,
        booking: null,
        taxClass: itemDocument.taxClass,
      },
    ];
  });
}

/** The published variants' stock of these products. */
export function variantStockOf(db: Database, siteId: string, productIds: readonly string[]) {
  return db
    .select({ productId: productVariants.productId, id: productVariants.id, stockCount: productVariants.stockCount })
    .from(productVariants)
    .where(
      and(
        eq(productVariants.siteId, siteId),
        eq(productVariants.stage, 'published'),
        inArray(productVariants.productId, [...productIds]),
      ),
    );
}
