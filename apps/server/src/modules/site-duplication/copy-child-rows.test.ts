/** Site duplication copies a draftable resource's child rows with its documents (a product's variants). */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { createWidget, createWidgetTables, widgetResource, widgetVariants } from '../../../test/draftable-widgets';
import { startTestServer } from '../../../test/harness';
import { newId } from '../../platform/ids';
import { copiedDocuments } from '../../platform/modules';
import { saveDraft } from '../../platform/resources/drafts';
import type { SessionUser } from '../../platform/sessions/sessions';
import { copyDocuments } from './copy-documents';

const server = await startTestServer();
afterAll(() => server.close());
const { db } = server.database;
await createWidgetTables(db);
const sourceSiteId = await server.siteId('demobutikk');
const user: SessionUser = { id: newId(), email: 'lager@example.com', name: 'Lager', profileImage: null };

const variantsOf = (siteId: string, stage: 'published' | 'draft') =>
  db
    .select({ sku: widgetVariants.sku, price: widgetVariants.price })
    .from(widgetVariants)
    .where(and(eq(widgetVariants.siteId, siteId), eq(widgetVariants.stage, stage)))
    .orderBy(asc(widgetVariants.sku));

it('a copied document brings the children of its published state and of its draft', async () => {
  const created = await createWidget(db, {
    siteId: sourceSiteId,
    user,
    published: { title: 'Krus', variants: [{ id: 'a', sku: 'KRUS-HVIT', price: 19900 }] },
  });
  await saveDraft(db, widgetResource, {
    siteId: sourceSiteId,
    id: created.id,
    user,
    version: created.version,
    changes: { variants: [{ id: 'b', sku: 'KRUS-SVART', price: 24900 }] },
  });

  const newSiteId = newId();
  const copied = copiedDocuments(widgetResource, { copiedWith: ['pages'], searchTypes: [] });
  if (!('resource' in copied)) throw new Error('copiedDocuments declares documents');
  const scope = { jobId: newId(), sourceSiteId, newSiteId, copied: [copied] };
  await copyDocuments(db, scope, copied, new AbortController().signal);
  // A retried batch (the job ran again after a crash) leaves the same children.
  await copyDocuments(db, scope, copied, new AbortController().signal);

  expect(await variantsOf(newSiteId, 'published')).toEqual([{ sku: 'KRUS-HVIT', price: 19900 }]);
  expect(await variantsOf(newSiteId, 'draft')).toEqual([{ sku: 'KRUS-SVART', price: 24900 }]);
});
