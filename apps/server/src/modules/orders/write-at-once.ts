/**
 * A buyer's plain checkout (no discount code, no booked time, not a draft) written in one statement,
 * which PostgreSQL runs as its own transaction: the buyer found or made, the products (and the
 * ordered variants) locked in id order and checked against what was priced (versions, statuses and
 * the stock `stockNeeded` asks for, on the locked counts), the site's gapless number taken, then the
 * order, its payment, the stock move, timeline, revision and the abandoned-payment job. The locks are
 * held from the check to the commit inside PostgreSQL, with no round trip to the server in between,
 * so a shop's orders queue on its counter (and on a product everyone buys) for as long as the writes
 * take and no longer (ARCHITECTURE.md 'Commerce'; docs/decisions/shop.md 'Checkout at 200 orders/s').
 *
 * The same locks in the same order as the transaction (customer, products, counter), and the same
 * writes (`stockMoveClauses`, the order's revision). When the check fails the statement refuses
 * itself (`refuse_statement`), so nothing of it stays, not even the buyer's count; the caller prices
 * again and writes through the transaction, which says what changed.
 */
import { stockNeeded } from '@vev/shared';
import { getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { timelineEvents } from '../../platform/activity/timeline-schema';
import { jobs } from '../../platform/jobs/schema';
import { fixedStatement, prefixed, rowClauseFrom } from '../../platform/prepared';
import { revisions } from '../../platform/revisions/schema';
import { buyerUpsert } from '../customers/checkout';
import { products, productVariants } from '../products/schema';
import { orderRevisionRow } from './history';
import { newOrderRow, orderSideValues, presentNewOrder, writtenOrder } from './order-rows';
import { orderCounters, orders, payments } from './schema';
import { stockMoveClauses } from './stock';
import type { PreparedOrder, WriteOrderOptions, WrittenOrder } from './write-order';

const refusal = 'checkout_refused';

const columnsOf = <Table extends Parameters<typeof getTableColumns>[0]>(table: Table, without: string[] = []) =>
  Object.keys(getTableColumns(table)).filter((column) => !without.includes(column)) as (keyof Table['$inferInsert'] &
    string)[];

/** The customer as the order shows it, `{ _id, name }`, built in SQL from the buyer's row. */
const customerJson = sql`jsonb_build_object('_id', buyer.id, 'name', nullif(${sql.placeholder('customer.name')}::text, ''))`;

const placeAtOnce = fixedStatement<{ order_number: number; customer_id: string }>('checkout_order_at_once', (db) => {
  const site = sql.placeholder('stock.site');
  return sql`WITH buyer AS (${buyerUpsert(db).getSQL()}),
    locked AS (
      SELECT id, version, status, published_at, stock_count FROM ${products}
      WHERE site_id = ${site} AND id = ANY(string_to_array(${sql.placeholder('lock.products')}, ','))
        AND EXISTS (SELECT 1 FROM buyer)
      ORDER BY id FOR UPDATE
    ),
    locked_variants AS (
      SELECT product_id, id, stock_count FROM ${productVariants}
      WHERE site_id = ${site} AND stage = 'published'
        AND product_id = ANY(string_to_array(${sql.placeholder('lock.variantProducts')}, ','))
        AND EXISTS (SELECT 1 FROM locked)
      ORDER BY product_id, id FOR UPDATE
    ),
    checked AS (
      SELECT coalesce(bool_and(ok), true) AS ok FROM (
        SELECT locked.id IS NOT NULL AND locked.version = priced.version AND locked.status = priced.status
          AND date_trunc('milliseconds', locked.published_at) IS NOT DISTINCT FROM priced.published_at AS ok
        FROM jsonb_to_recordset(${sql.placeholder('lock.priced')}::jsonb)
          AS priced(id text, version integer, status text, published_at timestamptz)
        LEFT JOIN locked ON locked.id = priced.id
        UNION ALL
        SELECT coalesce(CASE WHEN needed.variant_id IS NULL THEN locked.stock_count ELSE variant.stock_count END, 0)
          >= needed.count
        FROM jsonb_to_recordset(${sql.placeholder('lock.needed')}::jsonb)
          AS needed(product_id text, variant_id text, count integer)
        LEFT JOIN locked ON locked.id = needed.product_id
        LEFT JOIN locked_variants variant ON variant.product_id = needed.product_id AND variant.id = needed.variant_id
      ) AS checks
    ),
    counted AS (
      INSERT INTO ${orderCounters} (site_id, last_number)
      SELECT ${site}, 1 FROM checked WHERE checked.ok
      ON CONFLICT (site_id) DO UPDATE SET last_number = ${orderCounters}.last_number + 1
      RETURNING last_number
    ),
    ${rowClauseFrom('placed_order', 'order', orders, {
      columns: columnsOf(orders, ['orderNumber', 'customerId']),
      computed: { orderNumber: sql`counted.last_number`, customerId: sql`buyer.id` },
      source: sql`counted, buyer`,
    })},
    ${rowClauseFrom('placed_payment', 'payment', payments, { columns: columnsOf(payments), computed: {}, source: sql`counted` })},
    ${stockMoveClauses({
      before: sql`SELECT id AS product_id, NULL::text AS variant_id, stock_count FROM locked
        UNION ALL SELECT product_id, id, stock_count FROM locked_variants`,
      when: sql`EXISTS (SELECT 1 FROM counted)`,
    })},
    ${rowClauseFrom('timeline', 'timeline', timelineEvents, {
      columns: ['id', 'siteId', 'type', 'userId', 'resourceType', 'resourceId'],
      computed: { title: sql`'Ordre ' || counted.last_number` },
      source: sql`counted`,
    })},
    ${rowClauseFrom('revision', 'revision', revisions, {
      columns: columnsOf(revisions, ['snapshot', 'diff']),
      // The revision as orderRevisionRow makes it, with the number and the customer known only here:
      // both are top-level keys of the snapshot, and of the diff from nothing (each key added: [value]).
      computed: {
        snapshot: sql`${sql.param(sql.placeholder('revision.snapshot'), revisions.snapshot)}::jsonb
          || jsonb_build_object('orderNumber', counted.last_number, 'customer', ${customerJson})`,
        diff: sql`${sql.param(sql.placeholder('revision.diff'), revisions.diff)}::jsonb
          || jsonb_build_object('orderNumber', jsonb_build_array(counted.last_number),
            'customer', jsonb_build_array(${customerJson}))`,
      },
      source: sql`counted, buyer`,
    })},
    ${rowClauseFrom('job', 'job', jobs, {
      columns: ['id', 'kind', 'siteId', 'payload', 'runAfter'],
      computed: {},
      source: sql`counted`,
    })}
    SELECT CASE WHEN checked.ok THEN counted.last_number ELSE refuse_statement(${refusal}) END AS order_number,
      buyer.id AS customer_id
    FROM checked LEFT JOIN counted ON true LEFT JOIN buyer ON true`;
});

/** Whether `error` is the statement's own refusal (the driver's error, or Drizzle's around it). */
function isRefusal(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause.message === refusal) return true;
  }
  return false;
}

