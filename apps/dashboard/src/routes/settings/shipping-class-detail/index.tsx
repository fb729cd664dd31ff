import { Alert, Button, Group, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { gateAllows, type ShippingClass, type ShippingClassCreate, shippingClassCreateSchema } from '@vev/shared';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../api/client';
import { confirmAction } from '../../../components/confirm';
import { formResolver } from '../../../components/form-resolver';
import { notifySuccess } from '../../../components/notify';
import { useLeaveGuard } from '../../../components/resource-editor/use-leave-guard';
import { useDeleteShippingClass, useSaveShippingClass, useShippingClass } from '../../../hooks/api/shipping';
import { usePermission } from '../../../hooks/api/sites';
import { AdminOnlyNotice } from '../settings-form/SettingsPage';
import { newShippingId, shippingClassListPath, shippingClassPath } from '../shipping-overview/paths';

/** /innstillinger/frakt/klasser/{shippingClass} ('opprett' for a new one): name and description. */
export function ShippingClassDetailScreen() {
  const permission = usePermission();
  const isAdmin = gateAllows('admin', permission);
  const { classId = newShippingId } = useParams();
  const isNew = classId === newShippingId;
  const existing = useShippingClass(isNew || !isAdmin ? null : classId);
  if (permission && !isAdmin) return <AdminOnlyNotice />;
  if (!isNew && !existing.data) return null;
  return <ShippingClassForm key={classId} shippingClass={isNew ? null : (existing.data ?? null)} />;
}

const toForm = (entry: ShippingClass | null): ShippingClassCreate => ({
  name: entry?.name ?? '',
  description: entry?.description ?? '',
});

function ShippingClassForm({ shippingClass }: { shippingClass: ShippingClass | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveShippingClass(shippingClass?._id ?? null);
  const remove = useDeleteShippingClass();
  const form = useForm<ShippingClassCreate>({
    resolver: formResolver(shippingClassCreateSchema),
    defaultValues: toForm(shippingClass),
  });
  const { errors, isDirty } = form.formState;
  const [left, setLeft] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  useLeaveGuard(isDirty && left === null, shippingClassPath(shippingClass?._id ?? newShippingId));
  // Move on once the saved (or deleted) form has rendered, so the guard has nothing left to guard.
  useEffect(() => {
    if (left) navigate(left, { replace: true });
  }, [left, navigate]);

  const submit = form.handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync(body);
      form.reset(toForm(saved));
      notifySuccess(t('shipping.saved'));
      if (!shippingClass) setLeft(shippingClassPath(saved._id));
    } catch (error) {
      if (!(error instanceof ApiError && error.fields)) return;
      for (const [field, message] of Object.entries(error.fields)) {
        if (field === 'name' || field === 'description') form.setError(field, { message });
      }
    }
  });

  async function deleteClass() {
    if (!shippingClass) return;
    const question = t('shipping.classes.deleteConfirm', { name: shippingClass.name });
    if (!(await confirmAction(question, t('shipping.delete'), { danger: true }))) return;
    setRefusal(null);
    try {
      await remove.mutateAsync(shippingClass._id);
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
      return;
    }
    notifySuccess(t('shipping.classes.deleted'));
    setLeft(shippingClassListPath);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={760} gap="lg">
        <Title order={1}>{shippingClass?.name ?? t('shipping.classes.newTitle')}</Title>
        {refusal && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {refusal}
          </Alert>
        )}
        <Paper withBorder p="lg" radius="md">
          <Stack>
            <TextInput
              label={t('shipping.class.name')}
              withAsterisk
              error={errors.name?.message}
              {...form.register('name')}
            />
            <Textarea
              label={t('shipping.class.description')}
              autosize
              minRows={2}
              error={errors.description?.message}
              {...form.register('description')}
            />
          </Stack>
        </Paper>
        <Group justify={shippingClass ? 'space-between' : 'flex-end'}>
          {shippingClass && (
            <Button color="red" variant="light" onClick={deleteClass} loading={remove.isPending}>
              {t('shipping.delete')}
            </Button>
          )}
          <Button type="submit" loading={save.isPending}>
            {t('shipping.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export { ShippingClassDetailScreen as Component };
