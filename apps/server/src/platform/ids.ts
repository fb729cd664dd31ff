import { ulid } from 'ulid';

/** Sortable unique ids (ULID) for every row the platform creates. */
export const newId = (): string => ulid().toLowerCase();
