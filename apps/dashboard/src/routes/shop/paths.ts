/** Butikk's addresses (spec 3 §1). */
export const newShopId = 'opprett';
export const attributeListPath = '/butikk/attributter';
export const attributePath = (id: string) => `${attributeListPath}/${encodeURIComponent(id)}`;
export const labelListPath = '/butikk/etiketter';
export const labelPath = (id: string) => `${labelListPath}/${encodeURIComponent(id)}`;
