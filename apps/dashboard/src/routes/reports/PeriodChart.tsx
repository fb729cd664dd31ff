/**
 * A report's chart of figures by period (@mantine/charts), with the same figures as a table that
 * only screen readers read; with fewer than 2 periods of data it says 'Mangler data' (spec 3 §9).
 */
import '@mantine/charts/styles.css';
import { AreaChart } from '@mantine/charts';
import { Table, Text, VisuallyHidden } from '@mantine/core';
import { hasChartData } from '@vev/shared';
import { useTranslation } from 'react-i18next';

const wholeNumber = new Intl.NumberFormat('nb-NO');

export interface ChartSeries<Row> {
  name: string;
  label: string;
  color: string;
  value: (row: Row) => number;
  format?: (value: number) => string;
}

interface PeriodChartProps<Row> {
  caption: string;
  periodTitle: string;
  rows: readonly Row[];
  label: (row: Row) => string;
  series: readonly ChartSeries<Row>[];
}

export function PeriodChart<Row>({ caption, periodTitle, rows, label, series }: PeriodChartProps<Row>) {
  const { t } = useTranslation();
  const [first] = series;
  if (!first || !hasChartData(rows, first.value)) return <Text c="dimmed">{t('reports.noData')}</Text>;
  const data = rows.map((row) => ({
    period: label(row),
    ...Object.fromEntries(series.map((one) => [one.name, one.value(row)])),
  }));
  return (
    <>
      <div aria-hidden="true">
        <AreaChart
          h={280}
          data={data}
          dataKey="period"
          series={series.map(({ name, label: seriesLabel, color }) => ({ name, label: seriesLabel, color }))}
          curveType="linear"
          yAxisProps={{ allowDecimals: false }}
          withLegend
          valueFormatter={(value) => wholeNumber.format(value)}
        />
      </div>
      <VisuallyHidden>
        <Table>
          <caption>{caption}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{periodTitle}</Table.Th>
              {series.map((one) => (
                <Table.Th key={one.name} scope="col">
                  {one.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={label(row)}>
                <Table.Th scope="row">{label(row)}</Table.Th>
                {series.map((one) => (
                  <Table.Td key={one.name}>{(one.format ?? wholeNumber.format)(one.value(row))}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </>
  );
}
