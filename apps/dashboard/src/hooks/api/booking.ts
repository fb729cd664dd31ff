/** Booking services, resources and bookings (spec 3 §7 'Booking'). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  autocompletePageSize,
  type Booking,
  type BookingCreate,
  type BookingDetail,
  type BookingResource,
  type BookingResourceCreate,
  type BookingResourceUpdate,
  type BookingService,
  type BookingServiceCreate,
  type BookingServiceUpdate,
  type BookingSlot,
  type BookingUpdate,
} from '@vev/shared';
import { useMemo } from 'react';
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

const calendarKeys = resourceKeys('booking-calendar');

/** `GET booking/calendar`: the bookings the calendar's visible range overlaps. */
export function useBookingCalendar(range: { start: string; end: string } | null) {
  const siteId = useSiteId();
  return useQuery({
    queryKey: calendarKeys.list(siteId, range ?? {}),
    queryFn: ({ signal }) =>
      api.get<BookingDetail[]>(sitePath(siteId, '/booking/calendar'), { query: range ?? {}, signal }),
    enabled: range !== null,
    placeholderData: (previous) => previous,
  });
}

export function useBookingDetail(id: string | null) {
  const siteId = useSiteId();
  return useQuery({
    queryKey: calendarKeys.detail(siteId, id ?? ''),
    queryFn: ({ signal }) =>
      api.get<BookingDetail>(sitePath(siteId, `/booking/bookings/${encodeURIComponent(id ?? '')}`), { signal }),
    enabled: id !== null,
  });
}

/** Days with a free time (available-dates) or the free times of a day (availability) of a service. */
export function useServiceDates(serviceId: string | null, range: { start: string; end: string } | null) {
  const siteId = useSiteId();
  return useQuery({
    queryKey: ['booking-available-dates', siteId, serviceId, range],
    queryFn: ({ signal }) =>
      api.get<string[]>(sitePath(siteId, `/booking/services/${encodeURIComponent(serviceId ?? '')}/available-dates`), {
        query: range ?? {},
        signal,
      }),
    enabled: serviceId !== null && range !== null,
  });
}

export function useServiceSlots(serviceId: string | null, range: { start: string; end: string } | null) {
  const siteId = useSiteId();
  return useQuery({
    queryKey: ['booking-availability', siteId, serviceId, range],
    queryFn: ({ signal }) =>
      api.get<BookingSlot[]>(
        sitePath(siteId, `/booking/services/${encodeURIComponent(serviceId ?? '')}/availability`),
        {
          query: range ?? {},
          signal,
        },
      ),
    enabled: serviceId !== null && range !== null,
  });
}

function useRefreshBookings() {
  const siteId = useSiteId();
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: calendarKeys.all(siteId) });
    void client.invalidateQueries({ queryKey: ['booking-available-dates', siteId] });
    void client.invalidateQueries({ queryKey: ['booking-availability', siteId] });
    void client.invalidateQueries({ queryKey: bookingKeys.all(siteId) });
  };
}

export function useUpdateBooking(id: string) {
  const siteId = useSiteId();
  const refresh = useRefreshBookings();
  return useMutation({
    mutationFn: (body: BookingUpdate) =>
      api.patch<BookingDetail>(sitePath(siteId, `/booking/bookings/${encodeURIComponent(id)}`), body),
    onSuccess: refresh,
  });
}

export function useCancelBooking(id: string) {
  const siteId = useSiteId();
  const refresh = useRefreshBookings();
  return useMutation({
    mutationFn: () => api.delete<BookingDetail>(sitePath(siteId, `/booking/bookings/${encodeURIComponent(id)}`)),
    onSuccess: refresh,
  });
}

/** `POST booking/bookings` with one Idempotency-Key per form, so a double click books once. */
export function useCreateBooking() {
  const siteId = useSiteId();
  const refresh = useRefreshBookings();
  return useMutation({
    mutationFn: (input: { body: BookingCreate; key: string }) =>
      api.post<Booking>(sitePath(siteId, '/booking/bookings'), input.body, {
        headers: { 'idempotency-key': input.key },
      }),
    onSuccess: refresh,
  });
}

/** `POST booking/resources/{id}/calendar-token`: a new feed address. */
export function useRenewCalendarToken(resourceId: string) {
  const siteId = useSiteId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post<BookingResource>(
        sitePath(siteId, `/booking/resources/${encodeURIComponent(resourceId)}/calendar-token`),
      ),
    onSuccess: (resource) => client.setQueryData(bookingResourceKeys.detail(siteId, resourceId), resource),
  });
}

/** Every service for the new booking's picker (a site has a handful; the route gives at most 100). */
export function useAllBookingServices() {
  const siteId = useSiteId();
  return useQuery({
    queryKey: bookingServiceKeys.picker(siteId, {}),
    queryFn: ({ signal }) =>
      api.get<BookingService[]>(sitePath(siteId, '/booking/services'), { query: { limit: 100 }, signal }),
  });
}

/** Services for the section form's booking reference: searched by name, one found by id. */
export function useBookingServicePicker() {
  const siteId = useSiteId();
  return useMemo(
    () => ({
      queryKey: bookingServiceKeys.picker(siteId, { search: true }),
      search: (text: string, signal: AbortSignal) =>
        api.get<BookingService[]>(sitePath(siteId, '/booking/services'), {
          query: { text, limit: autocompletePageSize },
          signal,
        }),
      find: (id: string, signal: AbortSignal) =>
        api.get<BookingService>(sitePath(siteId, `/booking/services/${encodeURIComponent(id)}`), { signal }),
    }),
    [siteId],
  );
}
