import { type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from './client';

/**
 * Runs writes as one statement, each in its own WITH clause: one round trip instead of one per write.
 * PostgreSQL runs every clause exactly once, all on the same snapshot, so no clause may need another's
 * rows; they must not touch the same row either.
 */
export async function runTogether(db: Database, statements: SQLWrapper[]): Promise<void> {
  const clauses = statements.map((statement, index) => sql`${sql.raw(`w${index}`)} AS (${statement.getSQL()})`);
  await db.execute(sql`WITH ${sql.join(clauses, sql`, `)} SELECT 1`);
}
