/** Where each bench run keeps its data: a PostgreSQL database or a PGlite directory per scale. */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client';
import { type CheckoutStock, refillCheckoutStock } from './checkout';
import { type DataSetSize, seedIfNeeded } from './data';
import { root } from './server';

export interface BenchDatabase {
  kind: 'postgres' | 'pglite';
  databaseUrl?: string;
  dataDir?: string;
}

const scaleTag = (scale: number) => String(scale).replace('.', '_');

const socketDirectory = '/var/run/postgresql';

/**
 * The machine's own PostgreSQL, through its Unix socket where it has one (as a server on the same
 * machine would be configured: no TCP stack per query), else over TCP on 127.0.0.1:5432.
 */
function localPostgresUrl(name: string): string {
  return fs.existsSync(path.join(socketDirectory, '.s.PGSQL.5432'))
    ? `postgres://postgres@localhost/${name}?host=${socketDirectory}`
    : `postgres://postgres@127.0.0.1:5432/${name}`;
}

async function ensurePostgresDatabase(url: string, fresh: boolean): Promise<void> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.href });
  await client.connect();
  try {
    const quoted = `"${name.replace(/"/g, '')}"`;
    if (fresh) await client.query(`DROP DATABASE IF EXISTS ${quoted} WITH (FORCE)`);
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!exists.rowCount) await client.query(`CREATE DATABASE ${quoted}`);
  } finally {
    await client.end();
  }
}

/**
 * Opens (and seeds when needed) the bench's database for this scale. `fresh` starts from an empty
 * one: quick runs do, so that a data set left by an earlier schema or generator never decides them.
 */
export async function prepareDatabase(
  kind: 'postgres' | 'pglite',
  scale: number,
  log: (line: string) => void,
  fresh = false,
): Promise<{ database: BenchDatabase; size: DataSetSize; checkout: CheckoutStock | null }> {
  const database: BenchDatabase =
    kind === 'postgres'
      ? {
          kind,
          databaseUrl: process.env.BENCH_DATABASE_URL ?? localPostgresUrl(`vev_bench_${scaleTag(scale)}`),
        }
      : { kind, dataDir: path.join(root, `bench/.data/pglite-${scaleTag(scale)}`) };
  // A database named in BENCH_DATABASE_URL is the user's: it is never dropped.
  if (database.databaseUrl)
    await ensurePostgresDatabase(database.databaseUrl, fresh && !process.env.BENCH_DATABASE_URL);
  if (database.dataDir) {
    if (fresh) fs.rmSync(database.dataDir, { recursive: true, force: true });
    fs.mkdirSync(database.dataDir, { recursive: true });
  }

  const handle = await openDatabase({ databaseUrl: database.databaseUrl, pgliteDir: database.dataDir ?? null });
  try {
    const size = await seedIfNeeded(
      handle.db,
      scale,
      log,
      database.databaseUrl ? () => vacuumWithoutTimeout(database.databaseUrl as string) : undefined,
    );
    // The checkout scenarios' products get their stock anew on every run (earlier runs sold it).
    const checkout = await refillCheckoutStock(handle.db, scale);
    return { database, size, checkout };
  } finally {
    await handle.close();
  }
}

/**
 * VACUUM ANALYZE on a connection of its own: the app's pool stops a statement after 30 s, and the
 * whole large data set takes longer than that on a busy machine.
 */
async function vacuumWithoutTimeout(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('VACUUM ANALYZE');
  } finally {
    await client.end();
  }
}

/** Opens the bench's database again (after the server has stopped), for the checks made afterwards. */
export function openBenchDatabase(database: BenchDatabase) {
  return openDatabase({ databaseUrl: database.databaseUrl, pgliteDir: database.dataDir ?? null });
}
