/**
 * The staff calendar (spec 3 'Booking'): the calendar range, one booking's details, moving a booking
 * to a free slot under the booking locks, cancelling it, the e-mails to the customer and the
 * resources, and a resource's private iCalendar feed with its renewable address.
 */
import {
  addCalendarDays,
  type BookingDetail,
  type BookingResource,
  type BookingService,
  bookingCalendarFeedPath,
  bookingDetailSchema,
  defaultBookingSettings,
  type OutboxMail,
  osloDay,
  osloInstant,
  weekdayOf,
} from '@vev/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { type SignedIn, startTestServer } from '../../../test/harness';
import { cacheHeader as answerCacheHeader } from '../../platform/cache/answer-cache';
import { newId } from '../../platform/ids';
import { escapeIcalText, foldIcalLine } from './ical';
import { bookings } from './schema';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
await server.addUser('admin-hjemmeside-kalender@example.no', { hjemmeside: 'admin' });
const admin = await server.signIn('admin@demo.vev.no');
const contributor = await server.signIn('redaktor@demo.vev.no');
const reader = await server.signIn('leser@demo.vev.no');
const outsider = await server.signIn('admin-hjemmeside-kalender@example.no');
const api = `/api/sites/${shopId}`;

const send = (method: 'POST' | 'PATCH' | 'DELETE', path: string, body?: object, who: SignedIn = contributor) =>
  server.inject({ method, url: `${api}${path}`, headers: who.headers, ...(body ? { payload: body } : {}) });
const read = (path: string, who: SignedIn = reader) =>
  server.inject({ method: 'GET', url: `${api}${path}`, headers: { cookie: who.cookie } });
const mails = () => server.readJson<OutboxMail[]>(admin, `${api}/mail-outbox?limit=100`);

let monday = addCalendarDays(osloDay(Date.now()), 14);
while (weekdayOf(monday) !== 'monday') monday = addCalendarDays(monday, 1);
const iso = (day: string, minutes: number) => new Date(osloInstant(day, minutes)).toISOString();

const resource = (
  await send('POST', '/booking/resources', { name: 'Frisør, Kari; «A»', email: 'kari@frisor.no' })
).json() as BookingResource;
const service = (
  await send('POST', '/booking/services', {
    name: 'Klipp',
    price: 50_000,
    availability: [{ day: 'monday', hours: ['09:00-11:00'] }],
    resources: [{ ref: resource._id }],
  })
).json() as BookingService;

