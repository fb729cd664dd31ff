import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { EditorLoadState } from '../../../components/resource-editor/EditorLoadState';
import { pageHooks } from '../../../hooks/api/pages';
import { useSite } from '../../../hooks/api/sites';
import { usePageKind } from '../page-kinds';
import { PageEditor } from './PageEditor';

const tabs = new Set(['generelt', 'synlighet', 'kataloger']);

/** /innhold/{sider|kategorier|produktsider}/{page}[/{tab}][?revision=…] */
export function PageEditorScreen() {
  const { t } = useTranslation();
  const kind = usePageKind();
  const { pageId = '', tab } = useParams();
  const [search] = useSearchParams();
  const revisionId = search.get('revision');
  const { data: site } = useSite();
  const page = pageHooks.useOne(pageId === 'opprett' ? undefined : pageId, revisionId);

  if (pageId === 'opprett') return <Navigate to={`/innhold/${kind.segment}?opprett=1`} replace />;
  if (kind.segment === 'produktsider' && site && !site.hasEcommerce) return <Navigate to="/finnes-ikke" replace />;
  if (tab && !tabs.has(tab)) return <Navigate to={`/innhold/${kind.segment}/${pageId}`} replace />;
  if (!page.data || page.isError) {
    return (
      <EditorLoadState
        error={page.error}
        back={{ to: `/innhold/${kind.segment}`, label: t(`content.kinds.${kind.segment}.title`) }}
      />
    );
  }
  return (
    <PageEditor
      key={`${page.data._id}-${revisionId ?? 'current'}`}
      page={page.data}
      kind={kind}
      tab={tab ?? 'innhold'}
      revisionId={revisionId}
    />
  );
}

export { PageEditorScreen as Component };
