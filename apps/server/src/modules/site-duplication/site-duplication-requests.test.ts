/**
 * Site duplication (spec 2 §5, §6): what `POST site/duplicate` refuses and who may start a copy or
 * read its status. The copies themselves are in site-duplication.test.ts.
 */
import type { Site } from '@vev/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { type SignedIn, startTestServer } from '../../../test/harness';
import { jobs } from '../../platform/jobs/schema';

const server = await startTestServer();
afterAll(() => server.close());

const { db } = server.database;
const homeId = await server.siteId('hjemmeside');
const shopId = await server.siteId('demobutikk');
const departmentId = await server.siteId('demoavdeling');

await server.addUser('admin-butikk@example.no', { demobutikk: 'admin' });
const admin = await server.signIn('admin@demo.vev.no');
const contributor = await server.signIn('redaktor@demo.vev.no');
const reader = await server.signIn('leser@demo.vev.no');
const shopAdmin = await server.signIn('admin-butikk@example.no');
const homeApi = `/api/sites/${homeId}`;

const duplicate = (body: object, who: SignedIn = admin, siteApi = homeApi) =>
  server.inject({ method: 'POST', url: `${siteApi}/site/duplicate`, headers: who.headers, payload: body });

const status = (jobId: string, who: SignedIn = admin, siteApi = homeApi) =>
  server.inject({ method: 'GET', url: `${siteApi}/site/duplicate/${jobId}`, headers: { cookie: who.cookie } });

describe('validation (spec 2 §5)', () => {
  it('the typed name must be the site’s system name exactly, and says which', async () => {
    for (const confirmSite of ['Hjemmeside', 'hjemmeside ', 'Nordnes Vel']) {
      const response = await duplicate({ confirmSite, newSiteName: 'Kopi', resources: [] });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({
        confirmSite: 'Navnet stemmer ikke. Skriv «hjemmeside» nøyaktig slik det står.',
      });
    }
  });

  it('the new name is required; what to copy is a subset of the spec’s options', async () => {
    const missing = await duplicate({ confirmSite: 'hjemmeside', newSiteName: '  ', resources: [] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ newSiteName: 'Feltet må fylles ut.' });
    const unknown = await duplicate({ confirmSite: 'hjemmeside', newSiteName: 'Kopi', resources: ['brukere'] });
    expect(unknown.json().fields).toEqual({ 'resources.0': 'Ugyldig valg.' });
    const twice = await duplicate({ confirmSite: 'hjemmeside', newSiteName: 'Kopi', resources: ['pages', 'pages'] });
    expect(twice.json().fields).toEqual({ resources: 'Hvert valg kan bare stå én gang.' });
  });

  it('accepts the shop’s resources, which have nothing to copy yet', async () => {
    const response = await duplicate(
      {
        confirmSite: 'demobutikk',
        newSiteName: 'Butikk kopi',
        resources: ['products', 'attributes', 'productTemplates'],
      },
      admin,
      `/api/sites/${shopId}`,
    );
    expect(response.statusCode, response.body).toBe(202);
  });

  it('a site that cannot be duplicated says so (409); the flag is the platform’s', async () => {
    const response = await duplicate(
      { confirmSite: 'demoavdeling', newSiteName: 'Kopi', resources: [] },
      admin,
      `/api/sites/${departmentId}`,
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Dette nettstedet kan ikke dupliseres.');
    const patch = await server.inject({
      method: 'PATCH',
      url: `/api/sites/${departmentId}/site`,
      headers: admin.headers,
      payload: { canBeDuplicated: true },
    });
    expect(patch.statusCode).toBe(400);
    expect(patch.json().fields).toEqual({ canBeDuplicated: 'Feltet kan ikke endres.' });
    const site = await server.readJson<Site>(admin, `/api/sites/${departmentId}/site`);
    expect(site.canBeDuplicated).toBe(false);
  });
});

describe('access (spec 2 §6: admins only)', () => {
  const body = { confirmSite: 'hjemmeside', newSiteName: 'Kopi', resources: [] };

  it('readers and contributors are refused (403), another site’s admin gets 404; no job is made', async () => {
    const jobsBefore = await db.$count(jobs);
    expect((await duplicate(body, reader)).statusCode).toBe(403);
    expect((await duplicate(body, contributor)).statusCode).toBe(403);
    expect((await duplicate(body, shopAdmin)).statusCode).toBe(404);
    expect(await db.$count(jobs)).toBe(jobsBefore);
  });

  it('the status is for the source site’s admins; another site’s path does not show its job', async () => {
    const { jobId } = (await duplicate(body)).json() as { jobId: string };
    expect((await status(jobId, reader)).statusCode).toBe(403);
    expect((await status(jobId, contributor)).statusCode).toBe(403);
    expect((await status(jobId, shopAdmin)).statusCode).toBe(404);
    expect((await status(jobId, admin, `/api/sites/${shopId}`)).statusCode).toBe(404);
    expect((await status('01jobbsomikkefinnes0000000', admin)).statusCode).toBe(404);
    expect((await status(jobId)).json()).toEqual({ status: 'queued', newSiteId: null });
  });
});
