import { Anchor, Badge, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Redirect } from '@vev/shared';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyList, ListError } from '../../../components/resource-list';

/** Rows drawn at once; a site may hold 10 000 redirects, and the search finds the rest. */
const shownRows = 100;

/** The site's redirects, filtered in the browser: the whole list is already here. */
export function RedirectTable({ query }: { query: UseQueryResult<Redirect[]> }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const search = useDeferredValue(text.trim().toLowerCase());
  const matches = useMemo(
    () =>
      (query.data ?? []).filter(
        (row) => !search || row.from.toLowerCase().includes(search) || row.to.toLowerCase().includes(search),
      ),
    [query.data, search],
  );

  if (query.error) return <ListError title={t('redirects.title')} error={query.error} onRetry={query.refetch} />;
  if (query.data && query.data.length === 0) {
    return <EmptyList searchText="" state={{ title: t('redirects.empty'), description: t('redirects.emptyText') }} />;
  }
  return (
    <Stack gap={0}>
      <TextInput
        m="md"
        type="search"
        aria-label={t('redirects.search')}
        placeholder={t('redirects.search')}
        leftSection={<IconSearch size={16} />}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      {query.data && matches.length === 0 ? (
        <EmptyList searchText={text.trim()} state={{ title: '' }} />
      ) : (
        <Table.ScrollContainer minWidth={560} type="native">
          <Table verticalSpacing="sm" aria-busy={query.isPending}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('redirects.columns.from')}</Table.Th>
                <Table.Th>{t('redirects.columns.to')}</Table.Th>
                <Table.Th>{t('redirects.columns.code')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.isPending &&
                [1, 2, 3].map((row) => (
                  <Table.Tr key={row}>
                    {[1, 2, 3].map((cell) => (
                      <Table.Td key={cell}>
                        <Skeleton height={12} width="60%" />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              {matches.slice(0, shownRows).map((row) => (
                <Table.Tr key={row._id}>
                  <Table.Td>
                    <Text size="sm" ff="monospace">
                      {row.from}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {row.to.startsWith('/') ? (
                      <Text size="sm" ff="monospace">
                        {row.to}
                      </Text>
                    ) : (
                      <Anchor size="sm" ff="monospace" href={row.to} target="_blank" rel="noreferrer">
                        {row.to}
                      </Anchor>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={row.code === 301 ? 'blue' : 'gray'}>
                      {t(row.code === 301 ? 'redirects.codes.permanent' : 'redirects.codes.temporary')}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {matches.length > shownRows && (
        <Text size="sm" c="dimmed" p="md">
          {t('redirects.showing', { shown: shownRows, total: matches.length })}
        </Text>
      )}
    </Stack>
  );
}
