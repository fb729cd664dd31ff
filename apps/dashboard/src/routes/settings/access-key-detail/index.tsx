import { Alert, Anchor, Button, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { type AccessKey, type AccessKeyCreate, accessKeyCreateSchema, gateAllows } from '@vev/shared';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { CopyField } from '../../../components/CopyField';
import { confirmAction } from '../../../components/confirm';
import { formResolver } from '../../../components/form-resolver';
import { notifySuccess } from '../../../components/notify';
import { useLeaveGuard } from '../../../components/resource-editor/use-leave-guard';
import { useAccessKey, useDeleteAccessKey, useSaveAccessKey } from '../../../hooks/api/access-keys';
import { usePermission } from '../../../hooks/api/sites';
import { accessKeyListPath, accessKeyPath, apiReferenceUrl, newAccessKeyId } from './paths';
import { ScopePicker } from './ScopePicker';
import { SecretModal } from './SecretModal';

const emptyKey: AccessKeyCreate = { label: '', description: '', scopes: [] };

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
  const save = useSaveAccessKey(accessKey?._id ?? null);
  const remove = useDeleteAccessKey();
  const [created, setCreated] = useState<AccessKey | null>(null);
  const values = accessKey
    ? { label: accessKey.label, description: accessKey.description, scopes: accessKey.scopes }
    : emptyKey;
  const form = useForm<AccessKeyCreate>({ resolver: formResolver(accessKeyCreateSchema), defaultValues: values });
  const { errors, isDirty } = form.formState;
  useLeaveGuard(isDirty && !created, accessKeyPath(accessKey?._id ?? newAccessKeyId));

  const submit = form.handleSubmit(async (body) => {
    const saved = await save.mutateAsync(body);
    form.reset({ label: saved.label, description: saved.description, scopes: saved.scopes });
    if (accessKey) notifySuccess(t('toasts.saved'));
    else {
      notifySuccess(t('accessKeys.created'));
      setCreated(saved);
    }
  });

  async function revoke() {
    if (!accessKey || !(await confirmAction(t('accessKeys.deleteConfirm'), t('common.delete'), { danger: true })))
      return;
    await remove.mutateAsync(accessKey._id);
    notifySuccess(t('accessKeys.deleted'));
    navigate(accessKeyListPath);
  }

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
        <Group justify="space-between">
          {accessKey ? (
            <Button color="red" variant="light" onClick={revoke} loading={remove.isPending}>
              {t('common.delete')}
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" loading={save.isPending} disabled={Boolean(accessKey) && !isDirty}>
            {t('common.save')}
          </Button>
        </Group>
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
