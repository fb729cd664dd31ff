import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Writes one of a list's URL parameters in place, without a new history entry; an empty value
 * removes it. A function gets the current value, so quick writes in a row build on each other.
 */
export function useReplaceParam() {
  const [, setParams] = useSearchParams();
  return useCallback(
    (name: string, value: string | null | ((current: string | null) => string | null)) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          const next = typeof value === 'function' ? value(current.get(name)) : value;
          if (next) updated.set(name, next);
          else updated.delete(name);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
}
