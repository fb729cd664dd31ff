import { Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { gateAllows, type ShippingClass, type ShippingClassCreate, shippingClassCreateSchema } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DetailFormFooter } from '../../../components/detail-form/DetailFormFooter';
import { DetailFormNotices } from '../../../components/detail-form/DetailFormNotices';
import { useDetailForm } from '../../../components/detail-form/use-detail-form';
import { formResolver } from '../../../components/form-resolver';
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
  const { form, submit, deleteRecord, refusal, saving, deleting } = useDetailForm({
    record: shippingClass,
    toForm,
    resolver: formResolver(shippingClassCreateSchema),
    path: shippingClassPath,
    newId: newShippingId,
    listPath: shippingClassListPath,
    save: useSaveShippingClass(shippingClass?._id ?? null),
    remove: useDeleteShippingClass(),
    messages: {
      saved: t('shipping.saved'),
      deleted: t('shipping.classes.deleted'),
      deleteQuestion: t('shipping.classes.deleteConfirm', { name: shippingClass?.name ?? '' }),
      deleteButton: t('shipping.delete'),
    },
    fieldNames: ['name', 'description'],
  });
  const { errors } = form.formState;

  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={760} gap="lg">
        <Title order={1}>{shippingClass?.name ?? t('shipping.classes.newTitle')}</Title>
        <DetailFormNotices refusal={refusal} />
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
        <DetailFormFooter
          onDelete={shippingClass ? deleteRecord : null}
          deleteLabel={t('shipping.delete')}
          deleting={deleting}
          saveLabel={t('shipping.save')}
          saving={saving}
        />
      </Stack>
    </form>
  );
}

export { ShippingClassDetailScreen as Component };
