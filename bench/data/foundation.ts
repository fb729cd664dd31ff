/**
 * The foundation's share of the data set: sites, people, memberships and signed-in sessions.
 * Later modules add their own generators (pages, products, orders, page views) next to this one.
 */
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client';
import { memberships, sessions, sites, users } from '../../apps/server/src/db/schema';
import { newId } from '../../apps/server/src/platform/ids';
import { hashPassword } from '../../apps/server/src/platform/passwords';
import type { Generator } from './generator';
import { ascii, businessKinds, businessWords, firstNames, lastNames, pick, places, random } from './names';

export const benchUser = { email: 'ytelse@vev.no', password: 'ytelse1234', sites: 20 };

export async function insertInBatches<T>(
  rows: T[],
  insert: (batch: T[]) => Promise<unknown>,
  size = 2000,
): Promise<void> {
  for (let start = 0; start < rows.length; start += size) await insert(rows.slice(start, start + size));
}

/** The bench user's first site in the site list: the one the scenarios measure. */
export async function findScenarioSite(db: Database): Promise<{ id: string; userId: string } | undefined> {
  const [site] = await db
    .select({ id: sites.id, userId: users.id })
    .from(memberships)
    .innerJoin(sites, eq(sites.id, memberships.siteId))
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(users.email, benchUser.email))
    .orderBy(sites.displayName, sites.name)
    .limit(1);
  return site;
}

export const foundation: Generator = {
  name: 'foundation',
  counts: (scale) => ({
    sites: Math.max(benchUser.sites + 2, Math.round(60 * scale)),
    users: Math.round(20_000 * scale),
    sessions: Math.round(100_000 * scale),
  }),

  async generate(db: Database, counts): Promise<void> {
    const next = random(2026);
    // Everyone shares one hash: hashing tens of thousands of passwords would take an hour.
    const passwordHash = await hashPassword(benchUser.password);

    const siteRows = Array.from({ length: counts.sites ?? 0 }, (_, index) => {
      const displayName = `${pick(next, businessWords)} ${pick(next, businessKinds)} ${pick(next, places)}`;
      const shop = next() < 0.7;
      return {
        id: newId(),
        name: `${ascii(displayName)}-${String(index + 1).padStart(4, '0')}`,
        displayName,
        hasEcommerce: shop,
        b2bEnabled: shop && next() < 0.2,
        bookingEnabled: next() < 0.15,
        subscriptionsEnabled: shop && next() < 0.2,
        settings: { pageTitleSuffix: ` | ${displayName}`, tags: ['Nyheter', 'Sommer', 'Tilbud'] },
      };
    });
    await insertInBatches(siteRows, (batch) => db.insert(sites).values(batch));

    const userRows = Array.from({ length: counts.users ?? 0 }, (_, index) => {
      const first = pick(next, firstNames);
      const last = pick(next, lastNames);
      return {
        id: newId(),
        email: `${ascii(first)}.${ascii(last)}.${index + 1}@eksempel.no`,
        name: `${first} ${last}`,
        passwordHash,
      };
    });
    const benchUserId = newId();
    userRows.push({ id: benchUserId, email: benchUser.email, name: 'Ylva Ytelse', passwordHash });
    await insertInBatches(userRows, (batch) => db.insert(users).values(batch));

    const levels = ['reader', 'contributor', 'admin'] as const;
    const membershipRows = userRows.flatMap((user) => {
      if (user.id === benchUserId) {
        return siteRows
          .slice(0, benchUser.sites)
          .map((site) => ({ siteId: site.id, userId: user.id, permission: 'admin' as const }));
      }
      const count = 1 + Math.floor(next() * 3);
      const chosen = new Set(Array.from({ length: count }, () => pick(next, siteRows).id));
      return [...chosen].map((siteId) => ({ siteId, userId: user.id, permission: pick(next, levels) }));
    });
    await insertInBatches(membershipRows, (batch) => db.insert(memberships).values(batch));

    const now = Date.now();
    const sessionRows = Array.from({ length: counts.sessions ?? 0 }, () => ({
      id: createHash('sha256').update(randomBytes(32)).digest('base64url'),
      userId: pick(next, userRows).id,
      createdAt: new Date(now - next() * 20 * 86_400_000),
      lastSeenAt: new Date(now - next() * 3_600_000),
      expiresAt: new Date(now + next() * 30 * 86_400_000),
    }));
    await insertInBatches(sessionRows, (batch) => db.insert(sessions).values(batch));
  },
};
