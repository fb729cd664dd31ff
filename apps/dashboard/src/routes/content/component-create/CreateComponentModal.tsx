/**
 * 'Opprett komponent' (spec 3 §3, §5): name and section type are required, the description is not.
 * The type is chosen once; on success the new component's editor opens.
 */
import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { type ComponentCreate, componentCreateSchema } from '@vev/shared';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/client';
import { formResolver } from '../../../components/form-resolver';
import { componentHooks } from '../../../hooks/api/components';
import { componentPath } from '../component-detail/paths';
import { SectionTypeSelect } from './SectionTypeSelect';

/** The request's own schema; the form always sends a description, empty when none is written. */
const formSchema = componentCreateSchema.required({ description: true });
type ComponentCreateForm = Required<ComponentCreate>;

export function CreateComponentModal(props: { opened: boolean; onClose: () => void; hasEcommerce: boolean }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t('content.components.create')}
      size="32rem"
      styles={{ content: { minWidth: 'min(28rem, 100%)' }, title: { fontWeight: 700 } }}
    >
      <CreateComponentForm onCancel={props.onClose} hasEcommerce={props.hasEcommerce} />
    </Modal>
  );
}

function CreateComponentForm({ onCancel, hasEcommerce }: { onCancel: () => void; hasEcommerce: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = componentHooks.useCreate();
  const form = useForm<ComponentCreateForm>({
    resolver: formResolver(formSchema),
    defaultValues: { name: '', component: '', description: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const component = await create.mutateAsync(values);
      navigate(componentPath(component._id));
    } catch (error) {
      // The global toast has said what went wrong; field messages also go beside their fields.
      for (const [path, message] of Object.entries(error instanceof ApiError ? (error.fields ?? {}) : {})) {
        form.setError(path as keyof ComponentCreateForm, { message });
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('content.components.name')}
          withAsterisk
          data-autofocus
          error={errors.name?.message}
          {...form.register('name')}
        />
        <Controller
          control={form.control}
          name="component"
          render={({ field, fieldState }) => (
            <SectionTypeSelect
              hasEcommerce={hasEcommerce}
              label={t('content.components.type')}
              withAsterisk
              placeholder={t('content.components.typePlaceholder')}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              ref={field.ref}
              allowDeselect={false}
              error={fieldState.error?.message}
            />
          )}
        />
        <Textarea
          label={t('content.components.description')}
          autosize
          minRows={2}
          error={errors.description?.message}
          {...form.register('description')}
        />
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" onClick={onCancel}>
            {t('content.createModal.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('content.createModal.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
