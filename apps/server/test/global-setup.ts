/**
 * Migrates one database before the server's tests start, so that each test server begins from a
 * copy instead of applying every migration again (seconds each): a dump of an in-memory PGlite,
 * or a template database when the tests run on PostgreSQL (VEV_TEST_POSTGRES_URL).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migratedPgliteImage, openDatabase } from '../src/db/client';
import { freshPostgres } from './fresh-postgres';
import './provided-context';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const postgresUrl = process.env.VEV_TEST_POSTGRES_URL;
  if (postgresUrl) {
    const template = await freshPostgres(postgresUrl);
    const database = await openDatabase({ databaseUrl: template.url, poolSize: 1 });
    await database.close();
    project.provide('pgliteImage', null);
    project.provide('postgresTemplate', template.name);
    return template.drop;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vev-test-image-'));
  const file = path.join(dir, 'migrated.tar');
  fs.writeFileSync(file, Buffer.from(await (await migratedPgliteImage()).arrayBuffer()));
  project.provide('pgliteImage', file);
  project.provide('postgresTemplate', null);
  return async () => fs.rmSync(dir, { recursive: true, force: true });
}
