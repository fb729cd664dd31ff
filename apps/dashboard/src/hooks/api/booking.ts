/** Booking services, resources and bookings (spec 3 §7 'Booking'). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Booking,
  BookingResource,
  BookingResourceCreate,
  BookingResourceUpdate,
  BookingService,
  BookingServiceCreate,
  BookingServiceUpdate,
} from '@vev/shared';
import { api, sitePath } from '../../api/client';
import { resourceKeys } from '../../api/query-keys';
import { useSiteId } from '../../app/session/session-store';
import { createResourceHooks } from './resource-hooks';

export const bookingServiceKeys = resourceKeys('booking-services');
export const bookingResourceKeys = resourceKeys('booking-resources');
const bookingKeys = resourceKeys('bookings');

const services = createResourceHooks<BookingService, BookingServiceCreate | BookingServiceUpdate>({
  keys: bookingServiceKeys,
  path: '/booking/services',
  quietDelete: true,
});
const resources = createResourceHooks<BookingResource, BookingResourceCreate | BookingResourceUpdate>({
  keys: bookingResourceKeys,
  path: '/booking/resources',
  quietDelete: true,
});

export const useBookingServiceList = (filter: { text?: string | undefined }) => services.useList(filter);
export const useBookingServiceRecord = services.useRecord;
export const useSaveBookingService = services.useSave;
export const useDeleteBookingService = services.useDelete;

export const useBookingResourceList = (filter: { text?: string | undefined }) => resources.useList(filter);
export const useBookingResourceRecord = resources.useRecord;
export const useSaveBookingResource = resources.useSave;
export const useDeleteBookingResource = resources.useDelete;

/** Every resource for a service's picker (a site has a handful; the route gives at most 100). */
export function useAllBookingResources() {
  const siteId = useSiteId();
  return useQuery({
    queryKey: bookingResourceKeys.picker(siteId, {}),
    queryFn: ({ signal }) =>
      api.get<BookingResource[]>(sitePath(siteId, '/booking/resources'), { query: { limit: 100 }, signal }),
  });
}

/** The bookings of a service's events, to show how many places each has taken. */
export function useServiceBookings(serviceId: string | null) {
  const siteId = useSiteId();
  return useQuery({
    queryKey: bookingKeys.list(siteId, { service: serviceId }),
    queryFn: ({ signal }) =>
      api.get<Booking[]>(sitePath(siteId, '/booking/bookings'), {
        query: { service: serviceId ?? '', limit: 100 },
        signal,
      }),
    enabled: serviceId !== null,
  });
}

/** `DELETE booking/services/{id}/events/{eventId}`: refused while the event has bookings. */
export function useDeleteBookingEvent(serviceId: string) {
  const siteId = useSiteId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (eventId: string) =>
      api.delete<BookingService>(
        sitePath(siteId, `/booking/services/${encodeURIComponent(serviceId)}/events/${encodeURIComponent(eventId)}`),
      ),
    meta: { errorToast: false },
    onSuccess: (service) => client.setQueryData(bookingServiceKeys.detail(siteId, serviceId), service),
  });
}
