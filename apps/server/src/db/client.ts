/**
 * Opens the database: PostgreSQL when a URL is given, else embedded PGlite in a data
 * directory (or in memory for tests). Applies migrations before anything else uses it.
 */
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { serverRoot } from '../config';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Resolves when the database answers; rejects when it does not. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** Directory for PGlite; `null` keeps it in memory. Ignored with a database URL. */
  pgliteDir?: string | null;
  /** An in-memory PGlite starts from this dump (`migratedPgliteImage`) instead of an empty database. */
  pgliteImage?: Blob | undefined;
  poolSize?: number;
}

export const migrationsFolder = path.join(serverRoot, 'src/db/migrations');

/** Serialises migrations when several processes start against one PostgreSQL. */
const migrationLockId = 74_657_601;

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30_000,
    // A database that accepts connections but stops answering must not hang requests forever.
    query_timeout: 30_000,
    statement_timeout: 30_000,
    // The API reads small keyset pages. A prepared statement's generic plan cannot see its LIMIT
    // and would start parallel workers for them, which costs milliseconds per query (the activity
    // log fell to a third of its speed); no query here scans enough rows to gain from them.
    options: '-c max_parallel_workers_per_gather=0',
    keepAlive: true,
  });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  const lockClient = await pool.connect();
  try {
    await lockClient.query('SELECT pg_advisory_lock($1)', [migrationLockId]);
    await migratePg(drizzlePg({ client: lockClient, schema }), { migrationsFolder });
  } finally {
    await lockClient.query('SELECT pg_advisory_unlock($1)', [migrationLockId]).catch(() => {});
    lockClient.release();
  }
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await pool.query('SELECT 1');
    },
    close: () => pool.end(),
  };
}

const pgliteExtensions = { btree_gin, pg_trgm };

async function openPglite(dir: string | null, image: Blob | undefined): Promise<DatabaseHandle> {
  const release = dir ? lockDataDir(dir) : () => {};
  try {
    const client = await PGlite.create({
      ...(dir ? { dataDir: path.join(dir, 'pglite') } : image ? { loadDataDir: image } : {}),
      extensions: pgliteExtensions,
    });
    const db = drizzlePglite({ client, schema }) as unknown as Database;
    await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
    return {
      db,
      kind: 'pglite',
      ping: async () => {
        await client.query('SELECT 1');
      },
      close: async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

export function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options.pgliteDir ?? null, options.pgliteImage);
}

/**
 * A dump of an in-memory PGlite with every migration applied: the test servers load it (under a
 * second) instead of migrating each new database (seconds).
 */
export async function migratedPgliteImage(): Promise<Blob> {
  const client = await PGlite.create({ extensions: pgliteExtensions });
  try {
    await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}
