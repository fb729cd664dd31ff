import {
  Group,
  Input,
  MultiSelect,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  type BookingService,
  type BookingServiceValues,
  bookingServiceCreateSchema,
  bookingServiceTypeLabels,
  bookingServiceTypes,
  durationUnitLabels,
  durationUnits,
  pricePerLabels,
  pricePerOptions,
} from '@vev/shared';
import { Controller, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DetailFormFooter } from '../../../components/detail-form/DetailFormFooter';
import { DetailFormNotices } from '../../../components/detail-form/DetailFormNotices';
import { useDetailForm } from '../../../components/detail-form/use-detail-form';
import { formResolver } from '../../../components/form-resolver';
import { MoneyInput } from '../../../components/MoneyInput';
import { useAllBookingResources, useDeleteBookingService, useSaveBookingService } from '../../../hooks/api/booking';
import { AvailabilityEditor } from '../AvailabilityEditor';
import { nestedErrors } from '../field-errors';
import { newBookingId, serviceListPath, servicePath } from '../paths';
import { EventList } from './EventList';

const blank: BookingServiceValues = bookingServiceCreateSchema.parse({ name: 'x', price: 0 });

const toValues = (service: BookingService | null): BookingServiceValues => {
  // No price yet: the field starts empty and the schema asks for it ('Feltet må fylles ut.').
  if (!service) return { ...blank, name: '', price: null as unknown as number };
  const { _id, createdAt, updatedAt, ...values } = service;
  return values;
};

