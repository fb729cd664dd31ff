import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { gateAllows, type Site } from '@vev/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PermissionGate } from '../../../components/PermissionGate';
import { ResourceList, useCreateRequest, useListSearch } from '../../../components/resource-list';
import { useComponentList } from '../../../hooks/api/components';
import { usePermission, useSite } from '../../../hooks/api/sites';
import { CreateComponentModal } from '../component-create/CreateComponentModal';
import { componentPath } from '../component-detail/paths';
import { componentListFilter } from '../list-filters';
import { useComponentColumns } from './component-columns';

/** /innhold/komponenter: the site's reusable components (spec 3 §2 'Components'). */
export function ComponentListScreen() {
  const { data: site } = useSite();
  return site ? <ComponentList site={site} /> : null;
}

function ComponentList({ site }: { site: Site }) {
  const { t } = useTranslation();
  const search = useListSearch();
  const list = useComponentList(componentListFilter(search.text, site));
  const columns = useComponentColumns();
  const permission = usePermission();
  const canCreate = gateAllows('contributor', permission);
  const [creating, setCreating] = useState(false);

  // `/innhold/komponenter/opprett` lands here with ?opprett=1.
  useCreateRequest(() => setCreating(true));

  const createButton = (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
      {t('content.components.create')}
    </Button>
  );
  return (
    <>
      <ResourceList
        title={t('content.components.title')}
        action={<PermissionGate level="contributor">{createButton}</PermissionGate>}
        search={search}
        searchPlaceholder={t('content.components.search')}
        columns={columns}
        query={list}
        rowKey={(component) => component._id}
        rowLink={(component) => ({ to: componentPath(component._id), label: component.name })}
        emptyState={{
          title: t('content.components.none'),
          description: t('content.components.noneText'),
          action: canCreate ? createButton : undefined,
        }}
      />
      <CreateComponentModal opened={creating} onClose={() => setCreating(false)} hasEcommerce={site.hasEcommerce} />
    </>
  );
}

export { ComponentListScreen as Component };
