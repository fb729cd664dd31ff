/**
 * The duplication job: the new site first (once), then media, reusable components, templates and
 * pages in batches, then the site's settings and its administrator. Every step can run again after
 * a crash: copies have ids derived from the job, and what is there already is kept.
 */
import type { DuplicationResource } from '@vev/shared';
import type { Database } from '../../db/client';
import type { JobHandler } from '../../platform/jobs/worker';
import type { MediaStorage } from '../../platform/storage/storage';
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

export function siteDuplicationJob(deps: { db: Database; storage: MediaStorage }): JobHandler {
  const { db, storage } = deps;
  return async ({ job, claim, signal }) => {
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
}
