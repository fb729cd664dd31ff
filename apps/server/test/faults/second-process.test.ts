/**
 * One process per data directory (QUALITY.md): a second server started on a PGlite data
 * directory that a running server holds stops at once with a message naming the directory,
 * and the first goes on serving reads and writes as if nothing had happened.
 *
 * How it fails when the guard breaks: without the lock the second process opens the same
 * PGlite files and starts listening (the output check and the exit code fail), or it waits or
 * retries (the time check fails); a second process that removed or took over the first's lock
 * file, or disturbed its database, fails the lock-file and write checks on the first.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { api, killAll, signIn, siteIds, spawnServer, startServer, stopServer, tempDataDir } from './server-process';

afterEach(killAll);

describe('faults: a second process on the same PGlite data directory', () => {
  it('exits non-zero at once with a message naming the directory; the first keeps serving', async () => {
    const data = tempDataDir();
    try {
      const first = await startServer({ DATA_DIR: data.dir });
      const lockFile = path.join(data.dir, 'vev.lock');
      const lock = fs.readFileSync(lockFile, 'utf8');
      expect(lock.split(' ')[0]).toBe(String(first.child.pid));
      const session = await signIn(first.url);
      const siteId = (await siteIds(first.url, session)).demobutikk ?? '';

      // The first writes all the while the second tries to start.
      let stopWriting = false;
      const statuses: number[] = [];
      const writing = (async () => {
        for (let i = 1; !stopWriting; i++) {
          const response = await api(first.url, session, 'PATCH', `/api/sites/${siteId}/site`, { tags: [`t${i}`] });
          statuses.push(response.status);
        }
      })();

      const startedAt = Date.now();
      const second = spawnServer({ DATA_DIR: data.dir });
      const code = await second.exited;
      const elapsed = Date.now() - startedAt;
      stopWriting = true;
      await writing;

      expect(code).toBe(1);
      const output = second.output();
      expect(output).not.toContain('Server listening');
      expect(output).toContain(
        `The data directory ${data.dir} is already in use by another Vev process (pid ${first.child.pid}).`,
      );
      expect(output).not.toMatch(/could not start|at .*\.ts:\d+/); // the message, not a stack trace
      // Loading the code takes a second or two; the lock is checked before the database is opened.
      expect(elapsed).toBeLessThan(15_000);

      expect(statuses.length).toBeGreaterThan(0);
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
      expect(fs.readFileSync(lockFile, 'utf8')).toBe(lock);
      expect((await api(first.url, null, 'GET', '/api/health')).body).toEqual({ status: 'ok' });
      const written = await api(first.url, session, 'PATCH', `/api/sites/${siteId}/site`, { displayName: 'Etter' });
      expect(written.status).toBe(200);
      const site = await api(first.url, session, 'GET', `/api/sites/${siteId}/site`);
      expect(site.body).toMatchObject({ displayName: 'Etter', tags: [`t${statuses.length}`] });

      // Stopped gracefully, the first releases the directory.
      await stopServer(first);
      expect(fs.existsSync(lockFile)).toBe(false);
    } finally {
      killAll();
      data.remove();
    }
  }, 90_000);
});
