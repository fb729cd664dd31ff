/** 'Inviter bruker': e-mail and permissions (Leser at first), both required (spec 2 §5); 'Invitasjon sendt' on success. */
import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { type InviteCreate, inviteCreateSchema } from '@vev/shared';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { formResolver } from '../../../components/form-resolver';
import { notifySuccess } from '../../../components/notify';
import { useCreateInvite } from '../../../hooks/api/members';
import { permissionOptions } from './permission-options';

interface InviteModalProps {
  opened: boolean;
  onClose: () => void;
  onSent: () => void;
}

export default function InviteModal({ opened, onClose, onSent }: InviteModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('members.invite.title')}
      size="28rem"
      styles={{ title: { fontWeight: 700 } }}
    >
      {opened && <InviteForm onCancel={onClose} onSent={onSent} />}
    </Modal>
  );
}

function InviteForm({ onCancel, onSent }: { onCancel: () => void; onSent: () => void }) {
  const { t } = useTranslation();
  const createInvite = useCreateInvite();
  const form = useForm<InviteCreate>({
    resolver: formResolver(inviteCreateSchema),
    // The least a person can be given: an invitation sent without a thought never opens more than reading.
    defaultValues: { email: '', permissions: 'reader' },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await createInvite.mutateAsync(values);
      notifySuccess(t('members.invite.sent'));
      onSent();
    } catch (error) {
      for (const [path, message] of Object.entries(error instanceof ApiError ? (error.fields ?? {}) : {})) {
        form.setError(path as keyof InviteCreate, { message });
      }
    }
  });
  const { errors } = form.formState;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('members.invite.help')}
        </Text>
        <TextInput
          type="email"
          label={t('members.invite.email')}
          withAsterisk
          data-autofocus
          autoComplete="off"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <Controller
          control={form.control}
          name="permissions"
          render={({ field, fieldState }) => (
            <Select
              label={t('members.invite.permissions')}
              withAsterisk
              data={permissionOptions}
              value={field.value ?? null}
              onChange={(value) => field.onChange(value ?? undefined)}
              onBlur={field.onBlur}
              ref={field.ref}
              allowDeselect={false}
              error={fieldState.error?.message}
            />
          )}
        />
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={createInvite.isPending}>
            {t('members.invite.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
