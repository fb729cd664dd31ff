/**
 * A shop's discounts and their codes: the list (with each discount's usage), edits that validate
 * the discount whole and keep each code's usage, and the discounts the pricing engine reads.
 */
import {
  appliesToValuesAfter,
  type Discount,
  type DiscountCreate,
  type DiscountListQuery,
  type DiscountUpdate,
  type DiscountValues,
  discountCreateSchema,
  discountMessages,
  discountUpdateSchema,
  type StoredDiscountForPricing,
} from '@vev/shared';
import { and, asc, eq, ilike, inArray, isNotNull, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { domainsChanged } from '../../platform/cache/site-versions';
import { conflict, notFound } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { isUniqueViolation } from '../../platform/resources/child-rows';
import { removeSearchEntry, upsertSearchEntry } from '../../platform/search/search-index';
import { containsPattern } from '../attributes/service';
import { discountCodes, discounts } from './schema';

type Row = typeof discounts.$inferSelect;
type CodeRow = typeof discountCodes.$inferSelect;

/** Power search finds a discount by its name and its codes (its answers are cached with 'content'). */
const discountSearchEntry = (discount: Discount) => ({
  type: 'discount',
  id: discount._id,
  title: discount.name,
  subtitle: discount.codes.map((code) => code.code).join(' '),
  editPath: `/butikk/tilbud/${encodeURIComponent(discount._id)}`,
});

/** A percentage is stored in basis points, amounts in øre: integers either way. */
const storedOffer = (offerType: Row['offerType'], value: number) =>
  offerType === 'percentage' ? Math.round(value * 100) : value;
const shownOffer = (row: Row) => (row.offerType === 'percentage' ? row.offerValue / 100 : row.offerValue);

function toDiscount(row: Row, codes: readonly CodeRow[]): Discount {
  return {
    _id: row.id,
    name: row.name,
    __type: row.type,
    active: row.active,
    offerType: row.offerType,
    offerValue: shownOffer(row),
    startDate: row.startDate.toISOString(),
    endDate: row.endDate?.toISOString() ?? null,
    appliesTo: row.appliesTo as Discount['appliesTo'],
    appliesToValues: row.appliesToValues,
    cartRules: row.cartRules ?? null,
    codes: codes.map((code) => ({
      _id: code.id,
      code: code.code,
      label: code.label,
      active: code.active,
      maxUses: code.maxUses,
      maxUsesPerCustomer: code.maxUsesPerCustomer,
      used: code.used,
    })),
    used: codes.reduce((sum, code) => sum + code.used, 0),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const discountOf = (siteId: string, id: string) => and(eq(discounts.siteId, siteId), eq(discounts.id, id));

async function codesOf(db: Database, siteId: string, discountIds: string[]) {
  if (discountIds.length === 0) return new Map<string, CodeRow[]>();
  const rows = await db
    .select()
    .from(discountCodes)
    .where(and(eq(discountCodes.siteId, siteId), inArray(discountCodes.discountId, discountIds)))
    .orderBy(asc(discountCodes.sort));
  const byDiscount = new Map<string, CodeRow[]>();
  for (const row of rows) byDiscount.set(row.discountId, [...(byDiscount.get(row.discountId) ?? []), row]);
  return byDiscount;
}

export async function listDiscounts(db: Database, siteId: string, query: DiscountListQuery): Promise<Discount[]> {
  const conditions: SQL[] = [eq(discounts.siteId, siteId)];
  if (query.text) conditions.push(ilike(discounts.name, containsPattern(query.text)));
  const rows = await db
    .select()
    .from(discounts)
    .where(and(...conditions))
    .orderBy(asc(discounts.name), asc(discounts.id))
    .offset(query.skip)
    .limit(query.limit);
  const codes = await codesOf(
    db,
    siteId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toDiscount(row, codes.get(row.id) ?? []));
}

export async function getDiscount(db: Database, siteId: string, id: string): Promise<Discount> {
  const [row] = await db.select().from(discounts).where(discountOf(siteId, id));
  if (!row) throw notFound();
  return toDiscount(row, (await codesOf(db, siteId, [id])).get(id) ?? []);
}

function rowValues(values: DiscountValues) {
  return {
    name: values.name,
    type: values.__type,
    active: values.active,
    offerType: values.offerType,
    offerValue: storedOffer(values.offerType, values.offerValue),
    startDate: new Date(values.startDate),
    endDate: values.endDate ? new Date(values.endDate) : null,
    appliesTo: values.appliesTo,
    appliesToValues: values.appliesToValues,
    cartRules: values.cartRules,
  };
}

/** A code another discount of the site holds is refused by name, before the unique index would. */
async function assertCodesFree(db: Database, siteId: string, discountId: string, codes: readonly string[]) {
  if (codes.length === 0) return;
  const [taken] = await db
    .select({ code: discountCodes.code })
    .from(discountCodes)
    .where(
      and(
        eq(discountCodes.siteId, siteId),
        inArray(discountCodes.code, [...codes]),
        ne(discountCodes.discountId, discountId),
      ),
    )
    .limit(1);
  if (taken) throw conflict(discountMessages.codeTaken(taken.code));
}

/** The codes as sent: a code sent back with its `_id` keeps its usage; one left out is removed. */
async function writeCodes(db: Database, siteId: string, discountId: string, codes: DiscountValues['codes']) {
  await assertCodesFree(
    db,
    siteId,
    discountId,
    codes.map((code) => code.code),
  );
  const existing = (await codesOf(db, siteId, [discountId])).get(discountId) ?? [];
  const kept = new Set(codes.flatMap((code) => (code._id ? [code._id] : [])));
  const removed = existing.filter((row) => !kept.has(row.id)).map((row) => row.id);
  if (removed.length > 0) {
    await db.delete(discountCodes).where(and(eq(discountCodes.siteId, siteId), inArray(discountCodes.id, removed)));
  }
  const known = new Set(existing.map((row) => row.id));
  for (const [sort, code] of codes.entries()) {
    const values = {
      code: code.code,
      label: code.label,
      active: code.active,
      maxUses: code.maxUses,
      maxUsesPerCustomer: code.maxUsesPerCustomer,
      sort,
    };
    if (code._id && known.has(code._id)) {
      await db
        .update(discountCodes)
        .set(values)
        .where(and(eq(discountCodes.siteId, siteId), eq(discountCodes.id, code._id)));
    } else {
      await db.insert(discountCodes).values({ siteId, id: newId(), discountId, ...values });
    }
  }
}

/** A code taken by another discount in the meantime answers 409, as the check before it would. */
async function refusingTakenCodes<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(discountMessages.someCodeTaken);
    throw error;
  }
}

export async function createDiscount(db: Database, input: { siteId: string; discount: DiscountCreate }) {
  const parsed = discountCreateSchema.parse(input.discount);
  const values = { ...parsed, appliesToValues: appliesToValuesAfter(null, parsed) };
  return refusingTakenCodes(() =>
    db.transaction(async (tx) => {
      const id = newId();
      await tx.insert(discounts).values({ siteId: input.siteId, id, ...rowValues(values) });
      await writeCodes(tx, input.siteId, id, values.codes);
      const created = await getDiscount(tx, input.siteId, id);
      await upsertSearchEntry(tx, input.siteId, discountSearchEntry(created));
      await domainsChanged(tx, input.siteId, ['content']);
      return created;
    }),
  );
}

/** A PATCH is applied to the discount as it is and the result validated whole (a percentage above 100 …). */
export async function updateDiscount(db: Database, input: { siteId: string; id: string; update: DiscountUpdate }) {
  const update = discountUpdateSchema.parse(input.update);
  return refusingTakenCodes(() =>
    db.transaction(async (tx) => {
      const { _id, used, createdAt, updatedAt, codes, ...current } = await getDiscount(tx, input.siteId, input.id);
      // Changing what it applies to clears the chosen values the PATCH does not send (spec 3 §4).
      const appliesTo = update.appliesTo ?? current.appliesTo;
      const values = discountCreateSchema.parse({
        ...current,
        codes: codes.map(({ used: _used, ...code }) => code),
        ...update,
        appliesToValues: appliesToValuesAfter(current, { appliesTo, appliesToValues: update.appliesToValues }),
      });
      await tx
        .update(discounts)
        .set({ ...rowValues(values), updatedAt: new Date() })
        .where(discountOf(input.siteId, input.id));
      if (update.codes) await writeCodes(tx, input.siteId, input.id, values.codes);
      const updated = await getDiscount(tx, input.siteId, input.id);
      await upsertSearchEntry(tx, input.siteId, discountSearchEntry(updated));
      await domainsChanged(tx, input.siteId, ['content']);
      return updated;
    }),
  );
}

export async function deleteDiscount(db: Database, siteId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(discounts).where(discountOf(siteId, id)).returning({ id: discounts.id });
    if (!row) throw notFound();
    await tx.delete(discountCodes).where(and(eq(discountCodes.siteId, siteId), eq(discountCodes.discountId, id)));
    await removeSearchEntry(tx, siteId, 'discount', id);
    await domainsChanged(tx, siteId, ['content']);
  });
}

