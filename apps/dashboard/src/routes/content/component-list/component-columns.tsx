import { Badge, Group, Stack, Text } from '@mantine/core';
import { findSectionDefinition } from '@vev/sections';
import type { ComponentListItem } from '@vev/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DraftStatusBadge, formatDateTime, type ResourceColumn } from '../../../components/resource-list';

function NameCell({ component }: { component: ComponentListItem }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Group gap={6} wrap="wrap">
        <Text size="sm" fw={500}>
          {component.name}
        </Text>
        {component.inherited && (
          <Badge size="sm" variant="light" color="grape" tt="none">
            {t('content.inherited')}
          </Badge>
        )}
      </Group>
      {component.description && (
        <Text size="xs" c="dimmed" lineClamp={1}>
          {component.description}
        </Text>
      )}
    </Stack>
  );
}

/** Name (with its description), the section type's label, Sist endret and the status. */
export function useComponentColumns(): ResourceColumn<ComponentListItem>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      { key: 'name', title: t('content.components.name'), cell: (component) => <NameCell component={component} /> },
      {
        key: 'type',
        title: t('content.components.type'),
        compact: true,
        visibleFrom: 'sm',
        cell: (component) => findSectionDefinition(component.component)?.label ?? component.component,
      },
      {
        key: 'updated',
        title: t('content.columns.updated'),
        compact: true,
        cell: (component) => formatDateTime(component.updatedAt),
      },
      {
        key: 'status',
        title: t('content.columns.status'),
        compact: true,
        cell: (component) => <DraftStatusBadge modified={component.modified} />,
      },
    ],
    [t],
  );
}
