import { Button, Group, Paper, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import {
  type InvoiceInformation,
  type Order,
  type OrderPatch,
  type OrderStatus,
  orderStatuses,
  orderStatusLabels,
  placedOrderPatchSchema,
} from '@vev/shared';
import { useEffect } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formResolver } from '../../../components/form-resolver';
import { notifySuccess } from '../../../components/notify';
import { useLeaveGuard } from '../../../components/resource-editor/use-leave-guard';
import { useOrderUpdate } from '../../../hooks/api/orders';
import { orderPath } from '../paths';

interface OrderFormValues {
  status: OrderStatus;
  invoiceInformation: InvoiceInformation;
}

const toForm = (order: Order): OrderFormValues => ({
  status: order.status,
  invoiceInformation: { ...order.invoiceInformation },
});

const invoiceFields = ['name', 'email', 'phone', 'address', 'postalCode', 'city', 'country'] as const;

/**
 * The status (any except failed, spec 3 §4) and the invoice information, saved with 'Lagre'. The
 * status is read-only when the order is canceled and unchanged; only what changed is sent.
 */
export function OrderForm({ order, canWrite }: { order: Order; canWrite: boolean }) {
  const { t } = useTranslation();
  const update = useOrderUpdate(order._id);
  const form = useForm<OrderFormValues>({
    defaultValues: toForm(order),
    resolver: formResolver(placedOrderPatchSchema) as unknown as Resolver<OrderFormValues>,
    disabled: !canWrite,
  });
  const { errors, dirtyFields, isDirty } = form.formState;
  // The saved (or reloaded: a note, a payment) order becomes what the form starts from; what the
  // user has changed and not saved stays.
  useEffect(() => form.reset(toForm(order), { keepDirtyValues: true }), [order, form]);
  useLeaveGuard(canWrite && isDirty, orderPath(order._id));

  const status = form.watch('status');
  const statusLocked = order.status === 'canceled' && status === order.status;
  // 'Feilet' is shown when it is the order's status, never offered.
  const statusChoices = orderStatuses
    .filter((value) => value !== 'failed' || order.status === 'failed')
    .map((value) => ({ value, label: orderStatusLabels[value], disabled: value === 'failed' }));

  const submit = form.handleSubmit(async (values) => {
    const patch: OrderPatch = {
      ...(dirtyFields.status && values.status !== 'failed' ? { status: values.status } : {}),
      ...(dirtyFields.invoiceInformation ? { invoiceInformation: values.invoiceInformation } : {}),
    };
    form.reset(toForm(await update.mutateAsync(patch)));
    notifySuccess(t('shop.orders.saved'));
  });

  return (
    <Paper withBorder p="lg" radius="md" component="form" onSubmit={submit} noValidate>
      <Stack>
        <Controller
          control={form.control}
          name="status"
          render={({ field }) => (
            <Select
              label={t('shop.orders.general.statusLabel')}
              data={statusChoices}
              value={field.value}
              onChange={(value) => value && field.onChange(value)}
              allowDeselect={false}
              disabled={!canWrite}
              readOnly={statusLocked}
              description={statusLocked ? t('shop.orders.general.statusLocked') : undefined}
              error={errors.status?.message}
            />
          )}
        />
        <Title order={3} size="h5">
          {t('shop.orders.general.invoiceInformation')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {invoiceFields.map((field) => (
            <TextInput
              key={field}
              label={t(`shop.orders.general.${field}`)}
              error={errors.invoiceInformation?.[field]?.message}
              {...form.register(`invoiceInformation.${field}`)}
            />
          ))}
        </SimpleGrid>
        {canWrite && (
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending} disabled={!isDirty}>
              {t('shop.orders.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
