/**
 * A server SIGKILLed while visitors read the storefront loses at most the last second of page views
 * (issue 19 'Page views'; docs/decisions/page-views.md).
 *
 * Visitors read Demo Butikk's front page as fast as one connection each allows; the process is
 * SIGKILLed after a few seconds. Every view answered more than a second before the kill must be in
 * the database after a restart; only those of the last second may be missing.
 *
 * How it fails when recording breaks: a buffer written less often than every half second (or a write
 * that waits for more views) leaves views older than a second unwritten at the kill.
 */
import http from 'node:http';
import { and, eq, gte, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { pageViews } from '../../src/modules/page-views/schema';
import { killAll, signIn, siteIds, startServer, tempDataDir } from './server-process';

afterEach(killAll);

const shop = 'demobutikk.localhost:3000';
const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

/** One visitor's view of the front page; the time it was answered, or null once the process is gone. */
function view(url: string, address: string): Promise<number | null> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const request = http.get(
      { hostname, port, path: '/', headers: { host: shop, 'user-agent': browser, 'x-forwarded-for': address } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode === 200 ? Date.now() : null));
      },
    );
    request.on('error', () => resolve(null));
  });
}

describe('faults: SIGKILL while page views are recorded', () => {
  it('loses none of the views answered more than a second before the kill', async () => {
    const data = tempDataDir();
    try {
      let server = await startServer({ DATA_DIR: data.dir, TRUST_PROXY: 'true' });
      const siteId = (await siteIds(server.url, await signIn(server.url))).demobutikk ?? '';
      const startedAt = new Date();
      const answered: number[] = [];
      let stopped = false;
      const visitor = async (n: number) => {
        while (!stopped) {
          const at = await view(server.url, `198.18.7.${n + 1}`);
          if (at === null) return;
          answered.push(at);
        }
      };
      const visitors = Array.from({ length: 5 }, (_, n) => visitor(n));
      // At a moment the flushes' rhythm cannot foresee.
      await new Promise((resolve) => setTimeout(resolve, 4_000 + Math.random() * 3_000));
      stopped = true;
      const killedAt = Date.now();
      server.child.kill('SIGKILL');
      await Promise.all(visitors);
      expect(await server.exited).toBe('SIGKILL');

      // A restart finds the data as the kill left it (and writes nothing more of its own).
      server = await startServer({ DATA_DIR: data.dir });
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);

      const database = await openDatabase({ pgliteDir: data.dir, poolSize: 1 });
      try {
        const [row] = await database.db
          .select({ count: sql<number>`count(*)::int` })
          .from(pageViews)
          // The demo's own views lie in the past days.
          .where(and(eq(pageViews.siteId, siteId), eq(pageViews.path, '/'), gte(pageViews.viewedAt, startedAt)));
        const stored = row?.count ?? 0;
        const older = answered.filter((at) => at < killedAt - 1_000).length;
        expect(answered.length, 'views answered').toBeGreaterThan(20);
        expect(
          stored,
          `stored views of ${answered.length} answered, ${older} older than a second`,
        ).toBeGreaterThanOrEqual(older);
        expect(stored).toBeLessThanOrEqual(answered.length);
      } finally {
        await database.close();
      }
    } finally {
      killAll();
      data.remove();
    }
  }, 180_000);
});
