import { Table, Text } from '@mantine/core';
import type { PageViewsPageRow } from '@vev/shared';
import { useTranslation } from 'react-i18next';

const wholeNumber = new Intl.NumberFormat('nb-NO');

/** 'Mest besøkte sider': shown with at least 1 row (spec 3 §9). */
export function TopPages({ rows }: { rows: readonly PageViewsPageRow[] }) {
  const { t } = useTranslation();
  if (rows.length === 0) return <Text c="dimmed">{t('reports.noData')}</Text>;
  return (
    <Table striped captionSide="top">
      <Table.Caption>{t('reports.visits.topPages')}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('reports.visits.page')}</Table.Th>
          <Table.Th scope="col" ta="right">
            {t('reports.visits.pageViews')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row._id}>
            <Table.Td style={{ wordBreak: 'break-all' }}>{row._id}</Table.Td>
            <Table.Td ta="right">{wholeNumber.format(row.count)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
