import { labelCreateSchema, labelListQuerySchema, labelSchema, labelUpdateSchema } from '@vev/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { access, currentSite } from '../../platform/access';
import { answers } from '../../platform/openapi/shapes';
import { labelActivity } from './activity';
import { createLabel, deleteLabel, getLabel, listLabels, updateLabel } from './service';

const tags = ['Etiketter'];
const idParams = z.object({ siteId: z.string().max(40), id: z.string().max(40) }).strict();

/**
 * `labels` (spec 3 §7), under /api/sites/:siteId. Contributors read and write them (spec 3 §6),
 * readers read; deleting takes an admin, as for other resources.
 */
export const labelRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const read = { access: access.site('reader', 'read:product') };
  const write = { access: access.site('contributor', 'write:product') };
  const remove = { access: access.site('admin', 'write:product') };
  const siteId = (request: Parameters<typeof currentSite>[0]) => currentSite(request).siteId;

  app.get(
    '/labels',
    {
      config: read,
      schema: {
        summary: 'Hent etikettene: en side, eller et søk på navn',
        tags,
        querystring: labelListQuerySchema,
        response: { 200: z.array(labelSchema) },
      },
    },
    async (request) => listLabels(db, siteId(request), request.query),
  );

  app.get(
    '/labels/:id',
    {
      config: read,
      schema: { summary: 'Hent én etikett', tags, params: idParams, response: { 200: labelSchema } },
    },
    async (request) => getLabel(db, siteId(request), request.params.id),
  );

  app.post(
    '/labels',
    {
      config: { ...write, activity: labelActivity.created },
      schema: { summary: 'Opprett en etikett', tags, body: labelCreateSchema, response: { 201: labelSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await createLabel(db, { siteId: siteId(request), label: request.body })),
  );

  app.patch(
    '/labels/:id',
    {
      config: { ...write, activity: labelActivity.updated },
      schema: {
        summary: 'Endre en etikett',
        tags,
        params: idParams,
        body: labelUpdateSchema,
        response: { 200: labelSchema },
      },
    },
    async (request) => updateLabel(db, { siteId: siteId(request), id: request.params.id, update: request.body }),
  );

  app.delete(
    '/labels/:id',
    {
      config: { ...remove, activity: labelActivity.deleted, openapi: answers.noContent },
      schema: { summary: 'Slett en etikett (ikke mens noe refererer til den)', tags, params: idParams },
    },
    async (request, reply) => {
      await deleteLabel(db, siteId(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
