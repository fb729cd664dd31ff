import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { gateAllows, type Site } from '@vev/shared';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PermissionGate } from '../../../components/PermissionGate';
import {
  pathTo,
  ResourceList,
  TreeNavigator,
  useCreateRequest,
  useListSearch,
  useTreeParam,
} from '../../../components/resource-list';
import { usePageList, usePageTree } from '../../../hooks/api/pages';
import { usePermission, useSite } from '../../../hooks/api/sites';
import { pageListFilter } from '../list-filters';
import { editorPath, type PageKindConfig, usePageKind } from '../page-kinds';
import { usePageColumns } from './page-columns';

// The modal brings the form libraries and zod; they load when someone wants to create.
const loadCreateModal = () => import('../page-create');
const CreatePageModal = lazy(loadCreateModal);
// Only product pages asked for on a site without a shop need it: it stays out of the area's files.
const NotFoundScreen = lazy(() => import('../../fallback').then((module) => ({ default: module.NotFoundScreen })));

/** /innhold/sider, /innhold/kategorier and /innhold/produktsider (spec 1 §2 'Page list screens'). */
export function PageListScreen() {
  const kind = usePageKind();
  const { data: site } = useSite();
  if (!site) return null;
  if (kind.segment === 'produktsider' && !site.hasEcommerce) {
    return (
      <Suspense fallback={null}>
        <NotFoundScreen />
      </Suspense>
    );
  }
  return <PageList key={kind.segment} kind={kind} site={site} />;
}

function PageList({ kind, site }: { kind: PageKindConfig; site: Site }) {
  const { t } = useTranslation();
  const words = {
    singular: t(`content.kinds.${kind.segment}.singular`),
    plural: t(`content.kinds.${kind.segment}.plural`),
  };
  const search = useListSearch();
  const { current: parent } = useTreeParam();
  const tree = usePageTree(kind.tree);
  const list = usePageList(pageListFilter(kind, search.text, parent, site));
  const columns = usePageColumns(site);
  const canCreate = gateAllows('contributor', usePermission());
  const [creating, setCreating] = useState(false);
  const [modalLoaded, setModalLoaded] = useState(false);
  const openCreate = () => {
    setModalLoaded(true);
    setCreating(true);
  };
  // `/innhold/{kind}/opprett` lands here with ?opprett=1.
  useCreateRequest(openCreate);

  const createButton = (
    <Button leftSection={<IconPlus size={16} />} onClick={openCreate} onPointerEnter={() => void loadCreateModal()}>
      {t('content.create', words)}
    </Button>
  );
  const showTree = kind.tree !== null && (tree.isPending || Boolean(tree.data?.length) || Boolean(parent));
  const parentNode = parent ? pathTo(tree.data ?? [], parent)?.at(-1) : undefined;

  return (
    <>
      <ResourceList
        title={t(`content.kinds.${kind.segment}.title`)}
        action={<PermissionGate level="contributor">{createButton}</PermissionGate>}
        search={search}
        searchPlaceholder={t('content.search', words)}
        columns={columns}
        query={list}
        rowKey={(page) => page._id}
        rowLink={(page) => ({ to: editorPath(kind.segment, page._id), label: page.title })}
        emptyState={
          canCreate && !parent
            ? {
                title: t('content.firstItem', words),
                description: t('content.firstItemText', words),
                action: createButton,
              }
            : { title: t('content.noneFound', words) }
        }
        aside={showTree ? <TreeNavigator nodes={tree.data} rootLabel={t('content.allOfKind', words)} /> : undefined}
      />
      {modalLoaded && (
        <Suspense fallback={null}>
          <CreatePageModal
            opened={creating}
            onClose={() => setCreating(false)}
            kind={kind}
            site={site}
            defaultParent={parentNode ? { _id: parentNode._id, title: parentNode.title } : null}
          />
        </Suspense>
      )}
    </>
  );
}

export { PageListScreen as Component };
