import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type BookingResource, bookingCalendarFeedPath } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { CopyField } from '../../../components/CopyField';
import { confirmAction } from '../../../components/confirm';
import { notifySuccess } from '../../../components/notify';
import { useRenewCalendarToken } from '../../../hooks/api/booking';

/** The resource's private iCalendar address to subscribe to, and 'Forny adresse' (the old one stops working). */
export function CalendarFeed(props: { resource: BookingResource; canWrite: boolean }) {
  const { t } = useTranslation();
  const renew = useRenewCalendarToken(props.resource._id);
  const address = `${window.location.origin}${bookingCalendarFeedPath(props.resource.calendarToken)}`;
  const renewAddress = async () => {
    if (!(await confirmAction(t('booking.feed.renewQuestion'), t('booking.feed.renew'), { danger: true }))) return;
    await renew.mutateAsync();
    notifySuccess(t('booking.feed.renewed'));
  };
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack>
        <Title order={3}>{t('booking.feed.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('booking.feed.help')}
        </Text>
        <CopyField label={t('booking.feed.address')} value={address} />
        {props.canWrite && (
          <Group>
            <Button variant="default" onClick={renewAddress} loading={renew.isPending}>
              {t('booking.feed.renew')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
