/**
 * Booking (spec 3 'Booking'): services and resources with their defaults and hours, availability
 * from the shared engine, events that cannot be deleted while booked, staff bookings that never
 * double-book, who may do what, and another site's ids answering 404.
 */
import {
  addCalendarDays,
  type Booking,
  type BookingService,
  type BookingSlot,
  osloDay,
  osloInstant,
  weekdayOf,
} from '@vev/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { type SignedIn, startTestServer } from '../../../test/harness';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
await server.addUser('admin-hjemmeside-booking@example.no', { hjemmeside: 'admin' });
const admin = await server.signIn('admin@demo.vev.no');
const contributor = await server.signIn('redaktor@demo.vev.no');
const reader = await server.signIn('leser@demo.vev.no');
const outsider = await server.signIn('admin-hjemmeside-booking@example.no');
const api = `/api/sites/${shopId}`;

const send = (
  method: 'POST' | 'PATCH' | 'DELETE',
  path: string,
  body?: object,
  who: SignedIn = contributor,
  headers: Record<string, string> = {},
) =>
  server.inject({
    method,
    url: `${api}${path}`,
    headers: { ...who.headers, ...headers },
    ...(body ? { payload: body } : {}),
  });
const read = (path: string, who: SignedIn = reader) =>
  server.inject({ method: 'GET', url: `${api}${path}`, headers: { cookie: who.cookie } });

/** A Monday well ahead, so 'now' never cuts into its hours. */
let monday = addCalendarDays(osloDay(Date.now()), 21);
while (weekdayOf(monday) !== 'monday') monday = addCalendarDays(monday, 1);
const at = (day: string, minutes = 0) => encodeURIComponent(new Date(osloInstant(day, minutes)).toISOString());
const dayRange = (day: string) => `start=${at(day)}&end=${at(addCalendarDays(day, 1))}`;

const createService = async (body: object, who: SignedIn = contributor) => {
  const response = await send('POST', '/booking/services', { price: 45_000, ...body }, who);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as BookingService;
};

