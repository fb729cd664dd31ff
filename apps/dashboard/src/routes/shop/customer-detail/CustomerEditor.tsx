import { Button, Group, Menu, Stack, Tabs, Title } from '@mantine/core';
import { IconDots, IconDownload, IconTrash } from '@tabler/icons-react';
import { type Customer, type CustomerUpdate, customerFormSchema } from '@vev/shared';
import { FormProvider, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DetailFormFooter } from '../../../components/detail-form/DetailFormFooter';
import { DetailFormNotices } from '../../../components/detail-form/DetailFormNotices';
import { useDetailForm } from '../../../components/detail-form/use-detail-form';
import { formResolver } from '../../../components/form-resolver';
import { notifySuccess } from '../../../components/notify';
import { useDeleteCustomer, useExportCustomer, useSaveCustomer } from '../../../hooks/api/customers';
import { type CustomerTab, customerListPath, customerPath } from '../paths';
import { CustomerFacts } from './CustomerFacts';
import { CustomerFields, type CustomerValues } from './CustomerFields';
import { CustomerOrders } from './CustomerOrders';

const editorSchema = customerFormSchema.omit({ sendInvite: true });

const toForm = (customer: Customer | null): CustomerValues => ({
  name: customer?.name ?? '',
  email: customer?.email ?? '',
  phone: customer?.phone ?? '',
  address: customer?.address ?? '',
  zip: customer?.zip ?? '',
  city: customer?.city ?? '',
  profileImage: customer?.profileImage ?? null,
});

/** A customer's tabs (Generelt and ordrer; abonnementer comes with subscriptions), the 'Mer' menu with export and delete for admins. */
export function CustomerEditor(props: {
  customer: Customer;
  tab: CustomerTab | null;
  canWrite: boolean;
  isAdmin: boolean;
}) {
  const { customer, canWrite } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const exportData = useExportCustomer();
  const { form, submit, deleteRecord, refusal, saving, deleting } = useDetailForm<
    CustomerValues,
    Customer,
    CustomerUpdate
  >({
    record: customer,
    toForm,
    resolver: formResolver(editorSchema) as unknown as Resolver<CustomerValues, unknown, CustomerUpdate>,
    disabled: !canWrite,
    path: customerPath,
    newId: customer._id,
    listPath: customerListPath,
    save: useSaveCustomer(customer._id),
    remove: useDeleteCustomer(),
    messages: {
      saved: t('shop.saved'),
      deleted: t('shop.customers.deleted'),
      deleteQuestion: `${t('shop.customers.deleteConfirm')} ${t('shop.customers.deleteExplanation')}`,
      deleteButton: t('shop.customers.menu.delete'),
    },
  });
  const showTab = (tab: string | null) => navigate(customerPath(customer._id, tab === 'ordrer' ? 'ordrer' : undefined));
  const exportCustomer = async () => {
    await exportData.mutateAsync(customer._id);
    notifySuccess(t('shop.customers.exported'));
  };
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate>
        <Stack maw={960} gap="lg">
          <Group justify="space-between" align="center">
            <Title order={1}>{customer.name}</Title>
            {props.isAdmin && (
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <Button variant="default" size="xs" rightSection={<IconDots size={14} />}>
                    {t('shop.customers.menu.more')}
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item leftSection={<IconDownload size={16} />} onClick={exportCustomer}>
                    {t('shop.customers.menu.export')}
                  </Menu.Item>
                  <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={deleteRecord}>
                    {t('shop.customers.menu.delete')}
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            )}
          </Group>
          <DetailFormNotices readOnly={canWrite ? null : t('shop.readOnly')} refusal={refusal} />
          <Tabs value={props.tab ?? 'generelt'} onChange={showTab}>
            <Tabs.List>
              <Tabs.Tab value="generelt">{t('shop.customers.tabs.general')}</Tabs.Tab>
              <Tabs.Tab value="ordrer">{t('shop.customers.tabs.orders')}</Tabs.Tab>
            </Tabs.List>
          </Tabs>
          {props.tab === null && (
            <>
              <CustomerFields readOnly={!canWrite} />
              <CustomerFacts customer={customer} />
              {canWrite && (
                <DetailFormFooter
                  deleteLabel={t('shop.delete')}
                  deleting={deleting}
                  saveLabel={t('shop.save')}
                  saving={saving}
                />
              )}
            </>
          )}
          {props.tab === 'ordrer' && <CustomerOrders customerId={customer._id} />}
        </Stack>
      </form>
    </FormProvider>
  );
}
