/**
 * Bad input for every route with a body, a query or path parameters, generated from the
 * route's own zod schemas: malformed JSON, wrong types, unknown fields, very long strings,
 * text PostgreSQL cannot store, huge lists, an oversized body, broken path parameters. Each
 * answer is a 4xx with a Norwegian JSON error, never a 5xx, and nothing is written. Signed in
 * as admin of the demo shop, so access passes and validation is reached.
 */
import { count } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { activityLog } from '../../src/platform/activity/schema';
import { unstorableTextMessage } from '../../src/platform/text-guard';
import { startTestServer } from '../harness';
import { type Probe, probesFor, samplesFor, urlWithQuery } from './bad-input-probes';
import { databaseFingerprint } from './fingerprint';
import { expectNorwegianError, isJsonResponse } from './norwegian';
import { type CataloguedRoute, catalogueRoutes, needsSession, pathFor } from './route-catalogue';

const server = await startTestServer();
afterAll(() => server.close());

const { db } = server.database;
const shopId = await server.siteId('demobutikk');
const admin = await server.signIn('admin@demo.vev.no');
const routesWithInput = catalogueRoutes(server.app).filter(
  (route) => route.body || route.querystring || route.url.includes(':'),
);

function send(route: CataloguedRoute, probe: Probe) {
  const samples = samplesFor(route);
  const sampleBody = route.body && samples.body !== undefined ? JSON.stringify(samples.body) : undefined;
  const payload = probe.payload ?? sampleBody;
  // Public routes are probed without a session: a probe that signs in or out must not end the admin's.
  const headers: Record<string, string> = needsSession(route) ? { ...admin.headers } : {};
  if (payload !== undefined) headers['content-type'] = probe.contentType ?? 'application/json';
  const options: InjectOptions = {
    method: route.method as InjectOptions['method'],
    url: urlWithQuery(pathFor(route, shopId, probe.params), probe.query ?? samples.query),
    headers,
  };
  if (payload !== undefined) options.payload = payload;
  return server.inject(options);
}

const activityEntries = async () => (await db.select({ entries: count() }).from(activityLog))[0]?.entries ?? 0;

/** The fingerprint after the previous probe; recomputed when a probe failed before taking it. */
let lastFingerprint: string | undefined;

describe('the enumeration', () => {
  it('finds the routes with a body, a query or path parameters registered today', () => {
    expect(routesWithInput.map((route) => route.name)).toEqual(
      expect.arrayContaining([
        'PATCH /api/sites/:siteId/site',
        'GET /api/sites/:siteId/site',
        'POST /sso/login',
        'GET /api/auth/logout',
      ]),
    );
    expect(routesWithInput.every((route) => probesFor(route).length > 0)).toBe(true);
  });

  it('a sign-in form (not JSON) with a NUL character answers 400, and nothing changes', async () => {
    const before = await databaseFingerprint(db);
    const response = await server.inject({
      method: 'POST',
      url: '/sso/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=admin%40demo.vev.no%00&password=demo1234',
    });
    expectNorwegianError(response, { status: 400, error: 'badRequest' });
    expect(response.json().fields).toEqual({ email: unstorableTextMessage });
    expect(await databaseFingerprint(db)).toBe(before);
  });
});

describe.each(routesWithInput.map((route) => [route.name, route] as const))('%s', (_name, route) => {
  const siteWrite = route.siteScoped && route.writes;

  it.each(probesFor(route).map((probe) => [probe.title, probe] as const))('%s', async (_title, probe) => {
    const before = lastFingerprint ?? (await databaseFingerprint(db));
    lastFingerprint = undefined;
    const entriesBefore = siteWrite ? await activityEntries() : 0;
    const response = await send(route, probe);
    const after = await databaseFingerprint(db);
    lastFingerprint = after;

    expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
    if (probe.expected !== 'valid') {
      const body = expectNorwegianError(response, probe.expected);
      expect(body.fields).toEqual(probe.expected.fields);
      expect(after, 'a refused request changed the database').toBe(before);
      return;
    }
    // The schema accepts this input: whatever the route answers, an error leaves nothing
    // half-written, and a success on a site is in the activity log.
    if (response.statusCode >= 400 && isJsonResponse(response)) {
      expectNorwegianError(response);
      expect(after, 'a refused request changed the database').toBe(before);
    }
    if (siteWrite && response.statusCode < 300) expect(await activityEntries()).toBe(entriesBefore + 1);
  });
});