/** A booking service (spec 3 'Booking service'): what is booked, for how long, by how many, and when. */
export function ServiceEditor(props: { service: BookingService | null; canWrite: boolean; canDelete: boolean }) {
  const { service: saved, canWrite } = props;
  const { t } = useTranslation();
  const resources = useAllBookingResources();
  const { form, submit, deleteRecord, refusal, saving, deleting } = useDetailForm({
    record: saved,
    toForm: (record: BookingService | null) => toValues(record ?? saved),
    resolver: formResolver(bookingServiceCreateSchema) as unknown as Resolver<BookingServiceValues>,
    disabled: !canWrite,
    path: servicePath,
    newId: newBookingId,
    listPath: serviceListPath,
    save: useSaveBookingService(saved?._id ?? null),
    remove: useDeleteBookingService(),
    messages: {
      saved: t('booking.saved'),
      deleted: t('booking.deleted'),
      deleteQuestion: t('booking.deleteConfirm'),
      deleteButton: t('booking.delete'),
    },
  });
  const { errors } = form.formState;
  const type = form.watch('type');
  const field = (name: string) => t(`booking.fields.${name}` as 'booking.fields.name');
  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={860} gap="lg">
        <Title order={1}>{saved?.name ?? t('booking.services.createTitle')}</Title>
        <DetailFormNotices readOnly={canWrite ? null : t('booking.readOnly')} refusal={refusal} />
        <Paper withBorder p="lg" radius="md">
          <Stack>
            <Controller
              control={form.control}
              name="type"
              render={({ field: input }) => (
                <Input.Wrapper label={field('type')} withAsterisk>
                  <div>
                    <SegmentedControl
                      data={bookingServiceTypes.map((value) => ({ value, label: bookingServiceTypeLabels[value] }))}
                      value={input.value}
                      onChange={input.onChange}
                      disabled={!canWrite}
                    />
                  </div>
                </Input.Wrapper>
              )}
            />
            <TextInput label={field('name')} withAsterisk error={errors.name?.message} {...form.register('name')} />
            <Textarea label={field('description')} autosize minRows={2} {...form.register('description')} />
            <Group align="flex-start" grow>
              <Controller
                control={form.control}
                name="price"
                render={({ field: input }) => (
                  <MoneyInput
                    label={field('price')}
                    withAsterisk
                    nullable
                    value={input.value ?? null}
                    onChange={input.onChange}
                    error={errors.price?.message}
                    readOnly={!canWrite}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="pricePer"
                render={({ field: input }) => (
                  <Select
                    label={field('pricePer')}
                    data={pricePerOptions.map((value) => ({ value, label: pricePerLabels[value] }))}
                    value={input.value}
                    allowDeselect={false}
                    readOnly={!canWrite}
                    onChange={(value) => value && input.onChange(value)}
                  />
                )}
              />
            </Group>
          </Stack>
        </Paper>
        <Paper withBorder p="lg" radius="md">
          <Stack>
            <Title order={4}>{t('booking.sections.time')}</Title>
            <Group align="flex-start" grow>
              <Controller
                control={form.control}
                name="duration"
                render={({ field: input }) => (
                  <NumberInput
                    label={field('duration')}
                    withAsterisk
                    min={1}
                    value={input.value}
                    readOnly={!canWrite}
                    error={errors.duration?.message}
                    onChange={(value) => input.onChange(typeof value === 'number' ? value : Number.NaN)}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="durationUnit"
                render={({ field: input }) => (
                  <Select
                    label={field('durationUnit')}
                    allowDeselect={false}
                    readOnly={!canWrite}
                    value={input.value}
                    data={durationUnits.map((value) => ({ value, label: durationUnitLabels[value] }))}
                    onChange={(value) => value && input.onChange(value)}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="slots"
                render={({ field: input }) => (
                  <NumberInput
                    label={field('slots')}
                    description={field('slotsHelp')}
                    withAsterisk
                    min={1}
                    value={input.value}
                    readOnly={!canWrite}
                    error={errors.slots?.message}
                    onChange={(value) => input.onChange(typeof value === 'number' ? value : Number.NaN)}
                  />
                )}
              />
            </Group>
            <Switch
              label={field('roundDuration')}
              description={field('roundDurationHelp')}
              {...form.register('roundDuration')}
            />
            <Group align="flex-start" grow>
              <Controller
                control={form.control}
                name="scheduleLimitDays"
                render={({ field: input }) => (
                  <NumberInput
                    label={field('scheduleLimitDays')}
                    description={field('scheduleLimitDaysHelp')}
                    min={0}
                    value={input.value ?? ''}
                    readOnly={!canWrite}
                    error={errors.scheduleLimitDays?.message}
                    onChange={(value) => input.onChange(typeof value === 'number' ? value : null)}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="scheduleLimitHours"
                render={({ field: input }) => (
                  <NumberInput
                    label={field('scheduleLimitHours')}
                    description={field('scheduleLimitHoursHelp')}
                    min={0}
                    value={input.value}
                    readOnly={!canWrite}
                    error={errors.scheduleLimitHours?.message}
                    onChange={(value) => input.onChange(typeof value === 'number' ? value : 0)}
                  />
                )}
              />
            </Group>
            <Switch
              label={field('requiredProductPurchase')}
              description={field('requiredProductPurchaseHelp')}
              {...form.register('requiredProductPurchase')}
            />
            <Switch
              label={field('mergeBookings')}
              description={field('mergeBookingsHelp')}
              {...form.register('mergeBookings')}
            />
            <Controller
              control={form.control}
              name="resources"
              render={({ field: input }) => (
                <MultiSelect
                  label={field('resources')}
                  description={field('resourcesHelp')}
                  readOnly={!canWrite}
                  data={(resources.data ?? []).map((resource) => ({ value: resource._id, label: resource.name }))}
                  value={input.value.map((entry) => entry.ref)}
                  error={nestedErrors(errors.resources)['0.ref']}
                  onChange={(ids) => input.onChange(ids.map((ref) => ({ ref })))}
                />
              )}
            />
          </Stack>
        </Paper>
        <Paper withBorder p="lg" radius="md">
          {type === 'event' ? (
            <Controller
              control={form.control}
              name="events"
              render={({ field: input }) => (
                <EventList
                  serviceId={saved?._id ?? null}
                  value={input.value}
                  onChange={input.onChange}
                  readOnly={!canWrite}
                  errors={nestedErrors(errors.events)}
                />
              )}
            />
          ) : (
            <Stack>
              <Title order={3}>{t('booking.sections.availability')}</Title>
              <Controller
                control={form.control}
                name="availability"
                render={({ field: input }) => (
                  <AvailabilityEditor
                    value={input.value}
                    onChange={input.onChange}
                    readOnly={!canWrite}
                    errors={nestedErrors(errors.availability)}
                  />
                )}
              />
            </Stack>
          )}
        </Paper>
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
