import { Button, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type BookingService, bookingServiceTypeLabels, formatDuration, formatMoney, gateAllows } from '@vev/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type ResourceColumn, ResourceList, useListSearch } from '../../../components/resource-list';
import { useBookingServiceList } from '../../../hooks/api/booking';
import { usePermission } from '../../../hooks/api/sites';
import { newBookingId, servicePath } from '../paths';

/** /booking/tjenester: the site's booking services (spec 3 §2). */
export function ServiceListScreen() {
  const { t } = useTranslation();
  const canWrite = gateAllows('contributor', usePermission());
  const search = useListSearch();
  const list = useBookingServiceList({ text: search.text || undefined });
  const columns = useMemo<ResourceColumn<BookingService>[]>(
    () => [
      {
        key: 'name',
        title: t('booking.services.columns.name'),
        cell: (service) => (
          <Text size="sm" fw={500}>
            {service.name}
          </Text>
        ),
      },
      {
        key: 'type',
        title: t('booking.services.columns.type'),
        compact: true,
        cell: (service) => <Text size="sm">{bookingServiceTypeLabels[service.type]}</Text>,
      },
      {
        key: 'duration',
        title: t('booking.services.columns.duration'),
        compact: true,
        cell: (service) => <Text size="sm">{formatDuration(service.duration, service.durationUnit)}</Text>,
      },
      {
        key: 'price',
        title: t('booking.services.columns.price'),
        compact: true,
        cell: (service) => <Text size="sm">{formatMoney(service.price)}</Text>,
      },
    ],
    [t],
  );
  const create = canWrite ? (
    <Button component={Link} to={servicePath(newBookingId)} leftSection={<IconPlus size={16} />}>
      {t('booking.services.create')}
    </Button>
  ) : undefined;
  return (
    <ResourceList
      title={t('booking.services.title')}
      action={create}
      search={search}
      searchPlaceholder={t('booking.services.search')}
      columns={columns}
      query={list}
      rowKey={(service) => service._id}
      rowLink={(service) => ({ to: servicePath(service._id), label: service.name })}
      emptyState={{ title: t('booking.services.empty'), description: t('booking.services.emptyText'), action: create }}
    />
  );
}

export { ServiceListScreen as Component };
