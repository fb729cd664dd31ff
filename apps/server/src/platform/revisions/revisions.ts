/** Published versions: each publish writes the full snapshot and its diff against the one before. */
import type { Revision, RevisionDetail } from '@vev/shared';
import { and, desc, eq } from 'drizzle-orm';
import { create } from 'jsondiffpatch';
import type { Database } from '../../db/client';
import { notFound } from '../errors';
import { newId } from '../ids';
import type { SessionUser } from '../sessions/sessions';
import { revisions } from './schema';

// Arrays of objects are matched by their _id/internalId, so a moved section reads as a move.
const differ = create({
  objectHash: (item: object, index?: number) =>
    String(
      (item as { _id?: string; internalId?: string })._id ?? (item as { internalId?: string }).internalId ?? index,
    ),
});

export function diffDocuments(before: unknown, after: unknown): unknown {
  return differ.diff(before ?? {}, after) ?? null;
}

export async function recordRevision(
  db: Database,
  input: { siteId: string; type: string; reference: string; author: SessionUser; snapshot: unknown; previous: unknown },
): Promise<string> {
  const id = newId();
  await db.insert(revisions).values({
    siteId: input.siteId,
    id,
    type: input.type,
    reference: input.reference,
    authorId: input.author.id,
    authorName: input.author.name,
    authorEmail: input.author.email,
    snapshot: input.snapshot as object,
    diff: diffDocuments(input.previous, input.snapshot) as object | null,
    // The clock, not the transaction's start: several versions published in one transaction stay in order.
    createdAt: new Date(),
  });
  return id;
}

type RevisionRow = typeof revisions.$inferSelect;

const toRevision = (
  row: Pick<RevisionRow, 'id' | 'createdAt' | 'authorName' | 'authorEmail' | 'type' | 'reference'>,
): Revision => ({
  _id: row.id,
  timestamp: row.createdAt.toISOString(),
  author: row.authorName ? { name: row.authorName, email: row.authorEmail ?? '' } : null,
  type: row.type,
  reference: row.reference,
});

/** Newest first, paginated. */
export async function listRevisions(
  db: Database,
  siteId: string,
  query: { type: string; reference: string; skip: number; limit: number },
): Promise<Revision[]> {
  const rows = await db
    .select({
      id: revisions.id,
      createdAt: revisions.createdAt,
      authorName: revisions.authorName,
      authorEmail: revisions.authorEmail,
      type: revisions.type,
      reference: revisions.reference,
    })
    .from(revisions)
    .where(and(eq(revisions.siteId, siteId), eq(revisions.type, query.type), eq(revisions.reference, query.reference)))
    .orderBy(desc(revisions.createdAt), desc(revisions.id))
    .offset(query.skip)
    .limit(query.limit);
  return rows.map(toRevision);
}

export async function findRevision(db: Database, siteId: string, id: string): Promise<RevisionRow> {
  const [row] = await db
    .select()
    .from(revisions)
    .where(and(eq(revisions.siteId, siteId), eq(revisions.id, id)))
    .limit(1);
  if (!row) throw notFound('Fant ikke versjonen.');
  return row;
}

export async function getRevision(db: Database, siteId: string, id: string): Promise<RevisionDetail> {
  const row = await findRevision(db, siteId, id);
  return { ...toRevision(row), diff: row.diff, snapshot: row.snapshot };
}

export async function removeRevisionsOf(db: Database, siteId: string, type: string, reference: string) {
  await db
    .delete(revisions)
    .where(and(eq(revisions.siteId, siteId), eq(revisions.type, type), eq(revisions.reference, reference)));
}
