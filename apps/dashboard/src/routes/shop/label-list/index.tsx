import { Button, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { gateAllows, type Label } from '@vev/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ResourceColumn, ResourceList, useListSearch } from '../../../components/resource-list';
import { useLabelList } from '../../../hooks/api/shop';
import { usePermission } from '../../../hooks/api/sites';
import { labelPath } from '../paths';
import { CreateLabelModal } from './CreateLabelModal';
import { LabelBadge } from './LabelBadge';

/** /butikk/etiketter: the shop's product labels (spec 3 §1); 'Opprett etikett' asks for a name. */
export function LabelListScreen() {
  const { t } = useTranslation();
  const canWrite = gateAllows('contributor', usePermission());
  const [creating, setCreating] = useState(false);
  const search = useListSearch();
  const list = useLabelList({ text: search.text || undefined });
  const columns = useMemo<ResourceColumn<Label>[]>(
    () => [
      {
        key: 'name',
        title: t('shop.labels.columns.name'),
        cell: (label) => (
          <Text size="sm" fw={500}>
            {label.name}
          </Text>
        ),
      },
      {
        key: 'preview',
        title: t('shop.labels.columns.preview'),
        compact: true,
        cell: (label) => <LabelBadge name={label.name} color={label.color} textColor={label.textColor} />,
      },
    ],
    [t],
  );

  const create = canWrite ? (
    <Button onClick={() => setCreating(true)} leftSection={<IconPlus size={16} />}>
      {t('shop.labels.create')}
    </Button>
  ) : undefined;
  return (
    <>
      <ResourceList
        title={t('shop.labels.title')}
        action={create}
        search={search}
        searchPlaceholder={t('shop.labels.search')}
        columns={columns}
        query={list}
        rowKey={(label) => label._id}
        rowLink={(label) => ({ to: labelPath(label._id), label: label.name })}
        emptyState={{ title: t('shop.labels.empty'), description: t('shop.labels.emptyText'), action: create }}
      />
      <CreateLabelModal opened={creating} onClose={() => setCreating(false)} />
    </>
  );
}

export { LabelListScreen as Component };
