import { Badge, Button, Group, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type Customer, formatMoney, gateAllows } from '@vev/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/format';
import { type ResourceColumn, ResourceList, useListSearch } from '../../../components/resource-list';
import { useCustomerList } from '../../../hooks/api/customers';
import { usePermission } from '../../../hooks/api/sites';
import { customerPath } from '../paths';
import { CreateCustomerModal } from './CreateCustomerModal';

/** /butikk/kunder: the shop's customers, newest first, searched by the start of name or e-mail (spec 3 §2). */
export function CustomerListScreen() {
  const { t } = useTranslation();
  const canWrite = gateAllows('contributor', usePermission());
  const [creating, setCreating] = useState(false);
  const search = useListSearch();
  const list = useCustomerList({ name: search.text || undefined });
  const columns = useMemo<ResourceColumn<Customer>[]>(
    () => [
      {
        key: 'name',
        title: t('shop.customers.columns.name'),
        cell: (customer) => (
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" fw={500}>
              {customer.name}
            </Text>
            {customer.anonymous && (
              <Badge size="xs" variant="light" color="gray" tt="none">
                {t('shop.customers.facts.anonymous')}
              </Badge>
            )}
          </Group>
        ),
      },
      { key: 'email', title: t('shop.customers.columns.email'), cell: (customer) => customer.email },
      { key: 'orders', title: t('shop.customers.columns.orders'), compact: true, cell: (customer) => customer.orders },
      {
        key: 'ordersSum',
        title: t('shop.customers.columns.ordersSum'),
        compact: true,
        cell: (customer) => formatMoney(customer.ordersSum),
      },
      {
        key: 'lastActive',
        title: t('shop.customers.columns.lastActive'),
        cell: (customer) => (customer.lastActive ? formatDateTime(customer.lastActive) : t('shop.customers.never')),
      },
    ],
    [t],
  );
  const create = canWrite ? (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
      {t('shop.customers.create')}
    </Button>
  ) : undefined;
  return (
    <>
      <ResourceList
        title={t('shop.customers.title')}
        action={create}
        search={search}
        searchPlaceholder={t('shop.customers.search')}
        columns={columns}
        query={list}
        rowKey={(customer) => customer._id}
        rowLink={(customer) => ({ to: customerPath(customer._id), label: customer.name })}
        emptyState={{ title: t('shop.customers.empty'), description: t('shop.customers.emptyText'), action: create }}
      />
      {canWrite && <CreateCustomerModal opened={creating} onClose={() => setCreating(false)} />}
    </>
  );
}

export { CustomerListScreen as Component };
