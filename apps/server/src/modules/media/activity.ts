/** The media library's entries in the activity log: 'Lastet opp filen «sykkel.jpg»', 'Slettet 3 filer'. */
import type { Media, MediaBulkDeleteResult } from '@vev/shared';
import { and, eq } from 'drizzle-orm';
import { currentSite } from '../../platform/access';
import { activityFromAnswer, activityFromBefore, routeParams } from '../../platform/activity/activity';
import { mediaFiles } from './schema';

const fileTarget = (media: Media) => ({
  target: { type: 'media' as const, id: media._id, label: media.original_filename },
});

export const mediaActivity = {
  uploaded: activityFromAnswer<Media>('media.uploaded', fileTarget),
  updated: activityFromAnswer<Media>('media.updated', fileTarget),
  deleted: activityFromBefore('media.deleted', async (request, db) => {
    const { id } = routeParams<{ id: string }>(request);
    const [file] = await db
      .select({ filename: mediaFiles.filename })
      .from(mediaFiles)
      .where(and(eq(mediaFiles.siteId, currentSite(request).siteId), eq(mediaFiles.id, id)))
      .limit(1);
    return file ? { target: { type: 'media', id, label: file.filename } } : null;
  }),
  bulkDeleted: activityFromAnswer<MediaBulkDeleteResult>('media.deleted', (result) => ({
    details: { count: result.deleted.length },
  })),
};
