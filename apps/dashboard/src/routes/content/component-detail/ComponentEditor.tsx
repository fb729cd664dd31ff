/** The component editor: the shared ResourceEditor around a reusable component (spec 3 §2–§7 'Components'). */
import { Alert, Badge, Menu } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { findSectionDefinition } from '@vev/sections';
import { gateAllows } from '@vev/shared';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api, sitePath } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';
import { useSiteId } from '../../../app/session/session-store';
import { notifyError, notifySuccess } from '../../../components/notify';
import { PreviewPanel } from '../../../components/preview/PreviewPanel';
import { ReferencesModal } from '../../../components/resource-editor/ReferencesModal';
import { ResourceEditor } from '../../../components/resource-editor/ResourceEditor';
import { RevisionBanner } from '../../../components/resource-editor/RevisionBanner';
import { RevisionDiffModal } from '../../../components/resource-editor/RevisionDiffModal';
import { RevisionLogModal } from '../../../components/resource-editor/RevisionLogModal';
import { useDraftForm } from '../../../components/resource-editor/use-draft-form';
import { useEditorActions } from '../../../components/resource-editor/use-editor-actions';
import {
  type ReusableComponent,
  useComponentAction,
  useDeleteComponent,
  useRollbackComponent,
  useUpdateComponent,
} from '../../../hooks/api/components';
import { usePermission } from '../../../hooks/api/sites';
import { ComponentGeneralTab } from './ComponentGeneralTab';
import { type ComponentDocument, componentDocumentSchema, componentFieldLabel, documentOf } from './component-document';
import { componentDesignerPath, componentListPath, componentPath } from './paths';

type Modal = 'revisions' | 'references' | null;

export function ComponentEditor(props: { component: ReusableComponent; tab: string; revisionId: string | null }) {
  const { component, tab, revisionId } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const siteId = useSiteId();
  const queryClient = useQueryClient();
  const permission = usePermission();
  const [modal, setModal] = useState<Modal>(null);
  const [diffOf, setDiffOf] = useState<string | null>(null);

  const canEdit = gateAllows('contributor', permission);
  const readOnly = !canEdit || revisionId !== null || component.inherited;
  const update = useUpdateComponent(component._id);
  const publish = useComponentAction(component._id, 'publish');
  const discard = useComponentAction(component._id, 'discard');
  const deleteComponent = useDeleteComponent();
  const rollback = useRollbackComponent(component._id);
  const base = componentPath(component._id);
  const { form, values, saver, adopt, reload } = useDraftForm<ComponentDocument, ReusableComponent>({
    entity: component,
    documentOf,
    schema: componentDocumentSchema,
    readOnly,
    save: (changes, version) => update.mutateAsync({ ...changes, version }),
    fetchLatest: () =>
      queryClient.fetchQuery({
        queryKey: queryKeys.components.detail(siteId, component._id),
        queryFn: () => api.get<ReusableComponent>(sitePath(siteId, `/components/${component._id}`)),
        staleTime: 0,
      }),
    onError: (error) => actions.failed(error),
    entityPath: base,
  });
  const actions = useEditorActions<ReusableComponent>({
    flush: saver.saveNow,
    version: () => saver.version.current,
    adopt,
    reload: () => void reload(),
    publish: publish.mutateAsync,
    discard: discard.mutateAsync,
    remove: () => deleteComponent.mutateAsync(component._id),
    rollback: rollback.mutateAsync,
    deleted: () => navigate(componentListPath),
    rolledBack: () => navigate({ search: '' }, { replace: true }),
  });

  const generalPath = componentPath(component._id, 'generelt');
  const tabPath = tab === 'generelt' ? generalPath : base;

  const query = revisionId ? `?revision=${revisionId}` : '';
  const tabs = [
    { key: 'innhold', label: t('editor.tabs.content'), to: `${base}${query}` },
    { key: 'generelt', label: t('editor.tabs.general'), to: `${generalPath}${query}` },
  ];
  const save = async () => {
    if (await saver.saveNow()) notifySuccess(t('toasts.saved'));
    else if (saver.state === 'invalid') notifyError(t('editor.invalid'));
  };
  const title = values.name || component.name;

  const banner = revisionId ? (
    <RevisionBanner
      revisionId={revisionId}
      currentPath={tabPath}
      onShowDiff={() => setDiffOf(revisionId)}
      onRevert={() => void actions.rollback(revisionId)}
    />
  ) : component.inherited ? (
    <Alert color="gray" variant="light">
      {t('content.components.inheritedNote')}
    </Alert>
  ) : !canEdit && permission ? (
    <Alert color="gray" variant="light">
      {t('content.components.readOnlyReader')}
    </Alert>
  ) : null;

  return (
    <FormProvider {...form}>
      <ResourceEditor
        title={title}
        badges={
          <>
            <Badge color="gray" variant="light" tt="none">
              {findSectionDefinition(component.component)?.label ?? component.component}
            </Badge>
            {component.inherited && (
              <Badge color="grape" variant="light" tt="none">
                {t('content.inherited')}
              </Badge>
            )}
          </>
        }
        tabs={tabs}
        activeTab={tab}
        banner={banner}
        modified={revisionId === null && component.modifiedDate !== null}
        saveState={saver.state}
        readOnly={readOnly}
        can={{ edit: canEdit, delete: gateAllows('admin', permission) }}
        busy={actions.busy}
        menu={
          <Menu.Item onClick={() => setModal('references')} leftSection={<IconLink size={16} />}>
            {t('editor.references')}
          </Menu.Item>
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
          <ComponentGeneralTab component={component} readOnly={readOnly} />
        ) : (
          <PreviewPanel
            title={title}
            path={`/_vev/komponenter/${component._id}`}
            version={component.version}
            revisionId={revisionId}
            hint={t('content.components.previewHint')}
            edit={readOnly ? null : { to: componentDesignerPath(component._id), label: t('editor.actions.edit') }}
          />
        )}
      </ResourceEditor>

      <RevisionLogModal
        opened={modal === 'revisions'}
        onClose={() => setModal(null)}
        type="component"
        reference={component._id}
        onOpen={(id) => {
          setModal(null);
          navigate(`${tabPath}?revision=${id}`);
        }}
      />
      <RevisionDiffModal revisionId={diffOf} onClose={() => setDiffOf(null)} labelFor={componentFieldLabel} />
      <ReferencesModal opened={modal === 'references'} onClose={() => setModal(null)} id={component._id} />
    </FormProvider>
  );
}
