import { describe, expect, it } from 'vitest';
import {
  addMonths,
  customerMayChange,
  customerMoveRefusal,
  monthDays,
  monthWeeks,
  parseDay,
  parseMonth,
  storefrontBookingMessages,
  storefrontBookingSchema,
} from './storefront';

const hour = 3_600_000;

describe('storefront booking', () => {
  it('customer cancellation: allowed until the deadline before the start, not at it', () => {
    const start = Date.parse('2026-12-10T09:00:00Z');
    expect(customerMayChange(start, start - 25 * hour, 24)).toBe(true);
    expect(customerMayChange(start, start - 24 * hour, 24)).toBe(false);
    expect(customerMayChange(start, start - 1, 0)).toBe(true);
    expect(customerMayChange(start, start, 0)).toBe(false);
  });

  it('customer move: not for a time bought with an order or an event place; else until the deadline', () => {
    const start = Date.parse('2026-12-10T09:00:00Z');
    const own = { start, order: null, event: null };
    expect(customerMoveRefusal(own, start - 25 * hour, 24)).toBeNull();
    expect(customerMoveRefusal(own, start - 24 * hour, 24)).toBe(storefrontBookingMessages.tooLate(24));
    expect(customerMoveRefusal({ ...own, order: 'o1' }, start - 48 * hour, 24)).toBe(storefrontBookingMessages.paid);
    expect(customerMoveRefusal({ ...own, event: 'e1' }, start - 48 * hour, 24)).toBe(
      storefrontBookingMessages.eventNotMoved,
    );
  });

  it('month weeks: start on Monday, hold every day once, and pad with empty cells', () => {
    // 1 December 2026 is a Tuesday.
    const weeks = monthWeeks('2026-12');
    expect(weeks[0]).toEqual([
      null,
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks.at(-1)?.at(-1)).toBeNull();
    expect(monthWeeks('2027-02').flat().filter(Boolean)).toHaveLength(28);
    expect(monthWeeks('2028-02').flat().filter(Boolean)).toHaveLength(29);
  });

  it('months and days: parsed only when real, moved across years', () => {
    expect(parseMonth('2026-12')).toBe('2026-12');
    expect(parseMonth('2026-13')).toBeNull();
    expect(parseMonth('x')).toBeNull();
    expect(parseDay('2026-02-30')).toBeNull();
    expect(parseDay('2026-02-28')).toBe('2026-02-28');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
    expect(monthDays('2026-11')).toEqual({ first: '2026-11-01', last: '2026-11-30' });
  });

  it('the booking form: name, e-mail and phone are required, with Norwegian messages', () => {
    const wrong = storefrontBookingSchema.safeParse({ start: '', name: ' ', email: 'x', phone: '' });
    expect(wrong.success).toBe(false);
    const messages: Record<string, string> = {};
    for (const issue of wrong.error?.issues ?? []) messages[String(issue.path[0])] ??= issue.message;
    expect(messages).toEqual({
      start: storefrontBookingMessages.chooseTime,
      name: storefrontBookingMessages.nameRequired,
      email: storefrontBookingMessages.emailInvalid,
      phone: storefrontBookingMessages.phoneRequired,
    });
    const right = storefrontBookingSchema.parse({
      start: '2026-12-10T09:00:00.000Z',
      event: '',
      name: ' Kari Nordmann ',
      email: 'kari@example.no',
      phone: '+47 912 34 567',
    });
    expect(right).toEqual({
      start: '2026-12-10T09:00:00.000Z',
      event: null,
      name: 'Kari Nordmann',
      email: 'kari@example.no',
      phone: '+47 912 34 567',
    });
  });
});
