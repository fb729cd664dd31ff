/** What the page editor does besides saving: the shared editor actions, plus status and clone. */
import { copiedFieldsMessage, type Page } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifySuccess } from '../../../components/notify';
import { useEditorActions } from '../../../components/resource-editor/use-editor-actions';
import { useClonePage, useDeletePage, usePageAction, useRollbackPage, useUpdatePage } from '../../../hooks/api/pages';
import { editorPath, type PageKindConfig } from '../page-kinds';

export function usePageActions(input: {
  page: Page;
  kind: PageKindConfig;
  /** Saves what is not saved yet; false when that failed. */
  flush: () => Promise<boolean>;
  version: () => number;
  /** The server's page after an action: the form starts from it. */
  adopt: (page: Page) => void;
  reload: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { page, kind } = input;
  const publishPage = usePageAction(page._id, 'publish');
  const discardPage = usePageAction(page._id, 'discard');
  const deletePage = useDeletePage(page._id);
  const rollbackPage = useRollbackPage(page._id);
  const updatePage = useUpdatePage(page._id);
  const clonePage = useClonePage();

  const actions = useEditorActions<Page>({
    flush: input.flush,
    version: input.version,
    adopt: input.adopt,
    reload: input.reload,
    publish: (version) => publishPage.mutateAsync(version),
    discard: (version) => discardPage.mutateAsync(version),
    remove: () => deletePage.mutateAsync(),
    rollback: (revision) => rollbackPage.mutateAsync(revision),
    deleted: () => navigate(`/innhold/${kind.segment}`),
    // Back to the same tab, now showing the current version.
    rolledBack: () => navigate({ search: '' }, { replace: true }),
  });

  const guarded = async (action: () => Promise<void>) => {
    try {
      await action();
    } catch (error) {
      actions.failed(error);
    }
  };

  return {
    ...actions,
    setStatus: (status: Page['status']) =>
      guarded(async () => {
        if (!(await input.flush())) return;
        input.adopt(await updatePage.mutateAsync({ status, version: input.version() }));
        notifySuccess(t('toasts.saved'));
      }),
    clone: () =>
      guarded(async () => {
        const copy = await clonePage.mutateAsync(page._id);
        navigate(editorPath(kind.segment, copy._id, 'generelt'));
      }),
    copiedMessage: (labels: string[]) => copiedFieldsMessage(t('toasts.fieldsCopied'), labels),
  };
}
