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
