import { Alert, Button, Group, MultiSelect, Paper, Stack, TagsInput, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconPlus } from '@tabler/icons-react';
import { gateAllows, type ShippingClass, type ShippingZone } from '@vev/shared';
import { useEffect, useMemo, useState } from 'react';
import { Controller, FormProvider, type Path, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../api/client';
import { confirmAction } from '../../../components/confirm';
import { formResolver } from '../../../components/form-resolver';
import { notifySuccess } from '../../../components/notify';
import { useLeaveGuard } from '../../../components/resource-editor/use-leave-guard';
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
  const navigate = useNavigate();
  const save = useSaveShippingZone(zone?._id ?? null);
  const remove = useDeleteShippingZone();
  const schema = useMemo(
    () => zoneFormSchema({ badMoney: t('shipping.method.badMoney'), badPostcode: t('shipping.zone.badPostcode') }),
    [t],
  );
  // Every edit stays in this form until 'Lagre' (spec 2 §4): methods and class prices included.
  const form = useForm<ZoneFormValues, unknown, ReturnType<typeof schema.parse>>({
    resolver: formResolver(schema),
    defaultValues: toZoneForm(zone),
  });
  const { errors, isDirty } = form.formState;
  const methods = useFieldArray({ control: form.control, name: 'methods' });
  const [left, setLeft] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useLeaveGuard(isDirty && left === null, shippingZonePath(zone?._id ?? newShippingId));
  useEffect(() => {
    if (left) navigate(left, { replace: true });
  }, [left, navigate]);

  const submit = form.handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync(body);
      form.reset(toZoneForm(saved));
      notifySuccess(t('shipping.saved'));
      if (!zone) setLeft(shippingZonePath(saved._id));
    } catch (error) {
      if (!(error instanceof ApiError && error.fields)) return;
      for (const [path, message] of Object.entries(error.fields)) {
        form.setError(path as Path<ZoneFormValues>, { message });
      }
    }
  });

  async function deleteZone() {
    if (!zone) return;
    const question = t('shipping.zones.deleteConfirm', { name: zone.name });
    if (!(await confirmAction(question, t('shipping.delete'), { danger: true }))) return;
    setFailure(null);
    try {
      await remove.mutateAsync(zone._id);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      return;
    }
    notifySuccess(t('shipping.zones.deleted'));
    setLeft(shippingZoneListPath);
  }

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
          {failure && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {failure}
            </Alert>
          )}
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
          <Group justify={zone ? 'space-between' : 'flex-end'}>
            {zone && (
              <Button color="red" variant="light" onClick={deleteZone} loading={remove.isPending}>
                {t('shipping.delete')}
              </Button>
            )}
            <Button type="submit" loading={save.isPending}>
              {t('shipping.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}

export { ShippingZoneDetailScreen as Component };
