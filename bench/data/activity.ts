/**
 * The activity log's share of the data set: a million writes spread over the sites and the last
 * year, each by one of the site's editors, the scenarios' site with a fixed share. `GET activity`
 * must answer its newest page, and any later one, as fast at this size as on an empty log.
 */
import { eq, inArray } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Database } from '../../apps/server/src/db/client';
import { activityLog, memberships, sites, users } from '../../apps/server/src/db/schema';
import { benchUser, insertInBatches } from './foundation';
import type { Generator } from './generator';
import { pick, random } from './names';

const scenarioSiteShare = 0.05;
const year = 365 * 86_400_000;
const writes = [
  ['PATCH', 'pages/{id}'],
  ['PATCH', 'pages/{id}'],
  ['POST', 'pages/{id}/publish'],
  ['POST', 'pages'],
  ['POST', 'media'],
  ['PATCH', 'media/{id}'],
  ['DELETE', 'pages/{id}'],
  ['PATCH', 'site'],
] as const;

export const activityGenerator: Generator = {
  name: 'activity',
  counts: (scale) => ({ activityEntries: Math.round(1_000_000 * scale) }),

  async generate(db: Database, counts) {
    const next = random(7070);
    const now = Date.now();
    const siteRows = await db.select({ id: sites.id }).from(sites).orderBy(sites.name);
    const [scenarioSite] = await db
      .select({ id: sites.id })
      .from(memberships)
      .innerJoin(sites, eq(sites.id, memberships.siteId))
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(users.email, benchUser.email))
      .orderBy(sites.displayName, sites.name)
      .limit(1);
    const editorRows = await db
      .select({ siteId: memberships.siteId, userId: memberships.userId })
      .from(memberships)
      .where(inArray(memberships.permission, ['contributor', 'admin']));
    const editorsOf = new Map<string, string[]>();
    for (const { siteId, userId } of editorRows) editorsOf.set(siteId, [...(editorsOf.get(siteId) ?? []), userId]);

    const total = counts.activityEntries ?? 0;
    const own = scenarioSite ? Math.round(total * scenarioSiteShare) : 0;
    const others = siteRows.filter((site) => site.id !== scenarioSite?.id);
    const perOther = others.length ? Math.floor((total - own) / others.length) : 0;
    const plan = [
      ...(scenarioSite ? [{ siteId: scenarioSite.id, count: own }] : []),
      ...others.map((site) => ({ siteId: site.id, count: perOther })),
    ];

    for (const { siteId, count } of plan) {
      const editors = editorsOf.get(siteId) ?? [];
      const rows = Array.from({ length: count }, () => {
        const at = now - Math.floor(next() * year);
        const [method, path] = pick(next, writes);
        return {
          siteId,
          id: ulid(at).toLowerCase(),
          userId: editors.length ? pick(next, editors) : null,
          method,
          url: `/api/sites/${siteId}/${path.replace('{id}', ulid(at).toLowerCase())}`,
          statusCode: method === 'POST' && !path.includes('/') ? 201 : 200,
          createdAt: new Date(at),
        };
      });
      await insertInBatches(rows, (batch) => db.insert(activityLog).values(batch), 5000);
    }
  },
};
