/**
 * Reminder e-mails ('Påminnelse på e-post' in the booking settings): one job per booking, queued in
 * the transaction that makes or moves it and due 'Påminnelse før start' hours before its start, as
 * the settings say then. It is queued whether reminders are on or not, so turning them on reaches
 * the bookings already made; when it runs, it sends only if reminders are on, the booking still
 * starts at the time it was queued for (a move queues a new one), is not cancelled, has an e-mail
 * and has not started.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { newId } from '../../platform/ids';
import { jobs } from '../../platform/jobs/schema';
import type { JobHandler } from '../../platform/jobs/worker';
import { getSite } from '../sites/service';
import { enqueueBookingMails } from './mail';
import { bookingServices, bookings } from './schema';

export const bookingReminderJob = 'booking.reminder';

type Row = typeof bookings.$inferSelect;

/** Queues the booking's reminder, unless its moment has already passed (a booking made at short notice). */
export async function queueBookingReminder(tx: Database, row: Row, now: number): Promise<void> {
  if (!row.email) return;
  const { booking } = await getSite(tx, row.siteId);
  const due = row.start.getTime() - booking.reminderHoursBefore * 3_600_000;
  if (due <= now) return;
  await tx.insert(jobs).values({
    id: newId(),
    kind: bookingReminderJob,
    siteId: row.siteId,
    payload: { siteId: row.siteId, bookingId: row.id, start: row.start.toISOString() },
    runAfter: new Date(due),
  });
}

export function bookingReminderHandler(db: Database): JobHandler {
  return async ({ job }) => {
    const { siteId, bookingId, start } = job.payload as { siteId: string; bookingId: string; start: string };
    const sent = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(bookings)
        .where(and(eq(bookings.siteId, siteId), eq(bookings.id, bookingId)))
        .for('update');
      if (!row || row.status === 'cancelled' || !row.email) return false;
      if (row.start.toISOString() !== start || row.start.getTime() <= Date.now()) return false;
      const site = await getSite(tx, siteId);
      if (!site.booking.reminderEnabled) return false;
      const [service] = await tx
        .select({ name: bookingServices.name })
        .from(bookingServices)
        .where(and(eq(bookingServices.siteId, siteId), eq(bookingServices.id, row.serviceId)));
      await enqueueBookingMails(tx, 'reminder', {
        siteId,
        id: row.id,
        serviceName: service?.name ?? '',
        start: row.start,
        end: row.end,
        name: row.name,
        email: row.email,
        phone: row.phone,
        resources: [],
      });
      return true;
    });
    return { sent };
  };
}
