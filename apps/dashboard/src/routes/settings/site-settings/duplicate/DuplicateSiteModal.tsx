/**
 * 'Dupliser nettsted' (spec 2 §5): the site's system name typed to confirm, the copy's name, and
 * what to copy. The shop's resources are offered only on sites with e-commerce.
 */
import { Button, Checkbox, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type Site, type SiteDuplicate, siteDuplicateSchemaFor } from '@vev/shared';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../api/client';
import { formResolver } from '../../../../components/form-resolver';
import { notifySuccess } from '../../../../components/notify';
import { useStartSiteDuplication } from '../../../../hooks/api/site-duplication';
import { duplicationChoices } from './duplication-choices';

export interface StartedDuplication {
  jobId: string;
  newSiteName: string;
}

const fields = ['confirmSite', 'newSiteName', 'resources'] as const;

export function DuplicateSiteModal(props: {
  site: Site;
  opened: boolean;
  onClose: () => void;
  onStarted: (started: StartedDuplication) => void;
}) {
  const { t } = useTranslation();
  const { site } = props;
  const choices = duplicationChoices(site);
  const start = useStartSiteDuplication();
  const schema = useMemo(() => siteDuplicateSchemaFor(site.name), [site.name]);
  const form = useForm<SiteDuplicate, unknown, Required<SiteDuplicate>>({
    resolver: formResolver(schema),
    defaultValues: { confirmSite: '', newSiteName: '', resources: choices },
  });
  const { errors } = form.formState;

  const close = () => {
    form.reset();
    props.onClose();
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      const { jobId } = await start.mutateAsync(values);
      notifySuccess(t('settings.duplicate.started'));
      props.onStarted({ jobId, newSiteName: values.newSiteName });
      close();
    } catch (error) {
      const problems = error instanceof ApiError ? (error.fields ?? {}) : {};
      for (const field of fields) if (problems[field]) form.setError(field, { message: problems[field] });
      // Spec 2 §8: other failures show no message; they are logged.
      if (!Object.keys(problems).length) console.warn('Site duplication could not start', error);
    }
  });

  return (
    <Modal
      opened={props.opened}
      onClose={close}
      title={t('settings.duplicate.title')}
      size="34rem"
      styles={{ title: { fontWeight: 700 } }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('settings.duplicate.confirmSite')}
            description={t('settings.duplicate.confirmSiteDescription', { name: site.name })}
            autoComplete="off"
            data-autofocus
            error={errors.confirmSite?.message}
            {...form.register('confirmSite')}
          />
          <TextInput
            label={t('settings.duplicate.newSiteName')}
            withAsterisk
            error={errors.newSiteName?.message}
            {...form.register('newSiteName')}
          />
          <Controller
            control={form.control}
            name="resources"
            render={({ field }) => (
              <Checkbox.Group
                label={t('settings.duplicate.resources')}
                description={t('settings.duplicate.resourcesDescription')}
                value={field.value ?? []}
                onChange={field.onChange}
                error={errors.resources?.message}
              >
                <SimpleGrid cols={{ base: 2, xs: 3 }} mt="xs">
                  {choices.map((resource) => (
                    <Checkbox key={resource} value={resource} label={t(`settings.duplicate.resource.${resource}`)} />
                  ))}
                </SimpleGrid>
              </Checkbox.Group>
            )}
          />
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={start.isPending}>
              {t('settings.duplicate.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
