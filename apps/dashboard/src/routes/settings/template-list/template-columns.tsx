import { Badge, Group, Text } from '@mantine/core';
import { gateAllows, type PermissionLevel, type Template } from '@vev/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DraftStatusBadge, type ResourceColumn } from '../../../components/resource-list';
import { TemplateRowActions, type TemplateRowActionsProps } from './TemplateRowActions';

/** The list's columns: name (with the badge for a parent site's template), Mal or Delmal, status, and for contributors the actions. */
export function useTemplateColumns(
  permission: PermissionLevel | undefined,
  on: Pick<TemplateRowActionsProps, 'onDuplicate' | 'onDelete'>,
): ResourceColumn<Template>[] {
  const { t } = useTranslation();
  const { onDuplicate, onDelete } = on;
  return useMemo(
    () => [
      {
        key: 'name',
        title: t('templates.list.columns.name'),
        cell: (template) => (
          <Group gap={6} wrap="wrap">
            <Text size="sm" fw={500}>
              {template.name}
            </Text>
            {template.inherited && (
              <Badge size="sm" variant="light" color="grape" tt="none">
                {t('templates.inherited')}
              </Badge>
            )}
          </Group>
        ),
      },
      {
        key: 'kind',
        title: t('templates.list.columns.kind'),
        compact: true,
        cell: (template) => t(template.partial ? 'templates.kinds.partial' : 'templates.kinds.template'),
      },
      {
        key: 'status',
        title: t('templates.list.columns.status'),
        compact: true,
        cell: (template) => <DraftStatusBadge modified={template.modified} />,
      },
      ...(gateAllows('contributor', permission)
        ? [
            {
              key: 'actions',
              title: t('templates.list.columns.actions'),
              compact: true,
              cell: (template: Template) => (
                <TemplateRowActions
                  template={template}
                  permission={permission}
                  onDuplicate={onDuplicate}
                  onDelete={onDelete}
                />
              ),
            },
          ]
        : []),
    ],
    [t, permission, onDuplicate, onDelete],
  );
}
