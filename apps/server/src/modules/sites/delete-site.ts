/**
 * Deleting a whole site: a department its parent's admin removes, or the partial copy a failed
 * duplication left behind. Every row of the site goes in one transaction (each table with a
 * `site_id`, found in the database's catalogue, so a module's new table is never forgotten); the
 * caller removes the stored media files (`removeStoredFiles`) once it has committed.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { sites } from '../../platform/accounts/schema';
import { domainsChanged } from '../../platform/cache/site-versions';
import { replaceReferences } from '../../platform/references/references';
import { mediaFiles } from '../media/schema';
import { templateDistributionSourceType } from '../templates/distribution';

export interface DeletedSite {
  id: string;
  /** The media files whose bytes are to be removed once the rows are gone. */
  files: { id: string; storageKey: string }[];
}

async function siteTables(db: Database): Promise<string[]> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`
    SELECT c.table_name AS name FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = current_schema() AND c.column_name = 'site_id' AND t.table_type = 'BASE TABLE'
    ORDER BY c.table_name`,
  );
  // Jobs are kept: one still running for the site fails on its own, and cleans up after itself.
  return tables.map((row) => row.name).filter((name) => name !== jobsTable);
}

const jobsTable = 'jobs';

/**
 * Removes the site and everything in it; call inside a transaction. Rows left under the id of a
 * site that is gone already are removed too.
 */
export async function deleteSiteRows(tx: Database, siteId: string): Promise<DeletedSite> {
  const [site] = await tx
    .select({ id: sites.id, departmentOf: sites.departmentOf })
    .from(sites)
    .where(eq(sites.id, siteId))
    .for('update');
  const files = await tx
    .select({ id: mediaFiles.id, storageKey: mediaFiles.storageKey })
    .from(mediaFiles)
    .where(eq(mediaFiles.siteId, siteId));
  for (const table of await siteTables(tx)) {
    await tx.execute(sql`DELETE FROM ${sql.identifier(table)} WHERE site_id = ${siteId}`);
  }
  // The parent's templates a department used are recorded on the parent (templates/distribution).
  if (site?.departmentOf) {
    await replaceReferences(tx, site.departmentOf, { type: templateDistributionSourceType, id: siteId }, []);
    await domainsChanged(tx, site.departmentOf, ['settings']);
  }
  await tx.delete(sites).where(eq(sites.id, siteId));
  return { id: siteId, files };
}
