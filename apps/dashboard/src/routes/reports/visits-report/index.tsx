import { Alert, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { PageViewsReport } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { Tip } from '../../../components/Tip';
import { usePageViews } from '../../../hooks/api/stats';
import { PeriodChart } from '../PeriodChart';
import { periodLabel, reportCsv, saveCsv } from '../report-format';
import { ReportRangeInputs, useReportRange } from '../report-range';
import { TopPages } from './TopPages';

const wholeNumber = new Intl.NumberFormat('nb-NO');

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={600}>
        {wholeNumber.format(value)}
      </Text>
    </Paper>
  );
}

/**
 * /rapporter/besok (spec 3 §2 'Reports'): page views and visitors by day, week or month and the most
 * visited pages, for the from and to date in the URL; downloadable as CSV.
 */
export function VisitsReportScreen() {
  const { t } = useTranslation();
  const [range, setRange] = useReportRange();
  const { data: report, isError } = usePageViews(range);
  const label = (row: { period: string }) => periodLabel(row.period, report?.period ?? 'day', t('reports.week'));
  const download = (shown: PageViewsReport) =>
    saveCsv(
      reportCsv([
        [
          [t('reports.period'), t('reports.visits.pageViews'), t('reports.visits.visitors')],
          ...shown.pageViewsByPeriod.map((row) => [row.period, row.pageViews, row.visitors]),
        ],
        [
          [t('reports.visits.page'), t('reports.visits.pageViews')],
          ...shown.pageViewsByPage.map((row) => [row._id, row.count]),
        ],
      ]),
      `${t('reports.visits.csvName')}-${shown.fromDate}-${shown.toDate}.csv`,
    );
  return (
    <Stack>
      <Group justify="space-between" align="end">
        <Stack gap={4}>
          <Title order={1}>{t('reports.visits.title')}</Title>
          <Text c="dimmed">{t('reports.visits.lead')}</Text>
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
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Figure label={t('reports.visits.pageViews')} value={report.totals.pageViews} />
            <Figure label={t('reports.visits.visitors')} value={report.totals.visitors} />
          </SimpleGrid>
          <Paper withBorder p="md" radius="md">
            <Stack>
              <Title order={2} size="h4">
                {t('reports.visits.byPeriod')}
              </Title>
              <PeriodChart
                caption={t('reports.visits.byPeriod')}
                periodTitle={t('reports.period')}
                rows={report.pageViewsByPeriod}
                label={label}
                series={[
                  {
                    name: 'pageViews',
                    label: t('reports.visits.pageViews'),
                    color: 'blue.6',
                    value: (row) => row.pageViews,
                  },
                  {
                    name: 'visitors',
                    label: t('reports.visits.visitors'),
                    color: 'teal.6',
                    value: (row) => row.visitors,
                  },
                ]}
              />
            </Stack>
          </Paper>
          <Paper withBorder p="md" radius="md">
            <TopPages rows={report.pageViewsByPage} />
          </Paper>
          <Text size="sm" c="dimmed">
            {t('reports.visits.privacy')}
          </Text>
        </>
      )}
    </Stack>
  );
}

export { VisitsReportScreen as Component };
