/**
 * The orders module's share of the data set (issue 16): 100 000 orders on the measured site, spread
 * over the last year, and a few hundred on every other shop. The rows are those checkout and the
 * dashboard write (orders/schema.ts): numbers from 1 up in time order with the site's counter at the
 * last one, a unique confirmation token each, lines of the shop's own products priced with 25 % MVA,
 * a shipping line, one payment row per order whose figures follow the order's payment status, its
 * payment events, refunds for refunded orders and notes on some. Buyers are a pool of people, some
 * of whom buy again and again. Inserted in batched multi-row inserts.
 *
 * Left out on purpose: the stock ledger, revisions and timeline events of these past orders (the
 * products' stock was counted after them), so no product's stock is changed here.
 */
import { randomBytes } from 'node:crypto';
import type {
  ChargeStatus,
  OrderLine,
  OrderPaymentStatus,
  OrderStatus,
  PaymentItem,
  PaymentProviderName,
  ReservationStatus,
} from '@vev/shared';
import { and, eq, sql } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Database } from '../../apps/server/src/db/client';
import { rebuildOrderDays } from '../../apps/server/src/modules/orders/order-days';
import {
  orderCounters,
  orderNotes,
  orders,
  paymentEvents,
  payments,
  refunds,
} from '../../apps/server/src/modules/orders/schema';
import { products } from '../../apps/server/src/modules/products/schema';
import { shopSites } from './attributes';
import { findScenarioSite, insertInBatches } from './foundation';
import type { Generator } from './generator';
import { ascii, firstNames, lastNames, pick, places, random } from './names';

type Next = () => number;
type OrderInsert = typeof orders.$inferInsert;
type PaymentInsert = typeof payments.$inferInsert;
type EventInsert = typeof paymentEvents.$inferInsert;
type RefundInsert = typeof refunds.$inferInsert;
type NoteInsert = typeof orderNotes.$inferInsert;

interface Sellable {
  id: string;
  name: string;
  sku: string;
  price: number;
  taxClass: string;
}

interface Buyer {
  name: string;
  email: string;
  phone: string;
  address: string;
  postalCode: string;
  city: string;
}

/** What a past order ended as: its status, its payment status and how its payment row looks. */
interface Outcome {
  share: number;
  status: OrderStatus;
  paymentStatus: OrderPaymentStatus;
  reserved: boolean;
  charged: boolean;
  voided?: boolean;
  refund?: 'full' | 'line';
}
const outcomes: Outcome[] = [
  { share: 0.56, status: 'finished', paymentStatus: 'paid', reserved: true, charged: true },
  { share: 0.05, status: 'processing', paymentStatus: 'paid', reserved: true, charged: true },
  { share: 0.14, status: 'confirmed', paymentStatus: 'reserved', reserved: true, charged: false },
  { share: 0.08, status: 'confirmed', paymentStatus: 'pending', reserved: false, charged: false },
  { share: 0.07, status: 'canceled', paymentStatus: 'voided', reserved: false, charged: false, voided: true },
  { share: 0.06, status: 'finished', paymentStatus: 'refunded', reserved: true, charged: true, refund: 'full' },
  {
    share: 0.04,
    status: 'finished',
    paymentStatus: 'partiallyRefunded',
    reserved: true,
    charged: true,
    refund: 'line',
  },
];
/** The outcome a number in [0, 1) falls on, by the outcomes' shares. */
function outcomeAt(roll: number): Outcome {
  let left = roll;
  for (const outcome of outcomes) {
    left -= outcome.share;
    if (left < 0) return outcome;
  }
  return outcomes[0] as Outcome;
}
const providerMethods: [PaymentProviderName, string][] = [
  ['testkort', 'card'],
  ['testkort', 'card'],
  ['faktura', 'invoice'],
  ['vipps', 'vipps'],
];
const shippingMethods = [
  { name: 'Hjemlevering', price: 9900 },
  { name: 'Hent i butikken', price: 0 },
  { name: 'Gratis frakt over 1 000 kr', price: 0 },
];
const noteTexts = [
  'Kunden ringte og ba om levering etter kl. 16.',
  'Pakken er sendt med sporingsnummer.',
  'Byttet størrelse etter avtale med kunden.',
  'Takk for bestillingen! Varene sendes i morgen.',
  'Kunden ønsker gaveinnpakning.',
];

