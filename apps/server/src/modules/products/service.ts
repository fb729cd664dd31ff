/** Products: read (also an old revision, or a department's inherited one), create, edit, clone. */
import {
  anyAttributeValue,
  describeFieldErrors,
  newProductDocument,
  type Product,
  type ProductCreate,
  type ProductDocument,
  type ProductUpdate,
  productDocumentShape,
  productMessages,
  productPath,
  slugify,
  uniqueSlug,
} from '@vev/shared';
import { and, eq, like, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../platform/accounts/schema';
import { badRequest, notFound } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { currentDocument, draftState } from '../../platform/resources/draftable-state';
import { createDraftable, saveDraft } from '../../platform/resources/drafts';
import { findRevision } from '../../platform/revisions/revisions';
import type { SessionUser } from '../../platform/sessions/sessions';
import { ownFirst, ownOrInheritedRows, ownSite, type SiteScope } from '../../platform/site-scope';
import { productTemplates } from '../product-templates/schema';
import { type ProductRow, productColumns, productResource } from './resource';
import { products, productVariants } from './schema';
import { setStockCount } from './stock';

/** The live stock of the product's variants, by id, from the stage the editor shows. */
export async function variantStocks(db: Database, row: ProductRow): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: productVariants.id, stockCount: productVariants.stockCount })
    .from(productVariants)
    .where(
      and(
        eq(productVariants.siteId, row.siteId),
        eq(productVariants.productId, row.id),
        eq(productVariants.stage, row.draft ? 'draft' : 'published'),
      ),
    );
  return new Map(rows.map((variant) => [variant.id, variant.stockCount]));
}

export function toProduct(
  row: ProductRow,
  context: { authorName: string | null; inherited: boolean; stocks: Map<string, number> },
  shown?: { document: ProductDocument; revision: string },
): Product {
  const document = shown?.document ?? currentDocument(row);
  return {
    ...document,
    simpleVariants: document.simpleVariants.map((variant) => ({
      ...variant,
      stockCount: context.stocks.get(variant._id) ?? 0,
    })),
    _id: row.id,
    site: row.siteId,
    status: row.status,
    stockCount: row.stockCount,
    path: productPath(row.published.slug),
    author: context.authorName ? { name: context.authorName } : null,
    ...draftState(row),
    ...(shown ? { modified: false, modifiedDate: null } : {}),
    inherited: context.inherited,
    revision: shown?.revision ?? null,
  };
}

/** The product with its author's name: the site's own, else one the site inherits. */
async function findRow(db: Database, site: SiteScope, id: string) {
  const rows = await db
    .select({ siteId: products.siteId, row: products, authorName: users.name })
    .from(products)
    .leftJoin(users, eq(users.id, products.authorId))
    .where(and(ownOrInheritedRows(products.siteId, site), eq(products.id, id)))
    .limit(2);
  return ownFirst(rows, site);
}

export async function getProduct(db: Database, site: SiteScope, id: string, revisionId?: string): Promise<Product> {
  const found = await findRow(db, site, id);
  if (!found) throw notFound();
  const context = {
    authorName: found.authorName,
    inherited: found.siteId !== site.siteId,
    stocks: await variantStocks(db, found.row),
  };
  if (!revisionId) return toProduct(found.row, context);
  const revision = await findRevision(db, found.row.siteId, revisionId);
  if (revision.type !== productResource.type || revision.reference !== found.row.id) {
    throw notFound('Fant ikke versjonen.');
  }
  return toProduct(found.row, context, { document: revision.snapshot as ProductDocument, revision: revision.id });
}

/** A slug for `name` that no product of the site has. */
async function freeSlug(db: Database, siteId: string, name: string): Promise<string> {
  const wanted = slugify(name);
  const taken = await db
    .select({ slug: products.slug })
    .from(products)
    .where(and(eq(products.siteId, siteId), or(eq(products.slug, wanted), like(products.slug, `${wanted}-%`))));
  return uniqueSlug(
    wanted,
    taken.map((row) => row.slug),
  );
}

/**
 * Writes a new product whose first state is also its published state, so that pickers of
 * published products offer it at once; it starts inactive, which keeps it off the storefront.
 */
