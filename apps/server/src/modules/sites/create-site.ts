/** A new site row under a free system name folded from its display name (departments, duplicates). */
import { siteNameFrom } from '@vev/shared';
import { eq, like, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sites } from '../../platform/accounts/schema';
import { recordTimelineEvent } from '../../platform/activity/timeline';
import { AppError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import type { SiteRow } from './service';

/** Names a moment ago free may be taken by the time we insert, so try a few. */
const nameAttempts = 5;

export type NewSiteValues = Omit<typeof sites.$inferInsert, 'id' | 'name' | 'displayName'>;

/**
 * Inserts the site as `displayName`, named 'avdeling-baerum' (then '-2', '-3' … when taken), with its
 * 'site created' timeline event. Call inside a transaction; `nameless` is the name to start from when the display name folds to nothing.
 */
export async function insertSiteWithFreeName(
  db: Database,
  input: { displayName: string; values: NewSiteValues; nameless: string },
): Promise<SiteRow> {
  const base = siteNameFrom(input.displayName, [], input.nameless);
  for (let attempt = 0; attempt < nameAttempts; attempt += 1) {
    const taken = await db
      .select({ name: sites.name })
      .from(sites)
      .where(or(eq(sites.name, base), like(sites.name, `${base}-%`)));
    const [row] = await db
      .insert(sites)
      .values({
        ...input.values,
        id: newId(),
        name: siteNameFrom(
          input.displayName,
          taken.map((site) => site.name),
          input.nameless,
        ),
        displayName: input.displayName,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) continue;
    await recordTimelineEvent(db, {
      siteId: row.id,
      type: 'createdSite',
      userId: null,
      resourceType: 'site',
      resourceId: row.id,
      title: row.displayName,
    });
    return row;
  }
  throw new AppError(409, 'conflict', 'Fant ikke et ledig navn for nettstedet. Prøv igjen.');
}
