/**
 * Who may call what. Every API route declares its access; one hook enforces it:
 * the session, CSRF on writes, site membership (non-members get 404) and the level.
 */
import { accessKeyMessages, hasLevel, type PermissionLevel, type PermissionScope } from '@vev/shared';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { CacheVersions } from './cache/site-versions';
import { csrfCookie, csrfHeader, csrfTokenFor, csrfTokenMatches, isForeignOrigin, safeMethods } from './csrf';
import { AppError, forbidden, messages, notFound, notLoggedIn } from './errors';
import { setCsrfCookie } from './sessions/cookies';
import {
  type ActiveSession,
  findSession,
  findSessionOnSite,
  type SessionOnSite,
  type SessionUser,
  sessionCookie,
} from './sessions/sessions';
import type { SiteScope } from './site-scope';

export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'user' }
  | { kind: 'site'; level: PermissionLevel; scope?: PermissionScope };

export const access = {
  /** Anyone, signed in or not. */
  public: { kind: 'public' } as RouteAccess,
  /** Any signed-in user; not tied to a site. */
  user: { kind: 'user' } as RouteAccess,
  /** A member of the site in the path with at least this level. */
  site: (level: PermissionLevel, scope?: PermissionScope): RouteAccess =>
    scope ? { kind: 'site', level, scope } : { kind: 'site', level },
};

/** The site context of a site-scoped request: which sites it may read, the level, the cache versions. */
export interface SiteAccess extends SiteScope {
  level: PermissionLevel;
  /** The site's cache versions by domain as this request began (see platform/cache). */
  versions: CacheVersions;
}

/** What an access key's bearer token opens (spec 2 'Access key'). */
export interface BearerAccess extends SiteScope {
  scopes: PermissionScope[];
  /** The admin who made the key, in whose name its changes are made. */
  actor: SessionUser;
  versions: CacheVersions;
}

/** Looks a bearer token up; null when it is unknown, expired or its key was revoked. */
export type FindBearerAccess = (db: Database, token: string) => Promise<BearerAccess | null>;

/** `Authorization: Bearer …`, or null when the request carries none. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/** A registered route as the route-enumerating tests and the docs see it. */
export interface RouteEntry {
  method: string;
  url: string;
  access: RouteAccess | undefined;
  schema: RouteOptions['schema'];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** Every route registered so far, with its declared access and schema. */
    routeTable: RouteEntry[];
  }
  interface FastifyRequest {
    session: ActiveSession | null;
    siteAccess: SiteAccess | null;
    /** Who acts: the signed-in user, or for an access key the admin who made it. */
    actor: SessionUser | null;
  }
}

export const siteScopePrefix = '/api/sites/:siteId';

/** Refuses to register an API route that does not say who may call it. */
export function checkRouteDeclaresAccess(route: RouteOptions): void {
  if (!route.url.startsWith('/api')) return;
  const declared = (route.config as { access?: RouteAccess } | undefined)?.access;
  const methods = [route.method].flat().join(',');
  if (!declared) throw new Error(`Route ${methods} ${route.url} declares no access`);
  if (route.url.startsWith(`${siteScopePrefix}/`) !== (declared.kind === 'site')) {
    throw new Error(`Route ${methods} ${route.url}: site routes, and only they, declare a site level`);
  }
}

export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.actor) throw notLoggedIn();
  return request.actor;
}

export function currentSite(request: FastifyRequest): SiteAccess & { userId: string } {
  if (!request.siteAccess || !request.actor) throw notLoggedIn();
  return { ...request.siteAccess, userId: request.actor.id };
}

/**
 * An access key's bearer token (spec 2 'Access key'): only site routes that name a scope the token
 * carries, on the key's own site. No cookie, so no CSRF; the key acts with an admin's level.
 */
async function admitBearer(
  deps: { db: Database; findBearerAccess: FindBearerAccess },
  request: FastifyRequest,
  token: string,
  declared: RouteAccess,
) {
  const siteId = declared.kind === 'site' ? ((request.params as { siteId?: string }).siteId ?? '') : null;
  if (declared.kind !== 'site' || siteId === null) throw forbidden(accessKeyMessages.missingScope);
  const found = await deps.findBearerAccess(deps.db, token);
  if (!found) throw new AppError(401, 'invalid_token', accessKeyMessages.invalidToken);
  if (found.siteId !== siteId) throw forbidden(accessKeyMessages.otherSite);
  if (!declared.scope || !found.scopes.includes(declared.scope)) throw forbidden(accessKeyMessages.missingScope);
  request.actor = found.actor;
  request.siteAccess = { siteId, parentSiteId: found.parentSiteId, level: 'admin', versions: found.versions };
}

export function registerAccessControl(
  app: FastifyInstance,
  deps: { db: Database; config: Config; findBearerAccess: FindBearerAccess },
): void {
  const { db, config } = deps;
  app.decorateRequest('session', null);
  app.decorateRequest('siteAccess', null);
  app.decorateRequest('actor', null);
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    checkRouteDeclaresAccess(route);
    for (const method of [route.method].flat()) {
      routeTable.push({ method, url: route.url, access: route.config?.access, schema: route.schema });
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    const writing = !safeMethods.has(request.method);
    if (writing && isForeignOrigin(request, config.publicUrl)) throw forbidden(messages.foreignOrigin);

    const declared = request.routeOptions.config.access;
    if (!declared) return;
    const bearer = declared.kind === 'public' ? null : bearerToken(request.headers.authorization);
    if (bearer) return admitBearer(deps, request, bearer, declared);

    const token = request.cookies[sessionCookie];
    const siteId = declared.kind === 'site' ? ((request.params as { siteId?: string }).siteId ?? '') : null;
    let onSite: SessionOnSite | null = null;
    if (token && siteId !== null) {
      onSite = await findSessionOnSite(db, token, siteId);
      request.session = onSite?.session ?? null;
    } else {
      request.session = token ? await findSession(db, token) : null;
    }
    const session = request.session;
    request.actor = session?.user ?? null;
    if (session && request.cookies[csrfCookie] !== csrfTokenFor(config.sessionSecret, session.id)) {
      setCsrfCookie(reply, config, session.id);
    }
    if (declared.kind === 'public') return;
    if (!session) throw notLoggedIn();
    if (writing && !csrfTokenMatches(config.sessionSecret, session.id, request.headers[csrfHeader])) {
      throw forbidden(messages.csrf);
    }
    if (declared.kind !== 'site' || siteId === null) return;
    const permission = onSite?.permission;
    if (!onSite || !permission) throw notFound();
    if (!hasLevel(permission, declared.level)) throw forbidden();
    request.siteAccess = { siteId, parentSiteId: onSite.parentSiteId, level: permission, versions: onSite.versions };
  });
}
