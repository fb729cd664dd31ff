/** Skjemaer's addresses (spec 3 §2 'Forms'). */
export const newFormId = 'opprett';
export const formListPath = '/skjemaer';
export const formPath = (id: string) => `${formListPath}/${encodeURIComponent(id)}`;
export const formEntriesPath = (id: string) => `${formPath(id)}/innsendelser`;
