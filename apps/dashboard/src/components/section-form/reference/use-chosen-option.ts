import { useQuery } from '@tanstack/react-query';
import { type SearchTarget, useSectionFormContext } from '../context';

/** The option for an id already chosen (its name and path), through the target's search. */
export function useChosenOption(target: SearchTarget, id: string | null) {
  const search = useSectionFormContext().searches[target];
  return useQuery({
    queryKey: [...(search?.queryKey ?? []), 'find', id],
    queryFn: ({ signal }) => {
      if (!search || id === null) throw new Error('useChosenOption: nothing to find');
      return search.find(id, signal);
    },
    enabled: search !== undefined && id !== null,
  });
}
