/** What the page editor does besides the shared draftable actions: status and clone. */
import { copiedFieldsMessage, type Page, type PageDocument } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifySuccess } from '../../../components/notify';
import type { DraftableEditorState } from '../../../components/resource-editor/use-draftable-editor';
import { pageHooks } from '../../../hooks/api/pages';
import { editorPath, type PageKindConfig } from '../page-kinds';

export function usePageActions(editor: DraftableEditorState<PageDocument, Page>, kind: PageKindConfig) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const page = editor.entity;
  const updatePage = pageHooks.useUpdate(page._id);
  const clonePage = pageHooks.useClone();

  const guarded = async (action: () => Promise<void>) => {
    try {
      await action();
    } catch (error) {
      editor.actions.failed(error);
    }
  };

  return {
    setStatus: (status: Page['status']) =>
      guarded(async () => {
        if (!(await editor.saver.saveNow())) return;
        editor.adopt(await updatePage.mutateAsync({ status, version: editor.saver.version.current }));
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
