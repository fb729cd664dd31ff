/** The page editor: the shared ResourceEditor around a page's form, tabs and actions (spec 1 §2, §4). */
import { Alert, Badge } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { gateAllows, type Page, type PageDocument, pageStatusLabels } from '@vev/shared';
import { useEffect, useRef, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api, sitePath } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';
import { useSiteId } from '../../../app/session/session-store';
import { notifyError, notifyInfo, notifySuccess } from '../../../components/notify';
import { showCloneNotice } from '../../../components/resource-editor/editor-modals';
import { FieldCopyModal } from '../../../components/resource-editor/FieldCopyModal';
import { readCopiedFields, storeCopiedFields } from '../../../components/resource-editor/field-clipboard';
import { ReferencesModal } from '../../../components/resource-editor/ReferencesModal';
import { ResourceEditor } from '../../../components/resource-editor/ResourceEditor';
import { RevisionBanner } from '../../../components/resource-editor/RevisionBanner';
import { RevisionDiffModal } from '../../../components/resource-editor/RevisionDiffModal';
import { RevisionLogModal } from '../../../components/resource-editor/RevisionLogModal';
import { useDraftForm } from '../../../components/resource-editor/use-draft-form';
import { useUpdatePage } from '../../../hooks/api/pages';
import { usePermission, useSite } from '../../../hooks/api/sites';
import { useTemplates } from '../../../hooks/api/templates';
import { editorPath, type PageKindConfig } from '../page-kinds';
import { PageEditorMenu } from './PageEditorMenu';
import { copyableFields, documentOf, fieldLabel, pageFormSchema } from './page-fields';
import { StatusModal } from './StatusModal';
import { CatalogsTab } from './tabs/CatalogsTab';
import { ContentTab } from './tabs/ContentTab';
import { GeneralTab } from './tabs/GeneralTab';
import { VisibilityTab } from './tabs/VisibilityTab';
import { usePageActions } from './use-page-actions';

type Modal = 'revisions' | 'references' | 'status' | 'copy' | null;

