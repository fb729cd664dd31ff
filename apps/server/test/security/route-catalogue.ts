/**
 * The app's own routes as the security tests see them: read from `app.routeTable`, never
 * listed by hand, so a route a later module registers is tested without anyone adding it here.
 */
import { permissionLevels, permissionScopes } from '@vev/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { type RouteAccess, type RouteEntry, siteScopePrefix } from '../../src/platform/access';
import { newId } from '../../src/platform/ids';

export interface CataloguedRoute {
  /** `PATCH /api/sites/:siteId/site`, as test titles show it. */
  name: string;
  method: string;
  url: string;
  access: RouteAccess | undefined;
  /** Writes need the CSRF header and must be logged; GET, HEAD and OPTIONS are reads. */
  writes: boolean;
  siteScoped: boolean;
  body: z.ZodType | undefined;
  querystring: z.ZodType | undefined;
  /** Schemas that are present but not zod (the tests refuse them by name). */
  foreignSchemas: string[];
}

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
const ours = /^\/(api|sso)(\/|$)/;

const isZodSchema = (value: unknown): value is z.ZodType =>
  typeof value === 'object' && value !== null && '_zod' in value;

function catalogueEntry(route: RouteEntry): CataloguedRoute {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const zodPart = (part: string) => (isZodSchema(schema[part]) ? schema[part] : undefined);
  return {
    name: `${route.method} ${route.url}`,
    method: route.method,
    url: route.url,
    access: route.access,
    writes: !readMethods.has(route.method),
    siteScoped: route.url.startsWith(`${siteScopePrefix}/`),
    body: zodPart('body'),
    querystring: zodPart('querystring'),
    foreignSchemas: ['body', 'querystring', 'params', 'headers'].filter(
      (part) => schema[part] !== undefined && !isZodSchema(schema[part]),
    ),
  };
}

/** Every /api and /sso route, without the HEAD twins Fastify adds to each GET. */
export function catalogueRoutes(app: FastifyInstance): CataloguedRoute[] {
  return app.routeTable
    .filter((route) => route.method !== 'HEAD' && ours.test(route.url))
    .map(catalogueEntry)
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Routes that need a session: every one of them must refuse a write without the CSRF header. */
export const needsSession = (route: CataloguedRoute) => route.access !== undefined && route.access.kind !== 'public';

export const siteLevel = (route: CataloguedRoute) => (route.access?.kind === 'site' ? route.access.level : undefined);

/**
 * The route's path on a site, with a made-up id for every other parameter (such a row exists
 * on no site); `given` replaces any parameter with an already-encoded value.
 */
export function pathFor(route: CataloguedRoute, siteId: string, given: Record<string, string> = {}): string {
  const values: Record<string, string> = { siteId, ...given };
  return route.url
    .replace(/:(\w+)(\([^)]*\))?/g, (_param, name: string, pattern?: string) => values[name] ?? madeUpParam(pattern))
    .replace(/\*$/, 'ukjent');
}

function madeUpParam(pattern: string | undefined): string {
  const id = newId();
  if (!pattern) return id;
  const matches = new RegExp(`^${pattern.slice(1, -1)}$`);
  return [id, '1', 'ukjent'].find((candidate) => matches.test(candidate)) ?? id;
}

/**
 * What is wrong with a route's declared access, as sentences naming the route; empty when
 * nothing is. Site routes must name a known level. Access keys do not exist yet: a route opts
 * in by declaring a scope, and from then on this checks it, so the key check will only ever
 * admit a known scope, `read:` scopes on reads and `write:` scopes on writes.
 */
export function declarationProblems(route: CataloguedRoute): string[] {
  const declared = route.access as Record<string, unknown> | undefined;
  if (!declared) return [`${route.name} declares no access`];
  if (!['public', 'user', 'site'].includes(String(declared.kind))) {
    return [`${route.name} declares an unknown kind of access: ${String(declared.kind)}`];
  }
  const problems: string[] = [];
  if (route.siteScoped !== (declared.kind === 'site')) {
    problems.push(`${route.name}: site routes, and only they, declare a site level`);
  }
  if (declared.kind !== 'site') return problems;
  if (!(permissionLevels as readonly unknown[]).includes(declared.level)) {
    problems.push(`${route.name} declares no level of ${permissionLevels.join(', ')} (got ${String(declared.level)})`);
  }
  if (declared.scope !== undefined) {
    const scope = String(declared.scope);
    if (!(permissionScopes as readonly string[]).includes(scope)) {
      problems.push(`${route.name} declares an unknown scope ${scope}`);
    }
    const expectedPrefix = route.writes ? 'write:' : 'read:';
    if (!scope.startsWith(expectedPrefix)) {
      problems.push(`${route.name} is a ${route.writes ? 'write' : 'read'} but declares the scope ${scope}`);
    }
  }
  return problems;
}
