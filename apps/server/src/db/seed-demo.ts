/**
 * Demo data for a fresh database: three sites and four people, all with password `demo1234`.
 * Later modules add their own demo content here.
 */
import type { PermissionLevel } from '@vev/shared';
import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import { memberships, sites, users } from '../platform/accounts/schema';
import { recordTimelineEvent } from '../platform/activity/timeline';
import { newId } from '../platform/ids';
import { hashPassword } from '../platform/passwords';
import type { SessionUser } from '../platform/sessions/sessions';
import type { Database } from './client';
import { seedDemoActivity } from './seed-demo-activity';
import { seedDemoAttributes } from './seed-demo-attributes';
import { seedDemoBooking } from './seed-demo-booking';
import { seedDemoContent } from './seed-demo-content';
import { seedDemoDataSets } from './seed-demo-data-sets';
import { seedDemoDiscounts } from './seed-demo-discounts';
import type { DemoMediaOptions } from './seed-demo-media';
import { seedDemoOrders } from './seed-demo-orders';
import { seedDemoPageViews } from './seed-demo-page-views';
import { seedDemoProducts } from './seed-demo-products';
import { seedDemoShipping } from './seed-demo-shipping';
import { demoTaxClasses } from './seed-demo-taxes';

export const demoPassword = 'demo1234';

export const demoUsers = [
  { email: 'admin@demo.vev.no', name: 'Ada Administrator', permission: 'admin' },
  { email: 'redaktor@demo.vev.no', name: 'Rolf Redaktør', permission: 'contributor' },
  { email: 'leser@demo.vev.no', name: 'Lise Leser', permission: 'reader' },
  { email: 'ny@demo.vev.no', name: 'Nina Ny', permission: null },
] as const satisfies readonly { email: string; name: string; permission: PermissionLevel | null }[];

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).limit(1);
  return !row;
}

/** Serialises seeding when several processes start at once on a new database. */
const seedLockId = 74_657_602;

/**
 * Seeds an empty database; one that another process has seeded meanwhile is left as it is.
 * With `media`, the demo sites get media libraries (pictures rendered at seed time); with `config`,
 * Demo Butikk gets its order history (and, in the payment sandbox, Stripe and Vipps credentials).
 */
export async function seedDemo(
  db: Database,
  options: { media?: DemoMediaOptions; config?: Config } = {},
): Promise<void> {
  const passwordHash = await hashPassword(demoPassword);
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${seedLockId})`);
    if (!(await isDatabaseEmpty(tx))) return;
    const shopId = newId();
    const departmentId = newId();
    const homeId = newId();
    await tx.insert(sites).values([
      {
        id: shopId,
        name: 'demobutikk',
        displayName: 'Demo Butikk',
        hasEcommerce: true,
        b2bEnabled: true,
        bookingEnabled: true,
        subscriptionsEnabled: true,
        partialPaymentEnabled: true,
        cookieDialogEnabled: true,
        departmentsEnabled: true,
        canBeDuplicated: true,
        settings: {
          notificationEmail: 'post@demobutikk.no',
          pageTitleSuffix: ' | Demo Butikk',
          tags: ['Sommer', 'Nyheter', 'Tilbud'],
          taxClasses: demoTaxClasses,
        },
      },
      {
        id: departmentId,
        name: 'demoavdeling',
        displayName: 'Demo Avdeling',
        hasEcommerce: true,
        departmentOf: shopId,
        settings: { notificationEmail: 'avdeling@demobutikk.no', pageTitleSuffix: ' | Demo Avdeling' },
      },
      {
        id: homeId,
        name: 'hjemmeside',
        displayName: 'Hjemmeside',
        canBeDuplicated: true,
        settings: { pageTitleSuffix: ' | Hjemmeside' },
      },
    ]);
    for (const [siteId, title] of [
      [shopId, 'Demo Butikk'],
      [departmentId, 'Demo Avdeling'],
      [homeId, 'Hjemmeside'],
    ] as const) {
      await recordTimelineEvent(tx, {
        siteId,
        type: 'createdSite',
        userId: null,
        resourceType: 'site',
        resourceId: siteId,
        title,
      });
    }
    const editors: SessionUser[] = [];
    for (const person of demoUsers) {
      const userId = newId();
      await tx.insert(users).values({ id: userId, email: person.email, name: person.name, passwordHash });
      if (person.permission === 'admin' || person.permission === 'contributor') {
        editors.push({ id: userId, email: person.email, name: person.name, profileImage: null });
      }
      if (!person.permission) continue;
      await tx
        .insert(memberships)
        .values([shopId, departmentId, homeId].map((siteId) => ({ siteId, userId, permission: person.permission })));
    }
    const dataSets = await seedDemoDataSets(tx, shopId);
    await seedDemoContent(tx, { shopId, departmentId, homeId, editors, dataSets }, options.media);
    await seedDemoPageViews(tx, [
      { siteId: shopId, daily: 140 },
      { siteId: homeId, daily: 60 },
    ]);
    await seedDemoShipping(tx, shopId);
    await seedDemoAttributes(tx, shopId);
    await seedDemoDiscounts(tx, shopId);
    await seedDemoBooking(tx, shopId);
    const [admin, contributor] = editors;
    if (admin) await seedDemoProducts(tx, { siteId: shopId, user: admin, media: options.media });
    if (options.config) await seedDemoOrders(tx, { siteId: shopId, staff: editors, config: options.config });
    if (admin && contributor) await seedDemoActivity(tx, { siteIds: [shopId, homeId], admin, contributor });
  });
}
