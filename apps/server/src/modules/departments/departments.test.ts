/** Departments (spec 2 'Department'): create, read, edit, delete, the creator's membership and the parent's content. */
import type { Department, PageListItem, SiteSummary } from '@vev/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type SignedIn, startTestServer } from '../../../test/harness';
import { queryRows } from '../../db/query-rows';
import { memberships, sites } from '../../platform/accounts/schema';
import { mediaFiles } from '../media/schema';
import { pages } from '../pages/schema';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
const departmentSiteId = await server.siteId('demoavdeling');
await server.addUser('admin-hjemmeside@example.no', { hjemmeside: 'admin' });
const admin = await server.signIn('admin@demo.vev.no');
const contributor = await server.signIn('redaktor@demo.vev.no');
const reader = await server.signIn('leser@demo.vev.no');
const outsider = await server.signIn('admin-hjemmeside@example.no');
const api = `/api/sites/${shopId}`;

const create = (body: object, who: SignedIn = admin, siteApi = api) =>
  server.inject({ method: 'POST', url: `${siteApi}/site/departments`, headers: who.headers, payload: body });

const created = await create({ displayName: 'Avdeling Bærum', notificationEmail: 'baerum@demobutikk.no' });
const department = created.json() as Department;

describe('POST site/departments', () => {
  it('creates a site of its own, named after the display name, selling as the parent does', async () => {
    expect(created.statusCode, created.body).toBe(201);
    expect(department).toMatchObject({
      name: 'avdeling-baerum',
      displayName: 'Avdeling Bærum',
      notificationEmail: 'baerum@demobutikk.no',
      hasEcommerce: true,
    });
    const again = (await create({ displayName: 'Avdeling Bærum', notificationEmail: 'b2@demobutikk.no' })).json();
    expect(again.name).toBe('avdeling-baerum-2');
    const list = await server.readJson<Department[]>(admin, `${api}/site/departments`);
    expect(list.map((row) => row.name)).toEqual(['avdeling-baerum', 'avdeling-baerum-2', 'demoavdeling']);
    const found = await server.readJson<Department[]>(admin, `${api}/site/departments?text=demo`);
    expect(found.map((row) => row.name)).toEqual(['demoavdeling']);
  });

  it('makes the creating admin its administrator, and it reads the parent’s content', async () => {
    const sites = await server.readJson<SiteSummary[]>(admin, '/api/sites');
    const own = sites.find((site) => site._id === department._id);
    expect(own).toMatchObject({ departmentOf: shopId, permission: 'admin' });
    const otherAdmins = await server.readJson<SiteSummary[]>(contributor, '/api/sites');
    expect(otherAdmins.some((site) => site._id === department._id)).toBe(false);
    const parentPages = await server.readJson<PageListItem[]>(admin, `${api}/pages?limit=100`);
    const inherited = await server.readJson<PageListItem[]>(
      admin,
      `/api/sites/${department._id}/pages?fetchInherited=true&limit=100`,
    );
    expect(parentPages.length).toBeGreaterThan(0);
    expect(inherited.map((page) => page._id).sort()).toEqual(parentPages.map((page) => page._id).sort());
    const own_ = await server.readJson<PageListItem[]>(admin, `/api/sites/${department._id}/pages?limit=100`);
    expect(own_).toEqual([]);
  });

  it('needs a display name and an e-mail address, in Norwegian', async () => {
    const empty = await create({ displayName: ' ', notificationEmail: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({
      displayName: 'Feltet må fylles ut.',
      notificationEmail: 'Feltet må fylles ut.',
    });
    const bad = await create({ displayName: 'X', notificationEmail: 'ikke-epost' });
    expect(bad.json().fields).toEqual({ notificationEmail: 'Ugyldig e-postadresse.' });
    expect((await create({ displayName: 'X', notificationEmail: 'a@b.no', departmentOf: 'x' })).statusCode).toBe(400);
  });

  it('a department has no departments of its own', async () => {
    const nested = await create(
      { displayName: 'Under', notificationEmail: 'a@b.no' },
      admin,
      `/api/sites/${departmentSiteId}`,
    );
    expect(nested.statusCode).toBe(409);
    expect(nested.json().message).toBe('En avdeling kan ikke ha egne avdelinger.');
  });

  it('is for admins: reader and contributor get 403, another site’s admin 404', async () => {
    const body = { displayName: 'X', notificationEmail: 'x@demobutikk.no' };
    expect((await create(body, reader)).statusCode).toBe(403);
    expect((await create(body, contributor)).statusCode).toBe(403);
    expect((await create(body, outsider)).statusCode).toBe(404);
    const read = (who: SignedIn) =>
      server.inject({
        method: 'GET',
        url: `${api}/site/departments/${department._id}`,
        headers: { cookie: who.cookie },
      });
    expect((await read(contributor)).statusCode).toBe(403);
    expect((await read(outsider)).statusCode).toBe(404);
  });
});

describe('GET and PATCH site/departments/{id}', () => {
  const patch = (id: string, body: object, who: SignedIn = admin) =>
    server.inject({ method: 'PATCH', url: `${api}/site/departments/${id}`, headers: who.headers, payload: body });

  it('reads and changes the department’s name and e-mail', async () => {
    expect(await server.readJson<Department>(admin, `${api}/site/departments/${department._id}`)).toEqual(department);
    const changed = await patch(department._id, { displayName: 'Bærum sentrum' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      displayName: 'Bærum sentrum',
      name: 'avdeling-baerum',
      notificationEmail: 'baerum@demobutikk.no',
    });
    expect((await patch(department._id, { notificationEmail: 'ny@demobutikk.no' })).json().notificationEmail).toBe(
      'ny@demobutikk.no',
    );
    expect((await patch(department._id, { notificationEmail: 'feil' })).json().fields).toEqual({
      notificationEmail: 'Ugyldig e-postadresse.',
    });
    expect((await patch(department._id, { name: 'annet' })).statusCode).toBe(400);
  });

  it('only the parent’s own departments: another site’s id is 404', async () => {
    expect((await patch(shopId, { displayName: 'Kapret' })).statusCode).toBe(404);
    const homeId = await server.siteId('hjemmeside');
    expect((await patch(homeId, { displayName: 'Kapret' })).statusCode).toBe(404);
    expect((await patch(department._id, { displayName: 'Kapret' }, contributor)).statusCode).toBe(403);
    expect((await patch(department._id, { displayName: 'Kapret' }, outsider)).statusCode).toBe(404);
  });
});

describe('DELETE site/departments/{id}', () => {
  const remove = (id: string, who: SignedIn = admin) =>
    server.inject({ method: 'DELETE', url: `${api}/site/departments/${id}`, headers: who.headers });
  const { db } = server.database;
  const rowsOf = async (siteId: string) => {
    const [count] = await queryRows<{ n: number | string }>(
      db,
      sql`
      SELECT (SELECT count(*) FROM pages WHERE site_id = ${siteId})
        + (SELECT count(*) FROM templates WHERE site_id = ${siteId})
        + (SELECT count(*) FROM search_index WHERE site_id = ${siteId})
        + (SELECT count(*) FROM media_files WHERE site_id = ${siteId}) AS n`,
    );
    return Number(count?.n);
  };

  it('is for the parent’s admins; the parent itself or another site’s id is 404', async () => {
    expect((await remove(departmentSiteId, reader)).statusCode).toBe(403);
    expect((await remove(departmentSiteId, contributor)).statusCode).toBe(403);
    expect((await remove(departmentSiteId, outsider)).statusCode).toBe(404);
    expect((await remove(shopId)).statusCode).toBe(404);
    expect((await remove(await server.siteId('hjemmeside'))).statusCode).toBe(404);
    expect(await db.select().from(sites).where(eq(sites.id, departmentSiteId))).toHaveLength(1);
  });

  it('deletes the department with everything in it, and its members lose access at once', async () => {
    // The department uses one of the parent's templates: the parent cannot delete it while it does.
    const template = await server.inject({
      method: 'POST',
      url: `${api}/templates`,
      headers: admin.headers,
      payload: { name: 'Brukt av avdelingen', partial: false },
    });
    const templateId = template.json()._id as string;
    const assigned = await server.inject({
      method: 'PATCH',
      url: `/api/sites/${departmentSiteId}/site`,
      headers: admin.headers,
      payload: { templateDistribution: { page: { ref: templateId, source: shopId } } },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const deleteTemplate = () =>
      server.inject({ method: 'DELETE', url: `${api}/templates/${templateId}`, headers: admin.headers });
    expect((await deleteTemplate()).statusCode).toBe(409);
    const parentPages = await db.$count(pages, eq(pages.siteId, shopId));
    const parentFiles = await db.$count(mediaFiles, eq(mediaFiles.siteId, shopId));
    expect(await rowsOf(departmentSiteId)).toBeGreaterThan(0);
    const inside = `/api/sites/${departmentSiteId}/site`;
    expect((await server.inject({ method: 'GET', url: inside, headers: { cookie: admin.cookie } })).statusCode).toBe(
      200,
    );

    const deleted = await remove(departmentSiteId);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await db.select().from(sites).where(eq(sites.id, departmentSiteId))).toEqual([]);
    expect(await db.select().from(memberships).where(eq(memberships.siteId, departmentSiteId))).toEqual([]);
    expect(await rowsOf(departmentSiteId)).toBe(0);
    expect((await server.inject({ method: 'GET', url: inside, headers: { cookie: admin.cookie } })).statusCode).toBe(
      404,
    );
    const list = await server.readJson<Department[]>(admin, `${api}/site/departments`);
    expect(list.map((row) => row._id)).not.toContain(departmentSiteId);
    // The parent keeps all of its own.
    expect(await db.$count(pages, eq(pages.siteId, shopId))).toBe(parentPages);
    expect(await db.$count(mediaFiles, eq(mediaFiles.siteId, shopId))).toBe(parentFiles);
    expect((await remove(departmentSiteId)).statusCode).toBe(404);
    // Nothing of the department holds on to the parent's template any more.
    expect((await deleteTemplate()).statusCode).toBe(204);
  });
});
