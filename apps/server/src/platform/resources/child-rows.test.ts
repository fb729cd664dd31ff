/** Draftable resources with child rows and live fields, on a test-only widget with variants. */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createWidget as createWidgetOn,
  createWidgetTables,
  skuTakenMessage,
  type WidgetDocument,
  widgetResource,
  widgets,
  widgetVariants,
} from '../../../test/draftable-widgets';
import { startTestServer } from '../../../test/harness';
import { newId } from '../ids';
import { revisions } from '../revisions/schema';
import type { SessionUser } from '../sessions/sessions';
import { deleteDraftable, discardDraft, publishDraft, rollbackTo, saveDraft } from './drafts';

const server = await startTestServer();
afterAll(() => server.close());
const { db } = server.database;
await createWidgetTables(db);
const siteId = await server.siteId('demobutikk');
const user: SessionUser = { id: newId(), email: 'lager@example.com', name: 'Lager', profileImage: null };

const document = (title: string, ...variants: [string, string, number][]): WidgetDocument => ({
  title,
  variants: variants.map(([id, sku, price]) => ({ id, sku, price })),
});

const createWidget = (published: WidgetDocument) => createWidgetOn(db, { siteId, user, published });

/** The variants of one stage as the storefront (published) or the editor (draft) would read them. */
const variantsOf = async (widgetId: string, stage: 'published' | 'draft') =>
  db
    .select({
      id: widgetVariants.id,
      sku: widgetVariants.sku,
      price: widgetVariants.price,
      stock: widgetVariants.stock,
    })
    .from(widgetVariants)
    .where(
      and(eq(widgetVariants.siteId, siteId), eq(widgetVariants.widgetId, widgetId), eq(widgetVariants.stage, stage)),
    )
    .orderBy(asc(widgetVariants.id));

const widgetRow = async (id: string) =>
  (
    await db
      .select()
      .from(widgets)
      .where(and(eq(widgets.siteId, siteId), eq(widgets.id, id)))
  )[0];

const revisionCount = async (id: string) =>
  (await db.select({ id: revisions.id }).from(revisions).where(eq(revisions.reference, id))).length;

const edit = (id: string, version: number, changes: Partial<WidgetDocument>) =>
  saveDraft(db, widgetResource, { siteId, id, user, version, changes });