const day = 86_400_000;
const between = (next: Next, low: number, high: number) => low + Math.floor(next() * (high - low + 1));
/** The MVA inside a price with 25 % MVA. */
const taxOf = (gross: number) => Math.round(gross / 5);

/** A pool of buyers: about one person per four orders, so many buy more than once. */
function buyersOf(next: Next, count: number, siteName: string): Buyer[] {
  const seen = new Set<string>();
  return Array.from({ length: count }, (_, index) => {
    const first = pick(next, firstNames);
    const last = pick(next, lastNames);
    let email = `${ascii(first)}.${ascii(last)}@${pick(next, ['gmail.com', 'online.no', 'hotmail.com', 'epost.no'])}`;
    if (seen.has(email)) email = email.replace('@', `${index}@`);
    seen.add(email);
    const place = pick(next, places);
    return {
      name: `${first} ${last}`,
      email: index % 50 === 0 ? `${ascii(first)}@${ascii(siteName)}.no` : email,
      phone: next() < 0.7 ? `9${between(next, 1_000_000, 9_999_999)}` : '',
      address: `${pick(next, lastNames)}veien ${between(next, 1, 120)}`,
      postalCode: String(between(next, 1, 9_999)).padStart(4, '0'),
      city: place,
    };
  });
}

/** Every row of one shop's past orders, in time order; `firstNumber` is the number of the first. */
export function buildOrders(
  site: { id: string; name: string; userIds: string[] },
  count: number,
  goods: Sellable[],
  context: { next: Next; now: number; firstNumber: number },
) {
  const { next, now, firstNumber } = context;
  const rows = {
    orders: [] as OrderInsert[],
    payments: [] as PaymentInsert[],
    events: [] as EventInsert[],
    refunds: [] as RefundInsert[],
    notes: [] as NoteInsert[],
  };
  const buyers = buyersOf(next, Math.max(1, Math.round(count / 4)), site.name);
  const step = (365 * day) / Math.max(1, count);
  for (let index = 0; index < count; index += 1) {
    // Evenly over the year in order-number order, each a little off its slot (never past the next).
    const created = new Date(now - 365 * day + step * (index + next() * 0.9));
    const orderId = ulid(created.getTime()).toLowerCase();
    const paymentId = ulid(created.getTime()).toLowerCase();
    // A few regulars buy often: the square favours the first buyers of the pool.
    const buyer = buyers[Math.floor(next() ** 2 * buyers.length)] as Buyer;
    const lines: OrderLine[] = Array.from({ length: next() < 0.6 ? 1 : between(next, 2, 4) }, () => {
      const product = pick(next, goods);
      const amount = next() < 0.85 ? 1 : between(next, 2, 3);
      const total = product.price * amount;
      return {
        _id: ulid(created.getTime()).toLowerCase(),
        product: { _id: product.id, name: product.name },
        variant: null,
        sku: product.sku,
        name: product.name,
        productPrice: product.price,
        amount,
        total,
        totalTax: taxOf(total),
        discount: 0,
        discounts: {},
        customizations: [],
        productAttributes: [],
        bundleReference: null,
        booking: null,
        taxClass: product.taxClass,
      };
    });
    const method = pick(next, shippingMethods);
    const shipping = {
      _id: ulid(created.getTime()).toLowerCase(),
      methodId: null,
      methodName: method.name,
      total: method.price,
      totalTax: taxOf(method.price),
    };
    const total = lines.reduce((sum, line) => sum + line.total, 0) + shipping.total;
    const totalTax = lines.reduce((sum, line) => sum + line.totalTax, 0) + shipping.totalTax;

    const rolled = outcomeAt(next());
    // One unit of the first line back; an order of that unit alone is then refunded in full.
    const unit = lines[0]?.productPrice ?? 0;
    const outcome: Outcome =
      rolled.refund === 'line' && unit >= lines.reduce((sum, line) => sum + line.total, 0) + method.price
        ? { ...rolled, paymentStatus: 'refunded', refund: 'full' }
        : rolled;
    // The newest few are still waiting for their payment, as a live shop's are.
    const waiting = index >= count - 3;
    const status: OrderStatus = waiting ? 'pending' : outcome.status;
    const paymentStatus: OrderPaymentStatus = waiting ? 'pending' : outcome.paymentStatus;
    const [provider, paymentMethod] = pick(next, providerMethods);
    const invoice = provider === 'faktura';
    const reserved = !waiting && outcome.reserved && !invoice;
    const charged = !waiting && outcome.charged;
    const at = (hours: number) => new Date(created.getTime() + hours * 3_600_000);
    const refundTotal = outcome.refund === 'full' ? total : outcome.refund === 'line' ? unit : 0;
    const updatedAt = charged ? at(between(next, 2, 72)) : at(0.01);

    rows.orders.push({
      siteId: site.id,
      id: orderId,
      orderNumber: firstNumber + index,
      type: 'order',
      status,
      paymentStatus,
      total,
      totalTax,
      customerId: null,
      customerName: buyer.name,
      customerEmail: buyer.email,
      search: `${buyer.name} ${buyer.email}`.toLocaleLowerCase('nb'),
      draft: false,
      confirmationToken: randomBytes(24).toString('base64url'),
      version: status === 'pending' ? 1 : charged ? 3 : 2,
      lines,
      shippingLines: [shipping],
      invoiceInformation: { ...buyer, country: 'NO' },
      taxes: [{ name: 'MVA', basisPoints: 2500, amount: totalTax }],
      customerNote: next() < 0.05 ? 'Kan leveres i postkassen.' : '',
      marketingConsent: next() < 0.3,
      stockReturnedAt: outcome.voided && !waiting ? at(0.6) : null,
      createdAt: created,
      updatedAt,
    });
    const items: PaymentItem[] = [
      ...lines.map((line) => ({
        type: 'orderLine' as const,
        ref: line._id,
        total: line.total,
        totalTax: line.totalTax,
      })),
      { type: 'shippingLine', ref: shipping._id, total: shipping.total, totalTax: shipping.totalTax },
    ];
    const reservationStatus: ReservationStatus =
      outcome.voided && !waiting ? 'voided' : reserved ? 'reserved' : 'waiting';
    const chargeStatus: ChargeStatus = charged ? 'done' : 'waiting';
    rows.payments.push({
      siteId: site.id,
      id: paymentId,
      orderId,
      provider,
      method: paymentMethod,
      total,
      reservedSum: reserved ? total : 0,
      chargedSum: charged ? total : 0,
      refundedSum: refundTotal,
      reservationTimestamp: reserved ? at(0.01) : null,
      chargeTimestamp: charged ? updatedAt : null,
      chargeStatus,
      reservationStatus,
      items,
      providerReference: invoice ? null : `${provider}-${orderId}`,
      createdAt: created,
      updatedAt,
    });
    const event = (kind: EventInsert['kind'], when: Date, amount: number) =>
      rows.events.push({
        siteId: site.id,
        id: ulid(when.getTime()).toLowerCase(),
        paymentId,
        orderId,
        provider,
        kind,
        ok: true,
        amount,
        providerEventId: null,
        message: null,
        raw: null,
        createdAt: when,
      });
    event('create', created, total);
    if (reserved) event('reserve', at(0.01), total);
    if (outcome.voided && !waiting) event('cancel', at(0.6), total);
    if (charged) event('capture', updatedAt, total);
    if (refundTotal > 0) {
      const when = new Date(updatedAt.getTime() + between(next, 1, 14) * day);
      const line = lines[0] as OrderLine;
      const refunded =
        outcome.refund === 'full'
          ? items.map((item) => ({
              ...item,
              amount: item.type === 'orderLine' ? (lines.find((l) => l._id === item.ref)?.amount ?? 1) : 1,
              restock: item.type === 'orderLine',
            }))
          : [
              {
                type: 'orderLine' as const,
                ref: line._id,
                amount: 1,
                total: unit,
                totalTax: taxOf(unit),
                restock: true,
              },
            ];
      rows.refunds.push({
        siteId: site.id,
        id: ulid(when.getTime()).toLowerCase(),
        orderId,
        paymentId,
        note: outcome.refund === 'full' ? 'Angrerett' : 'Feil størrelse',
        total: refundTotal,
        items: refunded,
        userId: pick(next, site.userIds),
        createdAt: when,
      });
      event('refund', when, refundTotal);
    }
    if (next() < 0.1) {
      for (let n = between(next, 1, 2); n > 0; n -= 1) {
        const when = at(between(next, 1, 96));
        const author = pick(next, site.userIds);
        rows.notes.push({
          siteId: site.id,
          id: ulid(when.getTime()).toLowerCase(),
          orderId,
          text: pick(next, noteTexts),
          internal: next() < 0.7,
          authorId: author,
          authorName: 'Ytelse Testesen',
          createdAt: when,
        });
      }
    }
  }
  return rows;
}

