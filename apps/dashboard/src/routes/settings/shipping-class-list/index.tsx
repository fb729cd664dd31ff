import { Button, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { gateAllows, type ShippingClass } from '@vev/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type ResourceColumn, ResourceList } from '../../../components/resource-list';
import { useShippingClassList } from '../../../hooks/api/shipping';
import { usePermission } from '../../../hooks/api/sites';
import { AdminOnlyNotice } from '../settings-form/SettingsPage';
import { newShippingId, shippingClassPath } from '../shipping-overview/paths';

/** /innstillinger/frakt/klasser: the site's shipping classes (spec 2 §2). Admins only. */
export function ShippingClassListScreen() {
  const { t } = useTranslation();
  const permission = usePermission();
  const isAdmin = gateAllows('admin', permission);
  const list = useShippingClassList(isAdmin);
  const columns = useMemo<ResourceColumn<ShippingClass>[]>(
    () => [
      {
        key: 'name',
        title: t('shipping.classes.columns.name'),
        cell: (entry) => (
          <Text size="sm" fw={500}>
            {entry.name}
          </Text>
        ),
      },
      { key: 'description', title: t('shipping.classes.columns.description'), cell: (entry) => entry.description },
    ],
    [t],
  );

  if (permission && !isAdmin) return <AdminOnlyNotice />;
  const create = (
    <Button component={Link} to={shippingClassPath(newShippingId)} leftSection={<IconPlus size={16} />}>
      {t('shipping.create')}
    </Button>
  );
  return (
    <ResourceList
      title={t('shipping.classes.title')}
      action={create}
      columns={columns}
      query={list}
      rowKey={(entry) => entry._id}
      rowLink={(entry) => ({ to: shippingClassPath(entry._id), label: entry.name })}
      emptyState={{ title: t('shipping.classes.empty'), description: t('shipping.classes.emptyText'), action: create }}
    />
  );
}

export { ShippingClassListScreen as Component };
