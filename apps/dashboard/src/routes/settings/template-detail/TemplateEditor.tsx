/** The template editor: the shared ResourceEditor around a template's name, sections and preview (spec 2 §2). */
import { Alert, Badge } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { gateAllows, type Template } from '@vev/shared';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api, sitePath } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';
import { useSiteId } from '../../../app/session/session-store';
import { notifyError, notifySuccess } from '../../../components/notify';
import { ReferencesModal } from '../../../components/resource-editor/ReferencesModal';
import { ResourceEditor } from '../../../components/resource-editor/ResourceEditor';
import { RevisionBanner } from '../../../components/resource-editor/RevisionBanner';
import { RevisionDiffModal } from '../../../components/resource-editor/RevisionDiffModal';
import { RevisionLogModal } from '../../../components/resource-editor/RevisionLogModal';
import { useDraftForm } from '../../../components/resource-editor/use-draft-form';
import { useEditorActions } from '../../../components/resource-editor/use-editor-actions';
import { usePermission } from '../../../hooks/api/sites';
import {
  useDeleteTemplate,
  useRollbackTemplate,
  useTemplateAction,
  useUpdateTemplate,
} from '../../../hooks/api/templates';
import { templateListPath, templatePath } from './paths';
import { TemplateContentTab } from './TemplateContentTab';
import { TemplateEditorMenu } from './TemplateEditorMenu';
import { TemplateGeneralTab } from './TemplateGeneralTab';
import { documentOf, type TemplateDocument, templateDocumentSchema, templateFieldLabel } from './template-document';
import { useDuplicateTemplate } from './use-duplicate-template';

type Modal = 'revisions' | 'references' | null;

export function TemplateEditor(props: { template: Template; tab: string; revisionId: string | null }) {
  const { template, tab, revisionId } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const siteId = useSiteId();
  const queryClient = useQueryClient();
  const permission = usePermission();
  const [modal, setModal] = useState<Modal>(null);
  const [diffOf, setDiffOf] = useState<string | null>(null);

  const canEdit = gateAllows('contributor', permission);
  const readOnly = !canEdit || revisionId !== null || template.inherited;
  const update = useUpdateTemplate(template._id);
  const publish = useTemplateAction(template._id, 'publish');
  const discard = useTemplateAction(template._id, 'discard');
  const deleteTemplate = useDeleteTemplate();
  const rollback = useRollbackTemplate(template._id);
  const duplicate = useDuplicateTemplate();
  const base = templatePath(template._id);
  const { form, values, saver, adopt, reload } = useDraftForm<TemplateDocument, Template>({
    entity: template,
    documentOf,
    schema: templateDocumentSchema,
    readOnly,
    save: (changes, version) => update.mutateAsync({ ...changes, version }),
    fetchLatest: () =>
      queryClient.fetchQuery({
        queryKey: queryKeys.templates.detail(siteId, template._id),
        queryFn: () => api.get<Template>(sitePath(siteId, `/templates/${template._id}`)),
        staleTime: 0,
      }),
    onError: (error) => actions.failed(error),
    entityPath: base,
  });
  const actions = useEditorActions<Template>({
    flush: saver.saveNow,
    version: () => saver.version.current,
    adopt,
    reload: () => void reload(),
    publish: publish.mutateAsync,
    discard: discard.mutateAsync,
    remove: () => deleteTemplate.mutateAsync(template._id),
    rollback: rollback.mutateAsync,
    deleted: () => navigate(templateListPath),
    rolledBack: () => navigate({ search: '' }, { replace: true }),
  });

  const tabPath = tab === 'generelt' ? templatePath(template._id, 'generelt') : base;

  const query = revisionId ? `?revision=${revisionId}` : '';
  const tabs = [
    { key: 'innhold', label: t('editor.tabs.content'), to: `${base}${query}` },
    { key: 'generelt', label: t('editor.tabs.general'), to: `${templatePath(template._id, 'generelt')}${query}` },
  ];
  const save = async () => {
    if (await saver.saveNow()) notifySuccess(t('toasts.saved'));
    else if (saver.state === 'invalid') notifyError(t('editor.invalid'));
  };
  const title = values.name || template.name;

  const banner = revisionId ? (
    <RevisionBanner
      revisionId={revisionId}
      currentPath={tabPath}
      onShowDiff={() => setDiffOf(revisionId)}
      onRevert={() => void actions.rollback(revisionId)}
    />
  ) : template.inherited ? (
    <Alert color="gray" variant="light">
      {t('templates.editor.inheritedNote')}
    </Alert>
  ) : !canEdit && permission ? (
    <Alert color="gray" variant="light">
      {t('templates.editor.readOnlyReader')}
    </Alert>
  ) : null;

  return (
    <FormProvider {...form}>
      <ResourceEditor
        title={title}
        badges={
          <>
            <Badge color="gray" variant="light" tt="none">
              {t(template.partial ? 'templates.kinds.partial' : 'templates.kinds.template')}
            </Badge>
            {template.inherited && (
              <Badge color="grape" variant="light" tt="none">
                {t('templates.inherited')}
              </Badge>
            )}
          </>
        }
        tabs={tabs}
        activeTab={tab}
        banner={banner}
        modified={revisionId === null && template.modifiedDate !== null}
        saveState={saver.state}
        readOnly={readOnly}
        can={{ edit: canEdit, delete: gateAllows('admin', permission) }}
        busy={actions.busy}
        menu={
          <TemplateEditorMenu
            templateId={template._id}
            canDesign={!readOnly}
            canDuplicate={canEdit && revisionId === null}
            on={{ duplicate: () => duplicate(template._id), references: () => setModal('references') }}
          />
        }
        on={{
          save: () => void save(),
          publish: () => void actions.publish(),
          discard: () => void actions.discard(),
          delete: () => void actions.remove(),
          revisions: () => setModal('revisions'),
        }}
      >
        {tab === 'generelt' ? (
          <TemplateGeneralTab readOnly={readOnly} />
        ) : (
          <TemplateContentTab template={template} title={title} revisionId={revisionId} readOnly={readOnly} />
        )}
      </ResourceEditor>

      <RevisionLogModal
        opened={modal === 'revisions'}
        onClose={() => setModal(null)}
        type="template"
        reference={template._id}
        onOpen={(id) => {
          setModal(null);
          navigate(`${tabPath}?revision=${id}`);
        }}
      />
      <RevisionDiffModal revisionId={diffOf} onClose={() => setDiffOf(null)} labelFor={templateFieldLabel} />
      <ReferencesModal opened={modal === 'references'} onClose={() => setModal(null)} id={template._id} />
    </FormProvider>
  );
}
