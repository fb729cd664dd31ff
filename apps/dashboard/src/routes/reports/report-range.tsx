/**
 * The report's from and to date, kept in the URL (`?fromDate=2026-03-01&toDate=2026-03-31`), the
 * last 30 days when left out (spec 3 §2 'Reports'). Both reports use it.
 */
import { Group } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { type ReportRange, reportRangeQuery, resolveReportRange } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

/** The range the URL asks for, with the defaults; a malformed date counts as left out. */
export function reportRangeOf(params: URLSearchParams): ReportRange {
  const asked = reportRangeQuery.safeParse({
    fromDate: params.get('fromDate') ?? undefined,
    toDate: params.get('toDate') ?? undefined,
  });
  return resolveReportRange(asked.success ? asked.data : {});
}

export function useReportRange(): [ReportRange, (range: ReportRange) => void] {
  const [params, setParams] = useSearchParams();
  const change = (range: ReportRange) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('fromDate', range.fromDate);
        next.set('toDate', range.toDate);
        return next;
      },
      { replace: true },
    );
  return [reportRangeOf(params), change];
}

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
