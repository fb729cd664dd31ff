/**
 * The fields of a new template: 'Navn *' and the 'Delmal' switch. On success the new template's
 * editor opens, as every create does (spec 1 §4 'Resource editing').
 */
import { Switch } from '@mantine/core';
import { type Template, type TemplateCreate, templateCreateSchema } from '@vev/shared';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CreateForm } from '../../../components/create-form/CreateForm';
import { useCreateForm } from '../../../components/create-form/use-create-form';
import { templateHooks } from '../../../hooks/api/templates';
import { templatePath } from '../template-detail/paths';

/** The request's own schema; the switch always says whether it is a sub-template. */
const formSchema = templateCreateSchema.required({ partial: true });

export function TemplateCreateForm({ onCancel, replace = false }: { onCancel: () => void; replace?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = templateHooks.useCreate();
  const { form, submit, errors } = useCreateForm<Required<TemplateCreate>, Template>({
    schema: formSchema,
    defaultValues: { name: '', partial: false },
    create: create.mutateAsync,
    created: (template) => navigate(templatePath(template._id), { replace }),
  });

  return (
    <CreateForm
      onSubmit={submit}
      first={{ label: t('templates.create.name'), error: errors.name?.message, field: form.register('name') }}
      labels={{ cancel: t('templates.create.cancel'), submit: t('templates.create.submit') }}
      onCancel={onCancel}
      busy={create.isPending}
    >
      <Controller
        control={form.control}
        name="partial"
        render={({ field }) => (
          <Switch
            label={t('templates.create.partial')}
            description={t('templates.create.partialDescription')}
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
    </CreateForm>
  );
}
