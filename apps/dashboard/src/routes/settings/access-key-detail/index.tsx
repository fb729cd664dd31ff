import { Alert, Anchor, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { type AccessKey, type AccessKeyCreate, accessKeyCreateSchema, gateAllows } from '@vev/shared';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { CopyField } from '../../../components/CopyField';
import { DetailFormFooter } from '../../../components/detail-form/DetailFormFooter';
import { useDetailForm } from '../../../components/detail-form/use-detail-form';
import { formResolver } from '../../../components/form-resolver';
import { useAccessKey, useDeleteAccessKey, useSaveAccessKey } from '../../../hooks/api/access-keys';
import { usePermission } from '../../../hooks/api/sites';
import { accessKeyListPath, accessKeyPath, apiReferenceUrl, newAccessKeyId } from './paths';
import { ScopePicker } from './ScopePicker';
import { SecretModal } from './SecretModal';

const toForm = (accessKey: AccessKey | null): AccessKeyCreate =>
  accessKey
    ? { label: accessKey.label, description: accessKey.description, scopes: accessKey.scopes }
    : { label: '', description: '', scopes: [] };

/** /innstillinger/tilgangsnokler/{id} ('opprett' for a new key): label, description, scopes; revoke. */
export function AccessKeyDetailScreen() {
  const { t } = useTranslation();
  const permission = usePermission();
  const { keyId = newAccessKeyId } = useParams();
  const isNew = keyId === newAccessKeyId;
  const existing = useAccessKey(isNew || !gateAllows('admin', permission) ? null : keyId);
  if (permission && !gateAllows('admin', permission)) return <Alert color="gray">{t('accessKeys.adminOnly')}</Alert>;
  if (!isNew && !existing.data) return null;
  return <AccessKeyForm key={keyId} accessKey={isNew ? null : (existing.data ?? null)} />;
}

function AccessKeyForm({ accessKey }: { accessKey: AccessKey | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // A new key shows its secret once (SecretModal) and opens on its own address when that closes.
  const [created, setCreated] = useState<AccessKey | null>(null);
  const { form, submit, deleteRecord, saving, deleting } = useDetailForm({
    record: accessKey,
    toForm,
    resolver: formResolver(accessKeyCreateSchema),
    path: accessKeyPath,
    newId: newAccessKeyId,
    listPath: accessKeyListPath,
    save: useSaveAccessKey(accessKey?._id ?? null),
    remove: useDeleteAccessKey(),
    messages: {
      saved: t('toasts.saved'),
      created: t('accessKeys.created'),
      deleted: t('accessKeys.deleted'),
      deleteQuestion: t('accessKeys.deleteConfirm'),
      deleteButton: t('common.delete'),
    },
    afterCreate: setCreated,
  });
  const { errors, isDirty } = form.formState;

  const tokenUrl = `${window.location.origin}/api/oauth/token`;
  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={720}>
        <Title order={1}>{accessKey?.label ?? t('accessKeys.newTitle')}</Title>
        <Text c="dimmed">{t('accessKeys.intro')}</Text>
        <Paper withBorder p="lg" radius="md">
          <Stack>
            <TextInput
              label={t('accessKeys.fields.label')}
              withAsterisk
              error={errors.label?.message}
              {...form.register('label')}
            />
            <Textarea
              label={t('accessKeys.fields.description')}
              autosize
              minRows={2}
              error={errors.description?.message}
              {...form.register('description')}
            />
            <Controller
              control={form.control}
              name="scopes"
              render={({ field }) => <ScopePicker value={field.value ?? []} onChange={field.onChange} />}
            />
          </Stack>
        </Paper>
        {accessKey && (
          <Paper withBorder p="lg" radius="md">
            <Stack>
              <CopyField label={t('accessKeys.fields.clientId')} value={accessKey.clientId} />
              <Text size="sm" c="dimmed">
                {t('accessKeys.secretHidden')}
              </Text>
              <Title order={2} size="h5">
                {t('accessKeys.howTo')}
              </Title>
              <Text size="sm">{t('accessKeys.howToText', { url: tokenUrl })}</Text>
              <Anchor href={apiReferenceUrl} target="_blank" size="sm">
                {t('accessKeys.apiReferenceLink')}
              </Anchor>
            </Stack>
          </Paper>
        )}
        <DetailFormFooter
          onDelete={accessKey ? deleteRecord : null}
          deleteLabel={t('common.delete')}
          deleting={deleting}
          saveLabel={t('common.save')}
          saving={saving}
          saveDisabled={Boolean(accessKey) && !isDirty}
        />
        <SecretModal
          accessKey={created}
          onClose={() => {
            const id = created?._id;
            setCreated(null);
            if (id) navigate(accessKeyPath(id), { replace: true });
          }}
        />
      </Stack>
    </form>
  );
}

export { AccessKeyDetailScreen as Component };
