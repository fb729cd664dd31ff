import { Alert, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { CommercePeriodRow, CommerceReport } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../components/format';
import { Tip } from '../../../components/Tip';
import { useCommerceReport } from '../../../hooks/api/commerce-stats';
import { PeriodChart } from '../PeriodChart';
import { periodLabel, reportCsv, saveCsv } from '../report-format';
import { ReportRangeInputs, useReportRange } from '../report-range';
import { TopProducts } from './TopProducts';

const wholeNumber = new Intl.NumberFormat('nb-NO');
/** The chart shows whole kroner; its table for screen readers shows them as money. */
const kroner = (ore: number) => Math.round(ore / 100);
const kronerAsMoney = (value: number) => formatMoney(value * 100);

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={600}>
        {value}
      </Text>
    </Paper>
  );
}

/**
 * /rapporter/butikk (spec 3 §2 'Reports', only with e-commerce): orders and revenue by day, week or
 * month, the average order value, refunds and the most sold products for the from and to date in the
 * URL; downloadable as CSV.
 */
export function ShopReportScreen() {
  const { t } = useTranslation();
  const [range, setRange] = useReportRange();
  const { data: report, isError } = useCommerceReport(range);
  const label = (row: CommercePeriodRow) => periodLabel(row.period, report?.period ?? 'day', t('reports.week'));
  const money = (ore: number) => (ore / 100).toFixed(2).replace('.', ',');
  const download = (shown: CommerceReport) =>
    saveCsv(
      reportCsv([
        [
          [t('reports.period'), t('shopReport.orders'), t('shopReport.revenue'), t('shopReport.refunded')],
          ...shown.ordersByPeriod.map((row) => [row.period, row.orders, money(row.revenue), money(row.refunded)]),
        ],
        [
          [t('shopReport.sku'), t('shopReport.product'), t('shopReport.sold')],
          ...shown.ordersByProduct.map((row) => [row._id.sku, row._id.name, row.count]),
        ],
      ]),
      `${t('shopReport.csvName')}-${shown.fromDate}-${shown.toDate}.csv`,
    );
  return (
    <Stack>
      <Group justify="space-between" align="end">
        <Stack gap={4}>
          <Title order={1}>{t('shopReport.title')}</Title>
          <Text c="dimmed">{t('shopReport.lead')}</Text>
        </Stack>
        <Group align="end">
          <ReportRangeInputs range={range} onChange={setRange} />
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            disabled={!report}
            onClick={() => report && download(report)}
          >
            {t('reports.downloadCsv')}
          </Button>
        </Group>
      </Group>
      <Tip id="reports">{t('reports.tip')}</Tip>
      {isError && <Alert color="red">{t('reports.loadFailed')}</Alert>}
      {!report && !isError && <Skeleton h={360} />}
      {report && (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
            <Figure label={t('shopReport.orders')} value={wholeNumber.format(report.totals.orders)} />
            <Figure label={t('shopReport.revenue')} value={formatMoney(report.totals.revenue)} />
            <Figure label={t('shopReport.averageOrderValue')} value={formatMoney(report.totals.averageOrderValue)} />
            <Figure label={t('shopReport.refunded')} value={formatMoney(report.totals.refunded)} />
          </SimpleGrid>
          <Paper withBorder p="md" radius="md">
            <Stack>
              <Title order={2} size="h4">
                {t('shopReport.ordersByPeriod')}
              </Title>
              <PeriodChart
                caption={t('shopReport.ordersByPeriod')}
                periodTitle={t('reports.period')}
                rows={report.ordersByPeriod}
                label={label}
                series={[
                  { name: 'orders', label: t('shopReport.orders'), color: 'blue.6', value: (row) => row.orders },
                ]}
              />
            </Stack>
          </Paper>
          <Paper withBorder p="md" radius="md">
            <Stack>
              <Title order={2} size="h4">
                {t('shopReport.revenueByPeriod')}
              </Title>
              <PeriodChart
                caption={t('shopReport.revenueByPeriod')}
                periodTitle={t('reports.period')}
                rows={report.ordersByPeriod}
                label={label}
                series={[
                  {
                    name: 'revenue',
                    label: t('shopReport.revenue'),
                    color: 'teal.6',
                    value: (row) => kroner(row.revenue),
                    format: kronerAsMoney,
                  },
                  {
                    name: 'refunded',
                    label: t('shopReport.refunded'),
                    color: 'red.6',
                    value: (row) => kroner(row.refunded),
                    format: kronerAsMoney,
                  },
                ]}
              />
            </Stack>
          </Paper>
          <Paper withBorder p="md" radius="md">
            <TopProducts rows={report.ordersByProduct} />
          </Paper>
          <Text size="sm" c="dimmed">
            {t('shopReport.counted')}
          </Text>
        </>
      )}
    </Stack>
  );
}

export { ShopReportScreen as Component };
