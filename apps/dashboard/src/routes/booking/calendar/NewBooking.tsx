import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { notifySuccess } from '../../../components/notify';
import { useAllBookingServices, useCreateBooking } from '../../../hooks/api/booking';
import { type PickedSlot, SlotPicker } from './SlotPicker';

/** 'Ny booking': staff book a free time for a customer on the phone (`POST booking/bookings`). */
export function NewBooking(props: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t('booking.calendar.newBooking')} size="lg">
      {props.opened && <NewBookingForm onClose={props.onClose} />}
    </Modal>
  );
}

function NewBookingForm(props: { onClose: () => void }) {
  const { t } = useTranslation();
  const services = useAllBookingServices();
  const create = useCreateBooking();
  const [key] = useState(() => crypto.randomUUID());
  const [service, setService] = useState<string | null>(null);
  const [day, setDay] = useState<string | null>(null);
  const [slot, setSlot] = useState<PickedSlot | null>(null);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [slotError, setSlotError] = useState<string | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!service || !slot) {
      setSlotError(t('booking.calendar.chooseSlot'));
      return;
    }
    try {
      await create.mutateAsync({ key, body: { service, start: slot.start, name, email, phone } });
      notifySuccess(t('booking.calendar.booked'));
      props.onClose();
    } catch (caught) {
      if (!(caught instanceof ApiError)) return;
      if (caught.fields) setErrors(caught.fields);
      else setSlotError(caught.message);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Select
          label={t('booking.calendar.service')}
          withAsterisk
          data={(services.data ?? []).map((entry) => ({ value: entry._id, label: entry.name }))}
          value={service}
          onChange={(next) => {
            setService(next);
            setDay(null);
            setSlot(null);
          }}
          searchable
        />
        <SlotPicker
          serviceId={service}
          day={day}
          onDay={setDay}
          value={slot}
          onChange={(next) => {
            setSlot(next);
            setSlotError(null);
          }}
          error={slotError}
        />
        <TextInput
          label={t('booking.calendar.name')}
          withAsterisk
          value={name}
          error={errors.name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <TextInput
          type="email"
          label={t('booking.calendar.email')}
          value={email}
          error={errors.email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <TextInput
          type="tel"
          label={t('booking.calendar.phone')}
          value={phone}
          error={errors.phone}
          onChange={(event) => setPhone(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('booking.calendar.book')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
