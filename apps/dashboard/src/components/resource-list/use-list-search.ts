/**
 * A list's search text, kept in the URL (`?q=`) so reload and back/forward keep it.
 * The box answers at once; the URL, and so the query, follows 500 ms after the last key.
 */
import { useDebouncedValue } from '@mantine/hooks';
import { searchDebounceMs } from '@vev/shared';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useReplaceParam } from './use-replace-param';

export const searchParam = 'q';

/** The list's search text as `useListSearch` reads it: `?q=`, trimmed (for the route loaders). */
export const searchTextOf = (params: URLSearchParams): string => (params.get(searchParam) ?? '').trim();

export interface ListSearch {
  /** The text the list is filtered by: trimmed, from the URL. */
  text: string;
  /** What the search box shows. */
  value: string;
  setValue: (value: string) => void;
}

export function useListSearch(): ListSearch {
  const [params] = useSearchParams();
  const replaceParam = useReplaceParam();
  const text = searchTextOf(params);
  const [value, setValue] = useState(text);
  const [debounced] = useDebouncedValue(value, searchDebounceMs);
  const written = useRef(text);

  // Back/forward changed the URL: the box follows.
  useEffect(() => {
    if (text === written.current) return;
    written.current = text;
    setValue(text);
  }, [text]);

  useEffect(() => {
    const next = debounced.trim();
    if (next === written.current) return;
    written.current = next;
    replaceParam(searchParam, next);
  }, [debounced, replaceParam]);

  return { text, value, setValue };
}
