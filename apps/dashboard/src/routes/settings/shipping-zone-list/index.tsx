import { Button, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { gateAllows, type ShippingZone } from '@vev/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type ResourceColumn, ResourceList } from '../../../components/resource-list';
import { useShippingZoneList } from '../../../hooks/api/shipping';
import { usePermission } from '../../../hooks/api/sites';
import { AdminOnlyNotice } from '../settings-form/SettingsPage';
import { newShippingId, shippingZonePath } from '../shipping-overview/paths';
import { describeRegions } from '../shipping-zone-detail/regions';

/** /innstillinger/frakt/soner: the site's shipping zones, in the order checkout tries them. Admins only. */
export function ShippingZoneListScreen() {
  const { t } = useTranslation();
  const permission = usePermission();
  const isAdmin = gateAllows('admin', permission);
  const list = useShippingZoneList(isAdmin);
  const columns = useMemo<ResourceColumn<ShippingZone>[]>(
    () => [
      {
        key: 'name',
        title: t('shipping.zones.columns.name'),
        cell: (zone) => (
          <Text size="sm" fw={500}>
            {zone.name}
          </Text>
        ),
      },
      {
        key: 'regions',
        title: t('shipping.zones.columns.regions'),
        cell: (zone) =>
          describeRegions(zone.regions, {
            everywhere: (countries) => t('shipping.zones.everywhere', { countries }),
            postcodes: (countries, ranges) => t('shipping.zones.postcodes', { countries, ranges }),
          }),
      },
      {
        key: 'methods',
        title: t('shipping.zones.columns.methods'),
        visibleFrom: 'sm',
        cell: (zone) =>
          zone.methods.length > 0
            ? zone.methods.map((method) => method.name).join(', ')
            : t('shipping.zones.noMethods'),
      },
    ],
    [t],
  );

  if (permission && !isAdmin) return <AdminOnlyNotice />;
  const create = (
    <Button component={Link} to={shippingZonePath(newShippingId)} leftSection={<IconPlus size={16} />}>
      {t('shipping.create')}
    </Button>
  );
  return (
    <ResourceList
      title={t('shipping.zones.title')}
      action={create}
      columns={columns}
      query={list}
      rowKey={(zone) => zone._id}
      rowLink={(zone) => ({ to: shippingZonePath(zone._id), label: zone.name })}
      emptyState={{ title: t('shipping.zones.empty'), description: t('shipping.zones.emptyText'), action: create }}
    />
  );
}

export { ShippingZoneListScreen as Component };
