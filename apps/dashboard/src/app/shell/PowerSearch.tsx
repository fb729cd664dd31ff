/**
 * The power search overlay (spec 1 §2): Shift+Space or the top bar's search box opens it (the shell
 * listens for both and loads this module then), Escape or the backdrop closes it. Content hits come
 * from the server (debounced 225 ms, 5 results); the screens this user may open (the side
 * navigation's and the settings overview's) match by name and search words. One list, ranked by
 * `power-search/rank.ts`, its best item first; Enter or a click opens the highlighted one.
 */
import { useDebouncedValue } from '@mantine/hooks';
import { Spotlight } from '@mantine/spotlight';
import { IconSearch } from '@tabler/icons-react';
import { powerSearchDebounceMs, type SearchResult } from '@vev/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePowerSearch } from '../../hooks/api/search';
import { ContentHitRow, ScreenRow } from './power-search/ResultRows';
import { rankResults } from './power-search/rank';
import { resultListId, useBestFirst } from './power-search/use-best-first';
import { useSearchableScreens } from './power-search/use-searchable-screens';

const noHits: SearchResult[] = [];

export function PowerSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [text] = useDebouncedValue(query, powerSearchDebounceMs);
  const hits = usePowerSearch(text);
  const screens = useSearchableScreens();

  const wanted = query.trim();
  // The content hits belong to the text typed (not to the text before it, which stays shown meanwhile).
  const settled = !wanted || (text.trim() === wanted && (hits.isError || (hits.isSuccess && !hits.isPlaceholderData)));
  const content = wanted ? (hits.data ?? noHits) : noHits;
  const results = useMemo(() => rankResults(content, screens, wanted), [content, screens, wanted]);
  const listKey = results
    .map((result) => (result.kind === 'content' ? `${result.hit.type}:${result.hit._id}` : result.screen.path))
    .join('|');
  const keyboard = useBestFirst(listKey, settled);

  // The Spotlight closes itself when an action is triggered.
  const open = (path: string) => navigate(path);
  const changeQuery = (next: string) => {
    keyboard.onQueryChange();
    setQuery(next);
  };

  return (
    <Spotlight.Root query={query} onQueryChange={changeQuery} shortcut={null} scrollable maxHeight={520}>
      <Spotlight.Search
        leftSection={<IconSearch size={18} />}
        placeholder={t('powerSearch.placeholder')}
        onKeyDown={keyboard.onKeyDown}
      />
      <Spotlight.ActionsList id={resultListId}>
        {results.map((result) =>
          result.kind === 'content' ? (
            <ContentHitRow key={`${result.hit.type}:${result.hit._id}`} hit={result.hit} onOpen={open} />
          ) : (
            <ScreenRow key={result.screen.path} screen={result.screen} onOpen={open} />
          ),
        )}
        {settled && wanted && results.length === 0 && (
          <Spotlight.Empty>{t('powerSearch.nothingFound', { text: wanted })}</Spotlight.Empty>
        )}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}
