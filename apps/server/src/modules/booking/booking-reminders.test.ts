/**
 * Reminder e-mails (booking settings 'Påminnelse på e-post'): a job per booking, due the settings'
 * hours before its start; it sends only while reminders are on, and only for the booking's current
 * time: a moved booking is reminded once, of its new time, and a cancelled one not at all.
 */
import {
  addCalendarDays,
  type BookingDetail,
  type BookingService,
  defaultBookingSettings,
  type OutboxMail,
  osloDay,
  osloInstant,
  weekdayOf,
} from '@vev/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../../test/harness';
import { jobs } from '../../platform/jobs/schema';
import { runNextJob } from '../../platform/jobs/worker';
import { bookingReminderHandler, bookingReminderJob } from './reminders';

const server = await startTestServer();
afterAll(() => server.close());

const { db } = server.database;
const shopId = await server.siteId('demobutikk');
const admin = await server.signIn('admin@demo.vev.no');
const api = `/api/sites/${shopId}`;
const send = (method: 'POST' | 'PATCH' | 'DELETE', path: string, body?: object) =>
  server.inject({ method, url: `${api}${path}`, headers: admin.headers, ...(body ? { payload: body } : {}) });

let monday = addCalendarDays(osloDay(Date.now()), 14);
while (weekdayOf(monday) !== 'monday') monday = addCalendarDays(monday, 1);
const iso = (day: string, minutes: number) => new Date(osloInstant(day, minutes)).toISOString();

const service = (
  await send('POST', '/booking/services', {
    name: 'Massasje',
    price: 60_000,
    availability: [{ day: 'monday', hours: ['09:00-12:00'] }],
  })
).json() as BookingService;

const book = async (minutes: number, email: string, day = monday) => {
  const response = await send('POST', '/booking/bookings', {
    service: service._id,
    start: iso(day, minutes),
    name: 'Påminnelse Kunde',
    email,
    phone: '98765432',
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as BookingDetail;
};
const setReminders = async (reminderEnabled: boolean, reminderHoursBefore = 24) => {
  const response = await send('PATCH', '/site', {
    booking: { ...defaultBookingSettings, reminderEnabled, reminderHoursBefore },
  });
  expect(response.statusCode, response.body).toBe(200);
};

const handlers = new Map([[bookingReminderJob, bookingReminderHandler(db)]]);
/** Runs every reminder due at `at` (a moment between the reminders and the bookings). */
const runRemindersAt = async (at: Date) => {
  while (await runNextJob(db, handlers, { log: server.app.log, at }));
};
const remindersOf = (bookingId: string) =>
  db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, bookingReminderJob), sql`${jobs.payload}->>'bookingId' = ${bookingId}`));
const remindersTo = async (email: string) =>
  (await server.readJson<OutboxMail[]>(admin, `${api}/mail-outbox?limit=100`)).filter(
    (mail) => mail.to === email && mail.subject.startsWith('Påminnelse om bookingen din'),
  );
const dayBefore = new Date(osloInstant(addCalendarDays(monday, -1), 12 * 60));

describe('booking reminders', () => {
  it('are due the set hours before the start, and sent only while reminders are on', async () => {
    const quiet = await book(9 * 60, 'uten-paminnelse@example.no');
    const [queued] = await remindersOf(quiet._id);
    expect(queued?.runAfter.toISOString()).toBe(new Date(Date.parse(quiet.start) - 24 * 3_600_000).toISOString());
    await runRemindersAt(dayBefore);
    expect(await remindersTo('uten-paminnelse@example.no'), 'reminders are off by default').toEqual([]);

    await setReminders(true, 12);
    try {
      const reminded = await book(10 * 60, 'med-paminnelse@example.no');
      const [job] = await remindersOf(reminded._id);
      expect(job?.runAfter.toISOString()).toBe(new Date(Date.parse(reminded.start) - 12 * 3_600_000).toISOString());
      await runRemindersAt(new Date(osloInstant(monday, 0)));
      const [mail] = await remindersTo('med-paminnelse@example.no');
      expect(mail?.subject).toBe('Påminnelse om bookingen din – Demo Butikk');
      expect(mail?.text).toContain('Vi minner om at du har booket Massasje');
      expect(mail?.text).toContain('kl. 10:00');
    } finally {
      await setReminders(false);
    }
  });

  it('a moved booking is reminded once, of its new time; a cancelled one not at all', async () => {
    await setReminders(true);
    try {
      const moved = await book(11 * 60, 'flyttet@example.no', addCalendarDays(monday, 7));
      const change = await send('PATCH', `/booking/bookings/${moved._id}`, {
        start: iso(addCalendarDays(monday, 7), 9 * 60),
      });
      expect(change.statusCode, change.body).toBe(200);
      const cancelled = await book(10 * 60, 'kansellert@example.no', addCalendarDays(monday, 7));
      expect((await send('DELETE', `/booking/bookings/${cancelled._id}`)).statusCode).toBe(200);
      await runRemindersAt(new Date(osloInstant(addCalendarDays(monday, 7), 0)));

      const reminders = await remindersTo('flyttet@example.no');
      expect(reminders.map((mail) => mail.text?.includes('kl. 09:00'))).toEqual([true]);
      expect(await remindersTo('kansellert@example.no')).toEqual([]);
    } finally {
      await setReminders(false);
    }
  });
});
