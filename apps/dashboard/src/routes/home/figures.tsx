/**
 * The home screen's side figures (spec 3 §2 'Dashboard'): revenue over the last 7 days (only with
 * e-commerce) and page views over the last 7 days, each against the 7 days before, with a sparkline.
 * Both come from the reports' own calls for the last 14 days, by day.
 */
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { addDays, compareLastDays, type DayValue, formatPercentChange, resolveReportRange } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../components/format';
import { useCommerceReport } from '../../hooks/api/commerce-stats';
import { usePageViews } from '../../hooks/api/stats';
import { Sparkline } from './sparkline';

const count = new Intl.NumberFormat('nb-NO');

/** Today in Norway: the last day of a report's default range. */
const norwegianToday = () => resolveReportRange({}).toDate;

function Figure({ label, rows, format }: { label: string; rows: DayValue[]; format: (value: number) => string }) {
  const { t } = useTranslation();
  const comparison = compareLastDays(rows, norwegianToday());
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={label}>
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <Group justify="space-between" align="end" wrap="nowrap">
          <Text fz={24} fw={700}>
            {format(comparison.current)}
          </Text>
          <Sparkline values={comparison.days} />
        </Group>
        {comparison.change !== null && (
          <Group gap={6}>
            <Badge variant="light" color={comparison.change < 0 ? 'red' : 'green'}>
              {formatPercentChange(comparison.change)}
            </Badge>
            <Text size="xs" c="dimmed">
              {t('homeFigures.comparedTo')}
            </Text>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

export function HomeFigures({ hasEcommerce }: { hasEcommerce: boolean }) {
  const { t } = useTranslation();
  const today = norwegianToday();
  const range = { fromDate: addDays(today, -13), toDate: today };
  const commerce = useCommerceReport(range, { enabled: hasEcommerce });
  const pageViews = usePageViews(range);
  return (
    <Stack>
      {hasEcommerce && commerce.data && (
        <Figure
          label={t('homeFigures.revenue')}
          rows={commerce.data.ordersByPeriod.map((row) => ({ period: row.period, value: row.revenue }))}
          format={formatMoney}
        />
      )}
      {pageViews.data && (
        <Figure
          label={t('homeFigures.pageViews')}
          rows={pageViews.data.pageViewsByPeriod.map((row) => ({ period: row.period, value: row.pageViews }))}
          format={(value) => count.format(value)}
        />
      )}
    </Stack>
  );
}
