/**
 * The duplication job: the new site first (once), then media, reusable components, templates and
 * pages in batches, then the site's settings and its administrator. Every step can run again after
 * a crash: copies have ids derived from the job, and what is there already is kept. A job that
 * fails for good removes the unfinished copy.
 */
import type { DuplicationResource } from '@vev/shared';
import { eq } from 'drizzle-orm';
import type { JobHandler } from '../../platform/jobs/worker';
import { type MediaContext, removeStoredFiles } from '../media/service';
import { deleteSiteRows } from '../sites/delete-site';
import { memberships } from '../sites/schema';
import { copiedDocuments, copyDocuments } from './copy-documents';
import { copyMedia } from './copy-media';
import { ensureCopySite, finishCopySite } from './copy-site';
import { siteDuplicationPayloadSchema } from './payload';
import type { CopyableType, DuplicationScope } from './scope';

/**
 * The tables each choice copies. Reusable components go with templates and with pages, since
 * both place them. Products, attributes and product templates are copied once their modules exist.
 */
export function copiedTypesFor(resources: readonly DuplicationResource[]): Set<CopyableType> {
  const types = new Set<CopyableType>();
  if (resources.includes('media')) types.add('media');
  if (resources.includes('templates')) types.add('template');
  if (resources.includes('pages')) types.add('page');
  if (types.has('template') || types.has('page')) types.add('component');
  return types;
}

export function siteDuplicationJob(media: MediaContext): JobHandler {
  const { db, storage } = media;
  const run: JobHandler = async ({ job, claim, signal }) => {
    const payload = siteDuplicationPayloadSchema.parse(job.payload);
    const newSiteId = await ensureCopySite(db, claim, payload);
    const scope: DuplicationScope = {
      jobId: job.id,
      sourceSiteId: payload.sourceSiteId,
      newSiteId,
      copiedTypes: copiedTypesFor(payload.resources),
    };
    if (scope.copiedTypes.has('media')) await copyMedia(db, storage, scope, signal);
    for (const copied of copiedDocuments) {
      if (scope.copiedTypes.has(copied.type)) await copyDocuments(db, scope, copied, signal);
    }
    signal.throwIfAborted();
    await finishCopySite(db, scope, payload);
    return { newSiteId };
  };
  // A copy that never got its administrator was never finished, and nobody can see it: it goes.
  run.failed = async (job) => {
    const newSiteId = job.result?.newSiteId;
    if (typeof newSiteId !== 'string') return;
    const deleted = await db.transaction(async (tx) => {
      const [member] = await tx.select().from(memberships).where(eq(memberships.siteId, newSiteId)).limit(1);
      return member ? null : deleteSiteRows(tx, newSiteId);
    });
    if (deleted) await removeStoredFiles(media, deleted.files);
  };
  return run;
}
