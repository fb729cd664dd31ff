/**
 * What an editor of a draftable resource does besides saving (spec 1 §4 'Draft and published',
 * 'Revision view'): publish, discard, delete with the dependency block, and roll back. Pages,
 * templates and reusable components use it (the page editor adds status and clone).
 */
import type { DependencyReport } from '@vev/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { notifyError, notifySuccess } from '../notify';
import { showDependencyBlock, showStaleEdit } from './editor-modals';

export type EditorBusy = 'publish' | 'discard' | 'delete' | null;

export interface EditorActionsInput<Doc> {
  /** Saves what is not saved yet; false when that failed. */
  flush: () => Promise<boolean>;
  /** The version the next write is based on. */
  version: () => number;
  /** The server's copy after an action: the form starts from it. */
  adopt: (document: Doc) => void;
  /** Loads the server's copy after a refused stale edit. */
  reload: () => void;
  publish: (version: number) => Promise<Doc>;
  discard: (version: number) => Promise<Doc>;
  /** Deletes; a 409 with a dependency report shows who refers to it. */
  remove: () => Promise<unknown>;
  /** Publishes an old revision again. */
  rollback: (revision: string) => Promise<Doc>;
  /** After a delete: where the editor goes. */
  deleted: () => void;
  /** After a rollback: back to the current version. */
  rolledBack: () => void;
}

/** The dependency report a refused delete carries, if that is why it was refused. */
export function dependencyReportOf(error: unknown): DependencyReport | undefined {
  return error instanceof ApiError && error.status === 409
    ? (error.details?.dependencies as DependencyReport | undefined)
    : undefined;
}

export function useEditorActions<Doc>(input: EditorActionsInput<Doc>) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<EditorBusy>(null);

  const failed = (error: unknown) => {
    if (error instanceof ApiError && error.status === 409 && error.details?.currentVersion !== undefined) {
      showStaleEdit(input.reload);
    } else if (error instanceof ApiError && !error.endsSession) notifyError(error.message);
  };

  const run = async (what: EditorBusy, action: () => Promise<void>) => {
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
        input.adopt(await input.publish(input.version()));
        notifySuccess(t('toasts.published'));
      }),
    discard: () =>
      run('discard', async () => {
        input.adopt(await input.discard(input.version()));
        notifySuccess(t('toasts.done'));
      }),
    remove: () =>
      run('delete', async () => {
        try {
          await input.remove();
        } catch (error) {
          const report = dependencyReportOf(error);
          if (report) return showDependencyBlock(report);
          throw error;
        }
        notifySuccess(t('toasts.deleted'));
        input.deleted();
      }),
    rollback: (revision: string) =>
      run(null, async () => {
        input.adopt(await input.rollback(revision));
        notifySuccess(t('toasts.restored'));
        input.rolledBack();
      }),
  };
}
