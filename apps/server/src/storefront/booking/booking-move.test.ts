/**
 * 'Endre tidspunkt' at a booking's own address (issue 20 point 6): the customer moves their booking
 * to another free time until the booking settings' deadline, under staff's locks, and is told as when
 * staff move it; a time just taken is refused with the day's other times; a bought time is not moved.
 */
import {
  addCalendarDays,
  type BookingDetail,
  type BookingService,
  bookingTakenMessage,
  defaultBookingSettings,
  osloDay,
  osloInstant,
  storefrontBookingMessages,
  weekdayOf,
} from '@vev/shared';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../../test/harness';
import { storedAttachmentText } from '../../../test/mail-attachments';
import { storefrontVisitor } from '../../../test/storefront-visitor';
import { bookings } from '../../modules/booking/schema';
import { jobs } from '../../platform/jobs/schema';
import { mailOutbox } from '../../platform/mail/schema';

const server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
const admin = await server.signIn('admin@demo.vev.no');
const shop = 'demobutikk.localhost:3000';
const origin = `http://${shop}`;
const { db } = server.database;

async function staff<T>(method: 'POST' | 'PATCH' | 'GET', path: string, payload?: object): Promise<T> {
  const response = await server.inject({
    method,
    url: `/api/sites/${shopId}${path}`,
    headers: method === 'GET' ? { cookie: admin.cookie } : admin.headers,
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json<T>();
}

let day = addCalendarDays(osloDay(Date.now()), 10);
while (weekdayOf(day) !== 'wednesday') day = addCalendarDays(day, 1);
/** A time on the Wednesday `week` weeks after the first one (each test has a day of its own). */
const at = (minutes: number, week = 0) => new Date(osloInstant(addCalendarDays(day, 7 * week), minutes)).toISOString();

const service = await staff<BookingService>('POST', '/booking/services', {
  name: 'Massasje',
  price: 80_000,
  availability: [{ day: 'wednesday', hours: ['10:00-13:00'] }],
});
const deadline = (hours: number) =>
  staff('PATCH', '/site', { booking: { ...defaultBookingSettings, changeDeadlineHours: hours } });
await deadline(24);

let visitors = 0;
/** A visitor with an address of their own (bookings are limited per address). */
const visitor = () => storefrontVisitor(server, shop, { address: `203.0.113.${++visitors}` });

/** A booking made on the storefront at `minutes` past midnight of the day: its token. */
async function book(start: string, email: string) {
  const booked = await visitor().post(`/booking/${service._id}`, {
    start,
    name: 'Ola Nordmann',
    email,
    phone: '91234567',
  });
  expect(booked.statusCode, booked.body).toBe(303);
  return /\/booking\/min\/([0-9a-f]{64})/.exec(booked.headers.location ?? '')?.[1] ?? '';
}
const bookingOf = async (token: string) => {
  const [row] = await db.select().from(bookings).where(eq(bookings.manageToken, token));
  if (!row) throw new Error('no booking for the token');
  return row;
};
const mailsTo = (email: string, subject: string) =>
  db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), like(mailOutbox.subject, `${subject}%`)));

