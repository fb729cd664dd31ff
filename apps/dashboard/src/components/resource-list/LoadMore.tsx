import { Button, Center } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ListError } from './ListStates';
import { useLoadMoreSentinel } from './use-load-more';

/** What an infinite list's footer needs of its query (TanStack's infinite query result has it). */
export interface LoadMoreQuery {
  fetchNextPage: () => Promise<unknown>;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: Error | null;
}

/**
 * The footer of every infinite list: the next page loads when the footer scrolls into view or on
 * 'Last inn flere'; a failed page shows the error with a retry.
 */
export function LoadMore({ query }: { query: LoadMoreQuery }) {
  const { t } = useTranslation();
  const { fetchNextPage, hasNextPage, isFetchingNextPage, isFetchNextPageError, error } = query;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const sentinel = useLoadMoreSentinel(loadMore, hasNextPage && !isFetchingNextPage && !isFetchNextPageError);
  if (isFetchNextPageError && error) {
    return <ListError title={t('resourceList.loadMoreFailed')} error={error} onRetry={loadMore} />;
  }
  if (!hasNextPage) return null;
  return (
    <Center ref={sentinel}>
      <Button variant="default" onClick={loadMore} loading={isFetchingNextPage}>
        {t('resourceList.loadMore')}
      </Button>
    </Center>
  );
}
