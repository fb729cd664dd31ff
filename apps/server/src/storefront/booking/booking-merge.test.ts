/**
 * 'Slå sammen bookinger' (a service's mergeBookings): a new time of the same customer that touches
 * one of their bookings becomes part of it, on the storefront and when staff book by phone; the
 * customer gets the 'endret' mail with the whole time, the booking keeps its own address, and two
 * such times sent at once never overlap or get lost.
 */
import {
  addCalendarDays,
  type Booking,
  type BookingDetail,
  type BookingService,
  bookingTakenMessage,
  osloDay,
  osloInstant,
  weekdayOf,
} from '@vev/shared';
import { and, asc, eq, like, ne, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../../test/harness';
import { storedAttachmentText } from '../../../test/mail-attachments';
import { bookings } from '../../modules/booking/schema';
import { activityLog } from '../../platform/activity/schema';
import { jobs } from '../../platform/jobs/schema';
import { mailOutbox } from '../../platform/mail/schema';

const server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
const admin = await server.signIn('admin@demo.vev.no');
const shop = 'demobutikk.localhost:3000';
const origin = `http://${shop}`;
const { db } = server.database;

const staff = (method: 'POST' | 'GET', path: string, payload?: object) =>
  server.inject({
    method,
    url: `/api/sites/${shopId}${path}`,
    headers: method === 'GET' ? { cookie: admin.cookie } : admin.headers,
    ...(payload ? { payload } : {}),
  });

let day = addCalendarDays(osloDay(Date.now()), 10);
while (weekdayOf(day) !== 'thursday') day = addCalendarDays(day, 1);
/** A time on the Thursday `week` weeks after the first one (each test has a day of its own). */
const at = (minutes: number, week = 0) => new Date(osloInstant(addCalendarDays(day, 7 * week), minutes)).toISOString();
const icsTime = (iso: string) => iso.replace(/[-:]/g, '').replace('.000', '');

async function createService(body: object): Promise<BookingService> {
  const response = await staff('POST', '/booking/services', {
    price: 50_000,
    availability: [{ day: 'thursday', hours: ['09:00-13:00'] }],
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<BookingService>();
}
const merging = await createService({ name: 'Fotpleie', mergeBookings: true });
const plain = await createService({ name: 'Negledesign' });

let visitors = 0;
/** A visitor of their own address books `start` of the service on the storefront. */
function bookOnline(serviceId: string, start: string, email: string) {
  return server.inject({
    method: 'POST',
    url: `/booking/${serviceId}`,
    headers: {
      host: shop,
      'content-type': 'application/x-www-form-urlencoded',
      origin,
      'x-forwarded-for': `198.51.100.${++visitors}`,
    },
    payload: new URLSearchParams({ start, name: 'Kari Nordmann', email, phone: '91234567' }).toString(),
  });
}
const tokenOf = (location: string | undefined) => /\/booking\/min\/([0-9a-f]{64})/.exec(location ?? '')?.[1] ?? '';

/** The customer's bookings (not cancelled) of a service, soonest first. */
const bookingsOf = (serviceId: string, email: string) =>
  db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.serviceId, serviceId),
        sql`lower(${bookings.email}) = ${email.toLowerCase()}`,
        ne(bookings.status, 'cancelled'),
      ),
    )
    .orderBy(asc(bookings.start));
const mailsTo = (email: string, subject: string) =>
  db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), like(mailOutbox.subject, `${subject}%`)));
const remindersOf = async (bookingId: string) =>
  (
    await db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(and(eq(jobs.kind, 'booking.reminder'), sql`${jobs.payload}->>'bookingId' = ${bookingId}`))
  )
    .map((job) => (job.payload as { start: string }).start)
    .sort();

