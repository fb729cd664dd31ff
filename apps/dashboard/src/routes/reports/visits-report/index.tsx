import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ReportRangeInputs, useReportRange } from '../report-range';

/** /rapporter/besok (spec 3 §2 'Reports'): page views and visitors for a from and to date. */
export function VisitsReportScreen() {
  const { t } = useTranslation();
  const [range, setRange] = useReportRange();
  return (
    <Stack>
      <Title order={1}>{t('reports.visits.title')}</Title>
      <Text c="dimmed">{t('reports.visits.lead')}</Text>
      <ReportRangeInputs range={range} onChange={setRange} />
    </Stack>
  );
}

export { VisitsReportScreen as Component };
