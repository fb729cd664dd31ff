/**
 * The list screen every resource uses (ARCHITECTURE.md 'Dashboard building blocks'): heading and
 * primary action, a search kept in the URL, an optional tree beside the table, infinite pages
 * of 20 that end when one brings fewer, skeleton rows, an error state and empty states. Opt in:
 * filter controls beside the search, sortable columns, and ticking rows for bulk actions.
 */
import { Box, CloseButton, Flex, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BulkBar } from './BulkBar';
import { EmptyList, ListError } from './ListStates';
import { LoadMore } from './LoadMore';
import { ResourceTable } from './ResourceTable';
import type { EmptyListState, ResourceColumn, RowLink } from './types';
import type { ListSearch } from './use-list-search';
import type { ListSort } from './use-list-sort';
import { useRowSelection } from './use-row-selection';

const firstLoadSkeletonRows = 6;
const nextPageSkeletonRows = 3;

export interface ResourceListProps<T> {
  title: string;
  /** The primary action beside the heading ('Opprett side'), gated by the caller. */
  action?: ReactNode;
  /** A list without search (a log) leaves both out. */
  search?: ListSearch;
  searchPlaceholder?: string;
  columns: ResourceColumn<T>[];
  /** The caller's infinite query: one array per page. */
  query: UseInfiniteQueryResult<InfiniteData<T[]>, Error>;
  rowKey: (row: T) => string;
  /** Where a row leads; a list of records that lead nowhere (a log) leaves it out. */
  rowLink?: (row: T) => RowLink;
  emptyState: EmptyListState;
  /** Beside the table, e.g. a TreeNavigator. */
  aside?: ReactNode;
  /** Filter controls beside the search (their values kept in the URL with `useListFilters`). */
  filters?: ReactNode;
  /** The order the caller's query asks for (`useListSort`); columns marked `sortable` change it. */
  sort?: ListSort;
  /** What can be done to the ticked rows; a checkbox column appears with it. */
  bulkActions?: (selected: T[], clear: () => void) => ReactNode;
}

export function ResourceList<T>(props: ResourceListProps<T>) {
  const { title, action, search, searchPlaceholder, aside, filters } = props;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" wrap="wrap">
        <Title order={1}>{title}</Title>
        {action}
      </Group>
      <Flex direction={{ base: 'column', md: 'row' }} gap="lg" align={{ base: 'stretch', md: 'flex-start' }}>
        {aside && (
          <Box w={{ base: '100%', md: 260 }} style={{ flexShrink: 0 }}>
            {aside}
          </Box>
        )}
        <Stack gap="md" style={{ flex: 1, minWidth: 0 }}>
          {filters ? (
            <Group gap="sm" align="flex-end" wrap="wrap">
              {search && <SearchBox search={search} placeholder={searchPlaceholder} grow />}
              {filters}
            </Group>
          ) : (
            search && <SearchBox search={search} placeholder={searchPlaceholder} />
          )}
          <ResourceListBody {...props} />
        </Stack>
      </Flex>
    </Stack>
  );
}

function SearchBox(props: { search: ListSearch; placeholder: string | undefined; grow?: boolean }) {
  const { search, placeholder } = props;
  const { t } = useTranslation();
  return (
    <TextInput
      style={props.grow ? { flex: 1, minWidth: 200 } : undefined}
      type="search"
      aria-label={placeholder}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} />}
      value={search.value}
      onChange={(event) => search.setValue(event.currentTarget.value)}
      rightSection={
        search.value ? (
          <CloseButton size="sm" aria-label={t('resourceList.clearSearch')} onClick={() => search.setValue('')} />
        ) : null
      }
    />
  );
}

function ResourceListBody<T>(props: ResourceListProps<T>) {
  const { search, columns, query, rowKey, rowLink, emptyState, bulkActions } = props;
  const { t } = useTranslation();
  const { data, isFetchingNextPage } = query;
  const rows = useMemo(() => uniqueRows(data?.pages ?? [], rowKey), [data, rowKey]);
  const selection = useRowSelection(rows, rowKey);

  if (query.isError && !data) {
    return <ListError title={t('resourceList.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (data && rows.length === 0) {
    return (
      <Paper withBorder>
        <EmptyList searchText={search?.text ?? ''} state={emptyState} />
      </Paper>
    );
  }
  return (
    <Stack gap="md">
      {bulkActions && selection.selected.length > 0 && (
        <BulkBar selection={selection} actions={bulkActions(selection.selected, selection.clear)} />
      )}
      <Paper withBorder>
        <ResourceTable
          columns={columns}
          rows={rows}
          rowKey={rowKey}
          rowLink={rowLink}
          sort={props.sort}
          selection={bulkActions ? selection : undefined}
          skeletonRows={!data ? firstLoadSkeletonRows : isFetchingNextPage ? nextPageSkeletonRows : 0}
        />
      </Paper>
      <LoadMore query={query} />
    </Stack>
  );
}

/** Offset pages can overlap when rows change between loads; each row is shown once. */
function uniqueRows<T>(pages: T[][], rowKey: (row: T) => string): T[] {
  const seen = new Set<string>();
  return pages.flat().filter((row) => {
    const key = rowKey(row);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
