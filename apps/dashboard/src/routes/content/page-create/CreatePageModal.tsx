/**
 * 'Opprett side' (spec 1 §5 'Create page'): title, template (the site's default for the kind)
 * and parent (not for product pages); on success the new page's editor opens, without a toast.
 */
import { Alert, Modal, Select, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type Page, type PageCreate, pageCreateSchema, type Site } from '@vev/shared';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CreateForm } from '../../../components/create-form/CreateForm';
import { useCreateForm } from '../../../components/create-form/use-create-form';
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
  const { form, submit, errors } = useCreateForm<PageCreate, Page>({
    schema: pageCreateSchema,
    defaultValues: {
      title: '',
      template: { ref: '' },
      ...(kind.askParent ? { parent: defaultParent?._id ?? null } : {}),
      ...kind.createFlags,
    },
    create: createPage.mutateAsync,
    created: (page) => navigate(editorPath(kind.segment, page._id)),
  });

  // The site's default template for the kind, once the list shows it exists.
  const defaultTemplate = site.templateDistribution[kind.templateType]?.ref;
  useEffect(() => {
    if (!templates.data || form.getValues('template.ref')) return;
    if (templates.data.some((template) => template._id === defaultTemplate)) {
      form.setValue('template.ref', defaultTemplate as string);
    }
  }, [templates.data, defaultTemplate, form]);

  const noTemplates = templates.data?.length === 0;

  return (
    <CreateForm
      onSubmit={submit}
      first={{
        label: t('content.createModal.titleLabel'),
        error: errors.title?.message,
        field: form.register('title'),
      }}
      labels={{ cancel: t('content.createModal.cancel'), submit: t('content.createModal.submit') }}
      onCancel={onCancel}
      busy={createPage.isPending}
      blocked={!templates.data?.length}
    >
      {noTemplates ? (
        <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title={t('content.createModal.noTemplatesTitle')}>
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
    </CreateForm>
  );
}
