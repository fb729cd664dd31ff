import { Badge, Button, Select, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type Customer, formatMoney, gateAllows } from '@vev/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/format';
import { type ResourceColumn, ResourceList, useListFilters, useListSearch } from '../../../components/resource-list';
import { useCustomerList } from '../../../hooks/api/customers';
import { usePermission } from '../../../hooks/api/sites';
import { customerPath } from '../paths';
import { CreateCustomerModal } from './CreateCustomerModal';

/** `?anonymous=false`: customers with an account; `true`: guests; none: everyone. */
const accountFilterOf = (value: string | undefined) => (value === 'true' || value === 'false' ? value : undefined);

/**
 * /butikk/kunder: the shop's customers, newest first, searched by the start of name or e-mail, and
 * narrowed to those with an account (`anonymous=false`, spec 3 §7) or to guests (spec 3 §2).
 */
export function CustomerListScreen() {
  const { t } = useTranslation();
  const canWrite = gateAllows('contributor', usePermission());
  const [creating, setCreating] = useState(false);
  const search = useListSearch();
  const filters = useListFilters(['anonymous']);
  const anonymous = accountFilterOf(filters.values.anonymous);
  const list = useCustomerList({ name: search.text || undefined, anonymous });
  const accountChoices = [
    { value: '', label: t('shop.customers.accountFilter.all') },
    { value: 'false', label: t('shop.customers.accountFilter.registered') },
    { value: 'true', label: t('shop.customers.accountFilter.guests') },
  ];
  const columns = useMemo<ResourceColumn<Customer>[]>(
    () => [
      {
        key: 'name',
        title: t('shop.customers.columns.name'),
        cell: (customer) => (
          <Stack gap={2} align="flex-start">
            <Text size="sm" fw={500}>
              {customer.name}
            </Text>
            {customer.anonymous && (
              <Badge size="xs" variant="light" color="gray" tt="none">
                {t('shop.customers.facts.anonymous')}
              </Badge>
            )}
          </Stack>
        ),
      },
      { key: 'email', title: t('shop.customers.columns.email'), cell: (customer) => customer.email },
      {
        key: 'orders',
        title: t('shop.customers.columns.orders'),
        compact: true,
        visibleFrom: 'md',
        cell: (customer) => customer.orders,
      },
      {
        key: 'ordersSum',
        title: t('shop.customers.columns.ordersSum'),
        compact: true,
        cell: (customer) => formatMoney(customer.ordersSum),
      },
      {
        key: 'lastActive',
        title: t('shop.customers.columns.lastActive'),
        visibleFrom: 'md',
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
        filters={
          <Select
            label={t('shop.customers.accountFilter.label')}
            data={accountChoices}
            value={anonymous ?? ''}
            onChange={(value) => filters.set('anonymous', value || null)}
            allowDeselect={false}
            w={180}
          />
        }
        columns={columns}
        query={list}
        rowKey={(customer) => customer._id}
        rowLink={(customer) => ({ to: customerPath(customer._id), label: customer.name })}
        emptyState={
          anonymous
            ? {
                title: t('shop.customers.emptyFiltered'),
                description: t('shop.customers.emptyFilteredText'),
                action: (
                  <Button variant="default" onClick={filters.clear}>
                    {t('shop.customers.showAll')}
                  </Button>
                ),
              }
            : { title: t('shop.customers.empty'), description: t('shop.customers.emptyText'), action: create }
        }
      />
      {canWrite && <CreateCustomerModal opened={creating} onClose={() => setCreating(false)} />}
    </>
  );
}

export { CustomerListScreen as Component };