/**
 * The discounts pricing may apply, as the engine reads them (`discountsInEffect` picks by time and
 * code): the site's active automatic ones and, when the cart holds a code, the code discount it
 * belongs to with that one code. One query; a discount's other codes (there may be thousands) are
 * never read for a price.
 */
export async function discountsForPricing(
  db: Database,
  siteId: string,
  code: string | null,
): Promise<StoredDiscountForPricing[]> {
  const wanted = code?.trim().toUpperCase() || null;
  const active = and(eq(discounts.siteId, siteId), eq(discounts.active, true));
  const rows = wanted
    ? await db
        .select({ discount: discounts, code: discountCodes })
        .from(discounts)
        .leftJoin(
          discountCodes,
          and(
            eq(discountCodes.siteId, discounts.siteId),
            eq(discountCodes.discountId, discounts.id),
            eq(discountCodes.code, wanted),
          ),
        )
        .where(and(active, or(eq(discounts.type, 'automatic'), isNotNull(discountCodes.id))))
        .orderBy(asc(discounts.id))
        .limit(200)
    : await db
        .select({ discount: discounts })
        .from(discounts)
        .where(and(active, eq(discounts.type, 'automatic')))
        .orderBy(asc(discounts.id))
        .limit(200);
  return rows.map((row: { discount: Row; code?: CodeRow | null }) => {
    const discount = toDiscount(row.discount, row.code ? [row.code] : []);
    return { ...discount, id: discount._id };
  });
}

