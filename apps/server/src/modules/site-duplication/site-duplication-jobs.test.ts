/**
 * Site duplication's job (spec 2 §5): a job retried after a crash makes one copy, and a job that
 * fails for good removes its unfinished copy. The copies themselves are in site-duplication.test.ts.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type SignedIn, startTestServer } from '../../../test/harness';
import { siteDuplicator } from '../../../test/site-duplication';
import { memberships, sites } from '../../platform/accounts/schema';
import { claimDueJob, findJob, jobLeaseMs } from '../../platform/jobs/queue';
import { jobs } from '../../platform/jobs/schema';
import { failAbandoned, runNextJob } from '../../platform/jobs/worker';
import { duplicatedRows, moduleJobs } from '../../platform/modules';
import { components } from '../components/schema';
import { createModuleContext } from '../context';
import { serverModules } from '../index';
import { mediaFiles } from '../media/schema';
import { pages } from '../pages/schema';
import { templates } from '../templates/schema';
import { copyMedia } from './copy-media';
import { ensureCopySite } from './copy-site';
import { siteDuplicationJobKind, siteDuplicationPayloadSchema } from './payload';
import { copiedFor } from './scope';

const server = await startTestServer();
afterAll(() => server.close());

const { db } = server.database;
const homeId = await server.siteId('hjemmeside');
const admin = await server.signIn('admin@demo.vev.no');
const homeApi = `/api/sites/${homeId}`;

const context = createModuleContext({ db, config: server.config, modules: serverModules });
const { media } = context;
// The job as the app runs it: from the modules' manifests.
const handlers = moduleJobs(serverModules, context);

const duplicate = (body: object, who: SignedIn = admin, siteApi = homeApi) =>
  server.inject({ method: 'POST', url: `${siteApi}/site/duplicate`, headers: who.headers, payload: body });

/** Starts a duplication of Hjemmeside and runs it; answers the job and the new site's id. */
const duplicateHome = await siteDuplicator(server, admin, 'hjemmeside', { handlers });

/** Every id of the source site's pages, templates, components and media. */
async function sourceIds(siteId: string): Promise<string[]> {
  const tables = [pages, templates, components, mediaFiles];
  const ids = await Promise.all(
    tables.map((table) => db.select({ id: table.id }).from(table).where(eq(table.siteId, siteId))),
  );
  return ids.flat().map((row) => row.id);
}

const documentsOf = async (siteId: string) => [
  ...(await db.select().from(pages).where(eq(pages.siteId, siteId))),
  ...(await db.select().from(templates).where(eq(templates.siteId, siteId))),
  ...(await db.select().from(components).where(eq(components.siteId, siteId))),
];

describe('a job retried after a crash', () => {
  it('makes one site, not two: a second attempt resumes with the site the first one made', async () => {
    await db.delete(jobs);
    const started = await duplicate({ confirmSite: 'hjemmeside', newSiteName: 'Etter krasj', resources: ['pages'] });
    const { jobId } = started.json() as { jobId: string };
    // The first attempt made the site, then its process died.
    const first = await claimDueJob(db, [siteDuplicationJobKind]);
    if (!first) throw new Error('no job to claim');
    const madeFirst = await ensureCopySite(db, first, siteDuplicationPayloadSchema.parse(first.job.payload));
    // Another process takes the job over once the lease has run out.
    await runNextJob(db, handlers, { log: server.app.log, at: new Date(Date.now() + jobLeaseMs + 1000) });
    expect(await findJob(db, jobId)).toMatchObject({ status: 'done', attempts: 2, result: { newSiteId: madeFirst } });
    const named = await db
      .select()
      .from(sites)
      .where(inArray(sites.displayName, ['Etter krasj']));
    expect(named.map((site) => site.id)).toEqual([madeFirst]);
  });

  it('running the whole job again writes nothing twice', async () => {
    const { jobId, newSiteId } = await duplicateHome('To ganger', ['media', 'templates', 'pages']);
    const count = async () => (await documentsOf(newSiteId)).length + (await sourceIds(newSiteId)).length;
    const before = await count();
    const job = await findJob(db, jobId);
    if (!job) throw new Error('job is gone');
    const handler = handlers.get(siteDuplicationJobKind);
    await handler?.({ job, claim: { job, token: 'ny' }, signal: new AbortController().signal, log: server.app.log });
    expect(await count()).toBe(before);
    const named = await db.select().from(sites).where(eq(sites.displayName, 'To ganger'));
    expect(named).toHaveLength(1);
  });
});

describe('a job that fails for good', () => {
  const isStored = async (key: string) => {
    const stream = await media.storage.read(key);
    stream?.destroy();
    return stream !== null;
  };

  it('removes the unfinished copy: its site, its rows and its stored files', async () => {
    await db.delete(jobs);
    const started = await duplicate({ confirmSite: 'hjemmeside', newSiteName: 'Halvferdig', resources: ['media'] });
    const { jobId } = started.json() as { jobId: string };
    const claim = await claimDueJob(db, [siteDuplicationJobKind]);
    if (!claim) throw new Error('no job to claim');
    const payload = siteDuplicationPayloadSchema.parse(claim.job.payload);
    const newSiteId = await ensureCopySite(db, claim, payload);
    const copied = copiedFor(duplicatedRows(serverModules), payload.resources);
    const scope = { jobId, sourceSiteId: homeId, newSiteId, copied };
    await copyMedia(db, media.storage, scope, new AbortController().signal);
    const [copiedFile] = await db.select().from(mediaFiles).where(eq(mediaFiles.siteId, newSiteId)).limit(1);
    if (!copiedFile) throw new Error('no file was copied');
    expect(await isStored(copiedFile.storageKey)).toBe(true);
    // Its process died during the last attempt.
    await db.update(jobs).set({ attempts: claim.job.maxAttempts }).where(eq(jobs.id, jobId));
    await failAbandoned(db, handlers, server.app.log, new Date(Date.now() + jobLeaseMs + 1000));

    expect(await findJob(db, jobId)).toMatchObject({ status: 'failed' });
    expect(await db.select().from(sites).where(eq(sites.id, newSiteId))).toEqual([]);
    expect(await sourceIds(newSiteId)).toEqual([]);
    expect(await isStored(copiedFile.storageKey)).toBe(false);
    // The source is untouched.
    expect((await sourceIds(homeId)).length).toBeGreaterThan(0);
  });

  it('leaves a finished copy alone', async () => {
    const { jobId, newSiteId } = await duplicateHome('Ferdig kopi', ['pages']);
    const job = await findJob(db, jobId);
    if (!job) throw new Error('job is gone');
    await handlers.get(siteDuplicationJobKind)?.failed?.(job);
    expect(await db.select().from(memberships).where(eq(memberships.siteId, newSiteId))).toHaveLength(1);
    expect((await documentsOf(newSiteId)).length).toBeGreaterThan(0);
  });
});
