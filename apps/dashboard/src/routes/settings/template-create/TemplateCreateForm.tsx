/**
 * The fields of a new template: 'Navn *' and the 'Delmal' switch. On success the new template's
 * editor opens, as every create does (spec 1 §4 'Resource editing').
 */
import { Button, Group, Stack, Switch, TextInput } from '@mantine/core';
import { type TemplateCreate, templateCreateSchema } from '@vev/shared';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/client';
import { formResolver } from '../../../components/form-resolver';
import { templateHooks } from '../../../hooks/api/templates';
import { templatePath } from '../template-detail/paths';

/** The request's own schema; the switch always says whether it is a sub-template. */
const formSchema = templateCreateSchema.required({ partial: true });
type Values = Required<TemplateCreate>;

export function TemplateCreateForm({ onCancel, replace = false }: { onCancel: () => void; replace?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = templateHooks.useCreate();
  const form = useForm<Values>({
    resolver: formResolver(formSchema),
    defaultValues: { name: '', partial: false },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const template = await create.mutateAsync(values);
      navigate(templatePath(template._id), { replace });
    } catch (error) {
      // The global toast has said what went wrong; field messages also go beside their fields.
      for (const [path, message] of Object.entries(error instanceof ApiError ? (error.fields ?? {}) : {})) {
        form.setError(path as keyof Values, { message });
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('templates.create.name')}
          withAsterisk
          data-autofocus
          error={errors.name?.message}
          {...form.register('name')}
        />
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
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" onClick={onCancel}>
            {t('templates.create.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('templates.create.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
