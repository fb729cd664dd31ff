/** Typed addresses of the shipping screens ('opprett' for a new zone or class). */
export const shippingPath = '/innstillinger/frakt';
export const shippingZoneListPath = `${shippingPath}/soner`;
export const shippingClassListPath = `${shippingPath}/klasser`;
export const newShippingId = 'opprett';
export const shippingZonePath = (id: string) => `${shippingZoneListPath}/${encodeURIComponent(id)}`;
export const shippingClassPath = (id: string) => `${shippingClassListPath}/${encodeURIComponent(id)}`;
