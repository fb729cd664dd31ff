/**
 * Site duplication (spec 2 §2, §5–§8): `POST site/duplicate` starts a job; the job makes the copy
 * with new ids and its references rewritten; `GET site/duplicate/{jobId}` tells when it is there.
 */
import type { DependencyReport, Media, Page, PageListItem, Site, SiteSummary } from '@vev/shared';
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
const shopId = await server.siteId('demobutikk');
const departmentId = await server.siteId('demoavdeling');
await server.addUser('admin-butikk@example.no', { demobutikk: 'admin' });
const admin = await server.signIn('admin@demo.vev.no');
const contributor = await server.signIn('redaktor@demo.vev.no');
const reader = await server.signIn('leser@demo.vev.no');
const shopAdmin = await server.signIn('admin-butikk@example.no');
const homeApi = `/api/sites/${homeId}`;

const context = createModuleContext({ db, config: server.config, modules: serverModules });
const { media } = context;
// The job as the app runs it: from the modules' manifests.
const handlers = moduleJobs(serverModules, context);
const runJobs = () => runNextJob(db, handlers, { log: server.app.log });

const duplicate = (body: object, who: SignedIn = admin, siteApi = homeApi) =>
  server.inject({ method: 'POST', url: `${siteApi}/site/duplicate`, headers: who.headers, payload: body });

const status = (jobId: string, who: SignedIn = admin, siteApi = homeApi) =>
  server.inject({ method: 'GET', url: `${siteApi}/site/duplicate/${jobId}`, headers: { cookie: who.cookie } });

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

