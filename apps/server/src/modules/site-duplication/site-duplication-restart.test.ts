/**
 * A duplication outlives the process that accepted it: the job is in the database, so a server
 * started later on the same database runs it, however the first one stopped.
 */
import type { SiteSummary } from '@vev/shared';
import { afterAll, expect, it } from 'vitest';
import { startTestServer } from '../../../test/harness';
import { buildApp } from '../../app';

const server = await startTestServer();
afterAll(() => server.close());

it('a job queued before a restart is done by the next server on the same database', async () => {
  const homeId = await server.siteId('hjemmeside');
  const admin = await server.signIn('admin@demo.vev.no');
  const started = await server.inject({
    method: 'POST',
    url: `/api/sites/${homeId}/site/duplicate`,
    headers: admin.headers,
    payload: { confirmSite: 'hjemmeside', newSiteName: 'Etter omstart', resources: ['templates', 'pages'] },
  });
  expect(started.statusCode, started.body).toBe(202);
  const { jobId } = started.json() as { jobId: string };
  // The first server stops before its worker (off here) ever ran the job.
  await server.app.close();

  const next = await buildApp({
    config: { ...server.config, jobWorker: true },
    database: server.database,
    logger: false,
  });
  await next.ready();
  try {
    const status = async () =>
      (
        await next.inject({
          method: 'GET',
          url: `/api/sites/${homeId}/site/duplicate/${jobId}`,
          headers: admin.headers,
        })
      ).json();
    await expect.poll(status, { timeout: 20_000, interval: 250 }).toMatchObject({ status: 'done' });
    const { newSiteId } = await status();
    const sites = (
      await next.inject({ method: 'GET', url: '/api/sites', headers: admin.headers })
    ).json() as SiteSummary[];
    expect(sites.find((site) => site._id === newSiteId)).toMatchObject({ name: 'etter-omstart', permission: 'admin' });
  } finally {
    await next.close();
  }
});
