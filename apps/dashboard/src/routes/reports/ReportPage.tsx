/**
 * What every report screen has (spec 3 §2 'Reports', §9): title and lead, the from and to date, the
 * CSV download, the tip, loading and failure, then the report's figures, charts and lists, and a note
 * on what it counts. A screen gives its words, its query and what to draw from the report.
 */
import { Alert, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ReportPeriod, ReportRange } from '@vev/shared';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Tip } from '../../components/Tip';
import { type ChartSeries, PeriodChart } from './PeriodChart';
import { ReportRangeInputs } from './ReportRangeInputs';
import { periodLabel, reportCsv, saveCsv } from './report-format';
import { useReportRange } from './report-range';

interface Report {
  fromDate: string;
  toDate: string;
  period: ReportPeriod;
}

type CsvTable = (string | number)[][];

interface ReportPageProps<R extends Report> {
  title: string;
  lead: string;
  /** The report's query for a range, e.g. `usePageViews`. */
  useReport: (range: ReportRange) => { data?: R | undefined; isError: boolean };
  /** The file's name before its dates, and its tables one after the other. */
  csv: { name: string; tables: (report: R) => CsvTable[] };
  /** Below the report: what it counts. */
  note: string;
  children: (report: R) => ReactNode;
}

export function ReportPage<R extends Report>({ title, lead, useReport, csv, note, children }: ReportPageProps<R>) {
  const { t } = useTranslation();
  const [range, setRange] = useReportRange();
  const { data: report, isError } = useReport(range);
  const download = (shown: R) =>
    saveCsv(reportCsv(csv.tables(shown)), `${csv.name}-${shown.fromDate}-${shown.toDate}.csv`);
  return (
    <Stack>
      <Group justify="space-between" align="end">
        <Stack gap={4}>
          <Title order={1}>{title}</Title>
          <Text c="dimmed">{lead}</Text>
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
          {children(report)}
          <Text size="sm" c="dimmed">
            {note}
          </Text>
        </>
      )}
    </Stack>
  );
}

/** The report's totals, side by side in as many columns as the screen asks for. */
export function ReportFigures(props: {
  figures: readonly { label: string; value: string }[];
  cols: ComponentProps<typeof SimpleGrid>['cols'];
}) {
  const { figures } = props;
  return (
    <SimpleGrid cols={props.cols}>
      {figures.map((figure) => (
        <Paper key={figure.label} withBorder p="md" radius="md">
          <Text size="sm" c="dimmed">
            {figure.label}
          </Text>
          <Text fz={28} fw={600}>
            {figure.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** A chart of the report's periods under its title, named by the report's period (day, week, month). */
export function ReportChart<Row extends { period: string }>(props: {
  title: string;
  period: ReportPeriod;
  rows: readonly Row[];
  series: readonly ChartSeries<Row>[];
}) {
  const { t } = useTranslation();
  return (
    <ReportSection>
      <Stack>
        <Title order={2} size="h4">
          {props.title}
        </Title>
        <PeriodChart
          caption={props.title}
          periodTitle={t('reports.period')}
          rows={props.rows}
          label={(row) => periodLabel(row.period, props.period, t('reports.week'))}
          series={props.series}
        />
      </Stack>
    </ReportSection>
  );
}

export function ReportSection({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      {children}
    </Paper>
  );
}
