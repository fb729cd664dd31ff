/** Site duplication as a test drives it: start the copy through the API, run its job, read the new site's id. */
import { expect } from 'vitest';
import { createModuleContext } from '../src/modules/context';
import { serverModules } from '../src/modules/index';
import { type JobHandlers, runNextJob } from '../src/platform/jobs/worker';
import { moduleJobs } from '../src/platform/modules';
import type { SignedIn, TestServer } from './harness';

/**
 * A function that duplicates the named site as `who` (an admin of it): `POST site/duplicate` (202),
 * the job run once as the app runs it (from the modules' manifests, or the handlers given), and
 * `GET site/duplicate/{jobId}` done; answers the job and the copy's id.
 */
export async function siteDuplicator(
  server: TestServer,
  who: SignedIn,
  confirmSite: string,
  options: { handlers?: JobHandlers } = {},
): Promise<(newSiteName: string, resources: string[]) => Promise<{ jobId: string; newSiteId: string }>> {
  const { db } = server.database;
  const api = `/api/sites/${await server.siteId(confirmSite)}`;
  const handlers =
    options.handlers ??
    moduleJobs(serverModules, createModuleContext({ db, config: server.config, modules: serverModules }));
  return async (newSiteName, resources) => {
    const started = await server.inject({
      method: 'POST',
      url: `${api}/site/duplicate`,
      headers: who.headers,
      payload: { confirmSite, newSiteName, resources },
    });
    expect(started.statusCode, started.body).toBe(202);
    const { jobId } = started.json() as { jobId: string };
    expect(await runNextJob(db, handlers, { log: server.app.log })).toBe(true);
    const done = await server.readJson<{ status: string; newSiteId: string | null }>(
      who,
      `${api}/site/duplicate/${jobId}`,
    );
    expect(done.status).toBe('done');
    if (!done.newSiteId) throw new Error('the copy has no id');
    return { jobId, newSiteId: done.newSiteId };
  };
}
