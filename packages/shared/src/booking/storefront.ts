/**
 * Online booking on the storefront (issue 20 point 6): its addresses, the form a visitor sends and
 * the rules for when a customer may still move or cancel their own booking.
 */
import { z } from 'zod';
import { addCalendarDays, weekdayOf, weekdays } from './oslo-time';

/** The site's services (`/booking`), one service's dates and times (`/booking/{id}`), a booking by its link. */
export const storefrontBookingPath = '/booking';
export const bookingServicePagePath = (serviceId: string) =>
  `${storefrontBookingPath}/${encodeURIComponent(serviceId)}`;
export const managedBookingPathPrefix = `${storefrontBookingPath}/min`;
export const managedBookingPath = (token: string) => `${managedBookingPathPrefix}/${token}`;
/** Where the customer chooses a new time for their booking ('Endre tidspunkt'). */
export const managedBookingMovePath = (token: string) => `${managedBookingPath(token)}/endre`;

export const storefrontBookingMessages = {
  chooseTime: 'Velg en tid.',
  nameRequired: 'Skriv inn navnet ditt.',
  emailInvalid: 'Skriv inn en gyldig e-postadresse.',
  phoneRequired: 'Skriv inn telefonnummeret ditt.',
  phoneInvalid: 'Skriv inn et gyldig telefonnummer.',
  tooLong: 'Teksten er for lang.',
  productRequired: 'Denne tjenesten bestilles sammen med et kjøp i nettbutikken.',
  paid: 'Bookingen er betalt sammen med en ordre. Ta kontakt med oss for å endre eller avbestille den.',
  tooLate: (hours: number) =>
    hours === 0
      ? 'Bookingen har startet og kan ikke endres eller avbestilles her. Ta kontakt med oss.'
      : `Bookingen kan endres eller avbestilles her til ${hours === 1 ? '1 time' : `${hours} timer`} før start. Ta kontakt med oss.`,
  eventNotMoved: 'En plass på et arrangement kan ikke flyttes her. Avbestill den og book en annen dato.',
} as const;

/** What the booking form posts: the chosen time (and event), and who books. */
export const storefrontBookingSchema = z
  .object({
    start: z.iso.datetime({ offset: true, error: storefrontBookingMessages.chooseTime }),
    event: z
      .string()
      .trim()
      .max(40)
      .optional()
      .transform((event) => event || null),
    name: z
      .string({ error: storefrontBookingMessages.nameRequired })
      .trim()
      .min(1, storefrontBookingMessages.nameRequired)
      .max(200, storefrontBookingMessages.tooLong),
    email: z
      .string({ error: storefrontBookingMessages.emailInvalid })
      .trim()
      .pipe(z.email(storefrontBookingMessages.emailInvalid).max(320, storefrontBookingMessages.tooLong)),
    phone: z
      .string({ error: storefrontBookingMessages.phoneRequired })
      .trim()
      .min(1, storefrontBookingMessages.phoneRequired)
      .max(40, storefrontBookingMessages.tooLong)
      .regex(/^\+?[\d\s().-]{5,}$/, storefrontBookingMessages.phoneInvalid),
  })
  .strip();
export type StorefrontBooking = z.output<typeof storefrontBookingSchema>;

/** What 'Endre tidspunkt' posts: the new time chosen among the day's free ones. */
export const storefrontMoveSchema = z
  .object({ start: z.iso.datetime({ offset: true, error: storefrontBookingMessages.chooseTime }) })
  .strip();

/**
 * A customer may move or cancel their own booking until `changeDeadlineHours` before its start (the
 * booking settings' 'Frist for endring og avbestilling'); staff may while the start is ahead.
 */
export const customerMayChange = (start: number, now: number, changeDeadlineHours: number): boolean =>
  start - changeDeadlineHours * 3_600_000 > now;

/**
 * Why a customer may not move their own booking to another time now, or null when they may: a
 * time bought with an order is changed by staff (as it is cancelled), an event's place is not moved
 * to another event, and the deadline applies as for cancelling.
 */
export function customerMoveRefusal(
  booking: { start: number; order: string | null; event: string | null },
  now: number,
  changeDeadlineHours: number,
): string | null {
  if (booking.order) return storefrontBookingMessages.paid;
  if (booking.event) return storefrontBookingMessages.eventNotMoved;
  if (!customerMayChange(booking.start, now, changeDeadlineHours))
    return storefrontBookingMessages.tooLate(changeDeadlineHours);
  return null;
}

/** A month as 'YYYY-MM' when the text is one (years 2000–2999), else null. */
export function parseMonth(text: string | undefined): string | null {
  const match = /^(2\d{3})-(0[1-9]|1[0-2])$/.exec(text ?? '');
  return match ? `${match[1]}-${match[2]}` : null;
}

/** A calendar day as 'YYYY-MM-DD' when the text is a real one, else null. */
export function parseDay(text: string | undefined): string | null {
  if (!/^2\d{3}-\d{2}-\d{2}$/.test(text ?? '')) return null;
  const day = text as string;
  return addCalendarDays(day, 0) === day ? day : null;
}

/** The month `months` after (or before) a month. */
export function addMonths(month: string, months: number): string {
  const [year = 0, index = 1] = month.split('-').map(Number);
  const total = year * 12 + (index - 1) + months;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}

/** The first and the last day of a month. */
export function monthDays(month: string): { first: string; last: string } {
  const first = `${month}-01`;
  return { first, last: addCalendarDays(`${addMonths(month, 1)}-01`, -1) };
}

/** A month's weeks from Monday to Sunday, as the calendar shows them: null before the first day and after the last. */
export function monthWeeks(month: string): (string | null)[][] {
  const { first, last } = monthDays(month);
  const cells: (string | null)[] = Array.from({ length: weekdays.indexOf(weekdayOf(first)) }, () => null);
  for (let day = first; day <= last; day = addCalendarDays(day, 1)) cells.push(day);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}
