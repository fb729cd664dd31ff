/** 'Opprett kunde': name and e-mail (required) and 'Send invitasjon' (only here, on creation); the new customer's editor opens. */
import { Modal, Switch, TextInput } from '@mantine/core';
import { type Customer, type CustomerForm, customerFormSchema, customerMessages } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CreateForm } from '../../../components/create-form/CreateForm';
import { useCreateForm } from '../../../components/create-form/use-create-form';
import { notifySuccess } from '../../../components/notify';
import { useSaveCustomer } from '../../../hooks/api/customers';
import { customerPath } from '../paths';

type CreateValues = Pick<CustomerForm, 'name' | 'email' | 'sendInvite'>;

export function CreateCustomerModal(props: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t('shop.customers.createTitle')}
      size="28rem"
      styles={{ title: { fontWeight: 700 } }}
    >
      <CreateCustomerForm onCancel={props.onClose} />
    </Modal>
  );
}

function CreateCustomerForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useSaveCustomer(null);
  const { form, submit, errors } = useCreateForm<CreateValues, Customer>({
    schema: customerFormSchema.pick({ name: true, email: true, sendInvite: true }),
    defaultValues: { name: '', email: '', sendInvite: false },
    create: create.mutateAsync,
    created: (customer) => {
      notifySuccess(customerMessages.created);
      navigate(customerPath(customer._id));
    },
  });
  return (
    <CreateForm
      onSubmit={submit}
      first={{ label: t('shop.customers.fields.name'), error: errors.name?.message, field: form.register('name') }}
      labels={{ cancel: t('shop.cancel'), submit: t('shop.customers.createSubmit') }}
      onCancel={onCancel}
      busy={create.isPending}
    >
      <TextInput
        label={t('shop.customers.fields.email')}
        type="email"
        withAsterisk
        error={errors.email?.message}
        {...form.register('email')}
      />
      <Switch
        label={t('shop.customers.fields.sendInvite')}
        description={t('shop.customers.fields.sendInviteDescription')}
        {...form.register('sendInvite')}
      />
    </CreateForm>
  );
}
