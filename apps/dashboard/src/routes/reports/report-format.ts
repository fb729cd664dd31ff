/**
 * How the reports name their periods and save their figures: '3. mars', 'Uke 10' or 'mars 2026'
 * for a period by its first day, and a CSV file (semicolons, as a Norwegian Excel reads it).
 */
import { csvLine, type ReportPeriod } from '@vev/shared';
import dayjs from 'dayjs';
import isoWeek from 'dayjs/plugin/isoWeek';
import 'dayjs/locale/nb';

dayjs.extend(isoWeek);

export function periodLabel(start: string, period: ReportPeriod, weekWord: string): string {
  const day = dayjs(start).locale('nb');
  if (period === 'day') return day.format('D. MMM');
  if (period === 'week') return `${weekWord} ${day.isoWeek()}`;
  return day.format('MMMM YYYY');
}

/** Tables one after the other, a blank line between them; a byte order mark so Excel reads æøå. */
export function reportCsv(tables: readonly (readonly (string | number)[])[][]): string {
  return `\uFEFF${tables.map((rows) => rows.map((row) => csvLine([...row], ';')).join('\r\n')).join('\r\n\r\n')}\r\n`;
}

/** Lets the browser save the text as a file. */
export function saveCsv(text: string, filename: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
