import { Button, Group, Paper, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { Media } from '@vev/shared';
import { useTranslation } from 'react-i18next';

export interface BulkActionsProps {
  selected: Media[];
  /** Every file loaded so far, for 'Velg alle'. */
  loaded: Media[];
  onSelectAll: () => void;
  onClear: () => void;
  onDelete: () => void;
  busy: boolean;
}

/** The bar over the grid while files are ticked (admins): how many, select all, clear, delete. */
export function BulkActions({ selected, loaded, onSelectAll, onClear, onDelete, busy }: BulkActionsProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="xs" px="md" role="toolbar" aria-label={t('media.bulk.selected', { count: selected.length })}>
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" fw={600}>
          {t('media.bulk.selected', { count: selected.length })}
        </Text>
        <Group gap="xs">
          {selected.length < loaded.length && (
            <Button size="xs" variant="subtle" onClick={onSelectAll}>
              {t('media.bulk.selectAll')}
            </Button>
          )}
          <Button size="xs" variant="subtle" onClick={onClear}>
            {t('media.bulk.clear')}
          </Button>
          <Button size="xs" color="red" leftSection={<IconTrash size={14} />} onClick={onDelete} loading={busy}>
            {t('media.bulk.delete')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