describe('merging bookings (mergeBookings)', () => {
  it('a time right after, then one right before, becomes part of the customer’s booking', async () => {
    const first = await bookOnline(merging._id, at(600), 'kari@example.no');
    expect(first.statusCode, first.body).toBe(303);
    const token = tokenOf(first.headers.location);
    const [booked] = await bookingsOf(merging._id, 'kari@example.no');
    if (!booked) throw new Error('no booking');

    // Right after, with the e-mail in other letters: the same customer.
    const after = await bookOnline(merging._id, at(630), 'KARI@Example.no');
    expect(after.statusCode, after.body).toBe(200);
    expect(after.body).toContain('Tiden er lagt til bookingen din');
    expect(after.body).toContain('kl. 10:00–11:00');
    // The booking's address goes by e-mail only: typing an e-mail must not open someone's booking.
    expect(after.body).not.toContain(token);
    const [grown, ...others] = await bookingsOf(merging._id, 'kari@example.no');
    expect(others).toHaveLength(0);
    expect(grown).toMatchObject({ id: booked.id, manageToken: token });
    expect(grown?.start.toISOString()).toBe(at(600));
    expect(grown?.end.toISOString()).toBe(at(660));

    const [changed, ...more] = await mailsTo('kari@example.no', 'Bookingen din er endret');
    expect(more).toHaveLength(0);
    expect(changed?.text).toContain('Den nye tiden er lagt til bookingen din av Fotpleie');
    expect(changed?.text).toContain('kl. 10:00–11:00');
    expect(changed?.text).toContain(`${origin}/booking/min/${token}`);
    const ics = storedAttachmentText(changed?.attachments?.[0]);
    expect(ics).toContain(`UID:${booked.id}@booking.vev`);
    expect(ics).toContain(`DTSTART:${icsTime(at(600))}`);
    expect(ics).toContain(`DTEND:${icsTime(at(660))}`);
    // The start did not change, so its reminder stands.
    expect(await remindersOf(booked.id)).toEqual([at(600)]);

    // Right before: the booking now starts earlier, and gets a reminder for its new start.
    const before = await bookOnline(merging._id, at(570), 'kari@example.no');
    expect(before.statusCode, before.body).toBe(200);
    expect(before.body).toContain('kl. 09:30–11:00');
    const [whole, ...rest] = await bookingsOf(merging._id, 'kari@example.no');
    expect(rest).toHaveLength(0);
    expect(whole?.id).toBe(booked.id);
    expect(whole?.start.toISOString()).toBe(at(570));
    expect(whole?.end.toISOString()).toBe(at(660));
    expect(await remindersOf(booked.id)).toEqual([at(570), at(600)].sort());

    // Its own page shows the whole time; staff see one booking in the calendar.
    const page = await server.inject({ method: 'GET', url: `/booking/min/${token}`, headers: { host: shop } });
    expect(page.body).toContain('kl. 09:30–11:00');
    const calendar = await staff(
      'GET',
      `/booking/calendar?start=${encodeURIComponent(at(0))}&end=${encodeURIComponent(at(1439))}`,
    );
    const entries = calendar.json<BookingDetail[]>().filter((entry) => entry.service === merging._id);
    expect(entries.map((entry) => [entry._id, entry.start, entry.end])).toEqual([[booked.id, at(570), at(660)]]);
  });

  it('another customer’s time, a gap, or a service without mergeBookings stays a booking of its own', async () => {
    expect((await bookOnline(merging._id, at(600, 1), 'ola@example.no')).statusCode).toBe(303);
    expect((await bookOnline(merging._id, at(630, 1), 'per@example.no')).statusCode).toBe(303);
    expect((await bookOnline(merging._id, at(690, 1), 'ola@example.no')).statusCode).toBe(303);
    expect((await bookingsOf(merging._id, 'ola@example.no')).map((row) => row.start.toISOString())).toEqual([
      at(600, 1),
      at(690, 1),
    ]);
    expect((await bookOnline(plain._id, at(600, 1), 'ola@example.no')).statusCode).toBe(303);
    expect((await bookOnline(plain._id, at(630, 1), 'ola@example.no')).statusCode).toBe(303);
    expect(await bookingsOf(plain._id, 'ola@example.no')).toHaveLength(2);
  });

  it('not with a cancelled booking, nor a time bought with an order', async () => {
    await bookOnline(merging._id, at(600, 2), 'betalt@example.no');
    const [paid] = await bookingsOf(merging._id, 'betalt@example.no');
    await db
      .update(bookings)
      .set({ orderId: 'ordre-1' })
      .where(eq(bookings.id, paid?.id ?? ''));
    expect((await bookOnline(merging._id, at(630, 2), 'betalt@example.no')).statusCode).toBe(303);
    expect(await bookingsOf(merging._id, 'betalt@example.no')).toHaveLength(2);

    await bookOnline(merging._id, at(720, 2), 'angret@example.no');
    const [cancelled] = await bookingsOf(merging._id, 'angret@example.no');
    expect(
      (
        await server.inject({
          method: 'DELETE',
          url: `/api/sites/${shopId}/booking/bookings/${cancelled?.id}`,
          headers: admin.headers,
        })
      ).statusCode,
    ).toBe(200);
    expect((await bookOnline(merging._id, at(750, 2), 'angret@example.no')).statusCode).toBe(303);
    const [fresh, ...rest] = await bookingsOf(merging._id, 'angret@example.no');
    expect(rest).toHaveLength(0);
    expect(fresh?.id).not.toBe(cancelled?.id);
    expect(fresh?.start.toISOString()).toBe(at(750, 2));
  });

  it('the new time must be free, as for a new booking', async () => {
    await bookOnline(merging._id, at(600, 3), 'tatt@example.no');
    await bookOnline(merging._id, at(630, 3), 'forst@example.no');
    const refused = await bookOnline(merging._id, at(630, 3), 'tatt@example.no');
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain(bookingTakenMessage);
    const [kept, ...rest] = await bookingsOf(merging._id, 'tatt@example.no');
    expect(rest).toHaveLength(0);
    expect(kept?.end.toISOString()).toBe(at(630, 3));
  });

  it('staff booking by phone: the touching time joins the booking (200); other places stay apart (201)', async () => {
    const made = await staff('POST', '/booking/bookings', {
      service: merging._id,
      start: at(600, 4),
      name: 'Kari Nordmann',
      email: 'telefon@example.no',
    });
    expect(made.statusCode, made.body).toBe(201);
    const joined = await staff('POST', '/booking/bookings', {
      service: merging._id,
      start: at(630, 4),
      name: 'Kari Nordmann',
      email: 'telefon@example.no',
    });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json<Booking>()).toMatchObject({ _id: made.json<Booking>()._id, start: at(600, 4), end: at(660, 4) });
    // The log tells of a new booking, then of that booking changed.
    const logged = await db
      .select({ kind: activityLog.kind })
      .from(activityLog)
      .where(eq(activityLog.targetId, made.json<Booking>()._id))
      .orderBy(asc(activityLog.createdAt));
    expect(logged.map((entry) => entry.kind)).toEqual(['booking.created', 'booking.updated']);
    // Two places next to one: a booking of its own.
    const wide = await createService({ name: 'Gruppetime', slots: 3, mergeBookings: true });
    const book = (start: string, slots: number) =>
      staff('POST', '/booking/bookings', { service: wide._id, start, slots, name: 'Kari', email: 'gruppe@example.no' });
    expect((await book(at(600, 4), 1)).statusCode).toBe(201);
    expect((await book(at(630, 4), 2)).statusCode).toBe(201);
    expect((await book(at(660, 4), 2)).statusCode).toBe(200);
    expect(
      (await bookingsOf(wide._id, 'gruppe@example.no')).map((row) => [
        row.start.toISOString(),
        row.end.toISOString(),
        row.slots,
      ]),
    ).toEqual([
      [at(600, 4), at(630, 4), 1],
      [at(630, 4), at(690, 4), 2],
    ]);
  });

  it('a merged booking keeps its whole length when staff move it', async () => {
    expect((await bookOnline(merging._id, at(600, 6), 'flytt@example.no')).statusCode).toBe(303);
    expect((await bookOnline(merging._id, at(630, 6), 'flytt@example.no')).statusCode).toBe(200);
    const [merged] = await bookingsOf(merging._id, 'flytt@example.no');
    if (!merged) throw new Error('no booking');
    const moved = await server.inject({
      method: 'PATCH',
      url: `/api/sites/${shopId}/booking/bookings/${merged.id}`,
      headers: admin.headers,
      payload: { start: at(720, 6), end: at(780, 6) },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<BookingDetail>()).toMatchObject({ start: at(720, 6), end: at(780, 6) });
    // The end of a service-length slot does not fit it.
    const short = await server.inject({
      method: 'PATCH',
      url: `/api/sites/${shopId}/booking/bookings/${merged.id}`,
      headers: admin.headers,
      payload: { start: at(540, 6), end: at(570, 6) },
    });
    expect(short.statusCode).toBe(400);
  });

  it('two touching times of one customer sent at once: one booking covering both, or two, never overlapping', async () => {
    const times = [at(600, 5), at(630, 5)];
    const answers = await Promise.all(times.map((start) => bookOnline(merging._id, start, 'samtidig@example.no')));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual(
      answers.some((answer) => answer.statusCode === 200) ? [200, 303] : [303, 303],
    );
    const rows = await bookingsOf(merging._id, 'samtidig@example.no');
    const covered = rows.flatMap((row) => {
      const parts: string[] = [];
      for (let start = row.start.getTime(); start < row.end.getTime(); start += 30 * 60_000)
        parts.push(new Date(start).toISOString());
      return parts;
    });
    // Every half hour booked exactly once: nothing lost, nothing twice.
    expect(covered.sort()).toEqual(times);
    expect(rows.length === 1 || rows.length === 2).toBe(true);
  });
});
