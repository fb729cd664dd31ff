/**
 * Mantine's date pickers, with their styles and dayjs' Norwegian words, for the screens that have
 * one: they load with those screens instead of with the first screen. The DatesProvider around the
 * app (locale nb, weeks from Monday) sets how they speak.
 */
import '@mantine/dates/styles.css';
import 'dayjs/locale/nb';

export { DatePickerInput, DateTimePicker } from '@mantine/dates';
