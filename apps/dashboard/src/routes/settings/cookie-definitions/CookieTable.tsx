import { Badge, Group, Paper, Skeleton, Table, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { CookieDefinition } from '@vev/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListError } from '../../../components/resource-list';

/** Name, purpose, consent category, expiry and vendor (spec 2 §2 'Built-in list columns'). */
export function CookieTable({ query, empty }: { query: UseQueryResult<CookieDefinition[]>; empty: ReactNode }) {
  const { t } = useTranslation();
  if (query.error) return <ListError title={t('cookies.title')} error={query.error} onRetry={query.refetch} />;
  if (query.data?.length === 0) return empty;
  const columns = ['name', 'purpose', 'category', 'expiry', 'vendor'] as const;
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={720} type="native">
        <Table verticalSpacing="sm" aria-busy={query.isPending}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column}>{t(`cookies.columns.${column}`)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {query.isPending &&
              [1, 2, 3].map((row) => (
                <Table.Tr key={row}>
                  {columns.map((column) => (
                    <Table.Td key={column}>
                      <Skeleton height={12} width="70%" />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            {query.data?.map((cookie) => (
              <Table.Tr key={cookie.name}>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {cookie.name}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{cookie.purpose}</Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {cookie.consentCategories.map((category) => (
                      <Badge key={category} variant="light" tt="none">
                        {t(`settings.consentCategory.${category}`)}
                      </Badge>
                    ))}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{cookie.expiry}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{cookie.vendor}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
