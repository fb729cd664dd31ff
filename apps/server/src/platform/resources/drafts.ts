/**
 * Drafts, publishing and revisions, once for every draftable resource (ARCHITECTURE.md).
 * Edits go to the draft; publish applies it in one transaction and writes a revision; discard
 * drops it; rollback publishes an old snapshot as a new revision. Every write carries the version
 * it was based on; a stale one is refused with 409. References and the search index are kept in
 * the same transaction.
 */
import { type ActivityTargetType, type ActivityType, sameJson } from '@vev/shared';
import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { recordTimelineEvent } from '../activity/timeline';
import { type CacheDomain, domainsChanged } from '../cache/site-versions';
import { conflict, notFound } from '../errors';
import { assertNotReferenced, referencedIds, removeReferencesFrom, replaceReferences } from '../references/references';
import { findRevision, recordRevision, removeRevisionsOf } from '../revisions/revisions';
import { removeSearchEntry, type SearchEntry, upsertSearchEntry } from '../search/search-index';
import type { SessionUser } from '../sessions/sessions';
import { type ChildRows, writeChildRows } from './child-rows';
import { currentDocument, type DraftRow } from './draftable-state';

export const staleEditMessage =
  'Noen andre har endret dette i mellomtiden. Last inn på nytt for å se endringene før du fortsetter.';

type DraftableTable = PgTable & { siteId: PgColumn; id: PgColumn };

/** What a resource declares so that the shared mechanism can keep it. */
export interface DraftableResource<Doc, Row extends DraftRow<Doc>> {
  /** The name in revisions, references and activity ('page', 'template' …). */
  type: string;
  /** The cache domain its writes change: cached answers of that domain end with every write. */
  cacheDomain: CacheDomain;
  /** Other domains its list shows, written by others (a product's live stock). */
  listAlsoShows?: readonly CacheDomain[];
  table: DraftableTable;
  /** Columns that follow the editor's current document (draft over published): titles, parents … */
  currentColumns(document: Doc, row: Row): Partial<Row>;
  /** Columns that follow the published document (what the storefront serves). */
  publishedColumns(document: Doc, row: Row): Partial<Row>;
  /** Ids the document refers to, besides every `{ ref }` inside it. */
  namedReferences(document: Doc): (string | null | undefined)[];
  searchEntry(document: Doc, row: Row, db: Database): Promise<SearchEntry | null> | SearchEntry | null;
  /** Entries of other resources that derive from this one (a page's children's paths), refreshed with it. */
  reindexDependents?(db: Database, row: Row, entry: SearchEntry): Promise<void>;
  /** Refuses a document that breaks a rule across fields (throws a 400). */
  validate(document: Doc, row: Row, db: Database): Promise<void>;
  /** Refuses to publish what a draft may hold but the storefront must not show (a section not filled in). */
  validatePublish?(document: Doc): void;
  title(document: Doc): string;
  /** What its activity entries call it (a page's kind); its `type` when the same for every row. */
  activityTarget?(row: Row): ActivityTargetType;
  published?: { activity: ActivityType };
  /** Removes what lives and dies with the resource (a page's experiment variants), in the delete's transaction. */
  removeOwned?(db: Database, row: Row): Promise<void>;
  /** Rows of its own that follow the published document and the draft (a product's variants). */
  childRows?: ChildRows<Doc, Row>;
  /**
   * Columns an edit sets at once, never through the draft. 'versioned': a person's decision made
   * looking at the resource (a page's status), checked against and bumping the version like the
   * document. 'unversioned': changed by many, all the time (stock): neither checked nor bumping it,
   * so an editor's open form never goes stale over it.
   */
  liveFields?: { [Key in keyof Row]?: 'versioned' | 'unversioned' };
  /** Columns a copy on another site starts with instead of the original's (a product: no stock). */
  copiedColumns?(row: Row): Partial<Row>;
}

async function lockRow<Doc, Row extends DraftRow<Doc>>(
  db: Database,
  resource: DraftableResource<Doc, Row>,
  siteId: string,
  id: string,
): Promise<Row> {
  const { table } = resource;
  const [row] = await db
    .select()
    .from(table)
    .where(and(eq(table.siteId, siteId), eq(table.id, id)))
    .limit(1)
    .for('update');
  if (!row) throw notFound();
  return row as unknown as Row;
}

/** Refuses an edit based on another version than the one stored (409 with the current version). */
export function assertVersion(row: { version: number }, version: number | undefined): void {
  if (version !== undefined && version !== row.version) {
    throw conflict(staleEditMessage, { currentVersion: row.version });
  }
}

