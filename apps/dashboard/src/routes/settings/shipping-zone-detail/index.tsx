import { Button, Group, MultiSelect, Paper, Stack, TagsInput, Text, TextInput, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { gateAllows, type ShippingClass, type ShippingZone } from '@vev/shared';
import { useMemo } from 'react';
import { Controller, FormProvider, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DetailFormFooter } from '../../../components/detail-form/DetailFormFooter';
import { DetailFormNotices } from '../../../components/detail-form/DetailFormNotices';
import { useDetailForm } from '../../../components/detail-form/use-detail-form';
import { formResolver } from '../../../components/form-resolver';
import {
  useDeleteShippingZone,
  useSaveShippingZone,
  useShippingClassList,
  useShippingZone,
} from '../../../hooks/api/shipping';
import { usePermission } from '../../../hooks/api/sites';
import { AdminOnlyNotice } from '../settings-form/SettingsPage';
import { newShippingId, shippingZoneListPath, shippingZonePath } from '../shipping-overview/paths';
import { MethodFields } from './MethodFields';
import { countryOptions } from './regions';
import { newMethod, toZoneForm, type ZoneFormValues, zoneFormSchema } from './zone-form';

/** /innstillinger/frakt/soner/{shippingZone} ('opprett' for a new one): name, regions and methods. */
export function ShippingZoneDetailScreen() {
  const permission = usePermission();
  const isAdmin = gateAllows('admin', permission);
  const { zoneId = newShippingId } = useParams();
  const isNew = zoneId === newShippingId;
  const existing = useShippingZone(isNew || !isAdmin ? null : zoneId);
  const classList = useShippingClassList(isAdmin);
  const classes = useMemo(() => classList.data?.pages.flat() ?? [], [classList.data]);
  if (permission && !isAdmin) return <AdminOnlyNotice />;
  if ((!isNew && !existing.data) || !classList.data) return null;
  return <ShippingZoneForm key={zoneId} zone={isNew ? null : (existing.data ?? null)} classes={classes} />;
}

function ShippingZoneForm({ zone, classes }: { zone: ShippingZone | null; classes: readonly ShippingClass[] }) {
  const { t } = useTranslation();
  const schema = useMemo(
    () => zoneFormSchema({ badMoney: t('shipping.method.badMoney'), badPostcode: t('shipping.zone.badPostcode') }),
    [t],
  );
  // Every edit stays in this form until 'Lagre' (spec 2 §4): methods and class prices included.
  const {
    form,
    submit,
    deleteRecord,
    refusal: failure,
    saving,
    deleting,
  } = useDetailForm<ZoneFormValues, ShippingZone, ReturnType<typeof schema.parse>>({
    record: zone,
    toForm: toZoneForm,
    resolver: formResolver(schema),
    path: shippingZonePath,
    newId: newShippingId,
    listPath: shippingZoneListPath,
    save: useSaveShippingZone(zone?._id ?? null),
    remove: useDeleteShippingZone(),
    messages: {
      saved: t('shipping.saved'),
      deleted: t('shipping.zones.deleted'),
      deleteQuestion: t('shipping.zones.deleteConfirm', { name: zone?.name ?? '' }),
      deleteButton: t('shipping.delete'),
    },
  });
  const { errors } = form.formState;
  const methods = useFieldArray({ control: form.control, name: 'methods' });

  // The tags share one field: it shows the first message of any of them.
  const firstMessage = (found: unknown): string | undefined =>
    Array.isArray(found)
      ? found.map(firstMessage).find(Boolean)
      : ((found as { message?: string } | undefined)?.message ?? undefined);
  const rangeError = firstMessage(errors.regions?.postcodeRanges);
  const countryError = firstMessage(errors.regions?.countries);

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate>
        <Stack maw={860} gap="lg">
          <Title order={1}>{zone?.name ?? t('shipping.zones.newTitle')}</Title>
          <DetailFormNotices refusal={failure} />
          <Paper withBorder p="lg" radius="md">
            <Stack>
              <TextInput
                label={t('shipping.zone.name')}
                withAsterisk
                error={errors.name?.message}
                {...form.register('name')}
              />
              <Controller
                control={form.control}
                name="regions.countries"
                render={({ field }) => (
                  <MultiSelect
                    label={t('shipping.zone.countries')}
                    description={t('shipping.zone.countriesDescription')}
                    withAsterisk
                    searchable
                    data={countryOptions}
                    value={field.value}
                    onChange={field.onChange}
                    error={countryError}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="regions.postcodeRanges"
                render={({ field }) => (
                  <TagsInput
                    label={t('shipping.zone.postcodes')}
                    description={t('shipping.zone.postcodesDescription')}
                    value={field.value}
                    onChange={field.onChange}
                    error={rangeError}
                  />
                )}
              />
            </Stack>
          </Paper>
          <Stack>
            <div>
              <Title order={2} size="h4">
                {t('shipping.zone.methods')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('shipping.zone.methodsDescription')}
              </Text>
            </div>
            {methods.fields.length === 0 && <Text size="sm">{t('shipping.zone.noMethods')}</Text>}
            {methods.fields.map((method, index) => (
              <MethodFields
                key={method.id}
                index={index}
                count={methods.fields.length}
                classes={classes}
                onRemove={() => methods.remove(index)}
              />
            ))}
            <Group>
              <Button
                variant="light"
                leftSection={<IconPlus size={16} />}
                onClick={() => methods.append(newMethod(methods.fields.length === 0))}
              >
                {t('shipping.zone.addMethod')}
              </Button>
            </Group>
          </Stack>
          <DetailFormFooter
            onDelete={zone ? deleteRecord : null}
            deleteLabel={t('shipping.delete')}
            deleting={deleting}
            saveLabel={t('shipping.save')}
            saving={saving}
          />
        </Stack>
      </form>
    </FormProvider>
  );
}

export { ShippingZoneDetailScreen as Component };
