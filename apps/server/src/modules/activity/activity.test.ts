/** GET activity: the site's activity log, newest first, for administrators (spec 2 §2, §3, §7). */
import type { ActivityEntry } from '@vev/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { type SignedIn, startTestServer } from '../../../test/harness';
import { activityLog } from '../../platform/activity/schema';
import { newId } from '../../platform/ids';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
const homeId = await server.siteId('hjemmeside');
const admin = await server.signIn('admin@demo.vev.no');
const contributor = await server.signIn('redaktor@demo.vev.no');
const reader = await server.signIn('leser@demo.vev.no');
await server.addUser('annen@example.no', { hjemmeside: 'admin' });
const otherSiteAdmin = await server.signIn('annen@example.no');

const getActivity = (who: SignedIn, query = '', siteId = shopId) =>
  server.inject({ method: 'GET', url: `/api/sites/${siteId}/activity${query}`, headers: { cookie: who.cookie } });

describe('GET activity', () => {
  it('lists the changes made on the site, newest first, with the user, time, method and url', async () => {
    for (const suffix of [' | Første', ' | Andre']) {
      const saved = await server.inject({
        method: 'PATCH',
        url: `/api/sites/${shopId}/site`,
        headers: admin.headers,
        payload: { pageTitleSuffix: suffix },
      });
      expect(saved.statusCode).toBe(200);
    }
    const response = await getActivity(admin);
    expect(response.statusCode).toBe(200);
    const entries: ActivityEntry[] = response.json();
    expect(entries).toHaveLength(2);
    expect(entries[0]).toEqual({
      _id: expect.any(String),
      user: { _id: expect.any(String), name: 'Ada Administrator', email: 'admin@demo.vev.no' },
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      method: 'PATCH',
      url: `/api/sites/${shopId}/site`,
    });
    expect((entries[0]?._id ?? '') > (entries[1]?._id ?? '')).toBe(true);
    expect(Date.parse(entries[0]?.timestamp ?? '')).toBeGreaterThanOrEqual(Date.parse(entries[1]?.timestamp ?? ''));
  });

  it('pages through the log with limit and before, each entry once, never another site’s', async () => {
    const base = Date.parse('2026-01-01T12:00:00Z');
    const seeded = Array.from({ length: 45 }, (_, index) => ({
      siteId: homeId,
      id: newId(),
      userId: null,
      method: 'POST',
      url: `/api/sites/${homeId}/pages/${index}`,
      statusCode: 201,
      // Several entries share a moment: the id breaks the tie.
      createdAt: new Date(base + Math.floor(index / 3) * 1000),
    }));
    await server.database.db.insert(activityLog).values(seeded);

    const seen: ActivityEntry[] = [];
    let before: string | undefined;
    for (let page = 0; page < 5; page += 1) {
      const query = `?limit=20${before ? `&before=${before}` : ''}`;
      const entries: ActivityEntry[] = (await getActivity(otherSiteAdmin, query, homeId)).json();
      seen.push(...entries);
      if (entries.length < 20) break;
      before = entries.at(-1)?._id;
    }
    expect(seen).toHaveLength(45);
    expect(new Set(seen.map((entry) => entry._id)).size).toBe(45);
    const newestFirst = [...seeded].sort(
      (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1),
    );
    expect(seen.map((entry) => entry._id)).toEqual(newestFirst.map((entry) => entry.id));
    expect(seen.every((entry) => entry.user === null)).toBe(true);
  });

  it('an entry of another site as cursor gives an empty page', async () => {
    const [shopEntry] = (await getActivity(admin)).json() as ActivityEntry[];
    const response = await getActivity(otherSiteAdmin, `?before=${shopEntry?._id}`, homeId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('is for administrators: a contributor and a reader get 403', async () => {
    for (const who of [contributor, reader]) {
      const response = await getActivity(who);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: 'forbidden', message: 'Du har ikke tilgang til å gjøre dette.' });
    }
  });

  it("another site's admin gets 404, never the log", async () => {
    const response = await getActivity(otherSiteAdmin);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'resourceNotFound' });
  });

  it('refuses a bad limit and unknown parameters with a Norwegian message', async () => {
    const tooMany = await getActivity(admin, '?limit=1000');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fields).toEqual({ limit: 'Kan være maks 100.' });
    const unknown = await getActivity(admin, '?skip=10');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ skip: 'Ukjent felt.' });
  });
});
