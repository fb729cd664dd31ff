/**
 * Site duplication (spec 2 §2, §5–§8): `POST site/duplicate` starts a job; the job makes the copy
 * with new ids and its references rewritten; `GET site/duplicate/{jobId}` tells when it is there.
 * What a request may ask and who may make it: -requests.test.ts; retries and failures: -jobs.test.ts.
 */
import type { DependencyReport, Media, Page, PageListItem, Site, SiteSummary } from '@vev/shared';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type SignedIn, startTestServer } from '../../../test/harness';
import { siteDuplicator } from '../../../test/site-duplication';
import { sites } from '../../platform/accounts/schema';
import { runNextJob } from '../../platform/jobs/worker';
import { moduleJobs } from '../../platform/modules';
import { components } from '../components/schema';
import { createModuleContext } from '../context';
import { serverModules } from '../index';
import { mediaFiles } from '../media/schema';
import { pages } from '../pages/schema';
import { templates } from '../templates/schema';

const server = await startTestServer();
afterAll(() => server.close());

const { db } = server.database;
const homeId = await server.siteId('hjemmeside');
const shopId = await server.siteId('demobutikk');
const admin = await server.signIn('admin@demo.vev.no');
const contributor = await server.signIn('redaktor@demo.vev.no');
const reader = await server.signIn('leser@demo.vev.no');
const homeApi = `/api/sites/${homeId}`;

const context = createModuleContext({ db, config: server.config, modules: serverModules });
// The job as the app runs it: from the modules' manifests.
const handlers = moduleJobs(serverModules, context);
const runJobs = () => runNextJob(db, handlers, { log: server.app.log });

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
