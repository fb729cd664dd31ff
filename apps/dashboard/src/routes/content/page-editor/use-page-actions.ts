/** What the page editor does besides saving: publish, discard, delete, rollback, status, clone. */
import { copiedFieldsMessage, type DependencyReport, type Page } from '@vev/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/client';
import { notifyError, notifySuccess } from '../../../components/notify';
import { showDependencyBlock, showStaleEdit } from '../../../components/resource-editor/editor-modals';
import { useClonePage, useDeletePage, usePageAction, useRollbackPage, useUpdatePage } from '../../../hooks/api/pages';
import { editorPath, type PageKindConfig } from '../page-kinds';

export type Busy = 'publish' | 'discard' | 'delete' | null;

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
  const [busy, setBusy] = useState<Busy>(null);

  const failed = (error: unknown) => {
    if (error instanceof ApiError && error.status === 409 && error.details?.currentVersion !== undefined) {
      showStaleEdit(input.reload);
    } else if (error instanceof ApiError && !error.endsSession) notifyError(error.message);
  };

  const run = async (what: Busy, action: () => Promise<void>) => {
    setBusy(what);
    try {
      await action();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  };

  return {
    busy,
    failed,
    publish: () =>
      run('publish', async () => {
        if (!(await input.flush())) return;
        input.adopt(await publishPage.mutateAsync(input.version()));
        notifySuccess(t('toasts.published'));
      }),
    discard: () =>
      run('discard', async () => {
        input.adopt(await discardPage.mutateAsync(input.version()));
        notifySuccess(t('toasts.done'));
      }),
    remove: () =>
      run('delete', async () => {
        try {
          await deletePage.mutateAsync();
        } catch (error) {
          const report =
            error instanceof ApiError ? (error.details?.dependencies as DependencyReport | undefined) : undefined;
          if (report) return showDependencyBlock(report);
          throw error;
        }
        notifySuccess(t('toasts.deleted'));
        navigate(`/innhold/${kind.segment}`);
      }),
    rollback: (revisionId: string) =>
      run(null, async () => {
        input.adopt(await rollbackPage.mutateAsync(revisionId));
        notifySuccess(t('toasts.done'));
        // Back to the same tab, now showing the current version.
        navigate({ search: '' }, { replace: true });
      }),
    setStatus: (status: Page['status']) =>
      run(null, async () => {
        if (!(await input.flush())) return;
        input.adopt(await updatePage.mutateAsync({ status, version: input.version() }));
        notifySuccess(t('toasts.saved'));
      }),
    clone: () =>
      run(null, async () => {
        const copy = await clonePage.mutateAsync(page._id);
        navigate(editorPath(kind.segment, copy._id, 'generelt'));
      }),
    copiedMessage: (labels: string[]) => copiedFieldsMessage(t('toasts.fieldsCopied'), labels),
  };
}
