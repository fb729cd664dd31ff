/**
 * Checkout writes the order (ARCHITECTURE.md 'Commerce'). In ONE transaction: the published
 * products read locked in id order, availability, limitation and stock checked, everything priced
 * by the pricing engine (customizations and shipping included), the order number taken from the
 * site's counter, the order, its stock ledger rows, its payment row, the 'order created' business
 * event, a revision and the abandoned-payment job written. Then, outside it, the provider's
 * `create` and its payment event. Callable with plain input (storefront checkout, demo data, tests).
 */
import { randomBytes } from 'node:crypto';
import {
  type AmountRule,
  amountProblem,
  anyAttributeValue,
  cartLineUnitPrice,
  checkCustomizations,
  draftOrderMessages,
  type InvoiceInformation,
  invoiceInformationInputSchema,
  type Order,
  type OrderLine,
  orderMessages,
  type PaymentItem,
  type PaymentProviderName,
  type ProductDocument,
  paymentProviderNameSchema,
  priceCart,
  pricedCustomizations,
  pricingTaxClasses,
  regionsCover,
  type ShippingLine,
  shippingMethodPrice,
} from '@vev/shared';
import { and, eq, inArray, type SQLWrapper, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { timelineEvents } from '../../platform/activity/timeline-schema';
import { AppError, badRequest, conflict } from '../../platform/errors';
import { withIdempotency } from '../../platform/idempotency';
import { newId } from '../../platform/ids';
import { jobs } from '../../platform/jobs/schema';
import { attributes } from '../attributes/schema';
import { enabledProviders, providerContext } from '../payment-settings/context';
import type { PaymentProvider } from '../payments/provider';
import type { PaymentProviders } from '../payments/registry';
import { products, productVariants } from '../products/schema';
import { listShippingZones } from '../shipping/service';
import { getSite } from '../sites/service';
import { abandonedPaymentJob, abandonedPaymentMinutes } from './abandon';
import { enqueueOrderReceipt, orderRevisionInsert, recordOrderRevision, recordPaymentEvent } from './history';
import { findOrderRow, presentOrder, presentOrderFrom } from './read';
import { orderCounters, orders, payments } from './schema';
import { lockProducts, type StockDelta, stockStatements } from './stock';

export const checkoutMessages = {
  productGone: 'Produktet finnes ikke lenger.',
  chooseVariant: (product: string) => `Velg en variant av «${product}».`,
  variantGone: (product: string) => `Varianten av «${product}» finnes ikke lenger.`,
  amount: (product: string, problem: string) => `«${product}»: ${problem}`,
  provider: 'Betalingsløsningen er ikke tilgjengelig.',
  noShipping: 'Vi sender ikke til denne adressen.',
  shippingMethod: 'Velg en fraktmetode.',
  paymentFailed: 'Betalingen kunne ikke startes. Prøv igjen eller velg en annen betalingsløsning.',
} as const;

export const placeOrderInputSchema = z
  .object({
    lines: z
      .array(
        z
          .object({
            productId: z.string().min(1).max(40),
            variantId: z.string().min(1).max(40).nullable().default(null),
            quantity: z.number().int().min(1).max(999),
            customizations: z
              .array(z.object({ key: z.string().min(1).max(60), value: z.string().max(500) }).strict())
              .max(50)
              .default([]),
          })
          .strict(),
      )
      .min(1, { error: 'Handlekurven er tom' })
      .max(50),
    invoiceInformation: invoiceInformationInputSchema,
    /** The chosen method's name in the zone that covers the address; null takes the zone's default. */
    shippingMethod: z.string().max(100).nullable().default(null),
    provider: paymentProviderNameSchema,
    customerNote: z.string().trim().max(2000).default(''),
    /** The answer to the marketing question, when the checkout asked it. */
    marketingConsent: z.boolean().default(false),
    customerId: z.string().max(40).nullable().default(null),
  })
  .strict();
export type PlaceOrderInput = z.input<typeof placeOrderInputSchema>;

export interface PlaceOrderCall extends PlaceOrderInput {
  siteId: string;
  /** The payment providers (registry.ts). */
  providers: PaymentProviders;
  idempotencyKey?: string;
  /**
   * The confirmation address of an order (`/ordre/{token}` on the site's host), where the buyer
   * lands after the provider's page; by default on the platform's public address.
   */
  returnUrlFor?: (order: { confirmationToken: string; orderNumber: number; id: string }) => string;
}

export type PlaceOrderNext = { redirectUrl: string } | { confirmationUrl: string };
export interface PlacedOrder {
  order: Order;
  /** The unguessable token of the confirmation address. */
  confirmationToken: string;
  next: PlaceOrderNext;
}

/** The method people pay with at each provider. */
const methodOf: Record<PaymentProviderName, string> = {
  faktura: 'invoice',
  testkort: 'card',
  stripe: 'card',
  vipps: 'vipps',
};

const newConfirmationToken = () => randomBytes(24).toString('base64url');

function availableNow(document: ProductDocument, now: Date): boolean {
  if (!document.timeControlledAvailability) return true;
  if (document.availableFrom && new Date(document.availableFrom) > now) return false;
  if (document.availableTo && new Date(document.availableTo) < now) return false;
  return true;
}

export interface WrittenOrder {
  orderId: string;
  paymentId: string;
  orderNumber: number;
  confirmationToken: string;
  total: number;
}

/** What the pricing reads of an order: its lines, where it goes and the chosen shipping method. */
export interface OrderPricingInput {
  lines: z.output<typeof placeOrderInputSchema>['lines'];
  invoiceInformation: { country: string; postalCode: string };
  shippingMethod: string | null;
}

/**
 * Prices an order's lines and shipping through the pricing engine, with the products read under
 * the caller's lock. For an order (`draft` false) availability, limitation and stock are checked and
 * an address no zone covers is refused; a draft takes no stock, so it is priced without those checks.
 */
export async function priceOrderLines(
  tx: Database,
  siteId: string,
  input: OrderPricingInput,
  options: { draft: boolean },
) {
  const site = await getSite(tx, siteId);
  // A bundle's items take their own stock: read its contents first, then lock lines and items together in id order.
  const lineIds = input.lines.map((line) => line.productId);
  const bundles =
    lineIds.length === 0
      ? []
      : await tx
          .select({ published: products.published })
          .from(products)
          .where(and(eq(products.siteId, siteId), inArray(products.id, lineIds)));
  const itemIds = bundles.flatMap((row) =>
    row.published?.bundle ? row.published.bundleContent.map((item) => item.product) : [],
  );
  // What pricing reads besides the products (shipping zones, attributes) is read before the lock,
  // from the documents as read here, so the products stay locked as short a time as can be; what the
  // locked documents name beyond that is read after it (below).
  const zones = { rows: null as Awaited<ReturnType<typeof listShippingZones>> | null };
  const readZones = async () => {
    zones.rows ??= await listShippingZones(tx, siteId, { skip: 0, limit: 1000 });
    return zones.rows;
  };
  if (bundles.some((row) => row.published && !row.published.virtual)) await readZones();
  const attributeById = new Map<string, Pick<typeof attributes.$inferSelect, 'id' | 'name' | 'options'>>();
  const readAttributes = async (refs: Iterable<string>) => {
    const missing = [...new Set(refs)].filter((ref) => !attributeById.has(ref));
    if (missing.length === 0) return;
    const rows = await tx
      .select({ id: attributes.id, name: attributes.name, options: attributes.options })
      .from(attributes)
      .where(and(eq(attributes.siteId, siteId), inArray(attributes.id, missing)));
    for (const row of rows) attributeById.set(row.id, row);
  };
  await readAttributes(
    bundles.flatMap((row) =>
      row.published
        ? [
            ...row.published.attributes.map((value) => value.ref),
            ...row.published.simpleVariants.flatMap((variant) => variant.attributes.map((value) => value.ref)),
          ]
        : [],
    ),
  );

  const stockIds = [...new Set([...lineIds, ...itemIds])];
  const locked = await lockProducts(tx, siteId, stockIds);
  const byId = new Map(locked.map((row) => [row.id, row]));
  const now = new Date();

  // Variant stock of these products only (when a line names a variant), read under the products' lock
  // (variant stock changes only with it held).
  const variantRows = !input.lines.some((line) => line.variantId)
    ? []
    : await tx
        .select({
          productId: productVariants.productId,
          id: productVariants.id,
          stockCount: productVariants.stockCount,
        })
        .from(productVariants)
        .where(
          and(
            eq(productVariants.siteId, siteId),
            eq(productVariants.stage, 'published'),
            inArray(productVariants.productId, stockIds),
          ),
        );
  const variantStock = new Map(variantRows.map((row) => [`${row.productId}\u0000${row.id}`, row.stockCount]));

  const fields: Record<string, string> = {};
  const wanted = new Map<string, { rule: AmountRule; name: string; quantity: number; delta: StockDelta | null }>();
  const prepared = input.lines.map((line, index) => {
    const row = byId.get(line.productId);
    const document = row?.published;
    if (!row || !document || row.publishedAt === null) throw conflict(checkoutMessages.productGone);
    const name = document.name;
    if (
      row.status !== 'active' ||
      document.notForIndependentSale ||
      document.price.type !== 'fixed' ||
      !availableNow(document, now)
    ) {
      throw conflict(orderMessages.unavailable(name));
    }
    const variants = document.simpleVariants;
    let variant: (typeof variants)[number] | null = null;
    if (line.variantId) {
      variant = variants.find((candidate) => candidate._id === line.variantId) ?? null;
      if (!variant) throw conflict(checkoutMessages.variantGone(name));
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

  const taxClasses = pricingTaxClasses(site.taxClasses);
  const pricesIncludeTax = !site.publishProductPriceExcludingTax;
  const cartLines = prepared.map((entry, index) => ({
    key: String(index),
    unitPrice: entry.unitPrice,
    quantity: entry.line.quantity,
    taxClass: entry.document.taxClass,
  }));

  // Shipping: the first zone (in its order) that covers the address, and the chosen or default method there.
  let shipping: { name: string; price: number; taxable: boolean } | null = null;
  if (prepared.some((entry) => !entry.document.virtual)) {
    const zones = await readZones();
    const address = { country: input.invoiceInformation.country, postcode: input.invoiceInformation.postalCode };
    const zone = zones.find((candidate) => regionsCover(candidate.regions, address));
    if (zones.length > 0 && !zone && !options.draft) {
      throw badRequest(checkoutMessages.noShipping, { 'invoiceInformation.postalCode': checkoutMessages.noShipping });
    }
    if (zone && zone.methods.length > 0) {
      const goods = priceCart({ lines: cartLines, taxClasses, pricesIncludeTax });
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

  const priced = priceCart({
    lines: cartLines,
    taxClasses,
    pricesIncludeTax,
    shipping: shipping ? { price: shipping.price, taxable: shipping.taxable } : null,
  });

  // The lines' attributes: the product's chosen values, a variant's own values over them ('__any__' is no choice).
  const attributeRefs = new Set(
    prepared.flatMap((entry) => [...entry.document.attributes, ...(entry.variant?.attributes ?? [])].map((a) => a.ref)),
  );
  await readAttributes(attributeRefs);
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

  const orderLines: OrderLine[] = prepared.map((entry, index) => {
    const pricedLine = priced.lines[index];
    if (!pricedLine) throw new Error('the engine answers a line per cart line');
    return {
      _id: newId(),
      product: { _id: entry.row.id, name: entry.document.name },
      variant: entry.variant ? { _id: entry.variant._id, name: entry.variant.name } : null,
      sku: entry.variant?.sku || entry.document.sku,
      name: entry.variant ? `${entry.document.name} – ${entry.variant.name}` : entry.document.name,
      productPrice: entry.unitPrice,
      amount: entry.line.quantity,
      total: pricedLine.gross,
      totalTax: pricedLine.tax,
      discount: 0,
      discounts: {},
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
  const deltas = [...wanted.values()].flatMap((entry) => (entry.delta ? [entry.delta] : []));
  return { orderLines, shippingLines, priced, deltas };
}

/** Runs the writes as one statement, each in its own WITH clause (PostgreSQL runs every one exactly once). */
async function runTogether(tx: Database, statements: SQLWrapper[]): Promise<void> {
  const clauses = statements.map((statement, index) => sql`${sql.raw(`w${index}`)} AS (${statement.getSQL()})`);
  await tx.execute(sql`WITH ${sql.join(clauses, sql`, `)} SELECT 1`);
}

/** The transaction: everything of the order or nothing; with `draftId`, the draft becomes this order. */
export async function writeOrder(
  db: Database,
  siteId: string,
  input: z.output<typeof placeOrderInputSchema>,
  options: { draftId?: string; abandonAfterMinutes?: number; userId?: string | null } = {},
) {
  return db.transaction(async (tx): Promise<WrittenOrder> => {
    // A draft's row first: two completions of it queue here, and the second finds it placed.
    if (options.draftId) {
      const draft = await findOrderRow(tx, siteId, options.draftId, true);
      if (!draft.draft) throw conflict(draftOrderMessages.alreadyPlaced);
    }
    const orderId = options.draftId ?? newId();
    // Nothing else waits on the jobs table: written before the products' lock.
    await tx.insert(jobs).values({
      id: newId(),
      kind: abandonedPaymentJob,
      siteId,
      payload: { siteId, orderId },
      runAfter: sql`now() + make_interval(mins => ${options.abandonAfterMinutes ?? abandonedPaymentMinutes})`,
    });
    // From here to the commit the products stay locked (stock checked against the locked counts), and
    // from the counter on the site's order number too: only the writes of the order follow them.
    const { orderLines, shippingLines, priced, deltas } = await priceOrderLines(tx, siteId, input, { draft: false });

    const [counter] = await tx
      .insert(orderCounters)
      .values({ siteId, lastNumber: 1 })
      .onConflictDoUpdate({ target: orderCounters.siteId, set: { lastNumber: sql`${orderCounters.lastNumber} + 1` } })
      .returning({ lastNumber: orderCounters.lastNumber });
    if (!counter) throw new Error('the order counter answers its number');

    const paymentId = newId();
    const invoiceInformation: InvoiceInformation = input.invoiceInformation as InvoiceInformation;
    const confirmationToken = newConfirmationToken();
    const values = {
      orderNumber: counter.lastNumber,
      type: 'order' as const,
      status: 'pending' as const,
      paymentStatus: 'pending' as const,
      total: priced.total,
      totalTax: priced.tax,
      customerId: input.customerId,
      customerName: invoiceInformation.name,
      customerEmail: invoiceInformation.email,
      search: `${invoiceInformation.name} ${invoiceInformation.email}`.toLocaleLowerCase('nb'),
      confirmationToken,
      lines: orderLines,
      shippingLines,
      invoiceInformation,
      taxes: priced.taxes.map((tax) => ({ name: tax.name, basisPoints: tax.basisPoints, amount: tax.amount })),
      customerNote: input.customerNote,
      marketingConsent: input.marketingConsent,
    };
    const [row] = options.draftId
      ? await tx
          .update(orders)
          .set({
            ...values,
            draft: false,
            draftInput: null,
            version: sql`${orders.version} + 1`,
            createdAt: new Date(),
            updatedAt: new Date(),
          })
          .where(and(eq(orders.siteId, siteId), eq(orders.id, orderId)))
          .returning()
      : await tx
          .insert(orders)
          .values({ siteId, id: orderId, ...values })
          .returning();
    if (!row) throw new Error('the order answers its row');
    const items: PaymentItem[] = [
      ...orderLines.map((line) => ({
        type: 'orderLine' as const,
        ref: line._id,
        total: line.total,
        totalTax: line.totalTax,
      })),
      ...shippingLines.map((line) => ({
        type: 'shippingLine' as const,
        ref: line._id,
        total: line.total,
        totalTax: line.totalTax,
      })),
    ];
    const paymentRows = await tx
      .insert(payments)
      .values({
        siteId,
        id: paymentId,
        orderId,
        provider: input.provider,
        method: methodOf[input.provider],
        total: priced.total,
        items,
      })
      .returning();
    // A new order has this one payment and no events, refunds or notes yet; a draft may have notes.
    const order = options.draftId
      ? await presentOrder(tx, row)
      : presentOrderFrom(row, { paymentRows, eventRows: [], refundRows: [], noteRows: [] });
    // The rest in one statement (each write its own WITH clause; the rows differ), so the locks are
    // held for one more round trip, not seven: stock counts, ledger, shop version, timeline, revision.
    await runTogether(tx, [
      ...stockStatements(tx, { siteId, reason: 'order', reference: orderId, userId: options.userId ?? null, deltas }),
      tx.insert(timelineEvents).values({
        id: newId(),
        siteId,
        type: 'createdOrder',
        userId: options.userId ?? null,
        resourceType: 'order',
        resourceId: orderId,
        title: `Ordre ${counter.lastNumber}`,
      }),
      orderRevisionInsert(tx, { siteId, order, previous: null, author: null }),
    ]);
    return { orderId, paymentId, orderNumber: counter.lastNumber, confirmationToken, total: priced.total };
  });
}

/** Marks an order confirmed by its provider (Faktura at once): status, payment figures, revision, receipt. */
export async function confirmOrder(
  db: Database,
  input: { siteId: string; orderId: string; paymentId: string; reserved: number | null },
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findOrderRow(tx, input.siteId, input.orderId, true);
    if (row.status !== 'pending') return;
    const previous = await presentOrder(tx, row);
    if (input.reserved !== null) {
      await tx
        .update(payments)
        .set({
          reservationStatus: 'reserved',
          reservedSum: input.reserved,
          reservationTimestamp: new Date(),
          updatedAt: new Date(),
        })
        .where(and(eq(payments.siteId, input.siteId), eq(payments.id, input.paymentId)));
    }
    await tx
      .update(orders)
      .set({
        status: 'confirmed',
        paymentStatus: input.reserved !== null ? 'reserved' : 'pending',
        version: sql`${orders.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(orders.siteId, input.siteId), eq(orders.id, input.orderId)));
    const order = await presentOrder(tx, await findOrderRow(tx, input.siteId, input.orderId));
    await recordOrderRevision(tx, { siteId: input.siteId, order, previous, author: null });
    await enqueueOrderReceipt(tx, input.siteId, order);
  });
}

/**
 * After the order's transaction: the provider's `create` and its payment event; Faktura (or any
 * provider that reserves at once) confirms the order. 'failed' leaves the order pending with its
 * stock, for the abandoned-payment job to give back.
 */
export async function startOrderPayment(
  db: Database,
  config: Config,
  call: {
    siteId: string;
    provider: PaymentProvider;
    providerName: PaymentProviderName;
    written: WrittenOrder;
    customer: { name: string; email: string; phone: string };
    confirmationUrl: string;
  },
): Promise<PlaceOrderNext | 'failed'> {
  const { siteId, written, provider } = call;
  const event = { siteId, paymentId: written.paymentId, orderId: written.orderId, provider: call.providerName };
  try {
    const site = await getSite(db, siteId);
    const context = await providerContext(db, config, siteId, call.providerName);
    const created = await provider.create(context, {
      paymentId: written.paymentId,
      orderId: written.orderId,
      orderNumber: written.orderNumber,
      amount: written.total,
      currency: 'NOK',
      description: `Ordre ${written.orderNumber} hos ${site.displayName}`,
      returnUrl: call.confirmationUrl,
      customer: { name: call.customer.name, email: call.customer.email, phone: call.customer.phone || null },
      idempotencyKey: `create:${written.paymentId}`,
    });
    if (created.providerReference) {
      await db
        .update(payments)
        .set({ providerReference: created.providerReference, updatedAt: new Date() })
        .where(and(eq(payments.siteId, siteId), eq(payments.id, written.paymentId)));
    }
    await recordPaymentEvent(db, { ...event, kind: 'create', ok: true, amount: written.total });
    if (created.kind === 'redirect') return { redirectUrl: created.url };
    await confirmOrder(db, {
      siteId,
      orderId: written.orderId,
      paymentId: written.paymentId,
      reserved: created.status === 'reserved' ? written.total : null,
    });
    return { confirmationUrl: call.confirmationUrl };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await recordPaymentEvent(db, { ...event, kind: 'create', ok: false, amount: written.total, message });
    return 'failed';
  }
}

/** The provider by name when the site offers it; 400 otherwise. */
export async function offeredProvider(
  db: Database,
  config: Config,
  siteId: string,
  providers: PaymentProviders,
  name: PaymentProviderName,
): Promise<PaymentProvider> {
  const offered = await enabledProviders(db, siteId, config.paymentProviders);
  const provider = providers.get(name);
  if (!provider || !offered.some((entry) => entry.name === name)) {
    throw badRequest(checkoutMessages.provider, { provider: checkoutMessages.provider });
  }
  return provider;
}

/** Checkout's one call: validates, writes the order, starts the payment and says where the buyer goes next. */
export async function placeOrder(db: Database, config: Config, call: PlaceOrderCall): Promise<PlacedOrder> {
  const { siteId, providers, idempotencyKey, returnUrlFor, ...rest } = call;
  const input = placeOrderInputSchema.parse(rest);
  const provider = await offeredProvider(db, config, siteId, providers, input.provider);
  const answer = await withIdempotency<PlacedOrder | { paymentFailed: true; orderId: string }>(
    db,
    { siteId, key: idempotencyKey, scope: 'checkout', body: input },
    async () => {
      const written = await writeOrder(db, siteId, input);
      const confirmationUrl = returnUrlFor
        ? returnUrlFor({
            confirmationToken: written.confirmationToken,
            orderNumber: written.orderNumber,
            id: written.orderId,
          })
        : new URL(`/ordre/${written.confirmationToken}`, config.publicUrl).href;
      const next = await startOrderPayment(db, config, {
        siteId,
        provider,
        providerName: input.provider,
        written,
        customer: input.invoiceInformation,
        confirmationUrl,
      });
      // Stored like an answer: the same key again must not write a second order.
      if (next === 'failed') {
        return { status: 502, body: { paymentFailed: true as const, orderId: written.orderId } };
      }
      const order = await presentOrder(db, await findOrderRow(db, siteId, written.orderId));
      return { status: 201, body: { order, confirmationToken: written.confirmationToken, next } };
    },
  );
  if ('paymentFailed' in answer.body) throw new AppError(502, 'serviceUnavailable', checkoutMessages.paymentFailed);
  return answer.body;
}