async function writeRow<Doc, Row extends DraftRow<Doc>>(
  db: Database,
  resource: DraftableResource<Doc, Row>,
  row: Row,
  changes: Partial<Row>,
): Promise<Row> {
  const { table } = resource;
  const [updated] = await db
    .update(table)
    .set(changes as never)
    .where(and(eq(table.siteId, row.siteId), eq(table.id, row.id)))
    .returning();
  return updated as unknown as Row;
}

/**
 * References (of the published page and of its draft), the search entry and the resource's cache
 * version, after any write.
 */
async function reindex<Doc, Row extends DraftRow<Doc>>(db: Database, resource: DraftableResource<Doc, Row>, row: Row) {
  const ids = new Set([
    ...referencedIds(row.published, resource.namedReferences(row.published)),
    ...(row.draft ? referencedIds(row.draft, resource.namedReferences(row.draft)) : []),
  ]);
  await replaceReferences(db, row.siteId, { type: resource.type, id: row.id }, [...ids]);
  const entry = await resource.searchEntry(currentDocument(row), row, db);
  if (entry) {
    await upsertSearchEntry(db, row.siteId, entry);
    await resource.reindexDependents?.(db, row, entry);
  }
  // Last, so the domain's version row is locked only for the end of the transaction.
  await domainsChanged(db, row.siteId, [resource.cacheDomain]);
}

export async function createDraftable<Doc, Row extends DraftRow<Doc>>(
  db: Database,
  resource: DraftableResource<Doc, Row>,
  values: Row,
): Promise<Row> {
  return db.transaction(async (tx) => {
    await resource.validate(values.published, values, tx);
    const [row] = await tx
      .insert(resource.table)
      .values(values as never)
      .returning();
    const created = row as unknown as Row;
    await writeChildRows(tx, resource.childRows, { row: created, stage: 'published', document: created.published });
    if (created.draft)
      await writeChildRows(tx, resource.childRows, { row: created, stage: 'draft', document: created.draft });
    await reindex(tx, resource, created);
    return created;
  });
}

/** Answers whether an edit of these live fields alone passes by the version (stock), or is checked by it. */
function unversionedOnly<Doc, Row extends DraftRow<Doc>>(
  resource: DraftableResource<Doc, Row>,
  input: { changes: Partial<Doc>; live?: Partial<Row> },
): boolean {
  const keys = Object.keys(input.live ?? {}) as (keyof Row)[];
  const kinds = keys.map((key) => {
    const kind = resource.liveFields?.[key];
    if (!kind) throw new Error(`${String(key)} is not a live field of ${resource.type}`);
    return kind;
  });
  return kinds.length > 0 && Object.keys(input.changes).length === 0 && kinds.every((kind) => kind === 'unversioned');
}

/**
 * An edit: the changed document fields go to the draft (and the draft's children), live fields
 * apply at once. An edit of unversioned live fields alone changes only them.
 */
export async function saveDraft<Doc, Row extends DraftRow<Doc>>(
  db: Database,
  resource: DraftableResource<Doc, Row>,
  input: {
    siteId: string;
    id: string;
    user: SessionUser;
    version?: number;
    changes: Partial<Doc>;
    live?: Partial<Row>;
  },
): Promise<Row> {
  const passesVersion = unversionedOnly(resource, input);
  return db.transaction(async (tx) => {
    const row = await lockRow(tx, resource, input.siteId, input.id);
    if (!passesVersion) assertVersion(row, input.version);
    const current = currentDocument(row);
    const next = { ...current, ...input.changes } as Doc;
    const liveChanged = Object.entries(input.live ?? {}).some(([key, value]) => row[key as keyof Row] !== value);
    const documentChanged = !sameJson(next, current);
    if (!documentChanged && !liveChanged) return row;
    if (passesVersion) {
      const updated = await writeRow(tx, resource, row, input.live ?? {});
      await reindex(tx, resource, updated);
      return updated;
    }
    await resource.validate(next, row, tx);
    const draft = sameJson(next, row.published) ? null : next;
    const now = new Date();
    const updated = await writeRow(tx, resource, row, {
      ...resource.currentColumns(next, row),
      ...input.live,
      draft,
      modifiedAt: draft ? (sameJson(next, current) ? row.modifiedAt : now) : null,
      version: row.version + 1,
      editorId: input.user.id,
      updatedAt: now,
    } as Partial<Row>);
    if (documentChanged)
      await writeChildRows(tx, resource.childRows, { row: updated, stage: 'draft', document: draft });
    await reindex(tx, resource, updated);
    return updated;
  });
}

