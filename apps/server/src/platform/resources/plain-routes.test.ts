/**
 * The plain resource routes on a bare Fastify with an in-memory service: each of the five routes
 * declares its level, scope and activity, hands the service the site and the parsed request, and
 * answers with the status codes every plain resource uses.
 */
import Fastify, { type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { ActivityDeclaration } from '../activity/activity';
import { siteResourceRoutes } from './plain-routes';

const shelfSchema = z.object({ _id: z.string(), name: z.string() });
type Shelf = z.infer<typeof shelfSchema>;
const shelves = new Map<string, Shelf>();
const calls: unknown[] = [];
const activity = (kind: string): ActivityDeclaration => ({ kind: kind as ActivityDeclaration['kind'] });

const app = Fastify();
app.setValidatorCompiler(validatorCompiler);
app.setSerializerCompiler(serializerCompiler);
const declared: RouteOptions[] = [];
app.addHook('onRoute', (route) => {
  if (route.method !== 'HEAD') declared.push(route);
});
// What access control would put on the request; the site comes from the path.
app.addHook('onRequest', async (request) => {
  const siteId = request.url.split('/')[1] ?? '';
  request.siteAccess = { siteId, parentSiteId: null, level: 'admin', versions: {} } as typeof request.siteAccess;
  request.actor = { id: 'user-1' } as typeof request.actor;
});
app.decorateRequest('siteAccess', null);
app.decorateRequest('actor', null);
await app.register(
  siteResourceRoutes({
    path: '/shelves',
    tags: ['Hyller'],
    levels: { read: 'reader', write: 'contributor', remove: 'admin' },
    scopes: { read: 'read:product', write: 'write:product' },
    schemas: {
      entity: shelfSchema,
      listQuery: z.object({ limit: z.coerce.number().int().default(20) }).strict(),
      create: z.object({ name: z.string().min(1) }).strict(),
      update: z.object({ name: z.string().min(1) }).strict(),
    },
    service: {
      list: async (_db, siteId, query) => {
        calls.push(['list', siteId, query]);
        return [...shelves.values()].slice(0, query.limit);
      },
      get: async (_db, siteId, id) => {
        calls.push(['get', siteId, id]);
        return shelves.get(id);
      },
      create: async (_db, { siteId, body }) => {
        const shelf = { _id: `s${shelves.size + 1}`, ...body };
        shelves.set(shelf._id, shelf);
        calls.push(['create', siteId, body]);
        return shelf;
      },
      update: async (_db, { siteId, id, body }) => {
        const shelf = { _id: id, ...body };
        shelves.set(id, shelf);
        calls.push(['update', siteId, id, body]);
        return shelf;
      },
      remove: async (_db, siteId, id) => {
        shelves.delete(id);
        calls.push(['remove', siteId, id]);
      },
    },
    activity: {
      created: activity('shelf.created'),
      updated: activity('shelf.updated'),
      deleted: activity('shelf.deleted'),
    },
    summaries: { list: 'Hent hyllene', get: 'Hent én hylle', create: 'Opprett', update: 'Endre', remove: 'Slett' },
  }),
  { prefix: '/:siteId', db: {} as Database },
);
await app.ready();
afterAll(() => app.close());

describe('plain resource routes', () => {
  it('declare each route’s level and scope, its activity and its summary', () => {
    const described = declared.map((route) => ({
      route: `${route.method} ${route.url}`,
      access: route.config?.access,
      activity: route.config?.activity?.kind,
      summary: route.schema?.summary,
    }));
    expect(described).toEqual([
      {
        route: 'GET /:siteId/shelves',
        access: { kind: 'site', level: 'reader', scope: 'read:product' },
        activity: undefined,
        summary: 'Hent hyllene',
      },
      {
        route: 'GET /:siteId/shelves/:id',
        access: { kind: 'site', level: 'reader', scope: 'read:product' },
        activity: undefined,
        summary: 'Hent én hylle',
      },
      {
        route: 'POST /:siteId/shelves',
        access: { kind: 'site', level: 'contributor', scope: 'write:product' },
        activity: 'shelf.created',
        summary: 'Opprett',
      },
      {
        route: 'PATCH /:siteId/shelves/:id',
        access: { kind: 'site', level: 'contributor', scope: 'write:product' },
        activity: 'shelf.updated',
        summary: 'Endre',
      },
      {
        route: 'DELETE /:siteId/shelves/:id',
        access: { kind: 'site', level: 'admin', scope: 'write:product' },
        activity: 'shelf.deleted',
        summary: 'Slett',
      },
    ]);
    expect(declared.at(-1)?.config?.openapi).toEqual({ answer: { status: 204 } });
  });

  it('create answers 201, edit 200, delete 204 without a body; the service gets the site and the parsed input', async () => {
    const created = await app.inject({ method: 'POST', url: '/site-a/shelves', payload: { name: 'Topp' } });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ _id: 's1', name: 'Topp' });

    const edited = await app.inject({ method: 'PATCH', url: '/site-a/shelves/s1', payload: { name: 'Bunn' } });
    expect([edited.statusCode, edited.json()]).toEqual([200, { _id: 's1', name: 'Bunn' }]);

    const listed = await app.inject({ method: 'GET', url: '/site-a/shelves' });
    expect(listed.json()).toEqual([{ _id: 's1', name: 'Bunn' }]);
    const read = await app.inject({ method: 'GET', url: '/site-a/shelves/s1' });
    expect(read.json()).toEqual({ _id: 's1', name: 'Bunn' });

    const removed = await app.inject({ method: 'DELETE', url: '/site-a/shelves/s1' });
    expect([removed.statusCode, removed.body]).toEqual([204, '']);

    expect(calls).toEqual([
      ['create', 'site-a', { name: 'Topp' }],
      ['update', 'site-a', 's1', { name: 'Bunn' }],
      ['list', 'site-a', { limit: 20 }],
      ['get', 'site-a', 's1'],
      ['remove', 'site-a', 's1'],
    ]);
  });

  it('refuses a body the create schema does not accept before the service sees it', async () => {
    const before = calls.length;
    const refused = await app.inject({ method: 'POST', url: '/site-a/shelves', payload: { name: '', extra: 1 } });
    expect(refused.statusCode).toBe(400);
    expect(calls).toHaveLength(before);
  });
});