export function PageEditor({
  page,
  kind,
  tab,
  revisionId,
}: {
  page: Page;
  kind: PageKindConfig;
  tab: string;
  revisionId: string | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const siteId = useSiteId();
  const queryClient = useQueryClient();
  const permission = usePermission();
  const { data: site } = useSite();
  const { data: templates } = useTemplates();
  const [modal, setModal] = useState<Modal>(null);
  const [diffOf, setDiffOf] = useState<string | null>(null);

  const canEdit = gateAllows('contributor', permission);
  const readOnly = !canEdit || revisionId !== null || page.inherited;
  const update = useUpdatePage(page._id);
  const base = editorPath(kind.segment, page._id);
  const { form, values, saver, adopt, reload } = useDraftForm<PageDocument, Page>({
    entity: page,
    documentOf,
    schema: pageFormSchema,
    readOnly,
    save: (changes, version) => update.mutateAsync({ ...changes, version }),
    fetchLatest: () =>
      queryClient.fetchQuery({
        queryKey: queryKeys.pages.detail(siteId, page._id),
        queryFn: () => api.get<Page>(sitePath(siteId, `/pages/${page._id}`)),
        staleTime: 0,
      }),
    onError: (error) => actions.failed(error),
    entityPath: base,
  });
  const actions = usePageActions({
    page,
    kind,
    flush: saver.saveNow,
    version: () => saver.version.current,
    adopt,
    reload: () => void reload(),
  });

  const tabPath = tab === 'innhold' ? base : `${base}/${tab}`;
  // Global content: offer a local copy once when it is opened (spec 1 §4 'Global content').
  const offeredCopy = useRef(false);
  useEffect(() => {
    if (!page.inherited || revisionId || offeredCopy.current) return;
    offeredCopy.current = true;
    showCloneNotice(page.title, actions.clone);
  });

  const latest = queryClient.getQueryData<Page>(queryKeys.pages.detail(siteId, page._id)) ?? page;
  const templateKnown = Boolean(page.template && templates?.some((template) => template._id === page.template?.ref));
  const query = revisionId ? `?revision=${revisionId}` : '';
  const tabs = [
    { key: 'innhold', label: t('editor.tabs.content'), to: `${base}${query}` },
    { key: 'generelt', label: t('editor.tabs.general'), to: `${base}/generelt${query}` },
    ...(page.isProductPage
      ? []
      : [{ key: 'synlighet', label: t('editor.tabs.visibility'), to: `${base}/synlighet${query}` }]),
    ...(tab === 'kataloger' ? [{ key: 'kataloger', label: t('editor.tabs.catalogs'), to: `${base}/kataloger` }] : []),
    ...(templates && !templateKnown
      ? [
          {
            key: 'mangler-mal',
            label: t('editor.tabs.missingTemplate'),
            to: '/innstillinger/maler/bruk',
            warning: true,
          },
        ]
      : []),
  ];

  const copyFields = (keys: string[]) => {
    storeCopiedFields('page', Object.fromEntries(keys.map((key) => [key, values[key as keyof PageDocument]])));
    setModal(null);
    notifySuccess(actions.copiedMessage(keys.map((key) => fieldLabel([key]))));
  };
  const pasteFields = () => {
    const copied = readCopiedFields('page');
    if (!copied) return notifyInfo(t('editor.fieldCopy.nothingToPaste'));
    for (const [key, value] of Object.entries(copied))
      form.setValue(key as keyof PageDocument, value as never, { shouldDirty: true, shouldValidate: true });
    notifySuccess(t('toasts.fieldsPasted'));
  };
  const save = async () => {
    if (await saver.saveNow()) notifySuccess(t('toasts.saved'));
    else if (saver.state === 'invalid') notifyError(t('editor.invalid'));
  };

  const banner = revisionId ? (
    <RevisionBanner
      revisionId={revisionId}
      currentPath={tabPath}
      onShowDiff={() => setDiffOf(revisionId)}
      onRevert={() => actions.rollback(revisionId)}
    />
  ) : !canEdit && permission ? (
    <Alert color="gray" variant="light">
      {t('editor.readOnlyReader')}
    </Alert>
  ) : null;

  return (
    <FormProvider {...form}>
      <ResourceEditor
        title={values.title || page.title}
        badges={
          <>
            <Badge
              color={latest.status === 'active' ? 'teal' : 'gray'}
              variant="light"
              style={{ cursor: readOnly ? 'default' : 'pointer' }}
              onClick={readOnly ? undefined : () => setModal('status')}
            >
              {pageStatusLabels[latest.status]}
            </Badge>
            {page.inherited && (
              <Badge color="violet" variant="light">
                {t('editor.clone.badge')}
              </Badge>
            )}
          </>
        }
        tabs={tabs}
        activeTab={tab}
        banner={banner}
        modified={revisionId === null && latest.modifiedDate !== null}
        saveState={saver.state}
        readOnly={readOnly}
        can={{ edit: canEdit, delete: gateAllows('admin', permission) }}
        busy={actions.busy}
        menu={
          <PageEditorMenu
            page={page}
            kind={kind}
            templateKnown={templateKnown}
            editable={!readOnly}
            on={{
              references: () => setModal('references'),
              status: () => setModal('status'),
              copyFields: () => setModal('copy'),
              pasteFields,
            }}
          />
        }
        on={{
          save,
          publish: actions.publish,
          discard: actions.discard,
          delete: actions.remove,
          revisions: () => setModal('revisions'),
          copyFields: () => setModal('copy'),
          pasteFields,
        }}
      >
        {tab === 'generelt' && <GeneralTab page={page} kind={kind} readOnly={readOnly} />}
        {tab === 'synlighet' && !page.isProductPage && (
          <VisibilityTab siteName={site?.name ?? ''} readOnly={readOnly} />
        )}
        {tab === 'kataloger' && <CatalogsTab page={page} />}
        {tab === 'innhold' && (
          <ContentTab
            title={values.title || page.title}
            path={latest.path}
            version={latest.version}
            revisionId={revisionId}
            designerPath={`/designer/${kind.segment}/${page._id}`}
            readOnly={readOnly}
          />
        )}
      </ResourceEditor>

      <RevisionLogModal
        opened={modal === 'revisions'}
        onClose={() => setModal(null)}
        type="page"
        reference={page._id}
        onOpen={(id) => {
          setModal(null);
          navigate(`${tabPath}?revision=${id}`);
        }}
      />
      <RevisionDiffModal revisionId={diffOf} onClose={() => setDiffOf(null)} labelFor={fieldLabel} />
      <ReferencesModal opened={modal === 'references'} onClose={() => setModal(null)} id={page._id} />
      <StatusModal
        opened={modal === 'status'}
        onClose={() => setModal(null)}
        status={latest.status}
        onChange={actions.setStatus}
      />
      <FieldCopyModal
        opened={modal === 'copy'}
        onClose={() => setModal(null)}
        fields={copyableFields.map((key) => ({ key, label: fieldLabel([key]) }))}
        onCopy={copyFields}
      />
    </FormProvider>
  );
}
