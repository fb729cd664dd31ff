import { Button, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type BookingResource, gateAllows } from '@vev/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type ResourceColumn, ResourceList, useListSearch } from '../../../components/resource-list';
import { useBookingResourceList } from '../../../hooks/api/booking';
import { usePermission } from '../../../hooks/api/sites';
import { newBookingId, resourcePath } from '../paths';

/** /booking/ressurser: people, rooms and things the services need (spec 3 §2). */
export function ResourceListScreen() {
  const { t } = useTranslation();
  const canWrite = gateAllows('contributor', usePermission());
  const search = useListSearch();
  const list = useBookingResourceList({ text: search.text || undefined });
  const columns = useMemo<ResourceColumn<BookingResource>[]>(
    () => [
      {
        key: 'name',
        title: t('booking.resources.columns.name'),
        cell: (resource) => (
          <Text size="sm" fw={500}>
            {resource.name}
          </Text>
        ),
      },
      {
        key: 'email',
        title: t('booking.resources.columns.email'),
        cell: (resource) => (
          <Text size="sm" c="dimmed">
            {resource.email}
          </Text>
        ),
      },
      {
        key: 'slots',
        title: t('booking.resources.columns.slots'),
        compact: true,
        cell: (resource) => <Text size="sm">{resource.slots}</Text>,
      },
    ],
    [t],
  );
  const create = canWrite ? (
    <Button component={Link} to={resourcePath(newBookingId)} leftSection={<IconPlus size={16} />}>
      {t('booking.resources.create')}
    </Button>
  ) : undefined;
  return (
    <ResourceList
      title={t('booking.resources.title')}
      action={create}
      search={search}
      searchPlaceholder={t('booking.resources.search')}
      columns={columns}
      query={list}
      rowKey={(resource) => resource._id}
      rowLink={(resource) => ({ to: resourcePath(resource._id), label: resource.name })}
      emptyState={{
        title: t('booking.resources.empty'),
        description: t('booking.resources.emptyText'),
        action: create,
      }}
    />
  );
}

export { ResourceListScreen as Component };
