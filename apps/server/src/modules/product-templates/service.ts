/** A shop's product templates: the list (a page or a search by name) and edits. */
import {
  type ProductTemplate,
  type ProductTemplateCreate,
  type ProductTemplateListItem,
  type ProductTemplateListQuery,
  type ProductTemplateUpdate,
  type ProductTemplateValues,
  productTemplateCreateSchema,
  productTemplateMessages,
  productTemplateUpdateSchema,
} from '@vev/shared';
import { and, asc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { domainsChanged } from '../../platform/cache/site-versions';
import { badRequest, notFound } from '../../platform/errors';
import { newId } from '../../platform/ids';
import {
  assertNotReferenced,
  referencedIds,
  removeReferencesFrom,
  replaceReferences,
} from '../../platform/references/references';
import { removeSearchEntry, upsertSearchEntry } from '../../platform/search/search-index';
import { attributes } from '../attributes/schema';
import { containsPattern } from '../attributes/service';
import { products } from '../products/schema';
import { productTemplates } from './schema';

type Row = typeof productTemplates.$inferSelect;

/** The reference type and power search type of a product template. */
export const productTemplateSourceType = 'productTemplate';

export const productTemplateEditPath = (id: string) => `/butikk/produktmaler/${encodeURIComponent(id)}`;

const toProductTemplate = (row: Row): ProductTemplate => ({
  _id: row.id,
  name: row.name,
  description: row.description,
  attributes: row.attributes,
  customizeOptions: row.customizeOptions,
  crossSell: row.crossSell,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Power search finds a template by its name and description. */
const searchEntry = (row: Row) => ({
  type: productTemplateSourceType,
  id: row.id,
  title: row.name,
  description: row.description,
  editPath: productTemplateEditPath(row.id),
});

const templateOf = (siteId: string, id: string) =>
  and(eq(productTemplates.siteId, siteId), eq(productTemplates.id, id));

export async function listProductTemplates(
  db: Database,
  siteId: string,
  query: ProductTemplateListQuery,
): Promise<ProductTemplateListItem[]> {
  const conditions: SQL[] = [eq(productTemplates.siteId, siteId)];
  if (query.text) conditions.push(ilike(productTemplates.name, containsPattern(query.text)));
  const rows = await db
    .select({
      id: productTemplates.id,
      name: productTemplates.name,
      description: productTemplates.description,
      updatedAt: productTemplates.updatedAt,
      attributeCount: sql<number>`jsonb_array_length(${productTemplates.attributes})::int`,
      customizeOptionCount: sql<number>`jsonb_array_length(${productTemplates.customizeOptions})::int`,
    })
    .from(productTemplates)
    .where(and(...conditions))
    .orderBy(asc(productTemplates.name), asc(productTemplates.id))
    .offset(query.skip)
    .limit(query.limit);
  return rows.map(({ id, updatedAt, ...row }) => ({ _id: id, ...row, updatedAt: updatedAt.toISOString() }));
}

export async function getProductTemplate(db: Database, siteId: string, id: string): Promise<ProductTemplate> {
  const [row] = await db.select().from(productTemplates).where(templateOf(siteId, id));
  if (!row) throw notFound();
  return toProductTemplate(row);
}

/** The ids among `wanted` that are rows of `table` on the site, held until the template is written. */
async function existing(tx: Database, table: typeof attributes | typeof products, siteId: string, wanted: string[]) {
  if (wanted.length === 0) return new Set<string>();
  const found = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.siteId, siteId), inArray(table.id, wanted)))
    .for('share');
  return new Set(found.map((row) => row.id));
}