describe('duplicating with media, templates and pages', async () => {
  const originals = await sourceIds(homeId);
  const [logo] = await server.readJson<Media[]>(admin, `${homeApi}/media/search?limit=1`);
  const logoSet = await server.inject({
    method: 'PATCH',
    url: `${homeApi}/site`,
    headers: admin.headers,
    payload: { logo: { ref: logo?._id, url: logo?.url, alt: 'Nordnes Vel' } },
  });
  expect(logoSet.statusCode, logoSet.body).toBe(200);
  const homeSite = await server.readJson<Site>(admin, `${homeApi}/site`);
  const started = await duplicate({
    confirmSite: 'hjemmeside',
    newSiteName: 'Nordnes Vel Kopi',
    resources: ['media', 'templates', 'pages'],
  });
  const { jobId } = started.json() as { jobId: string };
  const before = await server.readJson<{ status: string; newSiteId: string | null }>(
    admin,
    `${homeApi}/site/duplicate/${jobId}`,
  );
  await runJobs();
  const after = await server.readJson<{ status: string; newSiteId: string }>(
    admin,
    `${homeApi}/site/duplicate/${jobId}`,
  );
  const copyApi = `/api/sites/${after.newSiteId}`;

  it('answers 202 with the job; the status says queued, then done with the new site', () => {
    expect(started.statusCode, started.body).toBe(202);
    expect(before).toEqual({ status: 'queued', newSiteId: null });
    expect(after).toEqual({ status: 'done', newSiteId: expect.any(String) });
  });

  it('the copy is in the admin’s site list under the new name, with the source’s features and no domains', async () => {
    const list = await server.readJson<SiteSummary[]>(admin, '/api/sites');
    expect(list.find((site) => site._id === after.newSiteId)).toMatchObject({
      name: 'nordnes-vel-kopi',
      displayName: 'Nordnes Vel Kopi',
      permission: 'admin',
      departmentOf: null,
      canonicalDomain: null,
      domains: [],
      hasEcommerce: false,
    });
    const copy = await server.readJson<Site>(admin, `${copyApi}/site`);
    expect(copy).toMatchObject({ pageTitleSuffix: homeSite.pageTitleSuffix, canBeDuplicated: true });
    expect(copy.theme.name).toBe(homeSite.theme.name);
    // The logo is the copy of the file, under its own address.
    const copiedLogo = await server.readJson<Media>(admin, `${copyApi}/media/${copy.logo?.ref}`);
    expect(copiedLogo.original_filename).toBe(logo?.original_filename);
    expect(copy.logo).toEqual({ ref: copiedLogo._id, url: copiedLogo.url, alt: 'Nordnes Vel' });
    // Only the admin who asked is a member; the source's other members are not.
    for (const other of [contributor, reader]) {
      const theirs = await server.readJson<SiteSummary[]>(other, '/api/sites');
      expect(theirs.some((site) => site._id === after.newSiteId)).toBe(false);
    }
  });

  it('copies every page with new ids, the same tree and titles', async () => {
    const query = (siteApi: string, kind: string) => `${siteApi}/pages?limit=100${kind}`;
    for (const kind of ['', '&isCategory=true']) {
      const source = await server.readJson<PageListItem[]>(admin, query(homeApi, kind));
      const copied = await server.readJson<PageListItem[]>(admin, query(copyApi, kind));
      expect(copied.map((page) => page.path).sort()).toEqual(source.map((page) => page.path).sort());
      expect(copied.map((page) => page.title).sort()).toEqual(source.map((page) => page.title).sort());
      expect(copied.some((page) => originals.includes(page._id))).toBe(false);
      const ids = new Set(copied.map((page) => page._id));
      expect(copied.every((page) => page.parent === null || ids.has(page.parent))).toBe(true);
    }
  });

  it('rewrites every reference between copied items: no id of the source is left in the copy', async () => {
    const copies = await documentsOf(after.newSiteId);
    expect(copies.length).toBeGreaterThan(10);
    const text = JSON.stringify(copies.map((row) => [row.published, row.draft]));
    expect(originals.filter((id) => text.includes(id))).toEqual([]);
    const copyTemplates = new Set(
      (await db.select({ id: templates.id }).from(templates).where(eq(templates.siteId, after.newSiteId))).map(
        (row) => row.id,
      ),
    );
    const copied = await server.readJson<PageListItem[]>(admin, `${copyApi}/pages?limit=5`);
    const page = await server.readJson<Page>(admin, `${copyApi}/pages/${copied[0]?._id}`);
    expect(copyTemplates.has(page.template?.ref ?? '')).toBe(true);
    const copySite = await server.readJson<Site>(admin, `${copyApi}/site`);
    for (const assignment of Object.values(copySite.templateDistribution)) {
      expect(assignment).toEqual({ ref: expect.any(String), source: after.newSiteId });
      expect(copyTemplates.has(assignment?.ref ?? '')).toBe(true);
    }
  });

  it('copies the media library with its files; pages show the copies, which know who uses them', async () => {
    const sourceMedia = await server.readJson<Media[]>(admin, `${homeApi}/media/search?limit=99`);
    const copyMedia = await server.readJson<Media[]>(admin, `${copyApi}/media/search?limit=99`);
    expect(copyMedia.map((file) => file.original_filename).sort()).toEqual(
      sourceMedia.map((file) => file.original_filename).sort(),
    );
    const file = copyMedia[0] as Media;
    const delivered = await server.inject({ method: 'GET', url: `/media/${file._id}/file` });
    const original = sourceMedia.find((source) => source.original_filename === file.original_filename) as Media;
    const originalBytes = await server.inject({ method: 'GET', url: `/media/${original._id}/file` });
    expect(delivered.statusCode).toBe(200);
    expect(delivered.rawPayload.equals(originalBytes.rawPayload)).toBe(true);
    const used = await db.select().from(pages).where(eq(pages.siteId, after.newSiteId));
    const withImage = used.find((row) => row.published.featuredImage);
    const image = withImage?.published.featuredImage;
    expect(image?.url).toContain(`/media/${image?.ref}/file`);
    expect(copyMedia.some((copy) => copy._id === image?.ref)).toBe(true);
    const [report] = await server.readJson<DependencyReport[]>(
      admin,
      `${copyApi}/resource-dependencies?resources=${image?.ref}`,
    );
    expect(report?.hasDependents).toBe(true);
  });

  it('the copy is searchable and has its own storefront at {name}.localhost', async () => {
    const [first] = await server.readJson<PageListItem[]>(admin, `${copyApi}/pages?limit=1`);
    const hits = await server.readJson<{ _id: string; editPath: string }[]>(
      admin,
      `${copyApi}/power-search?q=${encodeURIComponent(first?.title ?? '')}`,
    );
    expect(hits.some((hit) => hit._id === first?._id && hit.editPath.endsWith(first._id))).toBe(true);
    const storefront = await server.inject({
      method: 'GET',
      url: '/',
      headers: { host: 'nordnes-vel-kopi.localhost:3000' },
    });
    const original = await server.inject({ method: 'GET', url: '/', headers: { host: 'hjemmeside.localhost:3000' } });
    expect(storefront.statusCode).toBe(200);
    const heading = /<h1[^>]*>(.*?)<\/h1>/s.exec(original.body)?.[1];
    expect(heading).toBeTruthy();
    expect(storefront.body).toContain(heading);
  });

  it('leaves the source as it was', async () => {
    expect((await sourceIds(homeId)).sort()).toEqual([...originals].sort());
  });
});

