import { AspectRatio, Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { type Media, mediaGridColumns } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { useLoadedMedia } from '../../hooks/api/media';
import { EmptyList, ListError } from '../resource-list/ListStates';
import { LoadMore } from '../resource-list/LoadMore';
import { MediaTile, type MediaTileProps } from './MediaTile';

const skeletonTiles = 10;

export interface MediaGridProps extends Pick<MediaTileProps, 'mode' | 'onClick' | 'onToggle'> {
  query: UseInfiniteQueryResult<InfiniteData<Media[]>, Error>;
  selected: ReadonlySet<string>;
  /** What the files are filtered by, for 'Ingen treff på «{text}»'. */
  filterText: string;
}

/** The files in five columns, 99 at a time as the user scrolls, with loading, error and empty states. */
export function MediaGrid({ query, selected, filterText, ...tile }: MediaGridProps) {
  const { t } = useTranslation();
  const { data, isFetchingNextPage } = query;
  const files = useLoadedMedia(query);

  if (query.isError && !data) {
    return <ListError title={t('media.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (data && files.length === 0) {
    return (
      <Paper withBorder>
        <EmptyList searchText={filterText} state={{ title: t('media.empty'), description: t('media.emptyText') }} />
      </Paper>
    );
  }
  const skeletons = !data ? skeletonTiles : isFetchingNextPage ? mediaGridColumns : 0;
  return (
    <Stack gap="md">
      <SimpleGrid
        cols={{ base: 2, xs: 3, sm: 4, md: mediaGridColumns }}
        spacing="md"
        verticalSpacing="md"
        aria-label={t('media.grid')}
        aria-busy={!data || isFetchingNextPage}
      >
        {files.map((media) => (
          <MediaTile key={media._id} media={media} selected={selected.has(media._id)} {...tile} />
        ))}
        {Array.from({ length: skeletons }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to be told apart by
          <AspectRatio key={index} ratio={1}>
            <Skeleton radius="md" />
          </AspectRatio>
        ))}
      </SimpleGrid>
      <LoadMore query={query} />
    </Stack>
  );
}
