import { asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { bookings } from '../modules/booking/schema';
import { components } from '../modules/components/schema';
import { customers } from '../modules/customers/schema';
import { discountsForPricing } from '../modules/discounts/service';
import { pages } from '../modules/pages/schema';
import { memberships, sites, users } from '../platform/accounts/schema';
import { activityLog } from '../platform/activity/schema';
import { demoUsers, isDatabaseEmpty, seedDemo } from './seed-demo';

let server: TestServer;
let emptyBeforeSeeding: boolean;
beforeAll(async () => {
  server = await startTestServer({ seed: false });
  emptyBeforeSeeding = await isDatabaseEmpty(server.database.db);
  await seedDemo(server.database.db);
});
afterAll(() => server.close());

const noFeatures = {
  hasEcommerce: false,
  b2bEnabled: false,
  bookingEnabled: false,
  departmentsEnabled: false,
  partialPaymentEnabled: false,
  subscriptionsEnabled: false,
  cookieDialogEnabled: false,
};

describe('demo data', () => {
  it('a fresh database counts as empty until seeded, so start seeds it once', async () => {
    expect(emptyBeforeSeeding).toBe(true);
    expect(await isDatabaseEmpty(server.database.db)).toBe(false);
  });

  it('three sites: Demo Butikk with every feature, Demo Avdeling a department of it, Hjemmeside with none', async () => {
    const rows = await server.database.db.select().from(sites).orderBy(asc(sites.name));
    const shop = rows.find((site) => site.name === 'demobutikk');
    expect(rows.map(({ name, displayName }) => ({ name, displayName }))).toEqual([
      { name: 'demoavdeling', displayName: 'Demo Avdeling' },
      { name: 'demobutikk', displayName: 'Demo Butikk' },
      { name: 'hjemmeside', displayName: 'Hjemmeside' },
    ]);
    expect(shop).toMatchObject({
      hasEcommerce: true,
      b2bEnabled: true,
      bookingEnabled: true,
      subscriptionsEnabled: true,
      partialPaymentEnabled: true,
      cookieDialogEnabled: true,
      departmentsEnabled: true,
      departmentOf: null,
    });
    expect(rows.find((site) => site.name === 'demoavdeling')?.departmentOf).toBe(shop?.id);
    expect(rows.find((site) => site.name === 'hjemmeside')).toMatchObject({ ...noFeatures, departmentOf: null });
  });

  it('admin@, redaktor@ and leser@ are admin, contributor and reader on every demo site; ny@ on none', async () => {
    const rows = await server.database.db
      .select({ email: users.email, site: sites.name, permission: memberships.permission })
      .from(users)
      .leftJoin(memberships, eq(memberships.userId, users.id))
      .leftJoin(sites, eq(sites.id, memberships.siteId));
    const levelsOf = (email: string) =>
      Object.fromEntries(
        rows.filter((row) => row.email === email && row.site).map((row) => [row.site, row.permission]),
      );
    const everySite = (permission: string) => ({
      demobutikk: permission,
      demoavdeling: permission,
      hjemmeside: permission,
    });
    expect(levelsOf('admin@demo.vev.no')).toEqual(everySite('admin'));
    expect(levelsOf('redaktor@demo.vev.no')).toEqual(everySite('contributor'));
    expect(levelsOf('leser@demo.vev.no')).toEqual(everySite('reader'));
    expect(levelsOf('ny@demo.vev.no')).toEqual({});
    expect(new Set(rows.map((row) => row.email))).toEqual(new Set(demoUsers.map((user) => user.email)));
  });

  it('every demo user signs in with demo1234, and the password is stored as an argon2id hash', async () => {
    for (const { email } of demoUsers) {
      const { cookie } = await server.signIn(email, 'demo1234');
      const me = await server.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } });
      expect(me.json().email).toBe(email);
    }
    const hashes = await server.database.db.select({ hash: users.passwordHash }).from(users);
    for (const { hash } of hashes) expect(hash).toMatch(/^\$argon2id\$/);
  });

  it('Demo Butikk has a reusable component placed on two pages, and global content', async () => {
    const { db } = server.database;
    const [shop] = await db.select().from(sites).where(eq(sites.name, 'demobutikk'));
    const [workshop] = await db
      .select()
      .from(components)
      .where(eq(components.siteId, shop?.id as string));
    expect(workshop).toMatchObject({ name: 'Verkstedet', component: 'callToAction', draft: null });
    const placing = await db.select({ title: pages.title, published: pages.published }).from(pages);
    const places = placing.filter((page) =>
      page.published.components.some(
        (section) => (section.componentRef as { ref?: string } | undefined)?.ref === workshop?.id,
      ),
    );
    expect(places.map((page) => page.title).sort()).toEqual(['Sykkelservice', 'Tjenester']);
    expect(shop?.settings.globalProps).toMatchObject({
      companyName: 'Demo Butikk AS',
      organizationNumber: '923456789',
    });
  });

  it('Demo Butikk has two codes to try and a planned sale, but no automatic discount in effect', async () => {
    const { db } = server.database;
    const [shop] = await db.select().from(sites).where(eq(sites.name, 'demobutikk'));
    const siteId = shop?.id as string;
    expect(await discountsForPricing(db, siteId, null)).toEqual([]);
    for (const code of ['FRIFRAKT', 'velkommen10']) {
      const unlocked = await discountsForPricing(db, siteId, code);
      expect(unlocked.map((discount) => [discount.__type, discount.codes.map((entry) => entry.code)])).toEqual([
        ['code', [code.toUpperCase()]],
      ]);
    }
  });

  it('the activity logs of Demo Butikk and Hjemmeside tell of the last days in words, older than now', async () => {
    const { db } = server.database;
    const rows = await db
      .select({ site: sites.name, kind: activityLog.kind, label: activityLog.targetLabel, at: activityLog.createdAt })
      .from(activityLog)
      .innerJoin(sites, eq(sites.id, activityLog.siteId))
      .orderBy(asc(sites.name), desc(activityLog.createdAt));
    // Seeded without a media library: nothing was uploaded.
    const told = [
      ['page.published', 'Forside'],
      ['section.updated', 'Om oss'],
    ];
    expect(rows.filter((row) => row.site === 'demobutikk').map((row) => [row.kind, row.label])).toEqual([
      ...told,
      ['site.updated', 'Demo Butikk'],
    ]);
    // Hjemmeside's pages have sections only with its pictures: its log may tell of no section edit.
    expect(rows.filter((row) => row.site === 'hjemmeside').map((row) => [row.kind, row.label])).toEqual(
      expect.arrayContaining([
        ['page.published', 'Forside'],
        ['site.updated', 'Hjemmeside'],
      ]),
    );
    expect(rows.every((row) => row.at.getTime() < Date.now() - 30 * 60_000)).toBe(true);
  });

  it("Demo Butikk's bookings with an e-mail lead to the customer's card; a walk-in has none", async () => {
    const { db } = server.database;
    const [shop] = await db.select({ id: sites.id }).from(sites).where(eq(sites.name, 'demobutikk'));
    const rows = await db
      .select({ email: bookings.email, customerId: bookings.customerId, customer: customers.email })
      .from(bookings)
      .leftJoin(customers, eq(customers.id, bookings.customerId))
      .where(eq(bookings.siteId, shop?.id ?? ''));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.customer).toBe(row.email === '' ? null : row.email);
  });
});
