import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBox, IconMapPin } from '@tabler/icons-react';
import { formatMoney, gateAllows, type ShippingMethod, type ShippingZone, shippingMethodTypeLabels } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useShippingClassList, useShippingZoneList } from '../../../hooks/api/shipping';
import { usePermission } from '../../../hooks/api/sites';
import { AdminOnlyNotice } from '../settings-form/SettingsPage';
import { LinkCard } from '../settings-overview/LinkCard';
import { describeRegions } from '../shipping-zone-detail/regions';
import { shippingClassListPath, shippingClassPath, shippingZoneListPath, shippingZonePath } from './paths';

/** /innstillinger/frakt: the zones with their methods and the classes at a glance, and the ways to both. */
export function ShippingOverviewScreen() {
  const { t } = useTranslation();
  const permission = usePermission();
  const isAdmin = gateAllows('admin', permission);
  const zones = useShippingZoneList(isAdmin);
  const classes = useShippingClassList(isAdmin);
  if (permission && !isAdmin) return <AdminOnlyNotice />;
  const zoneRows = zones.data?.pages.flat() ?? [];
  const classRows = classes.data?.pages.flat() ?? [];
  return (
    <Stack gap="xl" maw={960}>
      <Stack gap="xs">
        <Title order={1}>{t('shipping.title')}</Title>
        <Text c="dimmed">{t('shipping.intro')}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <LinkCard
          id="shipping-zones"
          to={shippingZoneListPath}
          icon={IconMapPin}
          title={t('shipping.zonesCard.title')}
          text={t('shipping.zonesCard.text')}
        />
        <LinkCard
          id="shipping-classes"
          to={shippingClassListPath}
          icon={IconBox}
          title={t('shipping.classesCard.title')}
          text={t('shipping.classesCard.text')}
        />
      </SimpleGrid>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('shipping.overview.zones')}
        </Title>
        {zones.data && zoneRows.length === 0 && <Text c="dimmed">{t('shipping.zones.empty')}</Text>}
        {zoneRows.map((zone) => (
          <ZoneSummary key={zone._id} zone={zone} />
        ))}
      </Stack>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('shipping.overview.classes')}
        </Title>
        {classes.data && classRows.length === 0 && <Text c="dimmed">{t('shipping.classes.empty')}</Text>}
        <Group gap="xs">
          {classRows.map((entry) => (
            <Badge key={entry._id} component={Link} to={shippingClassPath(entry._id)} variant="light" size="lg">
              {entry.name}
            </Badge>
          ))}
        </Group>
      </Stack>
    </Stack>
  );
}

function ZoneSummary({ zone }: { zone: ShippingZone }) {
  const { t } = useTranslation();
  const price = (method: ShippingMethod) => {
    if (method.type !== 'free') return formatMoney(method.cost);
    return method.minimumOrderTotal === null
      ? t('shipping.overview.free')
      : t('shipping.overview.freeFrom', { amount: formatMoney(method.minimumOrderTotal) });
  };
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Group justify="space-between">
          <Anchor component={Link} to={shippingZonePath(zone._id)} fw={600}>
            {zone.name}
          </Anchor>
          <Text size="sm" c="dimmed">
            {describeRegions(zone.regions, {
              everywhere: (countries) => t('shipping.zones.everywhere', { countries }),
              postcodes: (countries, ranges) => t('shipping.zones.postcodes', { countries, ranges }),
            })}
          </Text>
        </Group>
        {zone.methods.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('shipping.zones.noMethods')}
          </Text>
        )}
        {zone.methods.map((method) => (
          <Group key={method.name} justify="space-between" gap="xs">
            <Group gap="xs">
              <Text size="sm">{method.name}</Text>
              <Text size="xs" c="dimmed">
                {shippingMethodTypeLabels[method.type]}
              </Text>
              {method.default && (
                <Badge size="xs" variant="light">
                  {t('shipping.overview.defaultBadge')}
                </Badge>
              )}
            </Group>
            <Text size="sm">{price(method)}</Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

export { ShippingOverviewScreen as Component };
