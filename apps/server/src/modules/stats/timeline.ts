/**
 * The home screen's timeline: the site's business events (platform/activity/timeline.ts) and the
 * platform's system messages (system-messages.ts), newest first, one keyset page at a time. What each
 * event is about is looked up once per kind for the whole page (orders and form entries by id, pages
 * and products in the search index), never once per item.
 */
import { type TimelineItem, type TimelineQuery, type TimelineType, timelineTypes } from '@vev/shared';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { users } from '../../platform/accounts/schema';
import { systemMessages } from '../../platform/activity/system-messages-schema';
import { timelineEvents } from '../../platform/activity/timeline-schema';
import { searchIndex } from '../../platform/search/schema';
import { formEntries, forms } from '../forms/schema';
import { orders } from '../orders/schema';
import { newestFirst, olderThan, preciseTime, type RankedItem, systemMessageItems } from './system-messages';

interface EventRow {
  id: string;
  type: string;
  resourceType: string | null;
  resourceId: string | null;
  title: string;
  createdAt: Date;
  userId: string | null;
  userName: string | null;
  at: string;
}

/** What an event is about as it is now: its name and screen; absent when it is gone. */
interface Target {
  title: string;
  link: string;
}
type Targets = Map<string, Target>;

const targetKey = (type: string | null, id: string | null) => `${type}:${id}`;
/** The search index holds a page under its kind. */
const pageKinds = ['page', 'category', 'productPage'];

async function orderTargets(db: Database, siteId: string, ids: string[]): Promise<Targets> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: orders.id, orderNumber: orders.orderNumber })
    .from(orders)
    .where(and(eq(orders.siteId, siteId), inArray(orders.id, ids)));
  return new Map(
    rows.map((row) => [
      targetKey('order', row.id),
      { title: row.orderNumber === null ? '' : `Ordre ${row.orderNumber}`, link: `/butikk/ordrer/${row.id}` },
    ]),
  );
}

/** A form entry by its form's name, opening the form's entries; gone once the entry is deleted. */
async function formEntryTargets(db: Database, siteId: string, ids: string[]): Promise<Targets> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: formEntries.id, formId: forms.id, name: forms.name })
    .from(formEntries)
    .innerJoin(forms, and(eq(forms.siteId, formEntries.siteId), eq(forms.id, formEntries.formId)))
    .where(and(eq(formEntries.siteId, siteId), inArray(formEntries.id, ids)));
  return new Map(
    rows.map((row) => [
      targetKey('formEntry', row.id),
      { title: row.name, link: `/skjemaer/${row.formId}/innsendelser` },
    ]),
  );
}

async function indexedTargets(db: Database, siteId: string, events: EventRow[]): Promise<Targets> {
  const ids = events.filter((event) => event.resourceType === 'page' || event.resourceType === 'product');
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ type: searchIndex.type, id: searchIndex.id, title: searchIndex.title, editPath: searchIndex.editPath })
    .from(searchIndex)
    .where(
      and(
        eq(searchIndex.siteId, siteId),
        inArray(searchIndex.type, [...pageKinds, 'product']),
        inArray(
          searchIndex.id,
          ids.map((event) => event.resourceId ?? ''),
        ),
      ),
    );
  return new Map(
    rows.map((row) => [
      targetKey(pageKinds.includes(row.type) ? 'page' : row.type, row.id),
      { title: row.title, link: row.editPath },
    ]),
  );
}

function present(row: EventRow, targets: Targets, siteId: string): TimelineItem {
  const type = row.type as TimelineType;
  const base = {
    _id: row.id,
    type,
    timestamp: row.createdAt.toISOString(),
    user: row.userId ? { _id: row.userId, name: row.userName ?? '' } : null,
    message: null,
  };
  if (type === 'createdSite') {
    const own = row.resourceId === null || row.resourceId === siteId;
    return { ...base, title: row.title, link: own ? '/innstillinger/nettsted' : null, gone: !own };
  }
  const target = targets.get(targetKey(row.resourceType, row.resourceId));
  return { ...base, title: target?.title || row.title, link: target?.link ?? null, gone: !target };
}

export async function listTimeline(db: Database, siteId: string, query: TimelineQuery): Promise<TimelineItem[]> {
  const types: readonly string[] = query.type ?? timelineTypes;
  const olderThanCursor = (createdAt: AnyPgColumn, id: AnyPgColumn) =>
    query.before ? olderThan(siteId, query.before, createdAt, id) : undefined;
  const [rows, messages] = await Promise.all([
    db
      .select({
        id: timelineEvents.id,
        type: timelineEvents.type,
        resourceType: timelineEvents.resourceType,
        resourceId: timelineEvents.resourceId,
        title: timelineEvents.title,
        createdAt: timelineEvents.createdAt,
        userId: timelineEvents.userId,
        userName: users.name,
        at: preciseTime(timelineEvents.createdAt),
      })
      .from(timelineEvents)
      .leftJoin(users, eq(users.id, timelineEvents.userId))
      .where(
        and(
          eq(timelineEvents.siteId, siteId),
          inArray(timelineEvents.type, [...types]),
          olderThanCursor(timelineEvents.createdAt, timelineEvents.id),
        ),
      )
      .orderBy(desc(timelineEvents.createdAt), desc(timelineEvents.id))
      .limit(query.limit),
    types.includes('systemMessage')
      ? systemMessageItems(db, olderThanCursor(systemMessages.createdAt, systemMessages.id), query.limit)
      : [],
  ]);
  const orderIds = rows.filter((row) => row.resourceType === 'order').map((row) => row.resourceId ?? '');
  const entryIds = rows.filter((row) => row.resourceType === 'formEntry').map((row) => row.resourceId ?? '');
  const [ordersFound, indexed, entries] = await Promise.all([
    orderTargets(db, siteId, orderIds),
    indexedTargets(db, siteId, rows),
    formEntryTargets(db, siteId, entryIds),
  ]);
  const targets: Targets = new Map([...ordersFound, ...indexed, ...entries]);
  const events: RankedItem[] = rows.map((row) => ({ at: row.at, item: present(row, targets, siteId) }));
  return newestFirst([events, messages], query.limit);
}