/** The shop's active simple products with a fixed price: what its past orders bought. */
async function sellableOf(db: Database, siteId: string): Promise<Sellable[]> {
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      sku: products.sku,
      price: products.priceValue,
      taxClass: sql<string>`coalesce(${products.published} ->> 'taxClass', 'standard')`,
    })
    .from(products)
    .where(
      and(
        eq(products.siteId, siteId),
        eq(products.status, 'active'),
        eq(products.bundle, false),
        eq(products.priceType, 'fixed'),
        sql`${products.priceValue} > 0`,
      ),
    )
    .orderBy(products.id)
    .limit(2000);
  return rows;
}

export const ordersGenerator: Generator = {
  name: 'orders',
  counts: (scale) => ({
    ordersOnScenarioSite: Math.round(100_000 * scale),
    ordersPerOtherShop: Math.round(200 * scale),
  }),
  async generate(db: Database, counts, data): Promise<void> {
    const next = random(1616);
    const now = Date.now();
    const scenario = await findScenarioSite(db);
    for (const site of await shopSites(db)) {
      const own = site.id === scenario?.id;
      const count = (own ? counts.ordersOnScenarioSite : counts.ordersPerOtherShop) ?? 0;
      const goods = await sellableOf(db, site.id);
      if (!count || !goods.length) continue;
      const userIds = own ? [scenario.userId] : data.userIds.slice(0, 50);
      const [counter] = await db.select().from(orderCounters).where(eq(orderCounters.siteId, site.id));
      const firstNumber = (counter?.lastNumber ?? 0) + 1;
      const rows = buildOrders({ id: site.id, name: site.name, userIds }, count, goods, { next, now, firstNumber });
      await insertInBatches(rows.orders, (batch) => db.insert(orders).values(batch), 1000);
      await insertInBatches(rows.payments, (batch) => db.insert(payments).values(batch), 2000);
      await insertInBatches(rows.events, (batch) => db.insert(paymentEvents).values(batch), 3000);
      await insertInBatches(rows.refunds, (batch) => db.insert(refunds).values(batch), 2000);
      await insertInBatches(rows.notes, (batch) => db.insert(orderNotes).values(batch), 3000);
      // Written around the order calls, so the shop report's daily aggregate is built from them here.
      await rebuildOrderDays(db, site.id);
      await db
        .insert(orderCounters)
        .values({ siteId: site.id, lastNumber: firstNumber + count - 1 })
        .onConflictDoUpdate({ target: orderCounters.siteId, set: { lastNumber: firstNumber + count - 1 } });
    }
  },
};
