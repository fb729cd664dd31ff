/** Raw SQL for what the query builder cannot say (recursive walks, catalogue reads, SKIP LOCKED claims). */
import type { SQL } from 'drizzle-orm';
import type { Database } from './client';

/**
 * The rows of a raw query. node-postgres and PGlite both answer `{ rows }`, but the shared
 * Database type cannot say which driver it is, so the row type is the caller's word for the SELECT.
 */
export async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
