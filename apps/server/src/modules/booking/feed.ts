/** The private iCalendar feed of a resource, found by its token alone (no session). */
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { icalFeed } from './ical';
import { bookingResources, bookingServices, bookings } from './schema';

/** How far back the feed goes, and how many bookings it carries at most. */
const feedPastDays = 90;
const feedLimit = 2000;

/** The feed's text, or null when no resource has the token (an old, renewed address). */
export async function calendarFeed(
  db: Database,
  token: string,
  host: string,
  now = new Date(),
): Promise<string | null> {
  if (token.length < 20) return null;
  const [resource] = await db
    .select({ siteId: bookingResources.siteId, id: bookingResources.id, name: bookingResources.name })
    .from(bookingResources)
    .where(eq(bookingResources.calendarToken, token));
  if (!resource) return null;
  const rows = await db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.siteId, resource.siteId),
        eq(bookings.status, 'confirmed'),
        gt(bookings.end, new Date(now.getTime() - feedPastDays * 86_400_000)),
        sql`${bookings.resourceIds} @> ${sql.param([resource.id])}::text[]`,
      ),
    )
    .orderBy(asc(bookings.start), asc(bookings.id))
    .limit(feedLimit);
  const serviceIds = [...new Set(rows.map((row) => row.serviceId))];
  const services =
    serviceIds.length === 0
      ? []
      : await db
          .select({ id: bookingServices.id, name: bookingServices.name })
          .from(bookingServices)
          .where(and(eq(bookingServices.siteId, resource.siteId), inArray(bookingServices.id, serviceIds)));
  const serviceName = new Map(services.map((entry) => [entry.id, entry.name]));
  return icalFeed({
    name: resource.name,
    host: host.replace(/:\d+$/, '') || 'vev',
    now,
    events: rows.map((row) => ({
      id: row.id,
      start: row.start,
      end: row.end,
      created: row.createdAt,
      summary: `${serviceName.get(row.serviceId) ?? 'Booking'}: ${row.name}`,
      description: [row.name, row.phone, row.email, row.slots > 1 ? `${row.slots} plasser` : '']
        .filter(Boolean)
        .join('\n'),
    })),
  });
}
