import { useCallback } from 'react';
import { type To, useSearchParams } from 'react-router';

/** The node a list is showing the inside of, kept in the URL (`?forelder=`) like the search. */
export const treeParam = 'forelder';

export function useTreeParam(): { current: string | null; linkTo: (id: string | null) => To } {
  const [params] = useSearchParams();
  const linkTo = useCallback(
    (id: string | null): To => {
      const next = new URLSearchParams(params);
      if (id) next.set(treeParam, id);
      else next.delete(treeParam);
      const search = next.toString();
      return { search: search ? `?${search}` : '' };
    },
    [params],
  );
  return { current: params.get(treeParam), linkTo };
}
