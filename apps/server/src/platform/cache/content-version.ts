/**
 * The site's content version: every content write bumps it in its own transaction, and every
 * site-scoped request reads it together with the session. A process may keep an answer for as
 * long as the version it was made under is current, so no two processes can disagree.
 */
import { eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sites } from '../accounts/schema';

/**
 * Marks the site's content as changed (call inside the write's transaction). Its departments are
 * marked too: they show the parent's content as inherited.
 */
export async function contentChanged(db: Database, siteId: string): Promise<void> {
  await db
    .update(sites)
    .set({ contentVersion: sql`${sites.contentVersion} + 1` })
    .where(or(eq(sites.id, siteId), eq(sites.departmentOf, siteId)));
}