/** Every attribute and cross-sell product a template names must be the site's own: 400 naming each. */
async function checkNamedResources(tx: Database, siteId: string, values: ProductTemplateValues): Promise<void> {
  const knownAttributes = await existing(
    tx,
    attributes,
    siteId,
    values.attributes.map((entry) => entry.ref),
  );
  const knownProducts = await existing(
    tx,
    products,
    siteId,
    values.crossSell.map((entry) => entry.product),
  );
  const fields: Record<string, string> = {};
  values.attributes.forEach((entry, n) => {
    if (!knownAttributes.has(entry.ref)) fields[`attributes.${n}.ref`] = productTemplateMessages.unknownAttribute;
  });
  values.crossSell.forEach((entry, n) => {
    if (!knownProducts.has(entry.product)) fields[`crossSell.${n}.product`] = productTemplateMessages.unknownProduct;
  });
  const [first] = Object.values(fields);
  if (first) throw badRequest(first, fields);
}

/** References, the search entry and the cache of a template as it was just written. */
async function afterWrite(tx: Database, siteId: string, row: Row): Promise<void> {
  const named = row.crossSell.map((entry) => entry.product);
  // Attributes and media in the customization fields are `{ ref }` objects; cross-sell names products.
  const document = { attributes: row.attributes, customizeOptions: row.customizeOptions };
  await replaceReferences(tx, siteId, { type: productTemplateSourceType, id: row.id }, referencedIds(document, named));
  // Power search and where-used are cached with the content.
  await domainsChanged(tx, siteId, ['content']);
  await upsertSearchEntry(tx, siteId, searchEntry(row));
}

export async function createProductTemplate(
  db: Database,
  input: { siteId: string; template: ProductTemplateCreate },
): Promise<ProductTemplate> {
  const values = productTemplateCreateSchema.parse(input.template);
  return db.transaction(async (tx) => {
    await checkNamedResources(tx, input.siteId, values);
    const [row] = await tx
      .insert(productTemplates)
      .values({ siteId: input.siteId, id: newId(), ...values })
      .returning();
    if (!row) throw new Error('product template insert returned nothing');
    await afterWrite(tx, input.siteId, row);
    return toProductTemplate(row);
  });
}

/** A field left out keeps its value; the result is checked as a whole template. */
export async function updateProductTemplate(
  db: Database,
  input: { siteId: string; id: string; update: ProductTemplateUpdate },
): Promise<ProductTemplate> {
  const update = productTemplateUpdateSchema.parse(input.update);
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(productTemplates).where(templateOf(input.siteId, input.id)).for('update');
    if (!current) throw notFound();
    const values = productTemplateCreateSchema.parse({
      name: update.name ?? current.name,
      description: update.description ?? current.description,
      attributes: update.attributes ?? current.attributes,
      customizeOptions: update.customizeOptions ?? current.customizeOptions,
      crossSell: update.crossSell ?? current.crossSell,
    });
    await checkNamedResources(tx, input.siteId, values);
    const [row] = await tx
      .update(productTemplates)
      .set({ ...values, updatedAt: new Date() })
      .where(templateOf(input.siteId, input.id))
      .returning();
    if (!row) throw notFound();
    await afterWrite(tx, input.siteId, row);
    return toProductTemplate(row);
  });
}

/** A template a product still uses stays: 409 with the report. */
export async function deleteProductTemplate(db: Database, siteId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await assertNotReferenced(tx, siteId, id);
    const [row] = await tx
      .delete(productTemplates)
      .where(templateOf(siteId, id))
      .returning({ id: productTemplates.id });
    if (!row) throw notFound();
    await removeReferencesFrom(tx, siteId, { type: productTemplateSourceType, id });
    await domainsChanged(tx, siteId, ['content']);
    await removeSearchEntry(tx, siteId, productTemplateSourceType, id);
  });
}

/** Template names for the dependency report ('Produktmaler'). */
export async function describeProductTemplates(db: Database, siteId: string, ids: string[]) {
  const rows = await db
    .select({ id: productTemplates.id, name: productTemplates.name })
    .from(productTemplates)
    .where(and(eq(productTemplates.siteId, siteId), inArray(productTemplates.id, ids)));
  return new Map(rows.map((row) => [row.id, { title: row.name, draft: false }]));
}
