/**
 * The activity log's words for the draft mechanism: every draftable resource's create, edit,
 * publish, discard, revert and delete is logged as `{type}.{action}` ('page.published'), naming
 * the resource with its title as it reads after the write (before it, for a delete).
 */
import {
  type ActivityKind,
  type ActivityTargetType,
  activityTargetTypes,
  type DraftableActivityAction,
} from '@vev/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { ActivityDeclaration } from '../activity/activity';
import { type ActivityNote, assertActivityKind } from '../activity/record';
import type { DraftRow } from './draftable-state';
import { currentDocument } from './draftable-state';
import type { DraftableResource } from './drafts';

export function draftableActivityKind(resource: { type: string }, action: DraftableActivityAction): ActivityKind {
  const kind = `${resource.type}.${action}`;
  assertActivityKind(kind);
  return kind;
}

/** The route's declaration; its handler notes the target, since it holds the row. */
export const draftableActivity = (
  resource: { type: string },
  action: DraftableActivityAction,
): ActivityDeclaration => ({ kind: draftableActivityKind(resource, action) });

function targetType<Doc, Row extends DraftRow<Doc>>(
  resource: DraftableResource<Doc, Row>,
  row: Row,
): ActivityTargetType {
  const type = resource.activityTarget?.(row) ?? resource.type;
  if (!(activityTargetTypes as readonly string[]).includes(type)) {
    throw new Error(`'${type}' is no activity target type (packages/shared activity.ts)`);
  }
  return type as ActivityTargetType;
}

export function draftableNote<Doc, Row extends DraftRow<Doc>>(
  resource: DraftableResource<Doc, Row>,
  row: Row,
): ActivityNote {
  return { target: { type: targetType(resource, row), id: row.id, label: resource.title(currentDocument(row)) } };
}

/** The note for a resource a module's own service wrote (create, edit), read back by its id. */
export async function draftableNoteById<Doc, Row extends DraftRow<Doc>>(
  db: Database,
  resource: DraftableResource<Doc, Row>,
  siteId: string,
  id: string,
): Promise<ActivityNote> {
  const { table } = resource;
  const [row] = await db
    .select()
    .from(table)
    .where(and(eq(table.siteId, siteId), eq(table.id, id)))
    .limit(1);
  return row ? draftableNote(resource, row as unknown as Row) : {};
}
