/** Booking services and resources in the power search, written in the transaction that changes them. */
import { formatDuration } from '@vev/shared';
import type { Database } from '../../db/client';
import { domainsChanged } from '../../platform/cache/site-versions';
import { removeSearchEntry, upsertSearchEntry } from '../../platform/search/search-index';
import type { bookingResources, bookingServices } from './schema';

export const bookingServiceSearchType = 'bookingService';
export const bookingResourceSearchType = 'bookingResource';

export const bookingServiceSearchEntry = (row: typeof bookingServices.$inferSelect) => ({
  type: bookingServiceSearchType,
  id: row.id,
  title: row.name,
  subtitle: formatDuration(row.duration, row.durationUnit),
  description: row.description,
  editPath: `/booking/tjenester/${encodeURIComponent(row.id)}`,
});

export const bookingResourceSearchEntry = (row: typeof bookingResources.$inferSelect) => ({
  type: bookingResourceSearchType,
  id: row.id,
  title: row.name,
  subtitle: row.email,
  description: row.description,
  editPath: `/booking/ressurser/${encodeURIComponent(row.id)}`,
});

/**
 * The entry written (or removed, for null) and the site's content and booking versions bumped: power
 * search answers are cached by the first, the storefront's booking section shows the services, and the
 * calendar shows their names.
 */
export async function indexBookingEntry(
  tx: Database,
  siteId: string,
  entry:
    | ReturnType<typeof bookingServiceSearchEntry | typeof bookingResourceSearchEntry>
    | { type: string; id: string; removed: true },
) {
  if ('removed' in entry) await removeSearchEntry(tx, siteId, entry.type, entry.id);
  else await upsertSearchEntry(tx, siteId, entry);
  // The calendar shows the services' and resources' names too.
  await domainsChanged(tx, siteId, ['content', 'booking']);
}
