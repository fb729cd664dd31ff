/** Constants the spec names (spec 1 §9), shared by server and dashboard. */
export const defaultPageSize = 20;
/** Autocomplete pickers (reference fields, link targets) ask for this many at a time. */
export const autocompletePageSize = 10;
export const notificationLifetimeMs = 2400;
export const notificationFadeMs = 240;
export const powerSearchPageSize = 5;
export const powerSearchDebounceMs = 225;
export const searchDebounceMs = 500;
export const dateFormat = 'D. MMMM YYYY [kl.] HH:mm';
/** Spec 1 §9: a gallery field shows three thumbnails, then '+N'. */
export const galleryThumbnails = 3;
