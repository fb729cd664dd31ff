import { Button, Group, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowSelection } from './use-row-selection';

/** The bar over the table while rows are ticked: how many, select all loaded, clear, the list's actions. */
export function BulkBar<T>({ selection, actions }: { selection: RowSelection<T>; actions: ReactNode }) {
  const { t } = useTranslation();
  const count = selection.selected.length;
  return (
    <Paper withBorder p="xs" px="md" role="toolbar" aria-label={t('resourceList.selected', { count })}>
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" fw={600}>
          {t('resourceList.selected', { count })}
        </Text>
        <Group gap="xs">
          {!selection.all && (
            <Button size="xs" variant="subtle" onClick={selection.toggleAll}>
              {t('resourceList.selectAll')}
            </Button>
          )}
          <Button size="xs" variant="subtle" onClick={selection.clear}>
            {t('resourceList.clearSelection')}
          </Button>
          {actions}
        </Group>
      </Group>
    </Paper>
  );
}
