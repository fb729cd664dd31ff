/**
 * The month a storefront booking page shows: its free days and a chosen day's free times, for a new
 * booking, a time bought with a product (its duration adjusted) or a booking its customer moves
 * (its own places left out).
 */
import { addMonths, availableDates, type BookingService, freeSlots, monthDays, osloDay } from '@vev/shared';
import type { Database } from '../../db/client';
import { readAvailability } from '../../modules/booking/availability';
import type { OfferedTime } from './booking-pages';

/** How far ahead the month calendar goes. */
export const monthsAhead = 12;

/** The month shown (this month up to `monthsAhead` ahead), its free days, and the chosen day's free times. */
export async function monthOf(
  db: Database,
  siteId: string,
  service: BookingService,
  options: {
    day: string | null;
    month: string | null;
    now: number;
    /** A product's `bookingDurationAdjustment` when the time is bought with it. */
    durationAdjustment?: number;
    /** A booking being moved: its own places do not count, and it needs as many as it has. */
    except?: string;
    wanted?: number;
  },
) {
  const today = osloDay(options.now);
  const current = today.slice(0, 7);
  const last = addMonths(current, monthsAhead);
  const wanted = options.month ?? options.day?.slice(0, 7) ?? current;
  const month = wanted < current || wanted > last ? current : wanted;
  const days = monthDays(month);
  const from = days.first < today ? today : days.first;
  const read = await readAvailability(db, {
    siteId,
    serviceId: service._id,
    from,
    to: days.last,
    now: options.now,
    durationAdjustment: options.durationAdjustment ?? 0,
    wanted: options.wanted ?? 1,
    ...(options.except ? { except: options.except } : {}),
  });
  const day = options.day && options.day.slice(0, 7) === month ? options.day : null;
  const times = day
    ? freeSlots(read, day).map(
        (slot): OfferedTime => ({ start: new Date(slot.start).toISOString(), event: null, free: slot.free }),
      )
    : [];
  return {
    day,
    times,
    calendar: {
      month,
      freeDays: new Set(availableDates(read, from, days.last)),
      chosen: day,
      previous: month > current ? addMonths(month, -1) : null,
      next: month < last ? addMonths(month, 1) : null,
    },
  };
}
