/**
 * Page views (spec 3 §2 'Reports', §3 'Statistics'): the storefront counts what visitors see (not
 * previews, bots or staff), stores no address and no cookie, counts visitors by a salt of the day,
 * and GET stats/pageViews reads the figures by period and page for members and read:reports keys.
 */
import type { AccessKey, AccessTokenResponse, PageViewsReport } from '@vev/shared';
import { addDays, norwegianDay } from '@vev/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type SignedIn, startTestServer } from '../../../test/harness';
import { jobs } from '../../platform/jobs/schema';
import { moduleJobs } from '../../platform/modules';
import { createModuleContext } from '../context';
import { serverModules } from '../index';
import { prunePageViews } from './prune';
import { pageViewDays, pageViewSalts, pageViews, pageViewVisitors } from './schema';
import { pageViewRecorderOf } from './storefront';

const server = await startTestServer();
afterAll(() => server.close());

const db = server.database.db;
const homeId = await server.siteId('hjemmeside');
const shopId = await server.siteId('demobutikk');
const admin = await server.signIn('admin@demo.vev.no');
const reader = await server.signIn('leser@demo.vev.no');
await server.addUser('besok@example.no', { demobutikk: 'admin' });
const otherSiteAdmin = await server.signIn('besok@example.no');

const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const phone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1';

const visit = (path: string, headers: Record<string, string> = {}, address = '203.0.113.7') =>
  server.inject({
    method: 'GET',
    url: path,
    remoteAddress: address,
    headers: { host: 'hjemmeside.localhost:3000', 'user-agent': browser, ...headers },
  });
const written = () => pageViewRecorderOf(db)?.flush();

const report = async (who: SignedIn | { authorization: string }, query = '', siteId = homeId) =>
  server.inject({
    method: 'GET',
    url: `/api/sites/${siteId}/stats/pageViews${query}`,
    headers: 'cookie' in who ? { cookie: who.cookie } : who,
  });
const figures = async (query = '') => {
  const response = await report(admin, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PageViewsReport>();
};
const today = norwegianDay();
const todayOf = (figures: PageViewsReport) => figures.pageViewsByPeriod.find((row) => row.period === today);
const pageCount = (figures: PageViewsReport, path: string) =>
  figures.pageViewsByPage.find((row) => row._id === path)?.count ?? 0;

describe('recording on the storefront', () => {
  it('counts every page a visitor sees, and each visitor once a day', async () => {
    const before = await figures();
    expect((await visit('/')).statusCode).toBe(200);
    await visit('/');
    await visit('/', { 'user-agent': phone });
    await visit('/', {}, '198.51.100.20');
    await written();
    const after = await figures();
    expect(todayOf(after)?.pageViews).toBe((todayOf(before)?.pageViews ?? 0) + 4);
    expect(todayOf(after)?.visitors).toBe((todayOf(before)?.visitors ?? 0) + 3);
    expect(pageCount(after, '/')).toBe(pageCount(before, '/') + 4);
    expect(after.totals.pageViews).toBe(before.totals.pageViews + 4);
  });

  it('leaves out bots, staff, previews and pages not found', async () => {
    const before = await figures();
    await visit('/', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    await visit('/', { 'user-agent': '' });
    await visit('/', { cookie: admin.cookie });
    await visit('/', { referer: 'http://localhost:3000/innhold/sider' });
    const token = (
      await server.inject({
        method: 'GET',
        url: `/api/sites/${homeId}/preview-token`,
        headers: { cookie: admin.cookie },
      })
    ).json<{ token: string }>().token;
    expect((await visit(`/?preview=true&token=${token}`)).statusCode).toBe(200);
    expect((await visit('/finnes-ikke')).statusCode).toBe(404);
    await written();
    const after = await figures();
    expect(after.totals).toEqual(before.totals);
    expect(pageCount(after, '/finnes-ikke')).toBe(0);
  });

  it('stores neither the address nor the browser, only a hash salted for the day', async () => {
    await visit('/', {}, '192.0.2.55');
    await written();
    const raw = await db.select().from(pageViews).where(eq(pageViews.siteId, homeId));
    expect(Object.keys(raw[0] ?? {}).sort()).toEqual(['id', 'path', 'siteId', 'viewedAt']);
    const hashes = await db.select().from(pageViewVisitors).where(eq(pageViewVisitors.siteId, homeId));
    expect(hashes.length).toBeGreaterThan(0);
    expect(JSON.stringify(hashes)).not.toContain('192.0.2.55');
    expect(await db.select({ day: pageViewSalts.day }).from(pageViewSalts)).toEqual([{ day: today }]);
  });

  it('the new day’s salt asks for a prune that forgets the old day’s visitors and old raw views', async () => {
    const yesterday = addDays(today, -1);
    await db.insert(pageViewVisitors).values({ siteId: homeId, day: yesterday, visitor: 'gammel' });
    await db
      .insert(pageViews)
      .values({ siteId: homeId, id: 'gammel-visning', path: '/', viewedAt: new Date('2020-01-01') });
    const handlers = moduleJobs(
      serverModules,
      createModuleContext({ db, config: server.config, modules: serverModules }),
    );
    expect(handlers.has('pageViews.prune')).toBe(true);
    await prunePageViews(db, server.config, today);
    expect(await db.select().from(pageViewVisitors).where(eq(pageViewVisitors.day, yesterday))).toEqual([]);
    expect(await db.select().from(pageViews).where(eq(pageViews.id, 'gammel-visning'))).toEqual([]);
    expect((await db.select().from(pageViewVisitors).where(eq(pageViewVisitors.day, today))).length).toBeGreaterThan(0);
    const asked = await db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.kind, 'pageViews.prune'));
    expect(asked).toEqual([{ payload: { day: today } }]);
  });
});

