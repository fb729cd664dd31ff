/** Members of a site (spec 2 §5, §7): list, change a level, remove; admins only; removal ends access at once. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, startTestServer, type TestServer } from '../../../test/harness';
import { memberships } from '../../platform/accounts/schema';
import { activityLog } from '../../platform/activity/schema';
import { memberMessages } from './members';

let server: TestServer;
let shopId: string;
let admin: SignedIn;
let adminId: string;
const base = () => `/api/sites/${shopId}`;

beforeAll(async () => {
  server = await startTestServer();
  shopId = await server.siteId('demobutikk');
  admin = await server.signIn('admin@demo.vev.no');
  adminId = (await server.readJson<{ _id: string }>(admin, '/api/users/me'))._id;
});
afterAll(() => server.close());

const patch = (who: SignedIn, userId: string, payload: Record<string, unknown>) =>
  server.inject({ method: 'PATCH', url: `${base()}/members/${userId}`, headers: who.headers, payload });
const remove = (who: SignedIn, userId: string) =>
  server.inject({ method: 'DELETE', url: `${base()}/members/${userId}`, headers: who.headers });

describe('GET members', () => {
  it('lists name, e-mail and permission of every member, by name', async () => {
    const members = await server.readJson<{ userData: { name: string; email: string }; permissions: string }[]>(
      admin,
      `${base()}/members`,
    );
    expect(members.map((member) => [member.userData.name, member.userData.email, member.permissions])).toEqual([
      ['Ada Administrator', 'admin@demo.vev.no', 'admin'],
      ['Lise Leser', 'leser@demo.vev.no', 'reader'],
      ['Rolf Redaktør', 'redaktor@demo.vev.no', 'contributor'],
    ]);
  });

  it('pages with skip and limit, and refuses a limit over 100 with a Norwegian message', async () => {
    const page = await server.readJson<unknown[]>(admin, `${base()}/members?skip=1&limit=1`);
    expect(page).toHaveLength(1);
    const refused = await server.inject({ method: 'GET', url: `${base()}/members?limit=101`, headers: admin.headers });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'badRequest', fields: { limit: 'Kan være maks 100.' } });
  });

  it('is for admins: a contributor and a reader get 403, another site’s admin 404', async () => {
    for (const email of ['redaktor@demo.vev.no', 'leser@demo.vev.no']) {
      const who = await server.signIn(email);
      const response = await server.inject({ method: 'GET', url: `${base()}/members`, headers: who.headers });
      expect(response.statusCode).toBe(403);
    }
    await server.addUser('annen-admin@example.no', { hjemmeside: 'admin' });
    const outsider = await server.signIn('annen-admin@example.no');
    const response = await server.inject({ method: 'GET', url: `${base()}/members`, headers: outsider.headers });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'resourceNotFound' });
  });
});

describe('PATCH members/{id}', () => {
  it('changes a member’s permission and logs it', async () => {
    const userId = await server.addUser('endres@example.no', { demobutikk: 'reader' });
    const response = await patch(admin, userId, { permissions: 'contributor' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user: userId, permissions: 'contributor' });
    const [row] = await server.database.db
      .select()
      .from(memberships)
      .where(and(eq(memberships.siteId, shopId), eq(memberships.userId, userId)));
    expect(row?.permission).toBe('contributor');
    const logged = await server.database.db.select().from(activityLog).where(eq(activityLog.siteId, shopId));
    expect(logged.map((entry) => `${entry.method} ${entry.url}`)).toContain(`PATCH ${base()}/members/${userId}`);
  });

  it('refuses to change an admin, or oneself, with a Norwegian message', async () => {
    const otherAdmin = await server.addUser('admin2@example.no', { demobutikk: 'admin' });
    const refusedAdmin = await patch(admin, otherAdmin, { permissions: 'reader' });
    expect(refusedAdmin.statusCode).toBe(400);
    expect(refusedAdmin.json()).toMatchObject({ message: memberMessages.adminUnchangeable });
    const refusedSelf = await patch(admin, adminId, { permissions: 'reader' });
    expect(refusedSelf.statusCode).toBe(400);
    expect(refusedSelf.json()).toMatchObject({ message: memberMessages.selfUnchangeable });
  });

  it('validates the level, and answers 404 for a user who is not a member here', async () => {
    const userId = await server.addUser('ugyldig@example.no', { demobutikk: 'reader' });
    const invalid = await patch(admin, userId, { permissions: 'eier' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ fields: { permissions: 'Ugyldig valg.' } });
    const elsewhere = await server.addUser('bare-hjemme@example.no', { hjemmeside: 'reader' });
    expect((await patch(admin, elsewhere, { permissions: 'contributor' })).statusCode).toBe(404);
  });

  it('is for admins: a contributor gets 403 and nothing changes', async () => {
    const userId = await server.addUser('uendret@example.no', { demobutikk: 'reader' });
    const contributor = await server.signIn('redaktor@demo.vev.no');
    expect((await patch(contributor, userId, { permissions: 'admin' })).statusCode).toBe(403);
    const [row] = await server.database.db
      .select()
      .from(memberships)
      .where(and(eq(memberships.siteId, shopId), eq(memberships.userId, userId)));
    expect(row?.permission).toBe('reader');
  });
});

describe('DELETE members/{userId}', () => {
  it('removes a member, and their open session gets 404 on the site at once', async () => {
    const userId = await server.addUser('fjernes@example.no', { demobutikk: 'contributor', hjemmeside: 'reader' });
    const removed = await server.signIn('fjernes@example.no');
    const read = (path: string) => server.inject({ method: 'GET', url: `${base()}${path}`, headers: removed.headers });
    expect((await read('/site')).statusCode).toBe(200);
    // A cached list answer too: the cache is consulted only after the membership check.
    expect((await read('/pages?limit=5')).statusCode).toBe(200);

    const response = await remove(admin, userId);
    expect(response.statusCode).toBe(204);

    expect((await read('/site')).statusCode).toBe(404);
    expect((await read('/pages?limit=5')).statusCode).toBe(404);
    const write = await server.inject({
      method: 'PATCH',
      url: `${base()}/site`,
      headers: removed.headers,
      payload: { tags: ['Fjernet'] },
    });
    expect(write.statusCode).toBe(404);
    // Only this site: the session itself and the other membership live on.
    const sites = await server.readJson<{ name: string }[]>(removed, '/api/sites');
    expect(sites.map((site) => site.name)).toEqual(['hjemmeside']);
  });

  it('refuses to remove oneself', async () => {
    const response = await remove(admin, adminId);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: memberMessages.selfRemoval });
  });

  it('lets an admin remove another admin, answers 404 for a non-member, 403 for a contributor', async () => {
    const otherAdmin = await server.addUser('admin3@example.no', { demobutikk: 'admin' });
    const contributor = await server.signIn('redaktor@demo.vev.no');
    expect((await remove(contributor, otherAdmin)).statusCode).toBe(403);
    expect((await remove(admin, otherAdmin)).statusCode).toBe(204);
    expect((await remove(admin, otherAdmin)).statusCode).toBe(404);
  });
});
