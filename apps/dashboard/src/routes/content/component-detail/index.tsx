import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { EditorLoadState } from '../../../components/resource-editor/EditorLoadState';
import { componentHooks } from '../../../hooks/api/components';
import { ComponentEditor } from './ComponentEditor';
import { componentListPath, componentPath, createComponentPath, newComponentId } from './paths';

const tabs = new Set(['generelt']);

/** /innhold/komponenter/{component}[/generelt][?revision=…]; 'opprett' opens the create modal on the list. */
export function ComponentDetailScreen() {
  const { t } = useTranslation();
  const { componentId = '', tab } = useParams();
  const [search] = useSearchParams();
  const revisionId = search.get('revision');
  const isNew = componentId === newComponentId;
  const component = componentHooks.useOne(isNew ? undefined : componentId, revisionId);

  if (isNew) return <Navigate to={createComponentPath} replace />;
  if (tab && !tabs.has(tab)) return <Navigate to={componentPath(componentId)} replace />;
  if (!component.data) {
    return (
      <EditorLoadState error={component.error} back={{ to: componentListPath, label: t('content.components.title') }} />
    );
  }
  return (
    <ComponentEditor
      key={`${component.data._id}-${revisionId ?? 'current'}`}
      component={component.data}
      tab={tab ?? 'innhold'}
      revisionId={revisionId}
    />
  );
}

export { ComponentDetailScreen as Component };