describe('booking services and resources', () => {
  it('a new service is an appointment for one, 30 minutes; name and price are required', async () => {
    const service = await createService({ name: 'Hårklipp' });
    expect(service).toMatchObject({
      type: 'appointment',
      slots: 1,
      duration: 30,
      durationUnit: 'minute',
      price: 45_000,
    });
    expect((await read(`/booking/services/${service._id}`)).json()).toEqual(service);
    const missing = await send('POST', '/booking/services', {});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fields).sort()).toEqual(['name', 'price']);
    const list = (await read('/booking/services?text=hårk')).json() as BookingService[];
    expect(list.map((entry) => entry.name)).toEqual(['Hårklipp']);
  });

  it('hours must be HH:MM-HH:MM on a 24-hour clock, and a day comes only once', async () => {
    const bad = await send('POST', '/booking/services', {
      name: 'Feil',
      price: 0,
      availability: [{ day: 'monday', hours: ['8-12'] }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields['availability.0.hours.0']).toBe(
      'Skriv to klokkeslett med bindestrek mellom, for eksempel 08:00-12:00.',
    );
    const twice = await send('POST', '/booking/services', {
      name: 'To ganger',
      price: 0,
      availability: [
        { day: 'monday', hours: ['08:00-12:00'] },
        { day: 'monday', hours: [] },
      ],
    });
    expect(twice.json().fields['availability.1.day']).toBe('Dagen er allerede lagt til.');
    const capacity = await send('POST', '/booking/resources', { name: 'Stol', slots: 0 });
    expect(capacity.statusCode).toBe(400);
  });

  it('a resource: default capacity 1; a service names only the site own resources; one in use stays', async () => {
    const created = await send('POST', '/booking/resources', { name: 'Stol 1', email: 'stol1@demobutikk.no' });
    expect(created.statusCode, created.body).toBe(201);
    const resource = created.json();
    expect(resource).toMatchObject({ slots: 1, email: 'stol1@demobutikk.no', availability: [] });
    const unknown = await send('POST', '/booking/services', { name: 'X', price: 0, resources: [{ ref: 'nope' }] });
    expect(unknown.json().fields['resources.0.ref']).toBe('Ressursen finnes ikke.');
    const service = await createService({ name: 'Med stol', resources: [{ ref: resource._id }] });
    expect((await send('DELETE', `/booking/resources/${resource._id}`, undefined, admin)).statusCode).toBe(409);
    expect((await send('DELETE', `/booking/services/${service._id}`, undefined, admin)).statusCode).toBe(204);
    expect((await send('DELETE', `/booking/resources/${resource._id}`, undefined, admin)).statusCode).toBe(204);
  });

  it('power search finds services and resources by name until they are deleted', async () => {
    const titles = async (q: string) =>
      (
        (await read(`/power-search?q=${encodeURIComponent(q)}`)).json() as {
          title: string;
          type: string;
          editPath: string;
        }[]
      ).map((hit) => `${hit.type} ${hit.title} ${hit.editPath}`);
    const resource = (await send('POST', '/booking/resources', { name: 'Solseng Sørlandet' })).json();
    const service = await createService({ name: 'Soltime Sørlandet' });
    expect(await titles('Sørlandet')).toEqual(
      expect.arrayContaining([
        `bookingResource Solseng Sørlandet /booking/ressurser/${resource._id}`,
        `bookingService Soltime Sørlandet /booking/tjenester/${service._id}`,
      ]),
    );
    await send('PATCH', `/booking/services/${service._id}`, { name: 'Kveldstime Sørlandet' });
    expect(await titles('Kveldstime')).toEqual([
      `bookingService Kveldstime Sørlandet /booking/tjenester/${service._id}`,
    ]);
    await send('DELETE', `/booking/services/${service._id}`, undefined, admin);
    await send('DELETE', `/booking/resources/${resource._id}`, undefined, admin);
    expect(await titles('Sørlandet')).toEqual([]);
  });

  it('levels: readers read, contributors write, admins delete; another site gets 404', async () => {
    const service = await createService({ name: 'Nivåer' });
    expect((await send('POST', '/booking/services', { name: 'Leser', price: 0 }, reader)).statusCode).toBe(403);
    expect((await send('PATCH', `/booking/services/${service._id}`, { name: 'Ny' }, reader)).statusCode).toBe(403);
    expect((await send('DELETE', `/booking/services/${service._id}`)).statusCode).toBe(403);
    expect((await read(`/booking/services/${service._id}`, reader)).statusCode).toBe(200);
    expect((await read('/booking/bookings', reader)).statusCode).toBe(200);
    expect((await read(`/booking/services/${service._id}`, outsider)).statusCode).toBe(404);
    const homeId = await server.siteId('hjemmeside');
    const foreign = await server.inject({
      method: 'GET',
      url: `/api/sites/${homeId}/booking/services/${service._id}`,
      headers: { cookie: outsider.cookie },
    });
    expect(foreign.statusCode).toBe(404);
    const foreignPatch = await server.inject({
      method: 'PATCH',
      url: `/api/sites/${homeId}/booking/services/${service._id}`,
      headers: outsider.headers,
      payload: { name: 'Kapret' },
    });
    expect(foreignPatch.statusCode).toBe(404);
  });
});

