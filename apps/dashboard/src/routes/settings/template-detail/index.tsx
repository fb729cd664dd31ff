import { gateAllows } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { EditorLoadState } from '../../../components/resource-editor/EditorLoadState';
import { usePermission } from '../../../hooks/api/sites';
import { templateHooks } from '../../../hooks/api/templates';
import { TemplateCreatePage } from '../template-create/TemplateCreatePage';
import { newTemplateId, templateListPath, templatePath } from './paths';
import { TemplateEditor } from './TemplateEditor';

const tabs = new Set(['generelt']);

/** /innstillinger/maler/liste/{template}[/generelt][?revision=…]; 'opprett' is the create form. */
export function TemplateDetailScreen() {
  const { t } = useTranslation();
  const { templateId = '', tab } = useParams();
  const [search] = useSearchParams();
  const revisionId = search.get('revision');
  const permission = usePermission();
  const isNew = templateId === newTemplateId;
  const template = templateHooks.useOne(isNew ? null : templateId, revisionId);

  if (isNew) {
    if (permission && !gateAllows('contributor', permission)) return <Navigate to={templateListPath} replace />;
    return <TemplateCreatePage />;
  }
  if (tab && !tabs.has(tab)) return <Navigate to={templatePath(templateId)} replace />;
  if (!template.data) {
    return <EditorLoadState error={template.error} back={{ to: templateListPath, label: t('templates.list.title') }} />;
  }
  return (
    <TemplateEditor
      key={`${template.data._id}-${revisionId ?? 'current'}`}
      template={template.data}
      tab={tab ?? 'innhold'}
      revisionId={revisionId}
    />
  );
}

export { TemplateDetailScreen as Component };
