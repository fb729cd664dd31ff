/** Deleting files: one from the detail panel, or many from the grid (admins only, spec 1 §6). */
import type { DependencyReport, Media, MediaBulkDeleteResult } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { confirmAction } from '../../../components/confirm';
import { notifyError, notifySuccess } from '../../../components/notify';
import { showDependencyBlock } from '../../../components/resource-editor/editor-modals';
import { useBulkDeleteMedia, useDeleteMedia } from '../../../hooks/api/media';
import { showReferencedFiles } from './referenced-files';

export function useMediaDeletion() {
  const { t } = useTranslation();
  const deleteMedia = useDeleteMedia();
  const bulkDelete = useBulkDeleteMedia();
  const confirmed = () => confirmAction(t('confirm.delete'), t('media.detail.delete'), { danger: true });

  return {
    busy: deleteMedia.isPending || bulkDelete.isPending,
    /** True when the file is gone. A referenced file answers 409 with who refers to it. */
    async removeOne(media: Media): Promise<boolean> {
      if (!(await confirmed())) return false;
      try {
        await deleteMedia.mutateAsync(media._id);
      } catch (error) {
        const report =
          error instanceof ApiError ? (error.details?.dependencies as DependencyReport | undefined) : undefined;
        if (report) showDependencyBlock(report);
        else if (error instanceof ApiError && !error.endsSession) notifyError(error.message);
        return false;
      }
      notifySuccess(t('toasts.deleted'));
      return true;
    },
    /** Deletes what is free, says how many went, and lists the files that were kept. */
    async removeMany(files: Media[]): Promise<string[]> {
      if (files.length === 0 || !(await confirmed())) return [];
      let result: MediaBulkDeleteResult;
      try {
        result = await bulkDelete.mutateAsync(files.map((media) => media._id));
      } catch {
        // The global error toast has said what went wrong.
        return [];
      }
      if (result.deleted.length > 0) notifySuccess(t('media.bulk.deleted', { count: result.deleted.length }));
      if (result.referenced.length > 0) {
        const names = new Map(files.map((media) => [media._id, media.original_filename]));
        showReferencedFiles(result.referenced.map((report) => ({ name: names.get(report._id) ?? report._id, report })));
      }
      return result.deleted;
    },
  };
}
