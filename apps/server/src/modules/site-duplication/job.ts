/**
 * The duplication job: the new site first (once), then the rows the modules declare for copying
 * (media, reusable components, templates and pages …) in batches, then the site's settings and its
 * administrator. Every step can run again after
 * a crash: copies have ids derived from the job, and what is there already is kept. A job that
 * fails for good removes the unfinished copy.
 */
import { eq } from 'drizzle-orm';
import { memberships } from '../../platform/accounts/schema';
import type { JobHandler } from '../../platform/jobs/worker';
import type { CopiedRows } from '../../platform/modules';
import { type MediaContext, removeStoredFiles } from '../media/service';
import { deleteSiteRows } from '../sites/delete-site';
import { copyDocuments } from './copy-documents';
import { ensureCopySite, finishCopySite } from './copy-site';
import { siteDuplicationPayloadSchema } from './payload';
import { copiedFor, type DuplicationScope } from './scope';

/** `declared`: what the modules' manifests copy, in order (products … once their modules exist). */
export function siteDuplicationJob(media: MediaContext, declared: readonly CopiedRows[]): JobHandler {
  const { db, storage } = media;
  const run: JobHandler = async ({ job, claim, signal }) => {
    const payload = siteDuplicationPayloadSchema.parse(job.payload);
    const newSiteId = await ensureCopySite(db, claim, payload);
    const scope: DuplicationScope = {
      jobId: job.id,
      sourceSiteId: payload.sourceSiteId,
      newSiteId,
      copied: copiedFor(declared, payload.resources),
    };
    for (const copied of scope.copied) {
      if ('resource' in copied) await copyDocuments(db, scope, copied, signal);
      else await copied.copy({ db, storage, scope, signal });
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
