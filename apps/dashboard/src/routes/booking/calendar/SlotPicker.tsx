import { Button, ScrollArea, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { addCalendarDays, osloDay, osloInstant } from '@vev/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/format';
import { useServiceDates, useServiceSlots } from '../../../hooks/api/booking';

/** How far ahead a date can be picked: the range `available-dates` answers at most. */
const aheadDays = 61;

const dayLabel = new Intl.DateTimeFormat('nb-NO', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const clock = new Intl.DateTimeFormat('nb-NO', { timeZone: 'Europe/Oslo', hour: '2-digit', minute: '2-digit' });

export interface PickedSlot {
  start: string;
  end: string;
}

/**
 * A date from `available-dates` (the next two months) and a free time of that day from
 * `availability`, as a list at most 260 px high (spec 3 §9).
 */
export function SlotPicker(props: {
  serviceId: string | null;
  day: string | null;
  onDay: (day: string | null) => void;
  value: PickedSlot | null;
  onChange: (slot: PickedSlot | null) => void;
  /** The booking being moved: its own time is not offered again. */
  current?: string;
  error?: string | null;
}) {
  const { t } = useTranslation();
  const { serviceId, day } = props;
  const range = useMemo(() => {
    const today = osloDay(Date.now());
    return {
      start: new Date(osloInstant(today, 0)).toISOString(),
      end: new Date(osloInstant(addCalendarDays(today, aheadDays), 0)).toISOString(),
    };
  }, []);
  const dates = useServiceDates(serviceId, serviceId ? range : null);
  const dayRange = day
    ? {
        start: new Date(osloInstant(day, 0)).toISOString(),
        end: new Date(osloInstant(addCalendarDays(day, 1), 0)).toISOString(),
      }
    : null;
  const slots = useServiceSlots(serviceId, dayRange);
  const offered = (slots.data ?? []).filter((slot) => slot.start !== props.current);
  return (
    <Stack gap="sm">
      <Select
        label={t('booking.calendar.date')}
        placeholder={t('booking.calendar.datePlaceholder')}
        data={(dates.data ?? []).map((date) => ({
          value: date,
          label: dayLabel.format(new Date(`${date}T12:00:00Z`)),
        }))}
        value={day}
        onChange={(next) => {
          props.onDay(next);
          props.onChange(null);
        }}
        nothingFoundMessage={t('booking.calendar.noDates')}
        disabled={!serviceId}
        searchable
      />
      {serviceId && dates.data && dates.data.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('booking.calendar.noDates')}
        </Text>
      )}
      {day && (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('booking.calendar.slot')}
          </Text>
          {slots.data && offered.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('booking.calendar.noSlots')}
            </Text>
          ) : (
            <ScrollArea.Autosize mah={260} type="auto" data-testid="slot-list">
              <SimpleGrid cols={4} spacing="xs" pr="sm" role="radiogroup" aria-label={t('booking.calendar.slot')}>
                {offered.map((slot) => {
                  const chosen = props.value?.start === slot.start;
                  return (
                    <Button
                      key={slot.start}
                      role="radio"
                      aria-checked={chosen}
                      title={formatDateTime(slot.start)}
                      variant={chosen ? 'filled' : 'default'}
                      size="xs"
                      onClick={() => props.onChange({ start: slot.start, end: slot.end })}
                    >
                      {clock.format(new Date(slot.start))}
                    </Button>
                  );
                })}
              </SimpleGrid>
            </ScrollArea.Autosize>
          )}
        </Stack>
      )}
      {props.error && (
        <Text size="sm" c="red">
          {props.error}
        </Text>
      )}
    </Stack>
  );
}
