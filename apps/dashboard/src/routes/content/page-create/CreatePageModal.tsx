/**
 * 'Opprett side' (spec 1 §5 'Create page'): title, template (the site's default for the kind)
 * and parent (not for product pages); on success the new page's editor opens, without a toast.
 */
import { Alert, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type PageCreate, pageCreateSchema, type Site } from '@vev/shared';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/client';
import { formResolver } from '../../../components/form-resolver';
import { pageHooks } from '../../../hooks/api/pages';
import { useTemplates } from '../../../hooks/api/templates';
import { editorPath, type PageKindConfig } from '../page-kinds';
import { type ParentOption, ParentSelect } from './ParentSelect';

interface CreatePageModalProps {
  opened: boolean;
  onClose: () => void;
  kind: PageKindConfig;
  site: Site;
  /** Prefilled parent: the tree node the list stands in. */
  defaultParent: ParentOption | null;
}

export function CreatePageModal({ opened, onClose, kind, ...form }: CreatePageModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('content.createModal.title', { singular: t(`content.kinds.${kind.segment}.singular`) })}
      size="32rem"
      styles={{ content: { minWidth: 'min(28rem, 100%)' }, title: { fontWeight: 700 } }}
    >
      <CreatePageForm kind={kind} onCancel={onClose} {...form} />
    </Modal>
  );
}

function CreatePageForm({
  kind,
  site,
  defaultParent,
  onCancel,
}: Omit<CreatePageModalProps, 'opened' | 'onClose'> & { onCancel: () => void }) {
  const { t } = useTranslation();
  const singular = t(`content.kinds.${kind.segment}.singular`);
  const navigate = useNavigate();
  const templates = useTemplates();
  const createPage = pageHooks.useCreate();
  const form = useForm<PageCreate>({
    resolver: formResolver(pageCreateSchema),
    defaultValues: {
      title: '',
      template: { ref: '' },
      ...(kind.askParent ? { parent: defaultParent?._id ?? null } : {}),
      ...kind.createFlags,
    },
  });

  // The site's default template for the kind, once the list shows it exists.
  const defaultTemplate = site.templateDistribution[kind.templateType]?.ref;
  useEffect(() => {
    if (!templates.data || form.getValues('template.ref')) return;
    if (templates.data.some((template) => template._id === defaultTemplate)) {
      form.setValue('template.ref', defaultTemplate as string);
    }
  }, [templates.data, defaultTemplate, form]);

  const submit = form.handleSubmit(async (values) => {
    try {
      const page = await createPage.mutateAsync(values);
      navigate(editorPath(kind.segment, page._id));
    } catch (error) {
      // The global toast has said what went wrong; field messages also go beside their fields.
      for (const [path, message] of Object.entries(error instanceof ApiError ? (error.fields ?? {}) : {})) {
        form.setError(path as keyof PageCreate, { message });
      }
    }
  });

  const noTemplates = templates.data?.length === 0;
  const { errors } = form.formState;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('content.createModal.titleLabel')}
          withAsterisk
          data-autofocus
          error={errors.title?.message}
          {...form.register('title')}
        />
        {noTemplates ? (
          <Alert
            color="yellow"
            icon={<IconAlertTriangle size={18} />}
            title={t('content.createModal.noTemplatesTitle')}
          >
            <Text size="sm">{t('content.createModal.noTemplatesText', { singular })}</Text>
          </Alert>
        ) : (
          <Controller
            control={form.control}
            name="template.ref"
            render={({ field, fieldState }) => (
              <Select
                label={t('content.createModal.templateLabel')}
                withAsterisk
                placeholder={t(
                  templates.isPending
                    ? 'content.createModal.templatesLoading'
                    : 'content.createModal.templatePlaceholder',
                )}
                data={(templates.data ?? []).map((template) => ({ value: template._id, label: template.name }))}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                ref={field.ref}
                disabled={templates.isPending}
                allowDeselect={false}
                error={fieldState.error?.message ?? errors.template?.message}
              />
            )}
          />
        )}
        {kind.askParent && (
          <Controller
            control={form.control}
            name="parent"
            render={({ field, fieldState }) => (
              <ParentSelect
                kind={kind}
                value={field.value ?? null}
                onChange={field.onChange}
                initial={defaultParent}
                error={fieldState.error?.message}
              />
            )}
          />
        )}
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" onClick={onCancel}>
            {t('content.createModal.cancel')}
          </Button>
          <Button type="submit" loading={createPage.isPending} disabled={!templates.data?.length}>
            {t('content.createModal.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
