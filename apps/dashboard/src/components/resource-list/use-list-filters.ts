/**
 * A list's filters, kept in the URL (`?status=draft`) so reload, back/forward and a shared link
 * keep them. The caller names its filters, draws their controls in the list's filter slot and
 * passes the values to its query.
 */
import { useSearchParams } from 'react-router';
import { useReplaceParam } from './use-replace-param';

export interface ListFilters<Name extends string> {
  values: Record<Name, string | undefined>;
  /** An empty value or null removes the filter. */
  set: (name: Name, value: string | null) => void;
  /** Removes every filter in one change of the address (two `set`s in a row would keep one). */
  clear: () => void;
  /** Whether any filter is set: an empty list then says nothing matched, not that there is nothing. */
  active: boolean;
}

export function useListFilters<Name extends string>(names: readonly Name[]): ListFilters<Name> {
  const [params, setParams] = useSearchParams();
  const replaceParam = useReplaceParam();
  const values = Object.fromEntries(names.map((name) => [name, params.get(name) || undefined])) as Record<
    Name,
    string | undefined
  >;
  return {
    values,
    active: names.some((name) => values[name] !== undefined),
    set: (name, value) => replaceParam(name, value),
    clear: () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const name of names) next.delete(name);
          return next;
        },
        { replace: true },
      ),
  };
}