describe('duplicating pages only', async () => {
  const { newSiteId } = await duplicateHome('Bare sider', ['pages']);
  const copyApi = `/api/sites/${newSiteId}`;

  it('the pages use the default templates a new site gets, and show no file of the source', async () => {
    const copySite = await server.readJson<Site>(admin, `${copyApi}/site`);
    const rows = await db.select().from(templates).where(eq(templates.siteId, newSiteId));
    expect(rows.map((row) => row.name).sort()).toEqual(['Kategoriside', 'Produktside', 'Standard side']);
    expect(copySite.templateDistribution.page?.ref).toBe(rows.find((row) => row.name === 'Standard side')?.id);
    expect(copySite.logo).toBeNull();
    const copied = await db.select().from(pages).where(eq(pages.siteId, newSiteId));
    expect(copied.length).toBeGreaterThan(0);
    expect(copied.every((row) => row.published.template === null && row.published.featuredImage === null)).toBe(true);
    expect(await server.readJson<Media[]>(admin, `${copyApi}/media/search`)).toEqual([]);
  });
});

describe('duplicating the shop’s templates and pages, not its media', async () => {
  const originals = await sourceIds(shopId);
  const shopMedia = new Set(
    (await db.select().from(mediaFiles).where(eq(mediaFiles.siteId, shopId))).map((row) => row.id),
  );
  const started = await duplicate(
    { confirmSite: 'demobutikk', newSiteName: 'Sykkelbutikken', resources: ['templates', 'pages'] },
    admin,
    `/api/sites/${shopId}`,
  );
  expect(started.statusCode, started.body).toBe(202);
  await runJobs();
  const [copy] = await db.select().from(sites).where(eq(sites.displayName, 'Sykkelbutikken'));
  if (!copy) throw new Error('no copy');

  it('copies the reusable components with the pages that place them', async () => {
    const copied = await db.select().from(components).where(eq(components.siteId, copy.id));
    expect(copied).toHaveLength(1);
    const placing = (await db.select().from(pages).where(eq(pages.siteId, copy.id))).filter((row) =>
      JSON.stringify(row.published.components).includes('componentRef'),
    );
    expect(placing.length).toBeGreaterThan(0);
    for (const row of placing) {
      const refs = row.published.components.flatMap((section) => {
        const ref = (section as { componentRef?: { ref: string } }).componentRef?.ref;
        return ref ? [ref] : [];
      });
      expect(refs).toEqual(refs.map(() => copied[0]?.id));
    }
  });

  it('global content links to the copy’s pages; files of the source are left out, not pointed at', async () => {
    const site = await server.readJson<Site>(admin, `/api/sites/${copy.id}/site`);
    const link = (site.globalProps.announcement as { link: { page: string } }).link;
    const [target] = await db.select().from(pages).where(eq(pages.id, link.page));
    expect(target?.siteId).toBe(copy.id);
    const text = JSON.stringify([copy.settings, (await documentsOf(copy.id)).map((row) => [row.published, row.draft])]);
    expect(originals.filter((id) => !shopMedia.has(id) && text.includes(id))).toEqual([]);
    expect(text).not.toMatch(new RegExp(`"(ref|_id)":"(${[...shopMedia].join('|')})"`));
    const copied = await db.select().from(pages).where(eq(pages.siteId, copy.id));
    expect(copied.filter((row) => row.published.featuredImage)).toEqual([]);
  });
});

