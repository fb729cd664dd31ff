/** Where a data set's records are edited (spec 1 §2 'Other content links'). */
export const dataSetRecordsPath = (set: string) => `/innhold/data-sets/${encodeURIComponent(set)}`;
export const dataSetRecordPath = (set: string, id: string) => `${dataSetRecordsPath(set)}/${encodeURIComponent(id)}`;
/** A new record's editor. */
export const newRecordSegment = 'opprett';
