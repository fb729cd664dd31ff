import { describe, expect, it } from 'vitest';
import { bookingToMergeWith, type MergeableBooking, mergedTime, mergeSide } from './merge';
import { maxBookingMinutes } from './service';

const minute = 60_000;
const ten = Date.parse('2026-12-09T09:00:00Z');
const service = { type: 'appointment' as const, mergeBookings: true };
const existing: MergeableBooking = {
  service: 's1',
  start: ten,
  end: ten + 30 * minute,
  email: 'kari@example.no',
  customer: null,
  status: 'confirmed',
  order: null,
  resources: ['r1', 'r2'],
  slots: 1,
};
/** The new booking right after the existing one (10:30–11:00). */
const after: MergeableBooking = { ...existing, start: ten + 30 * minute, end: ten + 60 * minute };
/** The new booking right before it (09:30–10:00). */
const before: MergeableBooking = { ...existing, start: ten - 30 * minute, end: ten };

describe('merging bookings (mergeBookings)', () => {
  it('merge: a time that starts where the booking ends joins it after, one that ends where it starts before', () => {
    expect(mergeSide(service, existing, after)).toBe('after');
    expect(mergeSide(service, existing, before)).toBe('before');
    expect(mergedTime(existing, after)).toEqual({ start: ten, end: ten + 60 * minute });
    expect(mergedTime(existing, before)).toEqual({ start: ten - 30 * minute, end: ten + 30 * minute });
  });

  it('merge: a gap or an overlap keeps them apart', () => {
    expect(mergeSide(service, existing, { ...after, start: after.start + minute, end: after.end + minute })).toBeNull();
    expect(mergeSide(service, existing, { ...after, start: after.start - minute })).toBeNull();
  });

  it('merge: the e-mail is compared without case; another e-mail is another customer', () => {
    expect(mergeSide(service, existing, { ...after, email: 'KARI@Example.NO' })).toBe('after');
    expect(mergeSide(service, existing, { ...after, email: 'ola@example.no' })).toBeNull();
    expect(mergeSide(service, { ...existing, email: '' }, { ...after, email: '' })).toBeNull();
  });

  it('merge: with a customer account the customer id decides, not the e-mail', () => {
    const mine = { ...existing, customer: 'c1' };
    expect(mergeSide(service, mine, { ...after, customer: 'c1', email: 'annen@example.no' })).toBe('after');
    expect(mergeSide(service, mine, { ...after, customer: 'c2' })).toBeNull();
    expect(mergeSide(service, mine, after)).toBeNull();
    expect(mergeSide(service, existing, { ...after, customer: 'c1' })).toBeNull();
  });

  it('merge: not with a cancelled booking', () => {
    expect(mergeSide(service, { ...existing, status: 'cancelled' }, after)).toBeNull();
  });

  it('merge: not with a time bought through an order, on either side', () => {
    expect(mergeSide(service, { ...existing, order: 'o1' }, after)).toBeNull();
    expect(mergeSide(service, { ...existing, status: 'held', order: 'o1' }, after)).toBeNull();
    expect(mergeSide(service, existing, { ...after, order: 'o2' })).toBeNull();
  });

  it('merge: only with the same resources (in any order) and the same number of places', () => {
    expect(mergeSide(service, existing, { ...after, resources: ['r2', 'r1'] })).toBe('after');
    expect(mergeSide(service, existing, { ...after, resources: ['r1'] })).toBeNull();
    expect(mergeSide(service, existing, { ...after, resources: ['r1', 'r3'] })).toBeNull();
    expect(mergeSide(service, existing, { ...after, slots: 2 })).toBeNull();
  });

  it('merge: not for events, not for another service, and not without mergeBookings', () => {
    expect(mergeSide({ type: 'event', mergeBookings: true }, existing, after)).toBeNull();
    expect(mergeSide({ type: 'appointment', mergeBookings: false }, existing, after)).toBeNull();
    expect(mergeSide(service, existing, { ...after, service: 's2' })).toBeNull();
  });

  it('merge: never longer than a booking may last', () => {
    const long = { ...existing, end: ten + (maxBookingMinutes - 30) * minute };
    const next = { ...after, start: long.end, end: long.end + 30 * minute };
    expect(mergeSide(service, long, next)).toBe('after');
    expect(mergeSide(service, long, { ...next, end: next.end + minute })).toBeNull();
  });

  it('merge: a time between two of the customer’s bookings joins the one before it', () => {
    const later = { ...existing, start: ten + 60 * minute, end: ten + 90 * minute };
    expect(bookingToMergeWith(service, [later, existing], after)).toBe(existing);
    expect(bookingToMergeWith(service, [later], after)).toBe(later);
    expect(bookingToMergeWith(service, [{ ...existing, email: 'ola@example.no' }], after)).toBeNull();
  });
});