const nextMonday = addCalendarDays(monday, 7);
const book = async (minutes: number, name: string, email = '', day = monday) => {
  const response = await send('POST', '/booking/bookings', {
    service: service._id,
    start: iso(day, minutes),
    name,
    email,
    phone: '98765432',
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as BookingDetail;
};

describe('the booking calendar', () => {
  it('lists the bookings overlapping the range with service and resource names; a range is bounded', async () => {
    const booking = await book(9 * 60, 'Kalender Kunde');
    const range = `start=${encodeURIComponent(iso(monday, 0))}&end=${encodeURIComponent(iso(addCalendarDays(monday, 1), 0))}`;
    const answer = await read(`/booking/calendar?${range}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    // PostgreSQL builds this answer's JSON: every entry has exactly the documented fields.
    bookingDetailSchema.strict().array().parse(answer.json());
    const entry = (answer.json() as BookingDetail[]).find((row) => row._id === booking._id);
    expect(entry).toMatchObject({
      name: 'Kalender Kunde',
      serviceName: 'Klipp',
      resourceDetails: [{ _id: resource._id, name: 'Frisør, Kari; «A»' }],
      status: 'confirmed',
    });
    const detail = await read(`/booking/bookings/${booking._id}`);
    expect(detail.json()).toEqual(entry);
    const tooLong = await read('/booking/calendar?start=2026-01-01T00:00:00Z&end=2026-06-01T00:00:00Z');
    expect(tooLong.statusCode).toBe(400);
    const created = (await mails()).find(
      (mail) => mail.to === 'kari@frisor.no' && mail.text?.includes('Kalender Kunde'),
    );
    expect(created?.subject).toMatch(/^Ny booking: Klipp/);
  });

  it('moves a booking to a free slot, refuses a taken one with 409, and e-mails customer and resource', async () => {
    const booking = await book(9 * 60 + 30, 'Flytt Meg', 'flytt@example.no');
    await book(10 * 60, 'Opptatt');
    const taken = await send('PATCH', `/booking/bookings/${booking._id}`, { start: iso(monday, 10 * 60) });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Tiden ble akkurat tatt. Velg en annen ledig tid.');
    // Its own place does not block a move within its own time.
    const moved = await send('PATCH', `/booking/bookings/${booking._id}`, {
      start: iso(monday, 10 * 60 + 30),
      end: iso(monday, 11 * 60),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ start: iso(monday, 10 * 60 + 30), end: iso(monday, 11 * 60) });
    const outbox = await mails();
    const customer = outbox.find((mail) => mail.to === 'flytt@example.no' && mail.subject.includes('endret'));
    expect(customer?.subject).toBe('Bookingen din er endret – Demo Butikk');
    expect(customer?.text).toContain('Bookingen din av Klipp er flyttet til');
    expect(customer?.text).toContain('11:00');
    expect(
      outbox.some((mail) => mail.to === 'kari@frisor.no' && mail.subject.startsWith('Booking endret: Klipp')),
    ).toBe(true);
    // The slot it left is free again.
    const slots = await read(
      `/booking/services/${service._id}/availability?start=${encodeURIComponent(iso(monday, 0))}&end=${encodeURIComponent(iso(addCalendarDays(monday, 1), 0))}`,
    );
    expect(slots.json().map((slot: { start: string }) => slot.start)).toContain(iso(monday, 9 * 60 + 30));
  });

  it('cancels: the booking leaves the calendar, its place is free, the customer is told', async () => {
    const booking = await book(9 * 60 + 30, 'Avlys Meg', 'avlys@example.no');
    // The calendar's answer is kept until a booking changes: read twice, the second from memory.
    const month = `start=${encodeURIComponent(iso(monday, 0))}&end=${encodeURIComponent(iso(addCalendarDays(monday, 1), 0))}`;
    expect(((await read(`/booking/calendar?${month}`)).json() as BookingDetail[]).map((entry) => entry._id)).toContain(
      booking._id,
    );
    expect((await read(`/booking/calendar?${month}`)).headers[answerCacheHeader]).toBe('hit');
    const cancelled = await send('DELETE', `/booking/bookings/${booking._id}`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
    expect((await send('DELETE', `/booking/bookings/${booking._id}`)).statusCode).toBe(409);
    const outbox = await mails();
    expect(outbox.filter((mail) => mail.to === 'avlys@example.no').map((mail) => mail.subject)).toContain(
      'Bookingen din er kansellert – Demo Butikk',
    );
    expect(outbox.some((mail) => mail.to === 'kari@frisor.no' && mail.subject.startsWith('Booking kansellert'))).toBe(
      true,
    );
    const range = `start=${encodeURIComponent(iso(monday, 0))}&end=${encodeURIComponent(iso(addCalendarDays(monday, 1), 0))}`;
    const calendar = (await read(`/booking/calendar?${range}`)).json() as BookingDetail[];
    expect(calendar.map((entry) => entry._id)).not.toContain(booking._id);
    await book(9 * 60 + 30, 'Tar Plassen');
  });

  it("the booking settings' copy address gets every booking, and the customer's confirmation carries their text", async () => {
    const settings = await server.inject({
      method: 'PATCH',
      url: `${api}/site`,
      headers: admin.headers,
      payload: {
        booking: { ...defaultBookingSettings, copyEmail: 'kopi@demobutikk.no', confirmationText: 'Ta med kvittering.' },
      },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    try {
      await book(10 * 60, 'Kopi Kunde', 'kopi-kunde@example.no', nextMonday);
      const outbox = await mails();
      const confirmation = outbox.find((mail) => mail.to === 'kopi-kunde@example.no');
      expect(confirmation?.subject).toBe('Bookingen din er bekreftet – Demo Butikk');
      expect(confirmation?.text).toContain('Du har booket Klipp');
      expect(confirmation?.text).toContain('Ta med kvittering.');
      const copy = outbox.find((mail) => mail.to === 'kopi@demobutikk.no' && mail.text?.includes('Kopi Kunde'));
      expect(copy?.subject).toBe('Ny booking: Klipp – Demo Butikk');
      expect(copy?.text).toContain('Frisør, Kari; «A»: Klipp');
    } finally {
      await server.inject({
        method: 'PATCH',
        url: `${api}/site`,
        headers: admin.headers,
        payload: { booking: defaultBookingSettings },
      });
    }
  });

  it('a booking that has started cannot be moved or cancelled', async () => {
    const id = newId();
    const start = new Date(Date.now() - 3_600_000);
    await server.database.db.insert(bookings).values({
      siteId: shopId,
      id,
      serviceId: service._id,
      resourceIds: [resource._id],
      start,
      end: new Date(start.getTime() + 1_800_000),
      name: 'Fortid',
    });
    const move = await send('PATCH', `/booking/bookings/${id}`, { start: iso(monday, 9 * 60) });
    expect(move.statusCode).toBe(409);
    expect(move.json().message).toBe('Bookingen har allerede startet og kan ikke endres eller kanselleres.');
    expect((await send('DELETE', `/booking/bookings/${id}`)).statusCode).toBe(409);
  });

  it("never gives a resource more places than it has, when named or moved ('«…» er opptatt')", async () => {
    const day = addCalendarDays(nextMonday, 7);
    const chair = (await send('POST', '/booking/resources', { name: 'Stol 2' })).json() as BookingResource;
    const colour = (
      await send('POST', '/booking/services', {
        name: 'Farge',
        price: 80_000,
        slots: 2,
        availability: [{ day: 'monday', hours: ['09:00-11:00'] }],
      })
    ).json() as BookingService;
    const bookColour = async (minutes: number, name: string) => {
      const response = await send('POST', '/booking/bookings', {
        service: colour._id,
        start: iso(day, minutes),
        name,
        phone: '98765432',
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as BookingDetail;
    };
    const cut = await book(9 * 60, 'Klipp i stol 2', '', day);
    expect((await send('PATCH', `/booking/bookings/${cut._id}`, { resources: [chair._id] })).statusCode).toBe(200);

    const sameTime = await bookColour(9 * 60, 'Farge samtidig');
    const named = await send('PATCH', `/booking/bookings/${sameTime._id}`, { resources: [chair._id] });
    expect(named.statusCode).toBe(409);
    expect(named.json().message).toBe('«Stol 2» er opptatt på denne tiden. Velg en annen tid eller en annen ressurs.');

    const later = await bookColour(10 * 60, 'Farge senere');
    expect((await send('PATCH', `/booking/bookings/${later._id}`, { resources: [chair._id] })).statusCode).toBe(200);
    const moved = await send('PATCH', `/booking/bookings/${later._id}`, { start: iso(day, 9 * 60) });
    expect(moved.statusCode, 'the service has room at 09:00, the chair has not').toBe(409);
    expect(moved.json().message).toContain('«Stol 2» er opptatt');

    expect((await send('DELETE', `/booking/bookings/${cut._id}`)).statusCode).toBe(200);
    const movedAgain = await send('PATCH', `/booking/bookings/${later._id}`, { start: iso(day, 9 * 60) });
    expect(movedAgain.statusCode, movedAgain.body).toBe(200);
    const detail = movedAgain.json() as BookingDetail;
    expect([detail.start, detail.resources]).toEqual([iso(day, 9 * 60), [chair._id]]);

    // Two staff give the last place of a resource at once: its row lock lets one through.
    const sink = (await send('POST', '/booking/resources', { name: 'Vask 1' })).json() as BookingResource;
    const pair = [await bookColour(10 * 60 + 30, 'Samtidig A'), await bookColour(10 * 60 + 30, 'Samtidig B')];
    const answers = await Promise.all(
      pair.map((booking) => send('PATCH', `/booking/bookings/${booking._id}`, { resources: [sink._id] })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it('names resources; readers cannot write; another site gets 404', async () => {
    const booking = await book(10 * 60 + 30, 'Ressurs Kunde', '', nextMonday);
    const named = await send('PATCH', `/booking/bookings/${booking._id}`, { resources: [resource._id] });
    expect(named.statusCode, named.body).toBe(200);
    const unknown = await send('PATCH', `/booking/bookings/${booking._id}`, { resources: ['finnes-ikke'] });
    expect(unknown.statusCode).toBe(400);
    expect((await send('PATCH', `/booking/bookings/${booking._id}`, {})).statusCode).toBe(400);
    expect((await send('PATCH', `/booking/bookings/${booking._id}`, { resources: [] }, reader)).statusCode).toBe(403);
    expect((await send('DELETE', `/booking/bookings/${booking._id}`, undefined, reader)).statusCode).toBe(403);
    expect(
      (await send('POST', `/booking/resources/${resource._id}/calendar-token`, undefined, reader)).statusCode,
    ).toBe(403);
    expect((await read(`/booking/bookings/${booking._id}`, outsider)).statusCode).toBe(404);
    const homeId = await server.siteId('hjemmeside');
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const answer = await server.inject({
        method,
        url: `/api/sites/${homeId}/booking/bookings/${booking._id}`,
        headers: outsider.headers,
        ...(method === 'PATCH' ? { payload: { resources: [] } } : {}),
      });
      expect(answer.statusCode, method).toBe(404);
    }
    const renew = await server.inject({
      method: 'POST',
      url: `/api/sites/${homeId}/booking/resources/${resource._id}/calendar-token`,
      headers: outsider.headers,
    });
    expect(renew.statusCode).toBe(404);
  });
});

describe("a resource's private calendar feed", () => {
  it('serves its confirmed bookings as iCalendar without a session; a renewed address retires the old', async () => {
    const booking = await book(9 * 60, 'Feed, Kunde; Nr\\1', '', nextMonday);
    const feed = await server.inject({ method: 'GET', url: bookingCalendarFeedPath(resource.calendarToken) });
    expect(feed.statusCode, feed.body).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const text = feed.body.replace(/\r\n /g, '');
    expect(feed.body.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text).toContain('X-WR-CALNAME:Frisør\\, Kari\\; «A»');
    expect(text).toContain(`UID:${booking._id}@`);
    const utc = iso(nextMonday, 9 * 60)
      .replace(/[-:]/g, '')
      .replace('.000', '');
    expect(text).toContain(`DTSTART:${utc}`);
    expect(text).toContain('SUMMARY:Klipp: Feed\\, Kunde\\; Nr\\\\1');
    expect(text).not.toContain('Avlys Meg');
    expect(feed.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);

    const renewed = await send('POST', `/booking/resources/${resource._id}/calendar-token`);
    expect(renewed.statusCode, renewed.body).toBe(200);
    const token = (renewed.json() as BookingResource).calendarToken;
    expect(token).not.toBe(resource.calendarToken);
    expect(
      (await server.inject({ method: 'GET', url: bookingCalendarFeedPath(resource.calendarToken) })).statusCode,
    ).toBe(404);
    expect((await server.inject({ method: 'GET', url: bookingCalendarFeedPath(token) })).statusCode).toBe(200);
    expect((await server.inject({ method: 'GET', url: bookingCalendarFeedPath('gjettet') })).statusCode).toBe(404);
  });

  it('escapes text and folds long lines at 75 octets without splitting a character', () => {
    expect(escapeIcalText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    const folded = foldIcalLine(`SUMMARY:${'ø'.repeat(80)}`);
    expect(folded.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(`SUMMARY:${'ø'.repeat(80)}`);
  });
});
