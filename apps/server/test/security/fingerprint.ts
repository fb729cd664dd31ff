/**
 * One md5 over every row of every table in the public schema, to assert that a request
 * changed nothing in the database. New tables are included by themselves.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { queryRows } from '../../src/db/query-rows';

/*
 * Each table is read as `row::text`, sorted, so the physical row order (which an UPDATE
 * changes) does not matter. Nothing is excluded: a session's last_seen_at moves only once an
 * hour (sessions.ts), so within a test run reads leave the database byte-for-byte the same.
 */
const fingerprintQuery = sql`
  SELECT md5(coalesce(string_agg(table_name || ':' || md5(query_to_xml(
           format('SELECT t::text AS r FROM %I.%I t ORDER BY 1', table_schema, table_name),
           false, true, '')::text), ',' ORDER BY table_name), '')) AS fingerprint
  FROM information_schema.tables
  WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`;

/*
 * Every change of a row takes a transaction id, and reads take none: while the next id to be
 * given out (the snapshot's xmax) stays the same, nothing was written and the last fingerprint
 * still holds. Hundreds of refused probes then cost a cheap query each instead of reading every
 * table; a write, or a write rolled back, moves xmax and the tables are read again.
 */
const nextTransactionQuery = sql`SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS xmax`;
const lastSeen = new WeakMap<Database, { xmax: string; fingerprint: string }>();

export async function databaseFingerprint(db: Database): Promise<string> {
  const [next] = await queryRows<{ xmax: string }>(db, nextTransactionQuery);
  const seen = lastSeen.get(db);
  if (next && seen?.xmax === next.xmax) return seen.fingerprint;
  const [row] = await queryRows<{ fingerprint: string }>(db, fingerprintQuery);
  if (!row) throw new Error('the fingerprint query answered no row');
  if (next) lastSeen.set(db, { xmax: next.xmax, fingerprint: row.fingerprint });
  return row.fingerprint;
}

/** The tables the fingerprint covers, so a test can show it is not empty. */
export async function fingerprintedTables(db: Database): Promise<string[]> {
  const rows = await queryRows<{ table_name: string }>(
    db,
    sql`SELECT table_name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  return rows.map((row) => row.table_name);
}
