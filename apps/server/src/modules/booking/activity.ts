/** Booking in the activity log: 'Opprettet bookingtjenesten «Hårklipp»'. */
import type { Booking, BookingResource, BookingService } from '@vev/shared';
import { currentSite } from '../../platform/access';
import { activityFromAnswer, activityFromBefore, routeParams } from '../../platform/activity/activity';
import { getBookingResource } from './resources';
import { getBookingService } from './services';

const serviceTarget = (service: BookingService) => ({
  target: { type: 'bookingService' as const, id: service._id, label: service.name },
});
const resourceTarget = (resource: BookingResource) => ({
  target: { type: 'bookingResource' as const, id: resource._id, label: resource.name },
});
const idOf = (request: Parameters<typeof currentSite>[0]) => routeParams<{ id: string }>(request).id;

export const bookingServiceActivity = {
  created: activityFromAnswer<BookingService>('bookingService.created', serviceTarget),
  updated: activityFromAnswer<BookingService>('bookingService.updated', serviceTarget),
  deleted: activityFromBefore('bookingService.deleted', async (request, db) =>
    serviceTarget(await getBookingService(db, currentSite(request).siteId, idOf(request))),
  ),
  eventDeleted: activityFromAnswer<BookingService>('bookingService.eventDeleted', serviceTarget),
};

export const bookingResourceActivity = {
  created: activityFromAnswer<BookingResource>('bookingResource.created', resourceTarget),
  updated: activityFromAnswer<BookingResource>('bookingResource.updated', resourceTarget),
  deleted: activityFromBefore('bookingResource.deleted', async (request, db) =>
    resourceTarget(await getBookingResource(db, currentSite(request).siteId, idOf(request))),
  ),
  calendarTokenRenewed: activityFromAnswer<BookingResource>('bookingResource.calendarTokenRenewed', resourceTarget),
};

const bookingTarget = (booking: Booking) => ({
  target: { type: 'booking' as const, id: booking._id, label: booking.name },
});

export const bookingActivity = {
  created: activityFromAnswer<Booking>('booking.created', bookingTarget),
  updated: activityFromAnswer<Booking>('booking.updated', bookingTarget),
  cancelled: activityFromAnswer<Booking>('booking.cancelled', bookingTarget),
};
