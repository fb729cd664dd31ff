/**
 * The migration that gave the activity log its words runs on a log that already has entries:
 * they stay, and list with no kind and no target (the dashboard then describes them from their
 * address).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { migrationsFolder } from '../../db/client';
import * as schema from '../../db/schema';
import { listActivity } from './list';

const wordsMigration = '0018_activity_in_words';

/** The migrations folder as it was before the activity log had words. */
function migrationsBefore(tag: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'vev-migrations-'));
  fs.cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(at, `${tag} is in the journal`).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

const client = await PGlite.create({ extensions: { btree_gin, pg_trgm } });
afterAll(() => client.close());

it('entries from before the migration stay, and list without kind or target', async () => {
  const db = drizzle({ client, schema });
  const before = migrationsBefore(wordsMigration);
  await migrate(db, { migrationsFolder: before });
  fs.rmSync(before, { recursive: true, force: true });
  await db.execute(sql`INSERT INTO activity_log (site_id, id, user_id, method, url, status_code, created_at)
    VALUES ('site1', '01old', NULL, 'PATCH', '/api/sites/site1/pages/p1/components/hero1', 200, '2026-03-03T13:05:00Z')`);

  await migrate(db, { migrationsFolder });

  const entries = await listActivity(db as unknown as Database, 'site1', { limit: 20 }, new Map());
  expect(entries).toEqual([
    {
      _id: '01old',
      user: null,
      timestamp: '2026-03-03T13:05:00.000Z',
      method: 'PATCH',
      url: '/api/sites/site1/pages/p1/components/hero1',
      kind: null,
      target: null,
      details: null,
    },
  ]);
});
