/** Demo Butikk's booking: a bike service with its mechanic, open on weekdays. */
import { bookingResourceCreateSchema, bookingServiceCreateSchema } from '@vev/shared';
import { bookingResources, bookingServices } from '../modules/booking/schema';
import { newId } from '../platform/ids';
import type { Database } from './client';

const weekdayHours = (['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const).map((day) => ({
  day,
  date: null,
  hours: ['09:00-11:30', '12:00-16:00'],
}));

export async function seedDemoBooking(db: Database, siteId: string): Promise<void> {
  const mechanicId = newId();
  await db.insert(bookingResources).values({
    siteId,
    id: mechanicId,
    ...bookingResourceCreateSchema.parse({
      name: 'Sykkelmekaniker Kari',
      description: 'Tar service og reparasjoner i verkstedet.',
      email: 'verksted@demobutikk.no',
      availability: [...weekdayHours, { day: 'saturday', hours: ['10:00-14:00'] }],
    }),
  });
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
  await db.insert(bookingServices).values({ siteId, id: newId(), ...service, events: [] });
}
