/**
 * 'Slå sammen bookinger' (a service's `mergeBookings`): a new booking that directly follows or
 * precedes one of the same customer's becomes part of it, so several times in a row are one booking.
 * The transaction that takes a booking asks this rule about the bookings it has locked.
 */
import type { BookingStatus } from './booking';
import { maxBookingMinutes } from './service';

/** What the rule reads of a service. */
export interface MergingService {
  type: 'appointment' | 'event';
  mergeBookings: boolean;
}

/** A booking as the rule reads it: an existing one, or the one being made (instants in ms). */
export interface MergeableBooking {
  service: string;
  start: number;
  end: number;
  email: string;
  /** The storefront customer's id, when it was booked with a customer account. */
  customer: string | null;
  status: BookingStatus;
  /** The order that bought the time. */
  order: string | null;
  resources: readonly string[];
  slots: number;
}

/** 'after': the new time starts where the existing one ends; 'before': it ends where that one starts. */
export type MergeSide = 'before' | 'after';

/**
 * The same customer: with a customer account on either side, the same customer id (a guest who types
 * an account holder's e-mail does not reach their booking); without, the same e-mail, ignoring case.
 */
function sameCustomer(a: MergeableBooking, b: MergeableBooking): boolean {
  if (a.customer !== null || b.customer !== null) return a.customer === b.customer;
  const email = a.email.trim().toLowerCase();
  return email !== '' && email === b.email.trim().toLowerCase();
}

const sameResources = (a: readonly string[], b: readonly string[]) => {
  const set = new Set(a);
  return set.size === new Set(b).size && b.every((id) => set.has(id));
};

/**
 * Where `incoming` joins `existing`, or null when they stay two bookings: only for an appointment
 * service with `mergeBookings`, the same customer, neither cancelled nor bought with an order, the
 * same resources and places, times that touch, and together no longer than a booking may last.
 */
export function mergeSide(
  service: MergingService,
  existing: MergeableBooking,
  incoming: MergeableBooking,
): MergeSide | null {
  if (service.type !== 'appointment' || !service.mergeBookings) return null;
  if (existing.service !== incoming.service) return null;
  if (existing.status === 'cancelled' || incoming.status === 'cancelled') return null;
  if (existing.order !== null || incoming.order !== null) return null;
  if (existing.slots !== incoming.slots || !sameResources(existing.resources, incoming.resources)) return null;
  if (!sameCustomer(existing, incoming)) return null;
  const side = existing.end === incoming.start ? 'after' : incoming.end === existing.start ? 'before' : null;
  if (side === null) return null;
  const merged = mergedTime(existing, incoming);
  return merged.end - merged.start <= maxBookingMinutes * 60_000 ? side : null;
}

/** The time of the booking both become. */
export const mergedTime = (existing: { start: number; end: number }, incoming: { start: number; end: number }) => ({
  start: Math.min(existing.start, incoming.start),
  end: Math.max(existing.end, incoming.end),
});

/**
 * The booking `incoming` becomes part of, among `candidates`, or null. When it touches one before it
 * and one after it, it joins the one before; the one after stays a booking of its own (each keeps
 * its own address and mails, and no booking disappears).
 */
export function bookingToMergeWith<T extends MergeableBooking>(
  service: MergingService,
  candidates: readonly T[],
  incoming: MergeableBooking,
): T | null {
  const sides = candidates.map((candidate) => ({ candidate, side: mergeSide(service, candidate, incoming) }));
  return (
    sides.find((entry) => entry.side === 'after')?.candidate ??
    sides.find((entry) => entry.side === 'before')?.candidate ??
    null
  );
}
