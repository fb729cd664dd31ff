/** Dates and money as the dashboard shows them: Europe/Oslo, Norwegian formats (spec 1 §9). */
import { dateFormat } from '@vev/shared';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import 'dayjs/locale/nb';

dayjs.extend(utc);
dayjs.extend(timezone);

export const displayTimeZone = 'Europe/Oslo';

/** '3. mars 2026 kl. 14:05', in Norwegian time wherever the browser is. */
export function formatDateTime(iso: string | Date): string {
  return dayjs(iso).tz(displayTimeZone).locale('nb').format(dateFormat);
}

/** Øre to '1 299,00 kr' (the rule lives in @vev/shared, for e-mails too). */
export { formatMoney } from '@vev/shared';

/** An instant as the wall-clock time in Norway ('YYYY-MM-DD HH:mm:ss'), for date pickers. */
export const toNorwegianWallTime = (iso: string) => dayjs(iso).tz(displayTimeZone).format('YYYY-MM-DD HH:mm:ss');

/** A wall-clock time in Norway back to an instant (ISO). */
export const fromNorwegianWallTime = (wallTime: string) => dayjs.tz(wallTime, displayTimeZone).toISOString();

const oneDecimal = new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 1 });
const byteUnits = [
  [1e9, 'GB'],
  [1e6, 'MB'],
  [1e3, 'kB'],
] as const;

/** A file size in decimal units, as the upload limit counts them: '1,2 MB'. */
export function formatBytes(bytes: number): string {
  const unit = byteUnits.find(([size]) => bytes >= size);
  return unit ? `${oneDecimal.format(bytes / unit[0])} ${unit[1]}` : `${bytes} B`;
}