/** Writes the prepared order in one statement; null when the products changed since they were priced. */
export async function writeOrderAtOnce(
  db: Database,
  prepared: PreparedOrder,
  options: WriteOrderOptions,
): Promise<WrittenOrder | null> {
  const { siteId, orderId, invoiceInformation, checked, values, paymentRow } = prepared;
  const userId = options.author?.id ?? null;
  const orderRow = newOrderRow({ siteId, id: orderId, ...values }, paymentRow);
  const presented = presentNewOrder(orderRow, paymentRow);
  const revision = orderRevisionRow({ siteId, order: presented, previous: null, author: options.author ?? null });
  const needed = checked.wanted.flatMap((entry) => {
    const count = entry.delta ? stockNeeded(entry.rule, entry.quantity) : null;
    return entry.delta && count !== null
      ? [{ product_id: entry.delta.productId, variant_id: entry.delta.variantId, count }]
      : [];
  });
  const variantProducts = checked.wanted.flatMap((entry) => (entry.delta?.variantId ? [entry.delta.productId] : []));
  let answer: { order_number: number; customer_id: string } | undefined;
  try {
    [answer] = await placeAtOnce(db, {
      ...prepared.buyer,
      'lock.products': [...new Set(checked.products.map((entry) => entry.id))].sort().join(','),
      'lock.variantProducts': [...new Set(variantProducts)].join(','),
      'lock.priced': JSON.stringify(
        checked.products.map((entry) => ({
          id: entry.id,
          version: entry.version,
          status: entry.status,
          published_at: entry.publishedAt?.toISOString() ?? null,
        })),
      ),
      'lock.needed': JSON.stringify(needed),
      'customer.name': invoiceInformation.name,
      ...prefixed('order', orderRow),
      ...prefixed('payment', paymentRow),
      ...orderSideValues(prepared, userId),
      ...prefixed('revision', revision),
    });
  } catch (error) {
    if (isRefusal(error)) return null;
    throw error;
  }
  if (!answer) throw new Error('the order at once answers its number');
  const orderNumber = Number(answer.order_number);
  const customer = { _id: answer.customer_id, name: invoiceInformation.name || null };
  return writtenOrder(prepared, { ...presented, orderNumber, customer });
}
