import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { gateAllows } from '@vev/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBookingCalendar } from '../../../hooks/api/booking';
import { usePermission } from '../../../hooks/api/sites';
import { BookingCalendar } from './BookingCalendar';
import { BookingDetails } from './BookingDetails';
import { NewBooking } from './NewBooking';

/**
 * /booking/kalender (spec 3 §2 'Booking', §9): the bookings in month, week and day views, 700 px
 * high, the current month first. FullCalendar comes with this screen's own chunk.
 */
export function BookingCalendarScreen() {
  const { t } = useTranslation();
  const canWrite = gateAllows('contributor', usePermission());
  const [range, setRange] = useState<{ start: string; end: string } | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const calendar = useBookingCalendar(range);
  const bookings = calendar.data ?? [];
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{t('booking.calendar.title')}</Title>
        {canWrite && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            {t('booking.calendar.newBooking')}
          </Button>
        )}
      </Group>
      <Paper withBorder p="md" radius="md">
        {calendar.isSuccess && bookings.length === 0 && (
          <Text size="sm" c="dimmed" mb="sm">
            {t('booking.calendar.empty')}
          </Text>
        )}
        <BookingCalendar bookings={bookings} onRange={setRange} onOpen={setOpen} />
      </Paper>
      <BookingDetails id={open} canWrite={canWrite} onClose={() => setOpen(null)} />
      <NewBooking opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}

export { BookingCalendarScreen as Component };
