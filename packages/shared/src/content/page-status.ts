/** Page status and its labels (spec 1 §4 'Page status'); free of zod, so lists can show it cheaply. */
export const pageStatuses = ['inactive', 'active'] as const;
export type PageStatus = (typeof pageStatuses)[number];
export const pageStatusLabels = { inactive: 'Inaktiv', active: 'Aktiv' } as const;
