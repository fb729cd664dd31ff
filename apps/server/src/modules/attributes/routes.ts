import { attributeCreateSchema, attributeListQuerySchema, attributeSchema, attributeUpdateSchema } from '@vev/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { access, currentSite } from '../../platform/access';
import { answers } from '../../platform/openapi/shapes';
import { attributeActivity } from './activity';
import { createAttribute, deleteAttribute, getAttribute, listAttributes, updateAttribute } from './service';

const tags = ['Attributter'];
const idParams = z.object({ siteId: z.string().max(40), id: z.string().max(40) }).strict();

/**
 * `attributes` (spec 3 §7), under /api/sites/:siteId. Contributors read and write them (spec 3 §6),
 * readers read; deleting takes an admin, as for other resources.
 */
export const attributeRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const read = { access: access.site('reader', 'read:product') };
  const write = { access: access.site('contributor', 'write:product') };
  const remove = { access: access.site('admin', 'write:product') };
  const siteId = (request: Parameters<typeof currentSite>[0]) => currentSite(request).siteId;

  app.get(
    '/attributes',
    {
      config: read,
      schema: {
        summary: 'Hent attributtene: en side, et søk på navn, eller dem med id-ene i _id (kommaliste)',
        tags,
        querystring: attributeListQuerySchema,
        response: { 200: z.array(attributeSchema) },
      },
    },
    async (request) => listAttributes(db, siteId(request), request.query),
  );

  app.get(
    '/attributes/:id',
    {
      config: read,
      schema: { summary: 'Hent ett attributt', tags, params: idParams, response: { 200: attributeSchema } },
    },
    async (request) => getAttribute(db, siteId(request), request.params.id),
  );

  app.post(
    '/attributes',
    {
      config: { ...write, activity: attributeActivity.created },
      schema: {
        summary: 'Opprett et attributt med valgene sine',
        tags,
        body: attributeCreateSchema,
        response: { 201: attributeSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createAttribute(db, { siteId: siteId(request), attribute: request.body })),
  );

  app.patch(
    '/attributes/:id',
    {
      config: { ...write, activity: attributeActivity.updated },
      schema: {
        summary: 'Endre et attributt (valgene sendes som en hel liste, i sin rekkefølge)',
        tags,
        params: idParams,
        body: attributeUpdateSchema,
        response: { 200: attributeSchema },
      },
    },
    async (request) => updateAttribute(db, { siteId: siteId(request), id: request.params.id, update: request.body }),
  );

  app.delete(
    '/attributes/:id',
    {
      config: { ...remove, activity: attributeActivity.deleted, openapi: answers.noContent },
      schema: { summary: 'Slett et attributt (ikke mens noe refererer til det)', tags, params: idParams },
    },
    async (request, reply) => {
      await deleteAttribute(db, siteId(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
