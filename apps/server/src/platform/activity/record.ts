/** Writes activity entries: the one writer both the request hook and the demo seed use. */
import { type ActivityDetails, type ActivityKind, type ActivityTargetType, isActivityKind } from '@vev/shared';
import { ulid } from 'ulid';
import type { Database } from '../../db/client';
import { domainsChanged } from '../cache/site-versions';
import { newId } from '../ids';
import { activityLog } from './schema';

/** What a change happened to, with its label as it reads at the time of the change. */
export interface ActivityTarget {
  type: ActivityTargetType;
  id: string;
  label: string;
}

/** What a write adds to its entry beyond the request: the thing it happened to, and more words. */
export interface ActivityNote {
  target?: ActivityTarget | null;
  details?: ActivityDetails | null;
  /** What the write turned out to be, when the handler knows better than the route's declaration. */
  kind?: ActivityKind;
}

export interface ActivityRecord extends Omit<ActivityNote, 'kind'> {
  siteId: string;
  userId: string | null;
  method: string;
  url: string;
  statusCode: number;
  /** null: the route declares no kind, and the log describes the entry from its address. */
  kind: ActivityKind | null;
  /** Now, unless the entry tells of something earlier (the demo's history). */
  at?: Date;
}

const labelLength = 300;

/** Refuses, at start-up, a kind the log has no words for. */
export function assertActivityKind(kind: string): asserts kind is ActivityKind {
  if (!isActivityKind(kind)) throw new Error(`'${kind}' is no activity kind (packages/shared activity-kinds.ts)`);
}

/**
 * Adds the entry, then marks the site's log as changed: in this order, a reader that still sees the
 * old version may keep what it read under it, but one that sees the new version sees the entry.
 */
export async function recordActivity(db: Database, record: ActivityRecord): Promise<void> {
  const { target, details } = record;
  await db.insert(activityLog).values({
    siteId: record.siteId,
    // An entry told afterwards sorts by the time it tells of.
    id: record.at ? ulid(record.at.getTime()).toLowerCase() : newId(),
    userId: record.userId,
    method: record.method,
    url: record.url.slice(0, 2000),
    statusCode: record.statusCode,
    kind: record.kind,
    targetType: target?.type ?? null,
    targetId: target?.id ?? null,
    targetLabel: target ? target.label.slice(0, labelLength) : null,
    details: details && Object.keys(details).length ? details : null,
    ...(record.at ? { createdAt: record.at } : {}),
  });
  await domainsChanged(db, record.siteId, ['activity']);
}