describe('validation (spec 2 §5)', () => {
  it('the typed name must be the site’s system name exactly, and says which', async () => {
    for (const confirmSite of ['Hjemmeside', 'hjemmeside ', 'Nordnes Vel']) {
      const response = await duplicate({ confirmSite, newSiteName: 'Kopi', resources: [] });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({
        confirmSite: 'Navnet stemmer ikke. Skriv «hjemmeside» nøyaktig slik det står.',
      });
    }
  });

  it('the new name is required; what to copy is a subset of the spec’s options', async () => {
    const missing = await duplicate({ confirmSite: 'hjemmeside', newSiteName: '  ', resources: [] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ newSiteName: 'Feltet må fylles ut.' });
    const unknown = await duplicate({ confirmSite: 'hjemmeside', newSiteName: 'Kopi', resources: ['brukere'] });
    expect(unknown.json().fields).toEqual({ 'resources.0': 'Ugyldig valg.' });
    const twice = await duplicate({ confirmSite: 'hjemmeside', newSiteName: 'Kopi', resources: ['pages', 'pages'] });
    expect(twice.json().fields).toEqual({ resources: 'Hvert valg kan bare stå én gang.' });
  });

  it('accepts the shop’s resources, which have nothing to copy yet', async () => {
    const response = await duplicate(
      {
        confirmSite: 'demobutikk',
        newSiteName: 'Butikk kopi',
        resources: ['products', 'attributes', 'productTemplates'],
      },
      admin,
      `/api/sites/${shopId}`,
    );
    expect(response.statusCode, response.body).toBe(202);
  });

  it('a site that cannot be duplicated says so (409); the flag is the platform’s', async () => {
    const response = await duplicate(
      { confirmSite: 'demoavdeling', newSiteName: 'Kopi', resources: [] },
      admin,
      `/api/sites/${departmentId}`,
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Dette nettstedet kan ikke dupliseres.');
    const patch = await server.inject({
      method: 'PATCH',
      url: `/api/sites/${departmentId}/site`,
      headers: admin.headers,
      payload: { canBeDuplicated: true },
    });
    expect(patch.statusCode).toBe(400);
    expect(patch.json().fields).toEqual({ canBeDuplicated: 'Feltet kan ikke endres.' });
    const site = await server.readJson<Site>(admin, `/api/sites/${departmentId}/site`);
    expect(site.canBeDuplicated).toBe(false);
  });
});

describe('access (spec 2 §6: admins only)', () => {
  const body = { confirmSite: 'hjemmeside', newSiteName: 'Kopi', resources: [] };

  it('readers and contributors are refused (403), another site’s admin gets 404; no job is made', async () => {
    const jobsBefore = await db.$count(jobs);
    expect((await duplicate(body, reader)).statusCode).toBe(403);
    expect((await duplicate(body, contributor)).statusCode).toBe(403);
    expect((await duplicate(body, shopAdmin)).statusCode).toBe(404);
    expect(await db.$count(jobs)).toBe(jobsBefore);
  });

  it('the status is for the source site’s admins; another site’s path does not show its job', async () => {
    const { jobId } = (await duplicate(body)).json() as { jobId: string };
    expect((await status(jobId, reader)).statusCode).toBe(403);
    expect((await status(jobId, contributor)).statusCode).toBe(403);
    expect((await status(jobId, shopAdmin)).statusCode).toBe(404);
    expect((await status(jobId, admin, `/api/sites/${shopId}`)).statusCode).toBe(404);
    expect((await status('01jobbsomikkefinnes0000000', admin)).statusCode).toBe(404);
    expect((await status(jobId)).json()).toEqual({ status: 'queued', newSiteId: null });
  });
});

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
