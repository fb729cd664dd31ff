/**
 * Demo Butikk's booking: a bike service with its mechanic, open on weekdays, and a few customers'
 * bookings around today, so the calendar shows the workshop's weeks from the start.
 */
import {
  addCalendarDays,
  bookingResourceCreateSchema,
  bookingServiceCreateSchema,
  customerSearchKey,
  osloDay,
  osloInstant,
  weekdayOf,
} from '@vev/shared';
import { bookingResources, bookingServices, bookings } from '../modules/booking/schema';
import { bookingResourceSearchEntry, bookingServiceSearchEntry } from '../modules/booking/search';
import { customers } from '../modules/customers/schema';
import { newId } from '../platform/ids';
import { upsertSearchEntry } from '../platform/search/search-index';
import type { Database } from './client';

const weekdayHours = (['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const).map((day) => ({
  day,
  date: null,
  hours: ['09:00-11:30', '12:00-16:00'],
}));

export async function seedDemoBooking(db: Database, siteId: string): Promise<void> {
  const mechanicId = newId();
  const [mechanic] = await db
    .insert(bookingResources)
    .values({
      siteId,
      id: mechanicId,
      ...bookingResourceCreateSchema.parse({
        name: 'Sykkelmekaniker Kari',
        description: 'Tar service og reparasjoner i verkstedet.',
        email: 'verksted@demobutikk.no',
        availability: [...weekdayHours, { day: 'saturday', hours: ['10:00-14:00'] }],
      }),
    })
    .returning();
  const { events: _none, ...service } = bookingServiceCreateSchema.parse({
    name: 'Sykkelservice',
    description: 'Full gjennomgang av sykkelen: gir, bremser, kjede og hjul.',
    price: 89_900,
    duration: 1,
    durationUnit: 'hour',
    scheduleLimitDays: 60,
    scheduleLimitHours: 2,
    availability: weekdayHours,
    resources: [{ ref: mechanicId }],
  });
  const serviceId = newId();
  const [serviceRow] = await db
    .insert(bookingServices)
    .values({ siteId, id: serviceId, ...service, events: [] })
    .returning();
  // Gear tuning while you wait is sold as a product ('Girjustering med fast time'): its time is chosen when it is bought.
  const { events: _noEvents, ...fitting } = bookingServiceCreateSchema.parse({
    name: 'Girjustering',
    description: 'Gir og vaiere justert mens du venter.',
    price: 59_000,
    duration: 1,
    durationUnit: 'hour',
    requiredProductPurchase: true,
    scheduleLimitDays: 60,
    scheduleLimitHours: 24,
    availability: weekdayHours,
    resources: [{ ref: mechanicId }],
  });
  const [fittingRow] = await db
    .insert(bookingServices)
    .values({ siteId, id: newId(), ...fitting, events: [] })
    .returning();
  // Found by the power search, as the ones staff make are.
  if (mechanic) await upsertSearchEntry(db, siteId, bookingResourceSearchEntry(mechanic));
  for (const row of [serviceRow, fittingRow])
    if (row) await upsertSearchEntry(db, siteId, bookingServiceSearchEntry(row));
  const customerIds = await bookingCustomers(db, siteId);
  await db.insert(bookings).values(
    demoBookings().map((booking) => ({
      siteId,
      id: newId(),
      serviceId,
      resourceIds: [mechanicId],
      start: new Date(booking.start),
      end: new Date(booking.start + 3_600_000),
      name: booking.name,
      email: booking.email,
      phone: booking.phone,
      customerId: customerIds.get(booking.email) ?? null,
    })),
  );
}

/**
 * The workshop's regulars with an e-mail are the shop's customers, as a booking made online by one
 * would link them, so a booking's details lead to the customer card; one without is a walk-in.
 */
async function bookingCustomers(db: Database, siteId: string): Promise<Map<string, string>> {
  const rows = await db
    .insert(customers)
    .values(
      demoCustomers
        .filter((customer) => customer.email)
        .map((customer) => ({
          siteId,
          id: newId(),
          name: customer.name,
          nameKey: customerSearchKey(customer.name),
          email: customer.email,
          phone: customer.phone,
        })),
    )
    .onConflictDoNothing()
    .returning({ id: customers.id, email: customers.email });
  return new Map(rows.map((row) => [row.email, row.id]));
}

const demoCustomers = [
  { name: 'Ola Nordmann', email: 'ola.nordmann@example.no', phone: '91234567' },
  { name: 'Ingrid Hansen', email: 'ingrid.hansen@example.no', phone: '92345678' },
  { name: 'Per Olsen', email: '', phone: '93456789' },
  { name: 'Sofie Berg', email: 'sofie.berg@example.no', phone: '' },
  { name: 'Magnus Johansen', email: 'magnus.j@example.no', phone: '94567890' },
];

/** One service an hour on every other weekday from a week ago to two weeks ahead, within the opening hours. */
function demoBookings(): { start: number; name: string; email: string; phone: string }[] {
  const today = osloDay(Date.now());
  const found: { start: number; name: string; email: string; phone: string }[] = [];
  for (let offset = -7; offset <= 14; offset += 1) {
    const day = addCalendarDays(today, offset);
    if (['saturday', 'sunday'].includes(weekdayOf(day)) || offset % 2 !== 0) continue;
    const customer = demoCustomers[found.length % demoCustomers.length];
    if (!customer) continue;
    found.push({ start: osloInstant(day, (offset % 4 === 0 ? 9 : 13) * 60), ...customer });
  }
  return found;
}
