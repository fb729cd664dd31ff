/**
 * The booking module's share of the data set: on the measured site one service open every weekday,
 * with two resources, and 10 000 bookings from four months back to two months ahead, so the
 * availability of a month reads a realistic crowd of bookings (issue 20's budget).
 */
import {
  addCalendarDays,
  bookingResourceCreateSchema,
  bookingServiceCreateSchema,
  osloDay,
  osloInstant,
} from '@vev/shared';
import { ulid } from 'ulid';
import type { Database } from '../../apps/server/src/db/client';
import { bookingResources, bookingServices, bookings } from '../../apps/server/src/db/schema';
import { findScenarioSite, insertInBatches } from './foundation';
import type { Generator } from './generator';

const hours = (['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const).map((day) => ({
  day,
  date: null,
  hours: ['08:00-20:00'],
}));

export const bookingGenerator: Generator = {
  name: 'booking',
  counts: (scale) => ({ bookings: Math.max(100, Math.round(10_000 * scale)) }),
  async generate(db: Database, counts): Promise<void> {
    const site = await findScenarioSite(db);
    if (!site) return;
    const resourceIds = [ulid().toLowerCase(), ulid().toLowerCase()];
    await db.insert(bookingResources).values(
      resourceIds.map((id, n) => ({
        siteId: site.id,
        id,
        ...bookingResourceCreateSchema.parse({ name: `Behandler ${n + 1}`, slots: 40, availability: hours }),
      })),
    );
    const serviceId = ulid().toLowerCase();
    const { events: _none, ...service } = bookingServiceCreateSchema.parse({
      name: 'Konsultasjon',
      price: 60_000,
      slots: 40,
      duration: 2,
      durationUnit: 'quarterHour',
      availability: hours,
      resources: resourceIds.map((ref) => ({ ref })),
    });
    await db.insert(bookingServices).values({ siteId: site.id, id: serviceId, ...service, events: [] });
    // Spread over 180 days around today, 08:00–19:30 Oslo time on the half hour.
    const first = addCalendarDays(osloDay(Date.now()), -120);
    const rows = Array.from({ length: counts.bookings ?? 0 }, (_, n) => {
      const start = osloInstant(addCalendarDays(first, n % 180), 8 * 60 + ((n * 7) % 24) * 30);
      return {
        siteId: site.id,
        id: ulid().toLowerCase(),
        serviceId,
        resourceIds,
        start: new Date(start),
        end: new Date(start + 30 * 60_000),
        name: `Kunde ${n + 1}`,
      };
    });
    await insertInBatches(rows, (batch) => db.insert(bookings).values(batch));
  },
};