describe('GET stats/pageViews', () => {
  it('gives the last 30 days by day by default, every day present', async () => {
    const result = await figures();
    expect(result).toMatchObject({ toDate: today, fromDate: addDays(today, -29), period: 'day' });
    expect(result.pageViewsByPeriod).toHaveLength(30);
    expect(result.pageViewsByPeriod[0]?.period).toBe(addDays(today, -29));
  });

  it('goes by week for a longer range and by month for a year, summing the days', async () => {
    await db.insert(pageViewDays).values([
      { siteId: homeId, day: '2025-03-03', views: 10, visitors: 4 },
      { siteId: homeId, day: '2025-03-09', views: 5, visitors: 2 },
      { siteId: homeId, day: '2025-03-10', views: 7, visitors: 3 },
    ]);
    const weeks = await figures('?fromDate=2025-02-01&toDate=2025-04-30');
    expect(weeks.period).toBe('week');
    expect(weeks.pageViewsByPeriod.find((row) => row.period === '2025-03-03')).toEqual({
      period: '2025-03-03',
      pageViews: 15,
      visitors: 6,
    });
    expect(weeks.pageViewsByPeriod.find((row) => row.period === '2025-03-10')?.pageViews).toBe(7);
    const months = await figures('?fromDate=2025-01-01&toDate=2025-12-31');
    expect(months.period).toBe('month');
    expect(months.pageViewsByPeriod).toHaveLength(12);
    expect(months.pageViewsByPeriod[2]).toEqual({ period: '2025-03-01', pageViews: 22, visitors: 9 });
    expect(months.totals).toEqual({ pageViews: 22, visitors: 9 });
    await db.delete(pageViewDays).where(and(eq(pageViewDays.siteId, homeId), eq(pageViewDays.day, '2025-03-03')));
  });

  it('refuses a range that is turned around or too long, in Norwegian', async () => {
    const turned = await report(admin, '?fromDate=2025-05-01&toDate=2025-04-01');
    expect(turned.statusCode).toBe(400);
    expect(turned.body).toContain('Fra-datoen må være før til-datoen.');
    expect((await report(admin, '?fromDate=2020-01-01&toDate=2025-01-01')).statusCode).toBe(400);
    expect((await report(admin, '?fromDate=2025-02-30')).statusCode).toBe(400);
  });

  it('every member reads it; another site’s member gets 404', async () => {
    expect((await report(reader)).statusCode).toBe(200);
    expect((await report(otherSiteAdmin)).statusCode).toBe(404);
    expect((await report(otherSiteAdmin, '', shopId)).statusCode).toBe(200);
  });

  it('an access key reads it with read:reports and with no other scope', async () => {
    const headersFor = async (scopes: string[]) => {
      const key = (
        await server.inject({
          method: 'POST',
          url: `/api/sites/${homeId}/client-credentials`,
          headers: admin.headers,
          payload: { label: `Besøk ${scopes.join()}`, scopes },
        })
      ).json<AccessKey>();
      const issued = await server.inject({
        method: 'POST',
        url: '/api/oauth/token',
        headers: { 'content-type': 'application/json' },
        payload: { grant_type: 'client_credentials', client_id: key.clientId, client_secret: key.clientSecret },
      });
      return { authorization: `Bearer ${issued.json<AccessTokenResponse>().access_token}` };
    };
    expect((await report(await headersFor(['read:reports']))).statusCode).toBe(200);
    expect((await report(await headersFor(['read:content', 'read:order']))).statusCode).toBe(403);
  });
});
