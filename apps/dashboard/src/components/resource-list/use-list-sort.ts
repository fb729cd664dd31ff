/**
 * A list's sort order, kept in the URL (`?sort=name`, `?sort=-name` for descending) so reload and
 * back/forward keep it. A column header cycles ascending, descending, then the list's own order.
 */
import { useSearchParams } from 'react-router';
import { useReplaceParam } from './use-replace-param';

export const sortParam = 'sort';

export type SortDirection = 'asc' | 'desc';

export interface ListSort {
  /** The column sorted by, or null for the list's own order. */
  column: string | null;
  direction: SortDirection;
  /** What the query sends: 'name', '-name', or undefined for the list's own order. */
  value: string | undefined;
  toggle: (column: string) => void;
}

export function parseSort(value: string | null): { column: string | null; direction: SortDirection } {
  if (!value) return { column: null, direction: 'asc' };
  return value.startsWith('-') ? { column: value.slice(1), direction: 'desc' } : { column: value, direction: 'asc' };
}

/** The next order after a click on `column`'s header. */
export function nextSort(current: string | null, column: string): string | null {
  const { column: sorted, direction } = parseSort(current);
  if (sorted !== column) return column;
  return direction === 'asc' ? `-${column}` : null;
}

export function useListSort(): ListSort {
  const [params] = useSearchParams();
  const replaceParam = useReplaceParam();
  const value = params.get(sortParam);
  return {
    ...parseSort(value),
    value: value ?? undefined,
    toggle: (column) => replaceParam(sortParam, (current) => nextSort(current, column)),
  };
}
