import { Button, Group, Paper, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type DomainCreate, domainCreateSchema } from '@vev/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { formResolver } from '../../../components/form-resolver';
import { notifySuccess } from '../../../components/notify';
import { useAddDomain } from '../../../hooks/api/domains';

/** Only the domain, without scheme or path (spec 2 §5); 'Domene lagt til' when the server takes it. */
export function AddDomainForm() {
  const { t } = useTranslation();
  const add = useAddDomain();
  const form = useForm<DomainCreate>({ resolver: formResolver(domainCreateSchema), defaultValues: { domain: '' } });

  const submit = form.handleSubmit(async (body) => {
    try {
      await add.mutateAsync(body);
      form.reset({ domain: '' });
      notifySuccess(t('domains.added'));
    } catch (error) {
      const message = error instanceof ApiError ? error.fields?.domain : undefined;
      if (message) form.setError('domain', { message });
    }
  });

  return (
    <Paper withBorder p="lg" radius="md" component="form" onSubmit={submit} noValidate>
      <Group align="flex-start" wrap="wrap">
        <TextInput
          flex={1}
          miw={240}
          label={t('domains.domain')}
          description={t('domains.domainDescription')}
          placeholder="www.firma.no"
          autoComplete="off"
          spellCheck={false}
          error={form.formState.errors.domain?.message}
          {...form.register('domain')}
        />
        <Button type="submit" mt={44} loading={add.isPending} leftSection={<IconPlus size={16} />}>
          {t('domains.add')}
        </Button>
      </Group>
    </Paper>
  );
}
