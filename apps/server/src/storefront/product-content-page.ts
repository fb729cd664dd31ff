/**
 * A product's content (spec 3 'Product' `content`): a product page ('Produktside', a page of kind
 * productPage) whose sections the product page shows with the product, below its Produktdetaljer.
 */
import type { PageDocument, ProductDocument } from '@vev/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { pages } from '../modules/pages/schema';
import type { ContentMode } from './content';

/**
 * The product page a product shows as it is in the mode: publicly the published document of an
 * active one, in a preview the draft over it. Another kind of page, or one that is gone, shows nothing.
 */
export async function loadProductContentPage(
  db: Database,
  siteIds: readonly string[],
  document: Pick<ProductDocument, 'content'>,
  mode: ContentMode,
): Promise<PageDocument | null> {
  const ref = document.content?.ref;
  if (!ref) return null;
  const rows = await db
    .select({ siteId: pages.siteId, status: pages.status, published: pages.published, draft: pages.draft })
    .from(pages)
    .where(and(inArray(pages.siteId, [...siteIds]), eq(pages.id, ref), eq(pages.kind, 'productPage')));
  const row = [...rows].sort((a, b) => siteIds.indexOf(a.siteId) - siteIds.indexOf(b.siteId))[0];
  if (!row) return null;
  if (mode === 'draft') return row.draft ?? row.published;
  return row.status === 'active' ? row.published : null;
}
