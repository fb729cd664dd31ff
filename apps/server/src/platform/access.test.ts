import { eq } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { buildApp } from '../app';
import { access, checkRouteDeclaresAccess, type RouteEntry } from './access';
import { memberships } from './accounts/schema';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const declaredAccess = (route: RouteEntry | undefined) => route?.access;
const describeRoute = (route: RouteEntry) => `${route.method} ${route.url}`;
const registered = () => server.app.routeTable.filter((route) => route.method !== 'HEAD');
const handler = async () => ({});

describe('every route declares who may call it', () => {
  it('every /api and /sso route of the app declares access; site routes declare a level', () => {
    const ours = registered().filter((route) => /^\/(api|sso)(\/|$)/.test(route.url));
    const urls = ours.map(describeRoute);
    expect(urls).toEqual(
      expect.arrayContaining([
        'GET /api/health',
        'GET /api/users/me',
        'GET /api/sites',
        'GET /api/auth/logout',
        'GET /api/sites/:siteId/site',
        'PATCH /api/sites/:siteId/site',
        'GET /api/sites/:siteId/permissions',
        'POST /sso/login',
      ]),
    );
    const undeclared = ours.filter((route) => !declaredAccess(route)).map(describeRoute);
    expect(undeclared).toEqual([]);
    for (const route of ours.filter((r) => r.url.startsWith('/api/sites/:siteId/'))) {
      expect(declaredAccess(route)?.kind, describeRoute(route)).toBe('site');
    }
  });

  it('the levels the spec gives: reading a site for readers, changing it for admins', () => {
    const find = (method: string, url: string) =>
      registered().find((route) => route.method === method && route.url === url);
    expect(declaredAccess(find('GET', '/api/sites/:siteId/site'))).toEqual(access.site('reader'));
    expect(declaredAccess(find('PATCH', '/api/sites/:siteId/site'))).toEqual(access.site('contributor'));
    expect(declaredAccess(find('GET', '/api/users/me'))).toEqual(access.user);
  });

  it('registering an /api route without access throws', async () => {
    const app = await buildApp({ config: server.config, database: server.database, logger: false });
    try {
      expect(() => app.get('/api/uten-tilgang', handler)).toThrow('Route GET /api/uten-tilgang declares no access');
      expect(() => app.post('/api/sites/:siteId/ting', handler)).toThrow(/declares no access/);
    } finally {
      await app.close();
    }
  });

  it('a site route must declare a site level, and only site routes may', async () => {
    const app = await buildApp({ config: server.config, database: server.database, logger: false });
    try {
      expect(() => app.get('/api/sites/:siteId/ting', { config: { access: access.user } }, handler)).toThrow(
        /site routes, and only they, declare a site level/,
      );
      expect(() => app.get('/api/ting', { config: { access: access.site('reader') } }, handler)).toThrow(
        /site routes, and only they, declare a site level/,
      );
    } finally {
      await app.close();
    }
  });

  it('routes outside /api (the dashboard, static files) are not asked to declare', () => {
    expect(() => checkRouteDeclaresAccess({ method: 'GET', url: '/logg-inn', handler } as RouteOptions)).not.toThrow();
  });
});

describe('the access a route declares is enforced', () => {
  it('a user route without a session answers 401 notLoggedIn', async () => {
    const response = await server.inject({ method: 'GET', url: '/api/sites' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'notLoggedIn', message: 'Du er ikke logget inn.' });
  });

  it('a public route answers without a session', async () => {
    expect((await server.inject({ method: 'GET', url: '/api/config' })).statusCode).toBe(200);
  });

  it('removal from a site ends access at once, with the same session', async () => {
    const userId = await server.addUser('fjernes@example.no', { hjemmeside: 'reader' });
    const { cookie } = await server.signIn('fjernes@example.no');
    const url = `/api/sites/${await server.siteId('hjemmeside')}/site`;
    expect((await server.inject({ method: 'GET', url, headers: { cookie } })).statusCode).toBe(200);
    await server.database.db.delete(memberships).where(eq(memberships.userId, userId));
    const after = await server.inject({ method: 'GET', url, headers: { cookie } });
    expect(after.statusCode).toBe(404);
    expect(after.json()).toMatchObject({ error: 'resourceNotFound' });
  });
});
