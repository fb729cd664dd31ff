/** Times as the spec writes them ('D. MMMM YYYY kl. HH:mm'), always in Norwegian time. */
import { dateFormat } from '@vev/shared';
import dayjs from 'dayjs';
import 'dayjs/locale/nb';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

export const displayTimeZone = 'Europe/Oslo';

export function formatDateTime(iso: string): string {
  return dayjs(iso).tz(displayTimeZone).locale('nb').format(dateFormat);
}