/** An order that did not go through gives its code's use back (orders/give-back.ts); never below zero. */
export async function returnDiscountCodeUse(tx: Database, siteId: string, codeId: string): Promise<void> {
  await tx
    .update(discountCodes)
    .set({ used: sql`greatest(${discountCodes.used} - 1, 0)` })
    .where(and(eq(discountCodes.siteId, siteId), eq(discountCodes.id, codeId)));
}

/**
 * Counts an order's use of a code, inside the order's transaction: the row is locked by the update,
 * which only counts an active code below its limit. Null when it is inactive, gone or used up; else
 * the code's limit per customer, which the order checks next (orders/order-discounts.ts).
 */
export async function countDiscountCodeUse(
  tx: Database,
  siteId: string,
  codeId: string,
): Promise<{ maxUsesPerCustomer: number | null } | null> {
  const [counted] = await tx
    .update(discountCodes)
    .set({ used: sql`${discountCodes.used} + 1` })
    .where(
      and(
        eq(discountCodes.siteId, siteId),
        eq(discountCodes.id, codeId),
        eq(discountCodes.active, true),
        or(isNull(discountCodes.maxUses), lt(discountCodes.used, discountCodes.maxUses)),
      ),
    )
    .returning({ maxUsesPerCustomer: discountCodes.maxUsesPerCustomer });
  return counted ?? null;
}
