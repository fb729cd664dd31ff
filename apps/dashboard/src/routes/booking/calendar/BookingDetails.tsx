import { Button, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { type BookingDetail, bookingStatusLabels } from '@vev/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../api/client';
import { confirmAction } from '../../../components/confirm';
import { formatDateTime } from '../../../components/format';
import { notifySuccess } from '../../../components/notify';
import { useBookingDetail, useCancelBooking, useUpdateBooking } from '../../../hooks/api/booking';
import { customerPath, orderPath } from '../../shop/paths';
import { servicePath } from '../paths';
import { type PickedSlot, SlotPicker } from './SlotPicker';

const clock = new Intl.DateTimeFormat('nb-NO', { timeZone: 'Europe/Oslo', hour: '2-digit', minute: '2-digit' });

/** A booking opened from the calendar: its details, and 'Endre' and 'Kanseller' while its start is ahead. */
export function BookingDetails(props: { id: string | null; canWrite: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useBookingDetail(props.id);
  return (
    <Modal opened={props.id !== null} onClose={props.onClose} title={t('booking.calendar.details')} size="lg">
      {detail.data && detail.data._id === props.id ? (
        <DetailBody key={detail.data._id} booking={detail.data} canWrite={props.canWrite} onClose={props.onClose} />
      ) : (
        <Loader size="sm" />
      )}
    </Modal>
  );
}

function DetailBody(props: { booking: BookingDetail; canWrite: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { booking } = props;
  const [changing, setChanging] = useState(false);
  const [day, setDay] = useState<string | null>(null);
  const [slot, setSlot] = useState<PickedSlot | null>(null);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateBooking(booking._id);
  const cancel = useCancelBooking(booking._id);
  const ahead = Date.parse(booking.start) > Date.now() && booking.status !== 'cancelled';
  const rows: [string, React.ReactNode][] = [
    [t('booking.calendar.name'), booking.name],
    [t('booking.calendar.email'), booking.email || '–'],
    [t('booking.calendar.phone'), booking.phone || '–'],
    [
      t('booking.calendar.customer'),
      booking.customer ? (
        <Link key="customer" to={customerPath(booking.customer)}>
          {t('booking.calendar.openCustomer')}
        </Link>
      ) : (
        '–'
      ),
    ],
    [
      t('booking.calendar.service'),
      <Link key="service" to={servicePath(booking.service)}>
        {booking.serviceName}
      </Link>,
    ],
    [
      t('booking.calendar.resources'),
      booking.resourceDetails.map((resource) => resource.name).join(', ') || t('booking.calendar.noResources'),
    ],
    [t('booking.calendar.time'), `${formatDateTime(booking.start)}–${clock.format(new Date(booking.end))}`],
    [t('booking.calendar.slots'), String(booking.slots)],
    [t('booking.calendar.status'), bookingStatusLabels[booking.status]],
    [
      t('booking.calendar.order'),
      booking.order ? (
        <Link key="order" to={orderPath(booking.order)}>
          {t('booking.calendar.orderNumber', { number: booking.orderNumber ?? '' })}
        </Link>
      ) : (
        t('booking.calendar.noOrder')
      ),
    ],
  ];

  const save = async () => {
    if (!slot) {
      setError(t('booking.calendar.chooseSlot'));
      return;
    }
    try {
      // A booking keeps its own length when it moves (a bought time's, a merged one's).
      const length = Date.parse(booking.end) - Date.parse(booking.start);
      await update.mutateAsync({ start: slot.start, end: new Date(Date.parse(slot.start) + length).toISOString() });
      notifySuccess(t('booking.calendar.changed'));
      props.onClose();
    } catch (caught) {
      if (caught instanceof ApiError) setError(caught.message);
    }
  };
  const cancelBooking = async () => {
    const sure = await confirmAction(t('booking.calendar.cancelQuestion'), t('booking.calendar.cancelConfirm'), {
      danger: true,
    });
    if (!sure) return;
    await cancel.mutateAsync();
    notifySuccess(t('booking.calendar.cancelled'));
    props.onClose();
  };

  return (
    <Stack>
      <Table variant="vertical" withTableBorder>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={140}>{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {!ahead && (
        <Text size="sm" c="dimmed">
          {t('booking.calendar.started')}
        </Text>
      )}
      {ahead && props.canWrite && changing && (
        <Stack gap="sm">
          <Text fw={600}>{t('booking.calendar.changeTitle')}</Text>
          <SlotPicker
            serviceId={booking.service}
            day={day}
            onDay={setDay}
            value={slot}
            onChange={(next) => {
              setSlot(next);
              setError(null);
            }}
            current={booking.start}
            error={error}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setChanging(false)}>
              {t('common.cancel')}
            </Button>
            <Button onClick={save} loading={update.isPending}>
              {t('booking.calendar.save')}
            </Button>
          </Group>
        </Stack>
      )}
      {ahead && props.canWrite && !changing && (
        <Group justify="flex-end">
          <Button variant="default" color="red" onClick={cancelBooking} loading={cancel.isPending}>
            {t('booking.calendar.cancel')}
          </Button>
          <Button onClick={() => setChanging(true)}>{t('booking.calendar.change')}</Button>
        </Group>
      )}
    </Stack>
  );
}