async function publishDocument<Doc, Row extends DraftRow<Doc>>(
  db: Database,
  resource: DraftableResource<Doc, Row>,
  row: Row,
  document: Doc,
  user: SessionUser,
): Promise<Row> {
  const now = new Date();
  const updated = await writeRow(db, resource, row, {
    ...resource.currentColumns(document, row),
    ...resource.publishedColumns(document, row),
    published: document,
    draft: null,
    modifiedAt: null,
    publishedAt: now,
    version: row.version + 1,
    editorId: user.id,
    updatedAt: now,
  } as Partial<Row>);
  await writeChildRows(db, resource.childRows, { row: updated, stage: 'published', document });
  if (row.draft) await writeChildRows(db, resource.childRows, { row: updated, stage: 'draft', document: null });
  await recordRevision(db, {
    siteId: row.siteId,
    type: resource.type,
    reference: row.id,
    author: user,
    snapshot: document,
    previous: row.published,
  });
  if (resource.published) {
    await recordTimelineEvent(db, {
      siteId: row.siteId,
      type: resource.published.activity,
      userId: user.id,
      resourceType: resource.type,
      resourceId: row.id,
      title: resource.title(document),
    });
  }
  await reindex(db, resource, updated);
  return updated;
}

/** Applies the draft to the published state and writes a revision. Without a draft, nothing happens. */
export async function publishDraft<Doc, Row extends DraftRow<Doc>>(
  db: Database,
  resource: DraftableResource<Doc, Row>,
  input: { siteId: string; id: string; user: SessionUser; version?: number },
): Promise<Row> {
  return db.transaction(async (tx) => {
    const row = await lockRow(tx, resource, input.siteId, input.id);
    assertVersion(row, input.version);
    if (!row.draft) return row;
    await resource.validate(row.draft, row, tx);
    resource.validatePublish?.(row.draft);
    return publishDocument(tx, resource, row, row.draft, input.user);
  });
}

export async function discardDraft<Doc, Row extends DraftRow<Doc>>(
  db: Database,
  resource: DraftableResource<Doc, Row>,
  input: { siteId: string; id: string; user: SessionUser; version?: number },
): Promise<Row> {
  return db.transaction(async (tx) => {
    const row = await lockRow(tx, resource, input.siteId, input.id);
    assertVersion(row, input.version);
    if (!row.draft) return row;
    // The published document must still fit: a sibling may have taken its slug meanwhile.
    await resource.validate(row.published, row, tx);
    const updated = await writeRow(tx, resource, row, {
      ...resource.currentColumns(row.published, row),
      draft: null,
      modifiedAt: null,
      version: row.version + 1,
      editorId: input.user.id,
      updatedAt: new Date(),
    } as Partial<Row>);
    await writeChildRows(tx, resource.childRows, { row: updated, stage: 'draft', document: null });
    await reindex(tx, resource, updated);
    return updated;
  });
}

/** Publishes an old revision's snapshot as a new revision; history is never rewritten. */
export async function rollbackTo<Doc, Row extends DraftRow<Doc>>(
  db: Database,
  resource: DraftableResource<Doc, Row>,
  input: { siteId: string; id: string; revisionId: string; user: SessionUser },
): Promise<Row> {
  return db.transaction(async (tx) => {
    const row = await lockRow(tx, resource, input.siteId, input.id);
    const revision = await findRevision(tx, input.siteId, input.revisionId);
    if (revision.type !== resource.type || revision.reference !== row.id) throw notFound('Fant ikke versjonen.');
    const snapshot = revision.snapshot as Doc;
    await resource.validate(snapshot, row, tx);
    return publishDocument(tx, resource, row, snapshot, input.user);
  });
}

/**
 * Deletes a resource nothing refers to, with its references, search entry and revisions. Answers
 * the row as it was, for the activity log's label.
 */
export async function deleteDraftable<Doc, Row extends DraftRow<Doc>>(
  db: Database,
  resource: DraftableResource<Doc, Row>,
  input: { siteId: string; id: string },
): Promise<Row> {
  return db.transaction(async (tx) => {
    const row = await lockRow(tx, resource, input.siteId, input.id);
    await assertNotReferenced(tx, input.siteId, row.id);
    await resource.removeOwned?.(tx, row);
    for (const stage of ['draft', 'published'] as const) {
      await writeChildRows(tx, resource.childRows, { row, stage, document: null });
    }
    const { table } = resource;
    await tx.delete(table).where(and(eq(table.siteId, row.siteId), eq(table.id, row.id)));
    await removeReferencesFrom(tx, row.siteId, { type: resource.type, id: row.id });
    const entry = await resource.searchEntry(currentDocument(row), row, tx);
    if (entry) await removeSearchEntry(tx, row.siteId, entry.type, row.id);
    await removeRevisionsOf(tx, row.siteId, resource.type, row.id);
    await domainsChanged(tx, row.siteId, [resource.cacheDomain]);
    return row;
  });
}