async function insertProduct(db: Database, input: { siteId: string; user: SessionUser; document: ProductDocument }) {
  const now = new Date();
  return createDraftable(db, productResource, {
    siteId: input.siteId,
    id: newId(),
    ...productColumns(input.document),
    publishedSlug: input.document.slug,
    status: 'inactive',
    stockCount: 0,
    published: input.document,
    draft: null,
    version: 1,
    modifiedAt: null,
    publishedAt: now,
    authorId: input.user.id,
    editorId: input.user.id,
    createdAt: now,
    updatedAt: now,
  });
}

/**
 * What a product made from a product template starts with: the template's customization fields, and
 * each of its attributes with any value ('__any__') until the editor picks one.
 */
async function templateFields(
  db: Database,
  siteId: string,
  templateId: string,
): Promise<Pick<ProductDocument, 'attributes' | 'customizeOptions'>> {
  const [template] = await db
    .select({ attributes: productTemplates.attributes, customizeOptions: productTemplates.customizeOptions })
    .from(productTemplates)
    .where(and(eq(productTemplates.siteId, siteId), eq(productTemplates.id, templateId)))
    .limit(1);
  if (!template) {
    const fields = { productTemplate: productMessages.referenceMissing };
    throw badRequest(describeFieldErrors(fields), fields);
  }
  return {
    attributes: template.attributes.map((attribute) => ({ ref: attribute.ref, value: anyAttributeValue })),
    customizeOptions: template.customizeOptions,
  };
}

export async function createProduct(
  db: Database,
  input: { siteId: string; user: SessionUser; body: ProductCreate },
): Promise<Product> {
  const { name, sku = '', type = 'default', productTemplate = null, master = null } = input.body;
  const slug = await freeSlug(db, input.siteId, name);
  const fromTemplate = productTemplate ? await templateFields(db, input.siteId, productTemplate.ref) : {};
  const document = newProductDocument({ name, slug, sku, type, productTemplate, master, ...fromTemplate });
  const row = await insertProduct(db, { siteId: input.siteId, user: input.user, document });
  return toProduct(row, { authorName: input.user.name, inherited: false, stocks: new Map() });
}

/**
 * An edit: document fields go to the draft, `status` applies at once (checked against the version
 * like the document), and `stockCount` is set through the stock ledger without the version.
 */
export async function updateProduct(
  db: Database,
  input: { siteId: string; id: string; user: SessionUser; body: ProductUpdate },
): Promise<Product> {
  const { version, status, stockCount } = input.body;
  // The read-only fields are refused by the schema; the rest of the body is the document's.
  const changes: Partial<ProductDocument> = Object.fromEntries(
    Object.entries(input.body).filter(([key, value]) => key in productDocumentShape && value !== undefined),
  );
  await db.transaction(async (tx) => {
    if (Object.keys(changes).length || status !== undefined) {
      await saveDraft(tx, productResource, {
        siteId: input.siteId,
        id: input.id,
        user: input.user,
        version,
        changes,
        ...(status === undefined ? {} : { live: { status } }),
      });
    }
    if (stockCount !== undefined) {
      await setStockCount(tx, {
        siteId: input.siteId,
        productId: input.id,
        variantId: null,
        stockCount,
        userId: input.user.id,
      });
    }
  });
  return getProduct(db, ownSite(input.siteId), input.id);
}

const copySuffix = ' (kopi)';

/** A copy of the product as the editor sees it: inactive, without SKUs or stock, with new variant ids. */
export async function cloneProduct(
  db: Database,
  input: { siteId: string; user: SessionUser; id: string },
): Promise<{ _id: string }> {
  const found = await findRow(db, ownSite(input.siteId), input.id);
  if (!found) throw notFound();
  const original = currentDocument(found.row);
  const name = `${original.name.slice(0, 200 - copySuffix.length)}${copySuffix}`;
  const document: ProductDocument = {
    ...original,
    name,
    slug: await freeSlug(db, input.siteId, name),
    sku: '',
    simpleVariants: original.simpleVariants.map((variant) => ({ ...variant, _id: newId(), sku: '' })),
  };
  const row = await insertProduct(db, { siteId: input.siteId, user: input.user, document });
  return { _id: row.id };
}
