import { getTableColumns, Param, Placeholder, type Query, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';

/**
 * Queries on every request's path are built once per database and prepared, so a request
 * only sends its parameters: no SQL building in the hot path, and PostgreSQL keeps the plan.
 */
export function preparedFor<T>(build: (db: Database) => T): (db: Database) => T {
  const prepared = new WeakMap<Database, T>();
  return (db) => {
    let query = prepared.get(db);
    if (!query) {
      query = build(db);
      prepared.set(db, query);
    }
    return query;
  };
}

const dialect = new PgDialect();

/**
 * A statement on a hot path whose SQL is built once, with `sql.placeholder`s for its values, and run
 * on any database or transaction (`preparedFor` cannot: its statement belongs to the pool) as a named
 * statement: no SQL building per call, and PostgreSQL parses and plans it once per connection.
 * It answers the driver's own rows, keyed by the column names of the SQL (`last_number`); leave
 * timestamps out of what it answers, since the two drivers give them differently.
 */
export function fixedStatement<Row = Record<string, unknown>>(
  name: string,
  build: (db: Database) => SQLWrapper,
): (db: Database, values: Record<string, unknown>) => Promise<Row[]> {
  let query: Query | undefined;
  return async (db, values) => {
    query ??= dialect.sqlToQuery(build(db).getSQL());
    const params = query.params.map((param) => fill(param, values));
    const result = await db._.session.prepareQuery({ sql: query.sql, params }, undefined, name, false).execute();
    return (result as { rows: Row[] }).rows;
  };
}

/** A placeholder's value, encoded for its column as Drizzle's builder would (a null stays null). */
function fill(param: unknown, values: Record<string, unknown>): unknown {
  if (param instanceof Placeholder) return values[param.name] ?? null;
  if (param instanceof Param && param.value instanceof Placeholder) {
    const value = values[param.value.name];
    return value === null || value === undefined ? null : param.encoder.mapToDriverValue(value);
  }
  return param;
}

type WholeRow<Table extends PgTable> = Required<Table['$inferInsert']>;
export type WholeRows<Tables extends Record<string, PgTable>> = { [Key in keyof Tables]: WholeRow<Tables[Key]> };

/**
 * Inserts one whole row into each of `tables` (every column given, nothing left to a default) in one
 * statement, each insert its own WITH clause, through a `fixedStatement`: one round trip, no SQL
 * building, and the caller knows the rows as written without reading them back.
 */
export function rowsInsert<Tables extends Record<string, PgTable>>(
  name: string,
  tables: Tables,
): (db: Database, rows: WholeRows<Tables>) => Promise<void> {
  const statement = fixedStatement(name, (db) => sql`WITH ${rowsClauses(db, tables)} SELECT 1`);
  return async (db, rows) => {
    await statement(db, rowValues(tables, rows));
  };
}

/** `rowsInsert`'s WITH clauses, with placeholders `{key}.{column}`, for a fixed statement that says more. */
export function rowsClauses(db: Database, tables: Record<string, PgTable>): SQL {
  const clauses = Object.entries(tables).map(([key, table], index) => rowClause(db, `w${index}`, key, table));
  return sql.join(clauses, sql`, `);
}

/**
 * One row's insert as the WITH clause `name AS (INSERT …)`, with a placeholder `{key}.{column}` for
 * each of `columns` (all by default; `prefixed` fills them); the table's other columns take their defaults.
 */
export function rowClause<Table extends PgTable>(
  db: Database,
  name: string,
  key: string,
  table: Table,
  columns: readonly (keyof Table['$inferInsert'] & string)[] = allColumns(table),
): SQL {
  const values = columns.map((column) => [column, sql.placeholder(`${key}.${column}`)]);
  const insert = db.insert(table).values(Object.fromEntries(values));
  return sql`${sql.raw(name)} AS (${insert.getSQL()})`;
}

/**
 * `INSERT INTO table (…) SELECT … FROM source` as the WITH clause `name AS (…)`: a typed placeholder
 * `{key}.{column}` for each of `columns`, and `computed` columns as SQL that may read `source`'s
 * columns; one row per row of `source`, so none when it is empty.
 */
export function rowClauseFrom<Table extends PgTable>(
  name: string,
  key: string,
  table: Table,
  input: {
    columns: readonly (keyof Table['$inferInsert'] & string)[];
    computed: Partial<Record<keyof Table['$inferInsert'] & string, SQL>>;
    source: SQL;
  },
): SQL {
  const tableColumns = getTableColumns(table);
  const given = input.columns.map((column) => {
    const definition = tableColumns[column];
    if (!definition) throw new Error(`${column} is not a column`);
    // Typed by hand: in a SELECT list PostgreSQL would take an untyped parameter for text.
    return {
      name: definition.name,
      value: sql`${sql.param(sql.placeholder(`${key}.${column}`), definition)}::${sql.raw(definition.getSQLType())}`,
    };
  });
  const computed = Object.entries(input.computed as Record<string, SQL>).map(([column, value]) => {
    const definition = tableColumns[column];
    if (!definition) throw new Error(`${column} is not a column`);
    return { name: definition.name, value };
  });
  const all = [...given, ...computed];
  return sql`${sql.raw(name)} AS (INSERT INTO ${table} (${sql.join(
    all.map((entry) => sql.identifier(entry.name)),
    sql`, `,
  )}) SELECT ${sql.join(
    all.map((entry) => entry.value),
    sql`, `,
  )} FROM ${input.source})`;
}

function allColumns<Table extends PgTable>(table: Table) {
  return Object.keys(getTableColumns(table)) as (keyof Table['$inferInsert'] & string)[];
}

/** A row as the values of placeholders `{key}.{column}`. */
export function prefixed(key: string, row: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row)) values[`${key}.${column}`] = value;
  return values;
}

/** The rows as `rowsClauses`' placeholders' values. */
export function rowValues<Tables extends Record<string, PgTable>>(
  tables: Tables,
  rows: WholeRows<Tables>,
): Record<string, unknown> {
  return Object.assign({}, ...Object.keys(tables).map((key) => prefixed(key, rows[key] as Record<string, unknown>)));
}
