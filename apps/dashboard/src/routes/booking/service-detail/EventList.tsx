import { ActionIcon, Button, Group, NumberInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type BookingEventInput, bookingMessages, fromOsloLocalInput, osloLocalInput } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { notifySuccess } from '../../../components/notify';
import { useDeleteBookingEvent, useServiceBookings } from '../../../hooks/api/booking';

/**
 * An event service's events {start, slots} (spec 3 'Booking service'). A saved event is deleted at
 * once through its own route, which refuses while it has bookings (spec 3 §8's toast).
 */
export function EventList(props: {
  serviceId: string | null;
  value: BookingEventInput[];
  onChange: (events: BookingEventInput[]) => void;
  readOnly: boolean;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation();
  const { value, onChange, readOnly, serviceId } = props;
  const bookings = useServiceBookings(serviceId);
  const deleteEvent = useDeleteBookingEvent(serviceId ?? '');
  const bookedAt = (eventId: string | undefined) =>
    (bookings.data ?? [])
      .filter((booking) => booking.event === eventId && booking.status !== 'cancelled')
      .reduce((sum, booking) => sum + booking.slots, 0);

  const remove = async (index: number) => {
    const event = value[index];
    if (event?._id && serviceId) {
      try {
        await deleteEvent.mutateAsync(event._id);
        notifySuccess(t('booking.events.removed'));
      } catch (error) {
        if (!(error instanceof ApiError)) return;
        const details = error.details as { title?: string; description?: string } | undefined;
        notifications.show({
          color: 'red',
          title: details?.title ?? bookingMessages.eventTaken,
          message: details?.description ?? error.message,
        });
        return;
      }
    }
    onChange(value.filter((_, n) => n !== index));
  };

  return (
    <Stack gap="xs">
      <Title order={4}>{t('booking.sections.events')}</Title>
      {value.length === 0 && <Text size="sm">{t('booking.events.empty')}</Text>}
      {value.map((event, index) => (
        <Group key={event._id ?? `new-${index}`} align="flex-start" wrap="nowrap">
          <TextInput
            type="datetime-local"
            label={t('booking.events.start')}
            withAsterisk
            value={osloLocalInput(event.start)}
            readOnly={readOnly}
            error={props.errors[`${index}.start`]}
            onChange={(change) =>
              onChange(
                value.map((e, n) =>
                  n === index ? { ...e, start: fromOsloLocalInput(change.currentTarget.value) ?? '' } : e,
                ),
              )
            }
          />
          <NumberInput
            label={t('booking.events.slots')}
            placeholder={t('booking.events.slotsPlaceholder')}
            min={1}
            w={140}
            value={event.slots ?? ''}
            readOnly={readOnly}
            error={props.errors[`${index}.slots`]}
            onChange={(slots) =>
              onChange(
                value.map((e, n) => (n === index ? { ...e, slots: typeof slots === 'number' ? slots : null } : e)),
              )
            }
          />
          {event._id && (
            <Text size="sm" c="dimmed" mt={32}>
              {t('booking.events.booked', { count: bookedAt(event._id) })}
            </Text>
          )}
          {!readOnly && (
            <ActionIcon
              mt={28}
              variant="subtle"
              color="gray"
              aria-label={t('booking.events.remove')}
              onClick={() => void remove(index)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          )}
        </Group>
      ))}
      {!readOnly && (
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => onChange([...value, { start: '', slots: null }])}
          >
            {t('booking.events.add')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
