/** 'Opprett etikett' (spec 3 §1): a modal asking for the name; the new label's editor opens. */
import { Modal } from '@mantine/core';
import { type Label, type LabelCreate, labelCreateSchema } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CreateForm } from '../../../components/create-form/CreateForm';
import { useCreateForm } from '../../../components/create-form/use-create-form';
import { useSaveLabel } from '../../../hooks/api/shop';
import { labelPath } from '../paths';

export function CreateLabelModal(props: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t('shop.labels.createTitle')}
      size="28rem"
      styles={{ title: { fontWeight: 700 } }}
    >
      <CreateLabelForm onCancel={props.onClose} />
    </Modal>
  );
}

function CreateLabelForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useSaveLabel(null);
  const { form, submit, errors } = useCreateForm<Pick<LabelCreate, 'name'>, Label>({
    schema: labelCreateSchema.pick({ name: true }),
    defaultValues: { name: '' },
    create: create.mutateAsync,
    created: (label) => navigate(labelPath(label._id)),
  });
  return (
    <CreateForm
      onSubmit={submit}
      first={{ label: t('shop.labels.fields.name'), error: errors.name?.message, field: form.register('name') }}
      labels={{ cancel: t('shop.cancel'), submit: t('shop.labels.createSubmit') }}
      onCancel={onCancel}
      busy={create.isPending}
    >
      {null}
    </CreateForm>
  );
}
