/**
 * 'Opprett komponent' (spec 3 §3, §5): name and section type are required, the description is not.
 * The type is chosen once; on success the new component's editor opens.
 */
import { Modal, Textarea } from '@mantine/core';
import { type Component, type ComponentCreate, componentCreateSchema } from '@vev/shared';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CreateForm } from '../../../components/create-form/CreateForm';
import { useCreateForm } from '../../../components/create-form/use-create-form';
import { componentHooks } from '../../../hooks/api/components';
import { componentPath } from '../component-detail/paths';
import { SectionTypeSelect } from './SectionTypeSelect';

/** The request's own schema; the form always sends a description, empty when none is written. */
const formSchema = componentCreateSchema.required({ description: true });

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
  const { form, submit, errors } = useCreateForm<Required<ComponentCreate>, Component>({
    schema: formSchema,
    defaultValues: { name: '', component: '', description: '' },
    create: create.mutateAsync,
    created: (component) => navigate(componentPath(component._id)),
  });

  return (
    <CreateForm
      onSubmit={submit}
      first={{ label: t('content.components.name'), error: errors.name?.message, field: form.register('name') }}
      labels={{ cancel: t('content.createModal.cancel'), submit: t('content.createModal.submit') }}
      onCancel={onCancel}
      busy={create.isPending}
    >
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
    </CreateForm>
  );
}
