/** The table both tabs share: headings, rows, loading rows, the error and empty states, and 'Last flere'. */
import { Button, Center, Paper, Skeleton, Stack, Table } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyList, ListError } from '../../../components/resource-list/ListStates';
import type { EmptyListState } from '../../../components/resource-list/types';

export interface PagedTableColumn<T> {
  key: string;
  title: string;
  cell: (row: T) => ReactNode;
  visibleFrom?: 'sm' | 'md';
}

interface PagedTableProps<T> {
  query: UseInfiniteQueryResult<InfiniteData<T[]>, Error>;
  columns: PagedTableColumn<T>[];
  rowKey: (row: T) => string;
  loadFailed: string;
  emptyState: EmptyListState;
}

export function PagedTable<T>({ query, columns, rowKey, loadFailed, emptyState }: PagedTableProps<T>) {
  const { t } = useTranslation();
  const rows = query.data?.pages.flat() ?? [];
  if (query.isError && !query.data) {
    return <ListError title={loadFailed} error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (query.data && rows.length === 0) {
    return (
      <Paper withBorder>
        <EmptyList searchText="" state={emptyState} />
      </Paper>
    );
  }
  return (
    <Stack gap="md">
      <Paper withBorder>
        {/* Columns that do not fit a phone are left out (visibleFrom), so the rest, actions too, fit its width. */}
        <Table.ScrollContainer minWidth={0} type="native">
          <Table verticalSpacing="sm" aria-busy={query.isPending}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column.key} visibleFrom={column.visibleFrom}>
                    {column.title}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={rowKey(row)}>
                  {columns.map((column) => (
                    <Table.Td key={column.key} visibleFrom={column.visibleFrom}>
                      {column.cell(row)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
              {query.isPending &&
                [0, 1, 2].map((placeholder) => (
                  <Table.Tr key={`skeleton-${placeholder}`}>
                    {columns.map((column) => (
                      <Table.Td key={column.key} visibleFrom={column.visibleFrom}>
                        <Skeleton height={12} width="60%" />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      {query.hasNextPage && (
        <Center>
          <Button variant="default" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
            {t('members.loadMore')}
          </Button>
        </Center>
      )}
    </Stack>
  );
}
