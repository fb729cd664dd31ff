import { createHash } from 'node:crypto';
import { getTableColumns, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/**
 * Runs writes as one statement, each in its own WITH clause: one round trip instead of one per write.
 * PostgreSQL runs every clause exactly once, all on the same snapshot, so no clause may need another's
 * rows; they must not touch the same row either.
 */
export async function runTogether(db: Database, statements: SQLWrapper[]): Promise<void> {
  await executeNamed(db, sql`WITH ${togetherClauses(statements)} SELECT 1`);
}

const dialect = new PgDialect();

/**
 * Runs a statement named after its text, so PostgreSQL parses and plans each shape once per connection
 * (checkout's big statements repeat theirs with every order) instead of with every call. For
 * statements of few shapes; answers the driver's rows, as `queryRows` does.
 */
export async function executeNamed<Row = Record<string, unknown>>(db: Database, query: SQL): Promise<Row[]> {
  const built = dialect.sqlToQuery(query);
  const name = `s_${createHash('sha1').update(built.sql).digest('base64url')}`;
  const result = await db._.session.prepareQuery(built, undefined, name, false).execute();
  return (result as { rows: Row[] }).rows;
}

/** The statements as WITH clauses `w0 AS (…), w1 AS (…)`, for a statement that says more than `runTogether`. */
export function togetherClauses(statements: SQLWrapper[]): SQL {
  return sql.join(
    statements.map((statement, index) => sql`${sql.raw(`w${index}`)} AS (${statement.getSQL()})`),
    sql`, `,
  );
}

/**
 * `INSERT INTO table (…) SELECT … WHERE condition`: the row (as Drizzle's `values` takes it; a column
 * left out takes its default) written only when `condition` holds, judged in the same statement.
 */
export function insertRowIf<Table extends PgTable>(table: Table, row: Table['$inferInsert'], condition: SQL): SQL {
  const columns = getTableColumns(table);
  const given = Object.entries(row as Record<string, unknown>).flatMap(([key, value]) => {
    const column = columns[key];
    return column && value !== undefined ? [{ column, value }] : [];
  });
  const names = given.map(({ column }) => sql.identifier(column.name));
  // Typed by hand: in a SELECT list PostgreSQL would take an untyped parameter for text.
  const values = given.map(({ column, value }) => sql`${sql.param(value, column)}::${sql.raw(column.getSQLType())}`);
  return sql`INSERT INTO ${table} (${sql.join(names, sql`, `)}) SELECT ${sql.join(values, sql`, `)} WHERE ${condition}`;
}
