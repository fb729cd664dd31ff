/**
 * Access for every route the app registers, generated from its route table: sessions, CSRF,
 * foreign origins, site membership and levels. A route a later module adds is covered here
 * without being named; each one shows up by name in the test output.
 */
import { hasLevel, type PermissionLevel } from '@vev/shared';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/platform/errors';
import { newId } from '../../src/platform/ids';
import { rateLimits } from '../../src/platform/rate-limit/schema';
import { type SignedIn, startTestServer } from '../harness';
import { samplesFor } from './bad-input-probes';
import { databaseFingerprint, fingerprintedTables } from './fingerprint';
import { expectNorwegianError } from './norwegian';
import { type CataloguedRoute, catalogueRoutes, needsSession, pathFor, siteLevel } from './route-catalogue';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
await server.addUser('bare-hjemmeside@example.no', { hjemmeside: 'admin' });
const admin = await server.signIn('admin@demo.vev.no');
const contributor = await server.signIn('redaktor@demo.vev.no');
const reader = await server.signIn('leser@demo.vev.no');
const newcomer = await server.signIn('ny@demo.vev.no');
const otherSiteAdmin = await server.signIn('bare-hjemmeside@example.no');
const levelHolders: [PermissionLevel, SignedIn][] = [
  ['reader', reader],
  ['contributor', contributor],
];

const routes = catalogueRoutes(server.app);
/** Routes with something to guard: a session to check, or a write a foreign page could forge. */
const guardedRoutes = routes.filter((route) => needsSession(route) || route.writes);

interface Caller {
  who?: SignedIn;
  siteId?: string;
  /** Replaces the CSRF header; `null` leaves it out. */
  csrf?: string | null;
  origin?: string;
  /** Replaces the body the route accepts. */
  payload?: string;
}

/** A write's body as sent: one the route accepts, and malformed JSON, which only access can answer before parsing. */
const writeBodies = (route: CataloguedRoute): (string | undefined)[] =>
  route.writes ? [undefined, '{"'] : [undefined];

/** Calls the route on the demo shop with a body the route accepts, so only access can stop it. */
function call(route: CataloguedRoute, { who, siteId = shopId, csrf, origin, payload: given }: Caller = {}) {
  const sample = samplesFor(route).body;
  const payload = given ?? (route.writes && sample !== undefined ? JSON.stringify(sample) : undefined);
  const headers: Record<string, string> = {};
  if (who) headers.cookie = who.cookie;
  const token = csrf === undefined ? who?.csrf : csrf;
  if (token !== undefined && token !== null && route.writes) headers['x-csrf-token'] = token;
  if (origin) headers.origin = origin;
  if (payload !== undefined) headers['content-type'] = 'application/json';
  const options: InjectOptions = {
    method: route.method as InjectOptions['method'],
    url: pathFor(route, siteId),
    headers,
  };
  if (payload !== undefined) options.payload = payload;
  return server.inject(options);
}

/** Runs the call and asserts that the database is byte-for-byte what it was. */
async function withoutChange(send: () => ReturnType<typeof call>) {
  const before = await databaseFingerprint(server.database.db);
  const response = await send();
  expect(await databaseFingerprint(server.database.db), `${response.statusCode} ${response.body}`).toBe(before);
  return response;
}

const expectNotFound = (response: Awaited<ReturnType<typeof call>>) =>
  expectNorwegianError(response, { status: 404, error: 'resourceNotFound', message: messages.resourceNotFound });
const expectForbidden = (response: Awaited<ReturnType<typeof call>>, message: string = messages.forbidden) =>
  expectNorwegianError(response, { status: 403, error: 'forbidden', message });

describe('the enumeration', () => {
  it('finds the routes registered today, so the tests below cannot silently test nothing', () => {
    const names = guardedRoutes.map((route) => route.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/sites/:siteId/site',
        'PATCH /api/sites/:siteId/site',
        'GET /api/sites/:siteId/permissions',
        'GET /api/sites',
        'GET /api/users/me',
        'POST /sso/login',
      ]),
    );
    expect(names.filter((name) => name.startsWith('HEAD '))).toEqual([]);
    expect(routes.filter((route) => route.siteScoped).every((route) => guardedRoutes.includes(route))).toBe(true);
  });

  it('the database fingerprint covers every table and notices a single changed row', async () => {
    const { db } = server.database;
    expect(await fingerprintedTables(db)).toEqual(
      expect.arrayContaining(['activity_log', 'memberships', 'rate_limits', 'sessions', 'sites', 'users']),
    );
    const before = await databaseFingerprint(db);
    expect(await databaseFingerprint(db)).toBe(before);
    await db.insert(rateLimits).values({ key: 'fingerprint-test', count: 1, resetAt: new Date() });
    expect(await databaseFingerprint(db)).not.toBe(before);
    await db.delete(rateLimits).where(eq(rateLimits.key, 'fingerprint-test'));
    expect(await databaseFingerprint(db)).toBe(before);
  });
});

describe.each(guardedRoutes.map((route) => [route.name, route] as const))('%s', (_name, route) => {
  const level = siteLevel(route);

  if (needsSession(route)) {
    it('without a session answers 401 notLoggedIn, and nothing changes', async () => {
      expectNorwegianError(await withoutChange(() => call(route)), {
        status: 401,
        error: 'notLoggedIn',
        message: messages.notLoggedIn,
      });
    });
  }

  if (route.writes) {
    it('from a foreign Origin answers 403, and nothing changes', async () => {
      const who = needsSession(route) ? admin : undefined;
      const response = await withoutChange(() => call(route, { who, origin: 'https://angriper.example' }));
      expectForbidden(response, messages.foreignOrigin);
    });
  }

  if (route.writes && needsSession(route)) {
    it('without the x-csrf-token header answers 403, and nothing changes', async () => {
      expectForbidden(await withoutChange(() => call(route, { who: admin, csrf: null })), messages.csrf);
    });

    it("with a wrong x-csrf-token (made up, or another session's) answers 403, and nothing changes", async () => {
      for (const csrf of ['feil-token', reader.csrf, `${admin.csrf}x`]) {
        expectForbidden(await withoutChange(() => call(route, { who: admin, csrf })), messages.csrf);
      }
    });
  }

  if (route.siteScoped) {
    it('a member of another site only, or of none, gets 404 resourceNotFound, and nothing changes', async () => {
      // A 404 for malformed JSON shows the refusal is the membership check, not the made-up ids.
      for (const outsider of [otherSiteAdmin, newcomer]) {
        for (const payload of writeBodies(route)) {
          expectNotFound(await withoutChange(() => call(route, { who: outsider, payload })));
        }
      }
    });

    it('an unknown site id answers 404 resourceNotFound, and nothing changes', async () => {
      expectNotFound(await withoutChange(() => call(route, { who: admin, siteId: newId() })));
    });
  }

  for (const [holder, who] of level ? levelHolders : []) {
    if (level && !hasLevel(holder, level)) {
      it(`a ${holder} gets 403 forbidden (the route needs ${level}), and nothing changes`, async () => {
        for (const payload of writeBodies(route)) {
          expectForbidden(await withoutChange(() => call(route, { who, payload })));
        }
      });
    } else if (!route.writes) {
      it(`a ${holder} may read it (the route needs ${level}), and reading changes nothing`, async () => {
        // A read carries no CSRF token, so a read that wrote would be a write any page could forge.
        const response = await withoutChange(() => call(route, { who }));
        expect([401, 403], response.body).not.toContain(response.statusCode);
        expect(response.statusCode).toBeLessThan(500);
      });
    }
  }
});
