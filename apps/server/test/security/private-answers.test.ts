/**
 * Answers private to a person carry `Cache-Control: no-store`: every signed-in API answer, decided
 * once (platform/private-answers.ts), and a route that sets its own keeps it.
 */
import type { AccessKey, AccessTokenResponse } from '@vev/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../harness';
import { catalogueRoutes, needsSession, pathFor } from './route-catalogue';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
const admin = await server.signIn('admin@demo.vev.no');
const api = `/api/sites/${shopId}`;
const cacheControl = async (url: string, headers: Record<string, string> = {}) =>
  (await server.inject({ method: 'GET', url, headers })).headers['cache-control'];

describe('Cache-Control on signed-in API answers', () => {
  it('the profile, the mail outbox and the site are not stored by any cache', async () => {
    for (const url of ['/api/users/me', `${api}/mail-outbox`, `${api}/site`, '/api/sites']) {
      expect(await cacheControl(url, { cookie: admin.cookie }), url).toBe('no-store');
    }
  });

  it('a new access key, answered with its secret, and an error answer are not stored either', async () => {
    const created = await server.inject({
      method: 'POST',
      url: `${api}/client-credentials`,
      headers: admin.headers,
      payload: { label: 'Regnskap', description: '', scopes: ['read:content'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<AccessKey>().clientSecret).toBeTruthy();
    expect(created.headers['cache-control']).toBe('no-store');
    expect(await cacheControl(`${api}/pages/finnes-ikke`, { cookie: admin.cookie })).toBe('no-store');
  });

  it('an answer to a bearer token is not stored', async () => {
    const key = (
      await server.inject({
        method: 'POST',
        url: `${api}/client-credentials`,
        headers: admin.headers,
        payload: { label: 'Lager', description: '', scopes: ['read:content'] },
      })
    ).json<AccessKey>();
    const token = await server.inject({
      method: 'POST',
      url: '/api/oauth/token',
      payload: { grant_type: 'client_credentials', client_id: key.clientId, client_secret: key.clientSecret },
    });
    const { access_token } = token.json<AccessTokenResponse>();
    expect(await cacheControl(`${api}/pages`, { authorization: `Bearer ${access_token}` })).toBe('no-store');
  });

  it('an answer to a request without credentials is left to the route', async () => {
    expect(await cacheControl('/api/health')).toBeUndefined();
    expect(await cacheControl('/api/users/me')).toBeUndefined();
  });

  it('a route that sets its own Cache-Control keeps it', async () => {
    const [image] = await server.readJson<{ url: string }[]>(admin, `${api}/media/search?limit=1`);
    const delivered = await cacheControl(new URL(image?.url ?? '').pathname, { cookie: admin.cookie });
    expect(delivered).toMatch(/^public, max-age=/);
  });

  it('every GET route that needs a session answers an admin with no-store', async () => {
    const reads = catalogueRoutes(server.app).filter(
      (route) => route.method === 'GET' && route.url.startsWith('/api') && needsSession(route),
    );
    expect(reads.length).toBeGreaterThan(20);
    for (const route of reads) {
      expect(await cacheControl(pathFor(route, shopId), { cookie: admin.cookie }), route.name).toBe('no-store');
    }
  });
});
