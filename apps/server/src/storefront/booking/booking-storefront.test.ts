/**
 * Online booking on the storefront (issue 20 points 6 and 7): the services, a month's free days and
 * a day's free times, booking with the visitor's details, the confirmation e-mail with its calendar
 * file and link, the booking's own page with cancelling until the deadline, and no double booking
 * when twenty visitors want the last places at once.
 */
import {
  addCalendarDays,
  type BookingDetail,
  type BookingService,
  bookingTakenMessage,
  defaultBookingSettings,
  osloDay,
  osloInstant,
  type Page,
  type PageListItem,
  storefrontBookingMessages,
  weekdayOf,
} from '@vev/shared';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../../test/harness';
import { storedAttachmentText } from '../../../test/mail-attachments';
import { storefrontVisitor } from '../../../test/storefront-visitor';
import { sites } from '../../platform/accounts/schema';
import { mailOutbox } from '../../platform/mail/schema';
import { clearHits } from '../../platform/rate-limit/rate-limit';
import { tooManyBookingsMessage } from './booking-resolver';

const server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
const admin = await server.signIn('admin@demo.vev.no');
const shop = 'demobutikk.localhost:3000';
const origin = `http://${shop}`;
const { db } = server.database;
const api = `/api/sites/${shopId}`;

async function staff<T>(method: 'POST' | 'PATCH' | 'GET', path: string, payload?: object): Promise<T> {
  const response = await server.inject({
    method,
    url: `${api}${path}`,
    headers: method === 'GET' ? { cookie: admin.cookie } : admin.headers,
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json<T>();
}

let day = addCalendarDays(osloDay(Date.now()), 10);
while (weekdayOf(day) !== 'wednesday') day = addCalendarDays(day, 1);
const at = (minutes: number) => new Date(osloInstant(day, minutes)).toISOString();

const service = await staff<BookingService>('POST', '/booking/services', {
  name: 'Hårklipp',
  description: 'Vask, klipp og føn.',
  price: 65_000,
  slots: 3,
  availability: [{ day: 'wednesday', hours: ['10:00-12:00'] }],
});
const sold = await staff<BookingService>('POST', '/booking/services', {
  name: 'Sykkeltilpasning',
  price: 150_000,
  requiredProductPurchase: true,
  availability: [{ day: 'wednesday', hours: ['10:00-12:00'] }],
});
await staff('PATCH', '/site', { booking: { ...defaultBookingSettings, changeDeadlineHours: 24 } });

let visitors = 0;
/** A visitor with an address of their own (bookings are limited per address). */
const visitor = () => storefrontVisitor(server, shop, { address: `198.51.100.${++visitors}` });

const details = { name: 'Kari Nordmann', email: 'kari@example.no', phone: '+47 912 34 567' };
const tokenOf = (location: string | undefined) =>
  /\/booking\/min\/([0-9a-f]{64})\?ny=1$/.exec(location ?? '')?.[1] ?? '';
const bookingsOf = (serviceId: string) =>
  staff<BookingDetail[]>('GET', `/booking/bookings?service=${serviceId}&limit=100`);

describe('storefront booking', () => {
  it('lists the services and shows a month with its free days as links', async () => {
    const list = await visitor().view('/booking');
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('Hårklipp');
    expect(list.body).toContain('650,00');
    expect(list.body).toContain(`href="/booking/${service._id}"`);
    expect(list.body).toContain(storefrontBookingMessages.productRequired);

    const month = await visitor().view(`/booking/${service._id}?maned=${day.slice(0, 7)}`);
    expect(month.statusCode).toBe(200);
    expect(month.body).toContain('Velg dato');
    expect(month.body).toContain(`href="/booking/${service._id}?dato=${day}"`);
    // Thursdays are closed: shown, not offered.
    expect(month.body).not.toContain(`?dato=${addCalendarDays(day, 1)}"`);

    const chosen = await visitor().view(`/booking/${service._id}?dato=${day}`);
    expect(chosen.body).toContain('Ledige tider');
    expect(chosen.body).toContain(`value="${at(600)}"`);
    expect(chosen.body).toContain('3 ledige plasser');
    expect(chosen.body).toContain('Bekreft booking');
  });

  it('books a free time, e-mails a confirmation with a calendar file and a link, and shows it to staff', async () => {
    const guest = visitor();
    const booked = await guest.post(`/booking/${service._id}`, { start: at(630), ...details, noekkel: 'k-1' });
    expect(booked.statusCode, booked.body).toBe(303);
    const token = tokenOf(booked.headers.location);
    expect(token).not.toBe('');
    const page = await guest.view(`/booking/min/${token}?ny=1`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toContain('no-store');
    expect(page.body).toContain('Bookingen er bekreftet');
    expect(page.body).toContain('Vi har sendt en bekreftelse til kari@example.no.');
    expect(page.body).toContain('Hårklipp');

    // The same form sent twice (a double click) books once.
    const again = await guest.post(`/booking/${service._id}`, { start: at(630), ...details, noekkel: 'k-1' });
    expect(tokenOf(again.headers.location)).toBe(token);
    const mine = (await bookingsOf(service._id)).filter((booking) => booking.start === at(630));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ name: 'Kari Nordmann', phone: '+47 912 34 567', status: 'confirmed' });

    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, 'kari@example.no'), like(mailOutbox.subject, 'Bookingen din er bekreftet%')));
    expect(mail?.text).toContain(`${origin}/booking/min/${token}`);
    const ics = storedAttachmentText(mail?.attachments?.[0]);
    expect(mail?.attachments?.[0]?.filename).toBe('booking.ics');
    expect(ics).toContain(`UID:${mine[0]?._id}@booking.vev`);
    expect(ics).toContain(`DTSTART:${at(630).replace(/[-:]/g, '').replace('.000', '')}`);

    const file = await guest.view(`/booking/min/${token}/booking.ics`);
    expect(file.headers['content-type']).toContain('text/calendar');
    expect(file.body).toContain('BEGIN:VEVENT');
  });

  it('keeps what was typed and says which field is wrong', async () => {
    const refused = await visitor().post(`/booking/${service._id}`, {
      start: at(660),
      name: '',
      email: 'ikke-en-adresse',
      phone: '12',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(storefrontBookingMessages.nameRequired);
    expect(refused.body).toContain(storefrontBookingMessages.emailInvalid);
    expect(refused.body).toContain(storefrontBookingMessages.phoneInvalid);
    expect(refused.body).toContain('value="ikke-en-adresse"');
  });

  it('refuses a post from another site, a service sold with a product, and too many posts from one address', async () => {
    const foreign = await visitor().post(
      `/booking/${service._id}`,
      { start: at(660), ...details },
      {
        origin: 'https://evil.example',
      },
    );
    expect(foreign.statusCode).toBe(403);

    const product = await visitor().post(`/booking/${sold._id}`, { start: at(600), ...details });
    expect(product.statusCode).toBe(409);
    expect(product.body).toContain(storefrontBookingMessages.productRequired);
    expect(await bookingsOf(sold._id)).toHaveLength(0);

    const busy = visitor();
    for (let sent = 0; sent < 10; sent++) await busy.post(`/booking/${service._id}`, { start: 'x', ...details });
    const limited = await busy.post(`/booking/${service._id}`, { start: at(660), ...details });
    expect(limited.statusCode).toBe(429);
    expect(limited.body).toContain(tooManyBookingsMessage);
    await clearHits(db, `booking-submit:${shopId}:198.51.100.${visitors}`);
  });

  it('twenty visitors wanting the last places at once: exactly the capacity gets them, the rest are shown other times', async () => {
    const start = at(690);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        visitor().post(`/booking/${service._id}`, {
          start,
          name: `Kunde ${index}`,
          email: `kunde${index}@example.no`,
          phone: '12345678',
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 303)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(17);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.body).toContain(bookingTakenMessage);
    expect(refused?.body).toContain(`value="${at(600)}"`);
    expect(refused?.body).not.toContain(`value="${start}"`);
    const taken = (await bookingsOf(service._id)).filter((booking) => booking.start === start);
    expect(taken).toHaveLength(3);
  });

  it('cancels at its own address until the deadline, and frees the place', async () => {
    const guest = visitor();
    const booked = await guest.post(`/booking/${service._id}`, { start: at(600), ...details, email: 'ola@example.no' });
    const token = tokenOf(booked.headers.location);
    const asked = await guest.view(`/booking/min/${token}?avbestill=1`);
    expect(asked.body).toContain('Ja, avbestill');
    const foreign = await guest.post(
      `/booking/min/${token}`,
      { handling: 'avbestill' },
      { origin: 'https://evil.example' },
    );
    expect(foreign.statusCode).toBe(403);
    const cancelled = await guest.post(`/booking/min/${token}`, { handling: 'avbestill' });
    expect(cancelled.statusCode).toBe(303);
    const page = await guest.view(`/booking/min/${token}`);
    expect(page.body).toContain('Bookingen er kansellert');
    expect(page.body).not.toContain('Avbestill bookingen');
    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, 'ola@example.no'), like(mailOutbox.subject, 'Bookingen din er kansellert%')));
    expect(mail).toBeDefined();
    const statuses = (await bookingsOf(service._id)).filter((booking) => booking.email === 'ola@example.no');
    expect(statuses.map((booking) => booking.status)).toEqual(['cancelled']);

    // Within the deadline the page says so, and a cancel sent anyway is refused.
    await staff('PATCH', '/site', { booking: { ...defaultBookingSettings, changeDeadlineHours: 24 * 30 } });
    const late = visitor();
    const kept = tokenOf(
      (await late.post(`/booking/${service._id}`, { start: at(600), ...details, email: 'per@example.no' })).headers
        .location,
    );
    const latePage = await late.view(`/booking/min/${kept}`);
    expect(latePage.body).toContain(storefrontBookingMessages.tooLate(24 * 30));
    const refused = await late.post(`/booking/min/${kept}`, { handling: 'avbestill' });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain(storefrontBookingMessages.tooLate(24 * 30));
    await staff('PATCH', '/site', { booking: { ...defaultBookingSettings, changeDeadlineHours: 24 } });
  });

  it('answers 404 for an unknown link, and nothing at all on a site without booking', async () => {
    expect((await visitor().view(`/booking/min/${'0'.repeat(64)}`)).statusCode).toBe(404);
    expect((await visitor().view('/booking/min/kort')).statusCode).toBe(404);
    // Booking is switched on and off by the platform, not by the site's admins.
    await db.update(sites).set({ bookingEnabled: false }).where(eq(sites.id, shopId));
    expect((await visitor().view('/booking')).statusCode).toBe(404);
    expect((await visitor().view(`/booking/${service._id}`)).statusCode).toBe(404);
    await db.update(sites).set({ bookingEnabled: true }).where(eq(sites.id, shopId));
  });

  it('the booking section shows the services as cards that lead to their times', async () => {
    const listed = await staff<PageListItem[]>('GET', '/pages?limit=100');
    const page = await staff<Page>('GET', `/pages/${listed.find((row) => row.path === '/personvern')?._id}`);
    const section = { _id: 'b1', internalId: 'b1', name: 'booking1', component: 'booking', props: {} };
    const edited = await staff<Page>('PATCH', `/pages/${page._id}`, {
      version: page.version,
      components: [...page.components, section],
    });
    await staff('POST', `/pages/${page._id}/publish`, { version: edited.version });
    const shown = await visitor().view('/personvern');
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('Bestill time');
    expect(shown.body).toContain('Hårklipp');
    expect(shown.body).toContain(`href="/booking/${service._id}"`);
    // A service sold with a product is left out where the section shows them all.
    expect(shown.body).not.toContain('Sykkeltilpasning');
  });
});
