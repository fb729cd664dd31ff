/**
 * Every route says who may call it: site routes a level (and, once access keys exist, a
 * scope), read from the app's route table so that a new route is checked by itself.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { access, type RouteAccess } from '../../src/platform/access';
import { startTestServer } from '../harness';
import { type CataloguedRoute, catalogueRoutes, declarationProblems } from './route-catalogue';

const server = await startTestServer({ seed: false });
afterAll(() => server.close());
const routes = catalogueRoutes(server.app);

describe('every route declares its access', () => {
  it('the enumeration finds the site routes registered today', () => {
    expect(routes.filter((route) => route.siteScoped).map((route) => route.name)).toEqual(
      expect.arrayContaining([
        'GET /api/sites/:siteId/permissions',
        'GET /api/sites/:siteId/site',
        'PATCH /api/sites/:siteId/site',
      ]),
    );
  });

  const named = routes.map((route) => [route.name, route] as const);

  it.each(named)('%s declares who may call it (site routes: a level, and a fitting scope if any)', (_name, route) => {
    expect(declarationProblems(route)).toEqual([]);
  });

  it.each(named)('%s validates its input with zod schemas only', (_name, route) => {
    expect(route.foreignSchemas, `${route.name} has non-zod schemas`).toEqual([]);
  });
});

/** A route as the table would list it, with the access given. */
const declaring = (method: string, url: string, declared: unknown): CataloguedRoute => ({
  name: `${method} ${url}`,
  method,
  url,
  access: declared as RouteAccess | undefined,
  writes: method !== 'GET',
  siteScoped: url.startsWith('/api/sites/:siteId/'),
  body: undefined,
  querystring: undefined,
  foreignSchemas: [],
});

describe('the declaration check fails, naming the route, on', () => {
  const pages = '/api/sites/:siteId/pages';

  it('a route that declares nothing', () => {
    expect(declarationProblems(declaring('GET', pages, undefined))).toEqual([`GET ${pages} declares no access`]);
  });

  it('a site route without a level, or with one that is not reader, contributor or admin', () => {
    expect(declarationProblems(declaring('GET', pages, { kind: 'site' }))).toEqual([
      `GET ${pages} declares no level of reader, contributor, admin (got undefined)`,
    ]);
    expect(declarationProblems(declaring('DELETE', `${pages}/:id`, { kind: 'site', level: 'owner' }))).toEqual([
      `DELETE ${pages}/:id declares no level of reader, contributor, admin (got owner)`,
    ]);
  });

  it('a site route that declares account access, and an account route that declares a site level', () => {
    expect(declarationProblems(declaring('GET', pages, access.user))).toEqual([
      `GET ${pages}: site routes, and only they, declare a site level`,
    ]);
    expect(declarationProblems(declaring('GET', '/api/users/me', access.site('reader')))).toEqual([
      'GET /api/users/me: site routes, and only they, declare a site level',
    ]);
  });

  it('an unknown scope, a write: scope on a read, and a read: scope on a write', () => {
    expect(
      declarationProblems(declaring('GET', pages, { kind: 'site', level: 'reader', scope: 'read:pages' })),
    ).toEqual([`GET ${pages} declares an unknown scope read:pages`]);
    expect(declarationProblems(declaring('GET', pages, access.site('reader', 'write:content')))).toEqual([
      `GET ${pages} is a read but declares the scope write:content`,
    ]);
    expect(declarationProblems(declaring('POST', pages, access.site('contributor', 'read:content')))).toEqual([
      `POST ${pages} is a write but declares the scope read:content`,
    ]);
  });

  it('and passes the declarations the modules use', () => {
    expect(declarationProblems(declaring('GET', pages, access.site('reader', 'read:content')))).toEqual([]);
    expect(
      declarationProblems(declaring('POST', `${pages}/:id/publish`, access.site('admin', 'write:content'))),
    ).toEqual([]);
    expect(declarationProblems(declaring('GET', '/api/health', access.public))).toEqual([]);
  });
});
