/** Shipping classes and zones of a site: the admin screens' lists and edits (spec 2 'frakt'). */
import {
  type ShippingClass,
  type ShippingClassCreate,
  type ShippingClassUpdate,
  type ShippingMethod,
  type ShippingZone,
  type ShippingZoneCreate,
  type ShippingZoneUpdate,
  shippingClassCreateSchema,
  shippingClassUpdateSchema,
  shippingMessages,
  shippingZoneCreateSchema,
  shippingZoneUpdateSchema,
  zonesUsingClass,
} from '@vev/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type CacheDomain, domainsChanged } from '../../platform/cache/site-versions';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { assertNotReferenced } from '../../platform/references/references';
import { shippingClasses, shippingZones } from './schema';

type ClassRow = typeof shippingClasses.$inferSelect;
type ZoneRow = typeof shippingZones.$inferSelect;

/** A site has a handful of classes and zones; a list answers at most this many at a time. */
export interface ShippingListQuery {
  skip: number;
  limit: number;
}

const toClass = (row: ClassRow): ShippingClass => ({
  _id: row.id,
  name: row.name,
  description: row.description,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const toZone = (row: ZoneRow): ShippingZone => ({
  _id: row.id,
  name: row.name,
  regions: row.regions,
  methods: row.methods,
  sort: row.sort,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const classOf = (siteId: string, id: string) => and(eq(shippingClasses.siteId, siteId), eq(shippingClasses.id, id));
const zoneOf = (siteId: string, id: string) => and(eq(shippingZones.siteId, siteId), eq(shippingZones.id, id));

export async function listShippingClasses(db: Database, siteId: string, query: ShippingListQuery) {
  const rows = await db
    .select()
    .from(shippingClasses)
    .where(eq(shippingClasses.siteId, siteId))
    .orderBy(asc(shippingClasses.name), asc(shippingClasses.id))
    .offset(query.skip)
    .limit(query.limit);
  return rows.map(toClass);
}

export async function getShippingClass(db: Database, siteId: string, id: string): Promise<ShippingClass> {
  const [row] = await db.select().from(shippingClasses).where(classOf(siteId, id));
  if (!row) throw notFound();
  return toClass(row);
}

export async function createShippingClass(
  db: Database,
  input: { siteId: string; shippingClass: ShippingClassCreate },
): Promise<ShippingClass> {
  const values = shippingClassCreateSchema.parse(input.shippingClass);
  const [row] = await db
    .insert(shippingClasses)
    .values({ siteId: input.siteId, id: newId(), ...values })
    .returning();
  if (!row) throw new Error('shipping class insert returned nothing');
  return toClass(row);
}

export async function updateShippingClass(
  db: Database,
  input: { siteId: string; id: string; update: ShippingClassUpdate },
): Promise<ShippingClass> {
  const update = shippingClassUpdateSchema.parse(input.update);
  const [row] = await db
    .update(shippingClasses)
    .set({ ...update, updatedAt: new Date() })
    .where(classOf(input.siteId, input.id))
    .returning();
  if (!row) throw notFound();
  return toClass(row);
}

/**
 * A class that a zone's method prices cannot be deleted (409 naming the zones): removing it from
 * the methods silently would change what customers pay. The row lock taken by the delete makes a
 * zone saved meanwhile wait, and then find the class gone.
 */
export async function deleteShippingClass(db: Database, siteId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(shippingClasses).where(classOf(siteId, id)).returning({ id: shippingClasses.id });
    if (!row) throw notFound();
    const zones = await tx
      .select({ name: shippingZones.name, methods: shippingZones.methods })
      .from(shippingZones)
      .where(eq(shippingZones.siteId, siteId))
      .orderBy(asc(shippingZones.sort), asc(shippingZones.id));
    const using = zonesUsingClass(zones, id);
    if (using.length > 0) throw conflict(shippingMessages.classInUse(using));
    // Products sent in the class keep it too; the answer names them.
    await assertNotReferenced(tx, siteId, id);
  });
}

export async function listShippingZones(db: Database, siteId: string, query: ShippingListQuery) {
  const rows = await db
    .select()
    .from(shippingZones)
    .where(eq(shippingZones.siteId, siteId))
    .orderBy(asc(shippingZones.sort), asc(shippingZones.id))
    .offset(query.skip)
    .limit(query.limit);
  return rows.map(toZone);
}

export async function getShippingZone(db: Database, siteId: string, id: string): Promise<ShippingZone> {
  const [row] = await db.select().from(shippingZones).where(zoneOf(siteId, id));
  if (!row) throw notFound();
  return toZone(row);
}

/** Every class a zone's methods price must be one of the site's own (held until the zone is written). */
async function checkClassesExist(tx: Database, siteId: string, methods: readonly ShippingMethod[]): Promise<void> {
  const wanted = [...new Set(methods.flatMap((method) => method.classes.map((entry) => entry.class)))];
  if (wanted.length === 0) return;
  const found = await tx
    .select({ id: shippingClasses.id })
    .from(shippingClasses)
    .where(and(eq(shippingClasses.siteId, siteId), inArray(shippingClasses.id, wanted)))
    .for('share');
  const known = new Set(found.map((row) => row.id));
  const fields: Record<string, string> = {};
  methods.forEach((method, m) => {
    method.classes.forEach((entry, c) => {
      if (!known.has(entry.class)) fields[`methods.${m}.classes.${c}.class`] = shippingMessages.unknownClass;
    });
  });
  if (Object.keys(fields).length > 0) throw badRequest(shippingMessages.unknownClass, fields);
}

/** The storefront keeps the zones for checkout while its rendered version stands (orders/shop-rules.ts). */
const zonesDomains: readonly CacheDomain[] = ['shop'];

export async function createShippingZone(
  db: Database,
  input: { siteId: string; zone: ShippingZoneCreate },
): Promise<ShippingZone> {
  const zone = shippingZoneCreateSchema.parse(input.zone);
  return db.transaction(async (tx) => {
    await checkClassesExist(tx, input.siteId, zone.methods);
    const [last] = await tx
      .select({ sort: sql<number>`coalesce(max(${shippingZones.sort}), -1)` })
      .from(shippingZones)
      .where(eq(shippingZones.siteId, input.siteId));
    const [row] = await tx
      .insert(shippingZones)
      .values({ siteId: input.siteId, id: newId(), ...zone, sort: Number(last?.sort ?? -1) + 1 })
      .returning();
    if (!row) throw new Error('shipping zone insert returned nothing');
    await domainsChanged(tx, input.siteId, zonesDomains);
    return toZone(row);
  });
}

export async function updateShippingZone(
  db: Database,
  input: { siteId: string; id: string; update: ShippingZoneUpdate },
): Promise<ShippingZone> {
  const update = shippingZoneUpdateSchema.parse(input.update);
  return db.transaction(async (tx) => {
    if (update.methods) await checkClassesExist(tx, input.siteId, update.methods);
    const [row] = await tx
      .update(shippingZones)
      .set({ ...update, updatedAt: new Date() })
      .where(zoneOf(input.siteId, input.id))
      .returning();
    if (!row) throw notFound();
    await domainsChanged(tx, input.siteId, zonesDomains);
    return toZone(row);
  });
}

export async function deleteShippingZone(db: Database, siteId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(shippingZones).where(zoneOf(siteId, id)).returning({ id: shippingZones.id });
    if (!row) throw notFound();
    await domainsChanged(tx, siteId, zonesDomains);
  });
}
