/** Booking (spec 3 'Booking'): services, resources, events and bookings, with availability in Oslo time. */
import type { ServerModule } from '../context';
import { bookingReminderHandler, bookingReminderJob } from './reminders';
import { bookingResourceEditPath } from './resources';
import { bookingFeedRoutes, bookingRoutes } from './routes';
import { bookingServiceEditPath } from './services';

export const bookingModule: ServerModule = {
  name: 'booking',
  routes: [
    { mount: 'site', plugin: bookingRoutes },
    { mount: 'api', plugin: bookingFeedRoutes },
  ],
  jobs: ({ db }) => ({ [bookingReminderJob]: bookingReminderHandler(db) }),
  activityTargets: {
    bookingService: { editPath: bookingServiceEditPath },
    bookingResource: { editPath: bookingResourceEditPath },
    booking: { editPath: () => '/booking' },
  },
};
