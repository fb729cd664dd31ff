/** Booking's addresses (spec 3 §2 'Booking'). */
export const newBookingId = 'opprett';
export const serviceListPath = '/booking/tjenester';
export const servicePath = (id: string) => `${serviceListPath}/${encodeURIComponent(id)}`;
export const resourceListPath = '/booking/ressurser';
export const resourcePath = (id: string) => `${resourceListPath}/${encodeURIComponent(id)}`;
export const calendarPath = '/booking/kalender';
