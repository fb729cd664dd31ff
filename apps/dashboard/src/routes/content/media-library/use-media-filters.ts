/** The library's filters in the URL: the search text (`?q=`, debounced), `?tags=` and `?type=`. */
import { useSearchParams } from 'react-router';
import type { MediaFilterValues } from '../../../components/media-library/MediaFilters';
import { useListSearch } from '../../../components/resource-list';
import { mediaListFilter, mediaParamsOf, tagsParam, typeParam } from './media-filter';

export function useMediaFilters() {
  const search = useListSearch();
  const [params, setParams] = useSearchParams();
  const { tags, fileType } = mediaParamsOf(params);

  const values: MediaFilterValues = { search: search.value, tags, fileType };
  const filter = mediaListFilter(search.text, tags, fileType);
  const onChange = (changes: Partial<MediaFilterValues>) => {
    if (changes.search !== undefined) search.setValue(changes.search);
    if (changes.tags === undefined && changes.fileType === undefined) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        const set = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key));
        if (changes.tags !== undefined) set(tagsParam, changes.tags.join(','));
        if (changes.fileType !== undefined) set(typeParam, changes.fileType);
        return next;
      },
      { replace: true },
    );
  };
  /** What 'Ingen treff på «{text}»' names: the text, else the tags. */
  const filterText = search.text || tags.join(', ');
  return { values, filter, onChange, filterText };
}
