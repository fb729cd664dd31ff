/** The page editor: the shared DraftableEditor around a page's tabs, status and field copy (spec 1 §2, §4). */
import { Badge } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type Page, type PageDocument, pageStatusLabels } from '@vev/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteId } from '../../../app/session/session-store';
import { notifyInfo, notifySuccess } from '../../../components/notify';
import { DraftableEditor } from '../../../components/resource-editor/DraftableEditor';
import { showCloneNotice } from '../../../components/resource-editor/editor-modals';
import { FieldCopyModal } from '../../../components/resource-editor/FieldCopyModal';
import { readCopiedFields, storeCopiedFields } from '../../../components/resource-editor/field-clipboard';
import { StatusModal } from '../../../components/resource-editor/StatusModal';
import { useDraftableEditor } from '../../../components/resource-editor/use-draftable-editor';
import { pageHooks, pageKeys } from '../../../hooks/api/pages';
import { useSite } from '../../../hooks/api/sites';
import { useTemplates } from '../../../hooks/api/templates';
import { editorPath, type PageKindConfig } from '../page-kinds';
import { PageEditorMenu } from './PageEditorMenu';
import { copyableFields, fieldLabel, pageForm } from './page-fields';
import { CatalogsTab } from './tabs/CatalogsTab';
import { ContentTab } from './tabs/ContentTab';
import { GeneralTab } from './tabs/GeneralTab';
import { VisibilityTab } from './tabs/VisibilityTab';
import { usePageActions } from './use-page-actions';

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
  const siteId = useSiteId();
  const queryClient = useQueryClient();
  const { data: site } = useSite();
  const { data: templates } = useTemplates();
  const [modal, setModal] = useState<'status' | 'copy' | null>(null);
  const base = editorPath(kind.segment, page._id);
  const editor = useDraftableEditor({
    entity: page,
    hooks: pageHooks,
    revisionId,
    form: pageForm,
    paths: { editor: base, list: `/innhold/${kind.segment}` },
  });
  const { form, values, readOnly } = editor;
  const actions = usePageActions(editor, kind);

  // Global content: offer a local copy once when it is opened (spec 1 §4 'Global content').
  const offeredCopy = useRef(false);
  useEffect(() => {
    if (!page.inherited || revisionId || offeredCopy.current) return;
    offeredCopy.current = true;
    showCloneNotice(page.title, actions.clone);
  });

  // An old revision shows the current page's status and draft state.
  const latest = queryClient.getQueryData<Page>(pageKeys.detail(siteId, page._id)) ?? page;
  const templateKnown = Boolean(page.template && templates?.some((template) => template._id === page.template?.ref));
  const tabs = [
    { key: 'innhold', label: t('editor.tabs.content'), to: base },
    { key: 'generelt', label: t('editor.tabs.general'), to: `${base}/generelt` },
    ...(page.isProductPage ? [] : [{ key: 'synlighet', label: t('editor.tabs.visibility'), to: `${base}/synlighet` }]),
    ...(tab === 'kataloger'
      ? [{ key: 'kataloger', label: t('editor.tabs.catalogs'), to: `${base}/kataloger`, current: true }]
      : []),
    ...(templates && !templateKnown
      ? [
          {
            key: 'mangler-mal',
            label: t('editor.tabs.missingTemplate'),
            to: '/innstillinger/maler/bruk',
            warning: true,
            current: true,
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

  return (
    <>
      <DraftableEditor
        editor={editor}
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
        menu={(open) => (
          <PageEditorMenu
            page={page}
            kind={kind}
            templateKnown={templateKnown}
            editable={!readOnly}
            on={{
              references: open.references,
              status: () => setModal('status'),
              copyFields: () => setModal('copy'),
              pasteFields,
            }}
          />
        )}
        notes={{ reader: t('editor.readOnlyReader') }}
        modifiedDate={latest.modifiedDate}
        fields={{ copy: () => setModal('copy'), paste: pasteFields }}
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
      </DraftableEditor>

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
    </>
  );
}