describe('child rows of a draftable resource', () => {
  it('create and publish write the published children; a draft edit leaves them alone', async () => {
    const created = await createWidget(document('Krus', ['a', 'KRUS-HVIT', 19900]));
    expect(await variantsOf(created.id, 'published')).toEqual([{ id: 'a', sku: 'KRUS-HVIT', price: 19900, stock: 0 }]);
    expect(await variantsOf(created.id, 'draft')).toEqual([]);

    const edited = await edit(created.id, created.version, {
      variants: [
        { id: 'a', sku: 'KRUS-HVIT', price: 24900 },
        { id: 'b', sku: 'KRUS-SVART', price: 24900 },
      ],
    });
    expect(edited.draft).not.toBeNull();
    expect(await variantsOf(created.id, 'published')).toEqual([{ id: 'a', sku: 'KRUS-HVIT', price: 19900, stock: 0 }]);
    expect((await variantsOf(created.id, 'draft')).map((variant) => [variant.id, variant.price])).toEqual([
      ['a', 24900],
      ['b', 24900],
    ]);

    // Stock is live on the child row: the ledger sets it, and publishing keeps it.
    await db.update(widgetVariants).set({ stock: 12 }).where(eq(widgetVariants.widgetId, created.id));
    await publishDraft(db, widgetResource, { siteId, id: created.id, user, version: edited.version });
    expect(await variantsOf(created.id, 'published')).toEqual([
      { id: 'a', sku: 'KRUS-HVIT', price: 24900, stock: 12 },
      { id: 'b', sku: 'KRUS-SVART', price: 24900, stock: 0 },
    ]);
    expect(await variantsOf(created.id, 'draft')).toEqual([]);
  });

  it('discard drops the draft’s children and leaves the published ones', async () => {
    const created = await createWidget(document('Skål', ['a', 'SKAL-1', 9900]));
    const edited = await edit(created.id, created.version, { variants: [{ id: 'c', sku: 'SKAL-2', price: 1 }] });
    expect(await variantsOf(created.id, 'draft')).toHaveLength(1);
    const discarded = await discardDraft(db, widgetResource, { siteId, id: created.id, user, version: edited.version });
    expect(discarded.draft).toBeNull();
    expect(await variantsOf(created.id, 'draft')).toEqual([]);
    expect(await variantsOf(created.id, 'published')).toEqual([{ id: 'a', sku: 'SKAL-1', price: 9900, stock: 0 }]);
  });

  it('rollback writes the children of the revision’s snapshot', async () => {
    const created = await createWidget(document('Fat', ['a', 'FAT-1', 5000]));
    const first = await edit(created.id, created.version, { variants: [{ id: 'a', sku: 'FAT-1', price: 6000 }] });
    await publishDraft(db, widgetResource, { siteId, id: created.id, user, version: first.version });
    const [firstRevision] = await db
      .select({ id: revisions.id })
      .from(revisions)
      .where(eq(revisions.reference, created.id))
      .orderBy(asc(revisions.id));
    const second = await widgetRow(created.id);
    if (!firstRevision || !second) throw new Error('the widget has no revision');
    await edit(created.id, second.version, { variants: [{ id: 'b', sku: 'FAT-2', price: 7000 }] });
    await publishDraft(db, widgetResource, { siteId, id: created.id, user });
    expect((await variantsOf(created.id, 'published')).map((variant) => variant.sku)).toEqual(['FAT-2']);

    await rollbackTo(db, widgetResource, { siteId, id: created.id, revisionId: firstRevision.id, user });
    expect(await variantsOf(created.id, 'published')).toEqual([{ id: 'a', sku: 'FAT-1', price: 6000, stock: 0 }]);
  });

  it('a SKU another widget holds is refused with 409, and nothing of the write stays', async () => {
    await createWidget(document('Kanne', ['a', 'KANNE-1', 30000]));
    const other = await createWidget(document('Mugge', ['a', 'MUGGE-1', 20000]));
    const edited = await edit(other.id, other.version, { variants: [{ id: 'a', sku: 'KANNE-1', price: 20000 }] });
    const revisionsBefore = await revisionCount(other.id);

    const refused = publishDraft(db, widgetResource, { siteId, id: other.id, user, version: edited.version });
    await expect(refused).rejects.toMatchObject({ statusCode: 409, code: 'conflict', message: skuTakenMessage });
    expect(await widgetRow(other.id)).toEqual(edited);
    expect(await variantsOf(other.id, 'published')).toEqual([{ id: 'a', sku: 'MUGGE-1', price: 20000, stock: 0 }]);
    expect(await revisionCount(other.id)).toBe(revisionsBefore);

    // Two variants of one document with the same SKU are refused already as a draft.
    const twice = edit(other.id, edited.version, {
      variants: [
        { id: 'a', sku: 'MUGGE-2', price: 1 },
        { id: 'b', sku: 'MUGGE-2', price: 2 },
      ],
    });
    await expect(twice).rejects.toMatchObject({ statusCode: 409, message: skuTakenMessage });
    expect(await widgetRow(other.id)).toEqual(edited);
    expect((await variantsOf(other.id, 'draft')).map((variant) => variant.sku)).toEqual(['KANNE-1']);
  });

  it('delete removes the children of both stages', async () => {
    const created = await createWidget(document('Brett', ['a', 'BRETT-1', 100]));
    await edit(created.id, created.version, { title: 'Brett stort' });
    await deleteDraftable(db, widgetResource, { siteId, id: created.id });
    expect(await variantsOf(created.id, 'published')).toEqual([]);
    expect(await variantsOf(created.id, 'draft')).toEqual([]);
  });
});

describe('live fields of a draftable resource', () => {
  it('an unversioned live field applies at once: no draft, no new version, whatever version the edit saw', async () => {
    const created = await createWidget(document('Glass', ['a', 'GLASS-1', 4900]));
    const edited = await edit(created.id, created.version, { title: 'Vinglass' });
    const stocked = await saveDraft(db, widgetResource, {
      siteId,
      id: created.id,
      user,
      version: created.version,
      changes: {},
      live: { stock: 7 },
    });
    expect(stocked).toEqual({ ...edited, stock: 7 });
    // The editor's form, still at edited.version, saves on without a conflict.
    const next = await edit(created.id, edited.version, { title: 'Vinglass høyt' });
    expect(next).toMatchObject({ stock: 7, title: 'Vinglass høyt', version: edited.version + 1 });
    expect(await revisionCount(created.id)).toBe(0);
  });

  it('an edit with document changes is still checked against its version', async () => {
    const created = await createWidget(document('Karaffel'));
    await edit(created.id, created.version, { title: 'Karaffel stor' });
    const stale = saveDraft(db, widgetResource, {
      siteId,
      id: created.id,
      user,
      version: created.version,
      changes: { title: 'Karaffel liten' },
      live: { stock: 3 },
    });
    await expect(stale).rejects.toMatchObject({ statusCode: 409 });
    expect((await widgetRow(created.id))?.stock).toBe(0);
  });

  it('a column the resource does not declare live is refused', async () => {
    const created = await createWidget(document('Termos'));
    const wrong = saveDraft(db, widgetResource, { siteId, id: created.id, user, changes: {}, live: { title: 'Ny' } });
    await expect(wrong).rejects.toThrow('title is not a live field of widget');
  });
});
