/** `POST site/duplicate` enqueues the copy; `GET site/duplicate/{jobId}` tells how far it has come. */
import {
  describeFieldErrors,
  fieldErrors,
  type SiteDuplicate,
  type SiteDuplicationJob,
  type SiteDuplicationStarted,
  siteDuplicateSchemaFor,
  siteDuplicationMessages,
} from '@vev/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sites } from '../../platform/accounts/schema';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { enqueueJob, findJob } from '../../platform/jobs/queue';
import { type SiteDuplicationPayload, siteDuplicationJobKind } from './payload';

export async function startSiteDuplication(
  db: Database,
  input: { siteId: string; userId: string; request: SiteDuplicate },
): Promise<SiteDuplicationStarted> {
  return db.transaction(async (tx) => {
    const [site] = await tx
      .select({ name: sites.name, canBeDuplicated: sites.canBeDuplicated })
      .from(sites)
      .where(eq(sites.id, input.siteId));
    if (!site) throw notFound();
    if (!site.canBeDuplicated) throw conflict(siteDuplicationMessages.notAllowed);
    const checked = siteDuplicateSchemaFor(site.name).safeParse(input.request);
    if (!checked.success) {
      const fields = fieldErrors(checked.error);
      throw badRequest(describeFieldErrors(fields), fields);
    }
    const request = checked.data;
    const payload: SiteDuplicationPayload = {
      sourceSiteId: input.siteId,
      userId: input.userId,
      newSiteName: request.newSiteName,
      resources: request.resources,
    };
    const jobId = await enqueueJob(tx, {
      kind: siteDuplicationJobKind,
      payload,
      createdBy: input.userId,
      siteId: input.siteId,
    });
    return { jobId };
  });
}

/** A duplication of this site; the new site's id once the copy is complete. */
export async function siteDuplicationStatus(
  db: Database,
  input: { siteId: string; jobId: string },
): Promise<SiteDuplicationJob> {
  const job = await findJob(db, input.jobId);
  if (!job || job.kind !== siteDuplicationJobKind || job.siteId !== input.siteId) throw notFound();
  const newSiteId = job.result?.newSiteId;
  return {
    status: job.status,
    newSiteId: job.status === 'done' && typeof newSiteId === 'string' ? newSiteId : null,
  };
}
