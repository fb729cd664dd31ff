/**
 * Rows of their own that a draftable resource keeps in step with its document (a product's
 * variants: unique SKUs, filterable prices, live stock), written in the transaction of every write.
 */
import type { Database } from '../../db/client';
import { conflict } from '../errors';
import type { DraftRow } from './draftable-state';

/** Which of the resource's two documents the children follow. */
export type ChildStage = 'published' | 'draft';

/**
 * The contract (docs/decisions/content.md 'Child rows and live fields'):
 * - `write` makes the children of one stage match that stage's document, or removes them when the
 *   document is null (no draft; the resource deleted). The framework calls it with 'published'
 *   on create, publish and rollback; with 'draft' on create (null), every edit of the document,
 *   publish, rollback and discard (null); and with null for both on delete.
 * - Children of the draft never touch those of the published state, so the storefront keeps
 *   reading published children until publish.
 * - Columns that are live on a child (stock) are not in the document: `write` keeps them for a
 *   child whose id stays (update in place, insert the new ones, delete the gone ones).
 * - The children table enforces its unique rules (unique (site_id, stage, sku)); a document that
 *   breaks one is refused with 409 and `uniqueMessage`, and the whole write is rolled back.
 */
export interface ChildRows<Doc, Row extends DraftRow<Doc>> {
  write(db: Database, input: { row: Row; stage: ChildStage; document: Doc | null }): Promise<void>;
  /** The Norwegian message for a document whose children break a unique rule of their table. */
  uniqueMessage: string;
}

const uniqueViolation = '23505';

/** node-postgres and PGlite put the SQLSTATE on the error; drizzle wraps it as the cause. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === uniqueViolation) return true;
  }
  return false;
}

export async function writeChildRows<Doc, Row extends DraftRow<Doc>>(
  db: Database,
  children: ChildRows<Doc, Row> | undefined,
  input: { row: Row; stage: ChildStage; document: Doc | null },
): Promise<void> {
  if (!children) return;
  try {
    await children.write(db, input);
  } catch (error) {
    // The failed statement aborted the transaction; the caller's transaction rolls it all back.
    if (isUniqueViolation(error)) throw conflict(children.uniqueMessage);
    throw error;
  }
}
