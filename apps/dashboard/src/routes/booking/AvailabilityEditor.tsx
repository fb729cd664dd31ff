import { ActionIcon, Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type AvailabilityEntry, bookingHoursSchema, type Weekday, weekdayLabels, weekdays } from '@vev/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const hoursText = (hours: readonly string[]) => hours.join(', ');
const hoursOf = (text: string) =>
  text
    .split(',')
    .map((piece) => piece.trim())
    .filter(Boolean);
/** The shared schema's message for the first interval that is not 'HH:MM-HH:MM', if any. */
const hoursProblem = (text: string) =>
  hoursOf(text)
    .map((piece) => bookingHoursSchema.safeParse(piece))
    .find((result) => !result.success)?.error?.issues[0]?.message;

/** One interval list, edited as text and handed on as a list when the field is left. */
function HoursInput(props: {
  value: string[];
  onChange: (hours: string[]) => void;
  readOnly: boolean;
  error?: string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(hoursText(props.value));
  useEffect(() => setText(hoursText(props.value)), [props.value]);
  const problem = hoursProblem(text) ?? props.error;
  return (
    <TextInput
      aria-label={t('booking.availability.hours')}
      placeholder="08:00-12:00"
      value={text}
      readOnly={props.readOnly}
      error={problem}
      onChange={(event) => setText(event.currentTarget.value)}
      onBlur={() => props.onChange(hoursOf(text))}
      style={{ flex: 1 }}
    />
  );
}

/**
 * Opening hours by weekday and by date (spec 3 'Availability entry'): a day comes once, a date
 * overrides its weekday, and no hours means closed.
 */
export function AvailabilityEditor(props: {
  value: AvailabilityEntry[];
  onChange: (entries: AvailabilityEntry[]) => void;
  readOnly: boolean;
  errors?: Record<string, string>;
}) {
  const { t } = useTranslation();
  const { value, onChange, readOnly } = props;
  const rows = value.map((entry, index) => ({ entry, index }));
  const days = rows.filter(({ entry }) => entry.day !== null);
  const dates = rows.filter(({ entry }) => entry.date !== null);
  const unusedDay = weekdays.find((day) => !value.some((entry) => entry.day === day));
  const change = (index: number, entry: AvailabilityEntry) => onChange(value.map((e, n) => (n === index ? entry : e)));
  const remove = (index: number) => onChange(value.filter((_, n) => n !== index));
  const errorAt = (index: number, key: string) => props.errors?.[`${index}.${key}`];
  const hoursError = (index: number) =>
    Object.entries(props.errors ?? {}).find(([path]) => path.startsWith(`${index}.hours`))?.[1];
  const removeButton = (index: number) =>
    readOnly ? null : (
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={t('booking.availability.remove')}
        onClick={() => remove(index)}
      >
        <IconTrash size={16} />
      </ActionIcon>
    );

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={4}>{t('booking.availability.weekdays')}</Title>
        <Text size="sm" c="dimmed">
          {t('booking.availability.hoursHelp')}
        </Text>
        {days.length === 0 && <Text size="sm">{t('booking.availability.noDays')}</Text>}
        {days.map(({ entry, index }) => (
          <Group key={`day-${index}`} align="flex-start" wrap="nowrap">
            <Select
              aria-label={t('booking.availability.day')}
              w={160}
              data={weekdays.map((day) => ({
                value: day,
                label: weekdayLabels[day],
                disabled: day !== entry.day && value.some((other) => other.day === day),
              }))}
              value={entry.day}
              readOnly={readOnly}
              allowDeselect={false}
              error={errorAt(index, 'day')}
              onChange={(day) => day && change(index, { ...entry, day: day as Weekday })}
            />
            <HoursInput
              value={entry.hours}
              readOnly={readOnly}
              error={hoursError(index)}
              onChange={(hours) => change(index, { ...entry, hours })}
            />
            {removeButton(index)}
          </Group>
        ))}
        {!readOnly && unusedDay && (
          <Group>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              onClick={() => onChange([...value, { day: unusedDay, date: null, hours: ['08:00-16:00'] }])}
            >
              {t('booking.availability.addDay')}
            </Button>
          </Group>
        )}
      </Stack>
      <Stack gap="xs">
        <Title order={4}>{t('booking.availability.dates')}</Title>
        <Text size="sm" c="dimmed">
          {t('booking.availability.datesHelp')}
        </Text>
        {dates.length === 0 && <Text size="sm">{t('booking.availability.noDates')}</Text>}
        {dates.map(({ entry, index }) => (
          <Group key={`date-${index}`} align="flex-start" wrap="nowrap">
            <TextInput
              type="date"
              aria-label={t('booking.availability.date')}
              w={160}
              value={entry.date ?? ''}
              readOnly={readOnly}
              error={errorAt(index, 'date')}
              onChange={(event) => change(index, { ...entry, date: event.currentTarget.value })}
            />
            <HoursInput
              value={entry.hours}
              readOnly={readOnly}
              error={hoursError(index)}
              onChange={(hours) => change(index, { ...entry, hours })}
            />
            {removeButton(index)}
          </Group>
        ))}
        {!readOnly && (
          <Group>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              onClick={() => onChange([...value, { day: null, date: '', hours: [] }])}
            >
              {t('booking.availability.addDate')}
            </Button>
          </Group>
        )}
      </Stack>
    </Stack>
  );
}