describe('availability and bookings', () => {
  it('available dates of a month and the free slots of a day follow the hours', async () => {
    const service = await createService({
      name: 'Massasje',
      duration: 1,
      durationUnit: 'hour',
      availability: [
        { day: 'monday', hours: ['09:00-12:00'] },
        { date: addCalendarDays(monday, 7), hours: [] },
      ],
    });
    const month = `start=${at(monday)}&end=${at(addCalendarDays(monday, 15))}`;
    const dates = await read(`/booking/services/${service._id}/available-dates?${month}`);
    expect(dates.statusCode, dates.body).toBe(200);
    expect(dates.json()).toEqual([monday, addCalendarDays(monday, 14)]);
    const slots = (
      await read(`/booking/services/${service._id}/availability?${dayRange(monday)}`)
    ).json() as BookingSlot[];
    expect(slots).toHaveLength(3);
    expect(slots.every((slot) => slot.free === 1)).toBe(true);
    const tooLong = await read(
      `/booking/services/${service._id}/available-dates?start=2026-01-01T00:00:00Z&end=2026-06-01T00:00:00Z`,
    );
    expect(tooLong.statusCode).toBe(400);
    expect((await read(`/booking/services/${service._id}/availability?start=x&end=y`)).statusCode).toBe(400);
  });

  it('20 concurrent bookings of the last place: exactly one succeeds, the rest are offered the next times', async () => {
    const service = await createService({ name: 'Time', availability: [{ day: 'monday', hours: ['09:00-10:00'] }] });
    const [slot] = (
      await read(`/booking/services/${service._id}/availability?${dayRange(monday)}`)
    ).json() as BookingSlot[];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        send('POST', '/booking/bookings', { service: service._id, start: slot?.start, name: `Kunde ${n}` }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.statusCode === 409);
    expect(refused).toHaveLength(19);
    expect(refused[0]?.json()).toMatchObject({
      message: 'Tiden ble akkurat tatt. Velg en annen ledig tid.',
      details: { next: [{ free: 1 }] },
    });
    const booked = (await read(`/booking/bookings?service=${service._id}`)).json() as Booking[];
    expect(booked).toHaveLength(1);
    const left = (
      await read(`/booking/services/${service._id}/availability?${dayRange(monday)}`)
    ).json() as BookingSlot[];
    expect(left.map((entry) => entry.start)).not.toContain(slot?.start);
  });

  it('the same Idempotency-Key books once and answers the same booking', async () => {
    const service = await createService({
      name: 'Idempotent',
      slots: 5,
      availability: [{ day: 'monday', hours: ['09:00-10:00'] }],
    });
    const start = new Date(osloInstant(monday, 9 * 60)).toISOString();
    const body = { service: service._id, start, name: 'Kari', phone: '99999999' };
    const headers = { 'idempotency-key': 'telefon-1' };
    const first = await send('POST', '/booking/bookings', body, contributor, headers);
    const again = await send('POST', '/booking/bookings', body, contributor, headers);
    expect(first.statusCode, first.body).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect((await read(`/booking/bookings?service=${service._id}`)).json()).toHaveLength(1);
    const other = await send('POST', '/booking/bookings', { ...body, name: 'Ola' }, contributor, headers);
    expect(other.statusCode).toBe(422);
    expect((await send('POST', '/booking/bookings', body, reader)).statusCode).toBe(403);
  });

  it("an event with bookings cannot be deleted: 'Begivenhet kan ikke slettes'", async () => {
    const start = `${monday}T18:00:00.000Z`;
    const service = await createService({
      name: 'Kurs',
      type: 'event',
      events: [{ start, slots: 10 }, { start: `${addCalendarDays(monday, 1)}T18:00:00.000Z` }],
    });
    const [booked, free] = service.events;
    const booking = await send('POST', '/booking/bookings', {
      service: service._id,
      event: booked?._id,
      start,
      name: 'Per',
      slots: 2,
    });
    expect(booking.statusCode, booking.body).toBe(201);
    expect((await read(`/booking/bookings?service=${service._id}&event=${booked?._id}`)).json()).toHaveLength(1);
    const refused = await send('DELETE', `/booking/services/${service._id}/events/${booked?._id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: 'Begivenhet kan ikke slettes',
      details: {
        title: 'Begivenhet kan ikke slettes',
        description: 'Kanseller bookingene før begivenheten kan slettes',
      },
    });
    const dropped = await send('PATCH', `/booking/services/${service._id}`, {
      events: [{ _id: free?._id, start: free?.start }],
    });
    expect(dropped.statusCode).toBe(409);
    const deleted = await send('DELETE', `/booking/services/${service._id}/events/${free?._id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((deleted.json() as BookingService).events.map((event) => event._id)).toEqual([booked?._id]);
    expect((await send('DELETE', `/booking/services/${service._id}/events/${free?._id}`)).statusCode).toBe(404);
  });
});
