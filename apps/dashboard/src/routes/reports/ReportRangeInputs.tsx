/** The reports' 'Fra' and 'Til'; the date pickers load with the report, not with the route map. */
import { Group } from '@mantine/core';
import { type ReportRange, reportRangeQuery } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { DatePickerInput } from '../../components/date-pickers';

/** 'Fra' and 'Til' as date fields; a change that would turn the range around moves the other end along. */
export function ReportRangeInputs({ range, onChange }: { range: ReportRange; onChange: (range: ReportRange) => void }) {
  const { t } = useTranslation();
  const set = (end: keyof ReportRange, value: string) => {
    if (!reportRangeQuery.safeParse({ [end]: value }).success) return;
    const next = { ...range, [end]: value };
    if (next.fromDate > next.toDate) next[end === 'fromDate' ? 'toDate' : 'fromDate'] = value;
    onChange(next);
  };
  return (
    <Group gap="sm" align="end">
      <DatePickerInput
        label={t('reports.from')}
        valueFormat="D. MMM YYYY"
        value={range.fromDate}
        onChange={(value) => value && set('fromDate', value)}
      />
      <DatePickerInput
        label={t('reports.to')}
        valueFormat="D. MMM YYYY"
        value={range.toDate}
        onChange={(value) => value && set('toDate', value)}
      />
    </Group>
  );
}
