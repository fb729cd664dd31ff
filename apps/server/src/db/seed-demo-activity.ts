/**
 * A few days of activity for each demo site, so the activity log of a fresh demo shows what it is
 * for. The entries are written by the log's own writer with the notes the routes would give (the
 * draft mechanism's for pages, the media library's for uploads), as if the demo people had made
 * the changes through the API in the days before.
 */
import { findSectionDefinition } from '@vev/sections';
import { and, asc, eq } from 'drizzle-orm';
import { mediaFiles } from '../modules/media/schema';
import { type PageRow, pageResource } from '../modules/pages/resource';
import { pages } from '../modules/pages/schema';
import { sites } from '../platform/accounts/schema';
import { recordActivity } from '../platform/activity/record';
import { draftableActivityKind, draftableNote } from '../platform/resources/activity';
import { currentDocument } from '../platform/resources/draftable-state';
import type { SessionUser } from '../platform/sessions/sessions';
import type { Database } from './client';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

async function pageTitled(db: Database, siteId: string, title: string): Promise<PageRow | null> {
  const [row] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.siteId, siteId), eq(pages.title, title)))
    .limit(1);
  return row ?? null;
}

/** Ada publishes and sets up, Rolf edits and uploads: newest first, an hour to four days ago. */
export async function seedDemoActivity(
  db: Database,
  input: { siteIds: string[]; admin: SessionUser; contributor: SessionUser },
): Promise<void> {
  const now = Date.now();
  for (const siteId of input.siteIds) {
    const api = `/api/sites/${siteId}`;
    const log = (entry: Omit<Parameters<typeof recordActivity>[1], 'siteId'>) =>
      recordActivity(db, { siteId, ...entry });

    const front = await pageTitled(db, siteId, 'Forside');
    if (front) {
      await log({
        userId: input.admin.id,
        method: 'POST',
        url: `${api}/pages/${front.id}/publish`,
        statusCode: 200,
        kind: draftableActivityKind(pageResource, 'published'),
        ...draftableNote(pageResource, front),
        at: new Date(now - 50 * minute),
      });
    }

    const about = await pageTitled(db, siteId, 'Om oss');
    const hero = about ? currentDocument(about).components.find((section) => !section.componentRef) : undefined;
    if (about && hero) {
      await log({
        userId: input.contributor.id,
        method: 'PATCH',
        url: `${api}/pages/${about.id}/components/${String(hero.name)}`,
        statusCode: 200,
        kind: 'section.updated',
        ...draftableNote(pageResource, about),
        details: { section: findSectionDefinition(String(hero.component))?.label ?? String(hero.name) },
        at: new Date(now - 3 * hour),
      });
    }

    const files = await db
      .select({ id: mediaFiles.id, filename: mediaFiles.filename })
      .from(mediaFiles)
      .where(eq(mediaFiles.siteId, siteId))
      .orderBy(asc(mediaFiles.createdAt), asc(mediaFiles.id))
      .limit(3);
    for (const [index, file] of files.entries()) {
      await log({
        userId: input.contributor.id,
        method: 'POST',
        url: `${api}/media`,
        statusCode: 201,
        kind: 'media.uploaded',
        target: { type: 'media', id: file.id, label: file.filename },
        at: new Date(now - day - 5 * hour - index * minute),
      });
    }

    const [site] = await db
      .select({ name: sites.name, displayName: sites.displayName })
      .from(sites)
      .where(eq(sites.id, siteId));
    await log({
      userId: input.admin.id,
      method: 'PATCH',
      url: `${api}/site`,
      statusCode: 200,
      kind: 'site.updated',
      target: { type: 'site', id: siteId, label: site?.displayName || site?.name || '' },
      at: new Date(now - 2 * day - 2 * hour),
    });
  }
}
