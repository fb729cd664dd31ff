import {
  shippingClassCreateSchema,
  shippingClassSchema,
  shippingClassUpdateSchema,
  shippingZoneCreateSchema,
  shippingZoneSchema,
  shippingZoneUpdateSchema,
} from '@vev/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { access, currentSite } from '../../platform/access';
import { answers } from '../../platform/openapi/shapes';
import { shippingActivity } from './activity';
import {
  createShippingClass,
  createShippingZone,
  deleteShippingClass,
  deleteShippingZone,
  getShippingClass,
  getShippingZone,
  listShippingClasses,
  listShippingZones,
  updateShippingClass,
  updateShippingZone,
} from './service';

const tags = ['Frakt'];
const idParams = z.object({ siteId: z.string().max(40), id: z.string().max(40) }).strict();
/** A site has a handful of classes and zones: one page of 100 holds them all. */
const listQuery = z
  .object({
    skip: z.coerce.number().int().min(0).max(10_000).default(0),
    limit: z.coerce.number().int().min(1).max(100).default(100),
  })
  .strict();

/** `shipping/classes` and `shipping/zones` (spec 2 §7), under /api/sites/:siteId: admin screens. */
export const shippingRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const read = { access: access.site('admin', 'read:shipping') };
  const write = { access: access.site('admin', 'write:shipping') };
  const siteId = (request: Parameters<typeof currentSite>[0]) => currentSite(request).siteId;

  app.get(
    '/shipping/classes',
    {
      config: read,
      schema: {
        summary: 'Hent fraktklassene',
        tags,
        querystring: listQuery,
        response: { 200: z.array(shippingClassSchema) },
      },
    },
    async (request) => listShippingClasses(db, siteId(request), request.query),
  );

  app.get(
    '/shipping/classes/:id',
    {
      config: read,
      schema: { summary: 'Hent én fraktklasse', tags, params: idParams, response: { 200: shippingClassSchema } },
    },
    async (request) => getShippingClass(db, siteId(request), request.params.id),
  );

  app.post(
    '/shipping/classes',
    {
      config: { ...write, activity: shippingActivity.classCreated },
      schema: {
        summary: 'Opprett en fraktklasse',
        tags,
        body: shippingClassCreateSchema,
        response: { 201: shippingClassSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createShippingClass(db, { siteId: siteId(request), shippingClass: request.body })),
  );

  app.patch(
    '/shipping/classes/:id',
    {
      config: { ...write, activity: shippingActivity.classUpdated },
      schema: {
        summary: 'Endre en fraktklasse',
        tags,
        params: idParams,
        body: shippingClassUpdateSchema,
        response: { 200: shippingClassSchema },
      },
    },
    async (request) =>
      updateShippingClass(db, { siteId: siteId(request), id: request.params.id, update: request.body }),
  );

  app.delete(
    '/shipping/classes/:id',
    {
      config: { ...write, activity: shippingActivity.classDeleted, openapi: answers.noContent },
      schema: { summary: 'Slett en fraktklasse (ikke mens en fraktmetode bruker den)', tags, params: idParams },
    },
    async (request, reply) => {
      await deleteShippingClass(db, siteId(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/shipping/zones',
    {
      config: read,
      schema: {
        summary: 'Hent fraktsonene, i den rekkefølgen de prøves',
        tags,
        querystring: listQuery,
        response: { 200: z.array(shippingZoneSchema) },
      },
    },
    async (request) => listShippingZones(db, siteId(request), request.query),
  );

  app.get(
    '/shipping/zones/:id',
    {
      config: read,
      schema: { summary: 'Hent én fraktsone', tags, params: idParams, response: { 200: shippingZoneSchema } },
    },
    async (request) => getShippingZone(db, siteId(request), request.params.id),
  );

  app.post(
    '/shipping/zones',
    {
      config: { ...write, activity: shippingActivity.zoneCreated },
      schema: {
        summary: 'Opprett en fraktsone med fraktmetodene sine',
        tags,
        body: shippingZoneCreateSchema,
        response: { 201: shippingZoneSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createShippingZone(db, { siteId: siteId(request), zone: request.body })),
  );

  app.patch(
    '/shipping/zones/:id',
    {
      config: { ...write, activity: shippingActivity.zoneUpdated },
      schema: {
        summary: 'Endre en fraktsone (fraktmetodene sendes som en hel liste)',
        tags,
        params: idParams,
        body: shippingZoneUpdateSchema,
        response: { 200: shippingZoneSchema },
      },
    },
    async (request) => updateShippingZone(db, { siteId: siteId(request), id: request.params.id, update: request.body }),
  );

  app.delete(
    '/shipping/zones/:id',
    {
      config: { ...write, activity: shippingActivity.zoneDeleted, openapi: answers.noContent },
      schema: { summary: 'Slett en fraktsone', tags, params: idParams },
    },
    async (request, reply) => {
      await deleteShippingZone(db, siteId(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
