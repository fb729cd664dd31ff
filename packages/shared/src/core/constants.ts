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
/** Spec 1 §4: after a section is added, the preview reloads and scrolls to it after this delay. */
export const previewScrollDelayMs = 750;
/** Spec 1 §9: templates fetched for pickers, and by the template designer. */
export const templatesFetchLimit = 100;
export const templateDesignerFetchLimit = 999;
/** Spec 1 §9: reusable components fetched at once. */
export const componentsFetchLimit = 100;
