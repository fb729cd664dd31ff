import { Table, Text } from '@mantine/core';
import type { CommerceProductRow } from '@vev/shared';
import { useTranslation } from 'react-i18next';

const wholeNumber = new Intl.NumberFormat('nb-NO');

/** 'Mest solgte produkter': shown with at least 1 row (spec 3 §9). */
export function TopProducts({ rows }: { rows: readonly CommerceProductRow[] }) {
  const { t } = useTranslation();
  if (rows.length === 0) return <Text c="dimmed">{t('reports.noData')}</Text>;
  return (
    <Table striped captionSide="top">
      <Table.Caption>{t('shopReport.topProducts')}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('shopReport.product')}</Table.Th>
          <Table.Th scope="col">{t('shopReport.sku')}</Table.Th>
          <Table.Th scope="col" ta="right">
            {t('shopReport.sold')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={`${row._id.sku}:${row._id.name}`}>
            <Table.Td>{row._id.name || t('shopReport.missingName')}</Table.Td>
            <Table.Td>{row._id.sku || t('shopReport.missingSku')}</Table.Td>
            <Table.Td ta="right">{wholeNumber.format(row.count)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
