/**
 * The activity log's share of the data set: a million writes spread over the sites and the last
 * year, each by one of the site's editors, the scenarios' site with a fixed share. Each entry is
 * what the app writes: its kind and its target (a real page or file of the site, its label as
 * it read then) beside the method and address, and a few entries from before kinds existed.
 * `GET activity` must answer its newest page, and any later one, with or without a person or
 * kind filter, as fast at this size as on an empty log.
 */
import type { ActivityDetails, ActivityKind, ActivityTargetType } from '@vev/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Database } from '../../apps/server/src/db/client';
import { activityLog, memberships, pages, sites, users } from '../../apps/server/src/db/schema';
import { mediaFiles } from '../../apps/server/src/modules/media/schema';
import { benchUser, insertInBatches } from './foundation';
import type { Generator } from './generator';
import { pick, random } from './names';

const scenarioSiteShare = 0.05;
/** Entries written before the log had kinds: method and address only. */
const withoutKindShare = 0.03;
const year = 365 * 86_400_000;
const sectionNames = ['Hero', 'Tekst', 'Bilde og tekst', 'Galleri', 'Spørsmål og svar', 'Kontakt'];

interface Target {
  type: ActivityTargetType;
  id: string;
  label: string;
}

interface SiteThings {
  siteId: string;
  siteName: string;
  pages: Target[];
  files: Target[];
}

/** The writes people make, as often as they make them: [method, address after the site, kind]. */
const writes: readonly (readonly [string, string, ActivityKind])[] = [
  ['PATCH', 'pages/{id}', 'page.updated'],
  ['PATCH', 'pages/{id}', 'page.updated'],
  ['PATCH', 'pages/{id}/components/{section}', 'section.updated'],
  ['PATCH', 'pages/{id}/components/{section}', 'section.updated'],
  ['POST', 'pages/{id}/publish', 'page.published'],
  ['POST', 'pages', 'page.created'],
  ['POST', 'media', 'media.uploaded'],
  ['POST', 'media', 'media.uploaded'],
  ['PATCH', 'media/{id}', 'media.updated'],
  ['DELETE', 'pages/{id}', 'page.deleted'],
  ['PATCH', 'site', 'site.updated'],
];

async function thingsOf(db: Database, siteId: string, siteName: string): Promise<SiteThings> {
  const pageRows = await db
    .select({ id: pages.id, title: pages.title, kind: pages.kind })
    .from(pages)
    .where(eq(pages.siteId, siteId))
    .limit(2000);
  const fileRows = await db
    .select({ id: mediaFiles.id, filename: mediaFiles.filename })
    .from(mediaFiles)
    .where(eq(mediaFiles.siteId, siteId))
    .limit(500);
  return {
    siteId,
    siteName,
    pages: pageRows.map((row) => ({ type: row.kind, id: row.id, label: row.title })),
    files: fileRows.map((row) => ({ type: 'media', id: row.id, label: row.filename })),
  };
}

/** One entry: a write to one of the site's pages or files, or to the site itself. */
function entry(next: () => number, things: SiteThings, userId: string | null, at: number) {
  const [method, path, kind] = pick(next, writes);
  const id = ulid(at).toLowerCase();
  const fileWrite = path.startsWith('media');
  const pool = fileWrite ? things.files : things.pages;
  const deletedPage = { type: 'page' as const, id, label: 'Gammel kampanjeside' };
  let target: Target | null = path === 'site' ? { type: 'site', id: things.siteId, label: things.siteName } : null;
  if (!target) target = kind === 'page.deleted' || pool.length === 0 ? deletedPage : pick(next, pool);
  const details: ActivityDetails | null = kind === 'section.updated' ? { section: pick(next, sectionNames) } : null;
  const described = next() >= withoutKindShare;
  return {
    siteId: things.siteId,
    id,
    userId,
    method,
    url: `/api/sites/${things.siteId}/${path.replace('{id}', target.id).replace('{section}', 'hero1')}`,
    statusCode: method === 'POST' && !path.includes('/') ? 201 : 200,
    kind: described ? kind : null,
    targetType: described ? target.type : null,
    targetId: described ? target.id : null,
    targetLabel: described ? target.label : null,
    details: described ? details : null,
    createdAt: new Date(at),
  };
}

export const activityGenerator: Generator = {
  // A new name when the entries' shape changes: a bench database made before is filled anew.
  name: 'activity-in-words',
  counts: (scale) => ({ activityEntries: Math.round(1_000_000 * scale) }),

  async generate(db: Database, counts) {
    await db.execute(sql`TRUNCATE activity_log`);
    const next = random(7070);
    const now = Date.now();
    const siteRows = await db
      .select({ id: sites.id, name: sites.name, displayName: sites.displayName })
      .from(sites)
      .orderBy(sites.name);
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

    for (const site of siteRows) {
      const count = site.id === scenarioSite?.id ? own : perOther;
      const things = await thingsOf(db, site.id, site.displayName || site.name);
      const editors = editorsOf.get(site.id) ?? [];
      const rows = Array.from({ length: count }, () =>
        entry(next, things, editors.length ? pick(next, editors) : null, now - Math.floor(next() * year)),
      );
      await insertInBatches(rows, (batch) => db.insert(activityLog).values(batch), 5000);
    }
  },
};
