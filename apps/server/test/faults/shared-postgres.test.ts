/**
 * Scale-out (ARCHITECTURE.md): two server processes on one PostgreSQL keep no state of their
 * own. Both start at once on a new database (migrations and demo data once, not twice), then a
 * session made through one works on the other, each sees the other's writes at once, failed
 * sign-ins count across both, and a sign-out through one ends the session on the other.
 *
 * How it fails when state is kept in a process: sessions in memory answer 401 on the other
 * process; a cache of sites or of sessions shows a stale value or keeps a signed-out session
 * alive; rate-limit counters in memory let ten wrong passwords through instead of five.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { api, freshPostgres, killAll, postgresUrl, signIn, siteIds, startServer } from './server-process';

afterEach(killAll);

async function wrongPassword(url: string): Promise<number> {
  const response = await fetch(`${url}/sso/login?dashboard=true`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: 'leser@demo.vev.no', password: 'feil-passord' }).toString(),
    redirect: 'manual',
    signal: AbortSignal.timeout(15_000),
  });
  await response.body?.cancel();
  return response.status;
}

describe.runIf(postgresUrl)('faults: two server processes on one PostgreSQL', () => {
  it('share sessions, rate limits and data, and a sign-out through one ends the session on both', async () => {
    const database = await freshPostgres(postgresUrl ?? '');
    try {
      const env = { DATABASE_URL: database.url };
      const [a, b] = await Promise.all([startServer(env), startServer(env)]);

      // Signed in through A, the same cookies work on B.
      const session = await signIn(a.url);
      const me = await api(b.url, session, 'GET', '/api/users/me');
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({ email: 'admin@demo.vev.no' });
      const idsOnA = await siteIds(a.url, session);
      expect(await siteIds(b.url, session)).toEqual(idsOnA);
      expect(Object.keys(idsOnA).sort()).toEqual(['demoavdeling', 'demobutikk', 'hjemmeside']);
      const site = `/api/sites/${idsOnA.hjemmeside}/site`;

      // Written through A, read through B, and the other way round.
      expect((await api(a.url, session, 'PATCH', site, { displayName: 'Skrevet via A' })).status).toBe(200);
      expect((await api(b.url, session, 'GET', site)).body).toMatchObject({ displayName: 'Skrevet via A' });
      expect((await api(b.url, session, 'PATCH', site, { tags: ['via-b'] })).status).toBe(200);
      expect((await api(a.url, session, 'GET', site)).body).toMatchObject({
        displayName: 'Skrevet via A',
        tags: ['via-b'],
      });
      expect((await api(a.url, session, 'PATCH', site, { displayName: 'Igjen via A' })).status).toBe(200);
      expect((await api(b.url, session, 'GET', site)).body).toMatchObject({ displayName: 'Igjen via A' });

      // Five wrong passwords in all, alternating between the processes, and both refuse the sixth.
      const attempts = [];
      for (const url of [a.url, b.url, a.url, b.url, a.url]) attempts.push(await wrongPassword(url));
      expect(attempts).toEqual([401, 401, 401, 401, 401]);
      expect(await wrongPassword(b.url)).toBe(429);
      expect(await wrongPassword(a.url)).toBe(429);

      // Signed out through B: the cookies stop working on A at once, for reads and for writes.
      const logout = await api(b.url, session, 'GET', '/api/auth/logout?doNotRedirect=true');
      expect(logout.status).toBe(200);
      expect((await api(a.url, session, 'GET', '/api/users/me')).status).toBe(401);
      const refused = await api(a.url, session, 'PATCH', site, { displayName: 'Etter utlogging' });
      expect(refused.status).toBe(401);
      expect((await api(b.url, session, 'GET', '/api/sites')).status).toBe(401);

      // Nothing was written by the refused request (read with a new session through B).
      const again = await signIn(b.url);
      expect((await api(a.url, again, 'GET', site)).body).toMatchObject({ displayName: 'Igjen via A' });
    } finally {
      killAll();
      await database.drop();
    }
  }, 90_000);
});