describe('the customer moves their own booking', () => {
  it('to another free time within the deadline: new times, the "endret" mail with its calendar file, a new reminder', async () => {
    const token = await book(at(600), 'flytt@example.no');
    const guest = visitor();
    const page = await guest.view(`/booking/min/${token}`);
    expect(page.body).toContain(`href="/booking/min/${token}/endre"`);
    expect(page.body).toContain('Endre tidspunkt');
    expect(page.body).toContain('Du kan endre eller avbestille frem til');

    const month = await guest.view(`/booking/min/${token}/endre`);
    expect(month.statusCode).toBe(200);
    expect(month.body).toContain('<h1>Endre tidspunkt</h1>');
    expect(month.body).toContain('Du har booket Massasje onsdag');
    expect(month.body).toContain(`href="/booking/min/${token}/endre?dato=${day}"`);
    const times = await guest.view(`/booking/min/${token}/endre?dato=${day}`);
    expect(times.body).toContain(`name="start" value="${at(690)}"`);
    // Its own time is not offered as a new one.
    expect(times.body).not.toContain(`value="${at(600)}"`);
    expect(times.body).toContain('Bekreft ny tid');

    const moved = await guest.post(`/booking/min/${token}/endre`, { start: at(690) });
    expect(moved.statusCode, moved.body).toBe(303);
    expect(moved.headers.location).toBe(`/booking/min/${token}?endret=1`);
    const row = await bookingOf(token);
    expect(row.start.toISOString()).toBe(at(690));
    expect(row.end.toISOString()).toBe(at(720));
    const shown = await guest.view(`/booking/min/${token}?endret=1`);
    expect(shown.body).toContain('Bookingen er endret');
    expect(shown.body).toContain('Bookingen er flyttet.');
    expect(shown.body).toContain('kl. 11:30');

    const [mail, ...more] = await mailsTo('flytt@example.no', 'Bookingen din er endret');
    expect(more).toHaveLength(0);
    expect(mail?.text).toContain('Bookingen din av Massasje er flyttet til');
    expect(mail?.text).toContain(`${origin}/booking/min/${token}`);
    const ics = storedAttachmentText(mail?.attachments?.[0]);
    expect(ics).toContain(`UID:${row.id}@booking.vev`);
    expect(ics).toContain(`DTSTART:${at(690).replace(/[-:]/g, '').replace('.000', '')}`);
    const reminders = await db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(and(eq(jobs.kind, 'booking.reminder'), sql`${jobs.payload}->>'bookingId' = ${row.id}`));
    expect(reminders.map((job) => (job.payload as { start: string }).start).sort()).toEqual([at(600), at(690)].sort());
    // The time it left is free again.
    expect((await visitor().view(`/booking/${service._id}?dato=${day}`)).body).toContain(`value="${at(600)}"`);
  });

  it('the same move sent twice at once moves it once and tells the customer once', async () => {
    const token = await book(at(630, 1), 'dobbel@example.no');
    const guest = visitor();
    const answers = await Promise.all([
      guest.post(`/booking/min/${token}/endre`, { start: at(750, 1) }),
      guest.post(`/booking/min/${token}/endre`, { start: at(750, 1) }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([303, 303]);
    expect((await bookingOf(token)).start.toISOString()).toBe(at(750, 1));
    expect(await mailsTo('dobbel@example.no', 'Bookingen din er endret')).toHaveLength(1);
  });

  it('a time just taken is refused, and the day’s other free times are offered', async () => {
    const token = await book(at(660, 2), 'opptatt@example.no');
    await book(at(720, 2), 'annen@example.no');
    const refused = await visitor().post(`/booking/min/${token}/endre`, { start: at(720, 2) });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain(bookingTakenMessage);
    expect(refused.body).not.toContain(`value="${at(720, 2)}"`);
    expect(refused.body).toContain(`value="${at(600, 2)}"`);
    expect((await bookingOf(token)).start.toISOString()).toBe(at(660, 2));
  });

  it('too close to the start: not offered, and a move sent anyway is refused with the deadline', async () => {
    const token = await book(at(750), 'sent@example.no');
    await deadline(24 * 30);
    const page = await visitor().view(`/booking/min/${token}`);
    expect(page.body).not.toContain('Endre tidspunkt');
    expect(page.body).toContain(storefrontBookingMessages.tooLate(24 * 30));
    const refused = await visitor().post(`/booking/min/${token}/endre`, { start: at(600) });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain(storefrontBookingMessages.tooLate(24 * 30));
    expect((await bookingOf(token)).start.toISOString()).toBe(at(750));
    await deadline(24);
  });

  it('a time bought with an order is not moved here', async () => {
    const token = await book(at(600, 4), 'betalt@example.no');
    const row = await bookingOf(token);
    // As checkout writes it: the booking names the order that bought it.
    await db.update(bookings).set({ orderId: 'ordre-1' }).where(eq(bookings.id, row.id));
    const page = await visitor().view(`/booking/min/${token}`);
    expect(page.body).not.toContain('Endre tidspunkt');
    expect(page.body).toContain(storefrontBookingMessages.paid);
    const refused = await visitor().post(`/booking/min/${token}/endre`, { start: at(630, 4) });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain(storefrontBookingMessages.paid);
    const detail = await staff<BookingDetail>('GET', `/booking/bookings/${row.id}`);
    expect(detail.start).toBe(at(600, 4));
  });
});
