import { NumberInput, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { type BookingResource, bookingResourceCreateSchema } from '@vev/shared';
import { Controller, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DetailFormFooter } from '../../../components/detail-form/DetailFormFooter';
import { DetailFormNotices } from '../../../components/detail-form/DetailFormNotices';
import { useDetailForm } from '../../../components/detail-form/use-detail-form';
import { formResolver } from '../../../components/form-resolver';
import { useDeleteBookingResource, useSaveBookingResource } from '../../../hooks/api/booking';
import { AvailabilityEditor } from '../AvailabilityEditor';
import { nestedErrors } from '../field-errors';
import { newBookingId, resourceListPath, resourcePath } from '../paths';
import { CalendarFeed } from './CalendarFeed';

type Values = z.output<typeof bookingResourceCreateSchema>;

const toValues = (resource: BookingResource | null): Values =>
  resource
    ? {
        name: resource.name,
        description: resource.description,
        email: resource.email,
        slots: resource.slots,
        availability: resource.availability,
      }
    : { ...bookingResourceCreateSchema.parse({ name: 'x' }), name: '' };

/** A booking resource (spec 3 'Booking resource'): name, description, e-mail, capacity and hours. */
export function ResourceEditor(props: { resource: BookingResource | null; canWrite: boolean; canDelete: boolean }) {
  const { resource: saved, canWrite } = props;
  const { t } = useTranslation();
  const { form, submit, deleteRecord, refusal, saving, deleting } = useDetailForm({
    record: saved,
    toForm: (record: BookingResource | null) => toValues(record ?? saved),
    resolver: formResolver(bookingResourceCreateSchema) as unknown as Resolver<Values>,
    disabled: !canWrite,
    path: resourcePath,
    newId: newBookingId,
    listPath: resourceListPath,
    save: useSaveBookingResource(saved?._id ?? null),
    remove: useDeleteBookingResource(),
    messages: {
      saved: t('booking.saved'),
      deleted: t('booking.deleted'),
      deleteQuestion: t('booking.deleteConfirm'),
      deleteButton: t('booking.delete'),
    },
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={860} gap="lg">
        <Title order={1}>{saved?.name ?? t('booking.resources.createTitle')}</Title>
        <DetailFormNotices readOnly={canWrite ? null : t('booking.readOnly')} refusal={refusal} />
        <Paper withBorder p="lg" radius="md">
          <Stack>
            <TextInput
              label={t('booking.fields.name')}
              withAsterisk
              error={errors.name?.message}
              {...form.register('name')}
            />
            <Textarea label={t('booking.fields.description')} autosize minRows={2} {...form.register('description')} />
            <TextInput
              type="email"
              label={t('booking.fields.email')}
              description={t('booking.fields.emailHelp')}
              error={errors.email?.message}
              {...form.register('email')}
            />
            <Controller
              control={form.control}
              name="slots"
              render={({ field }) => (
                <NumberInput
                  label={t('booking.fields.slots')}
                  description={t('booking.fields.resourceSlotsHelp')}
                  withAsterisk
                  min={1}
                  maw={240}
                  value={field.value}
                  readOnly={!canWrite}
                  error={errors.slots?.message}
                  onChange={(value) => field.onChange(typeof value === 'number' ? value : Number.NaN)}
                />
              )}
            />
          </Stack>
        </Paper>
        <Paper withBorder p="lg" radius="md">
          <Stack>
            <Title order={3}>{t('booking.sections.availability')}</Title>
            <Controller
              control={form.control}
              name="availability"
              render={({ field }) => (
                <AvailabilityEditor
                  value={field.value}
                  onChange={field.onChange}
                  readOnly={!canWrite}
                  errors={nestedErrors(errors.availability)}
                />
              )}
            />
          </Stack>
        </Paper>
        {saved && <CalendarFeed resource={saved} canWrite={canWrite} />}
        {canWrite && (
          <DetailFormFooter
            onDelete={saved && props.canDelete ? deleteRecord : null}
            deleteLabel={t('booking.delete')}
            deleting={deleting}
            saveLabel={t('booking.save')}
            saving={saving}
          />
        )}
      </Stack>
    </form>
  );
}
