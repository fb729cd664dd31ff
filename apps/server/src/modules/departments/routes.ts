import { departmentCreateSchema, departmentSchema, departmentUpdateSchema } from '@vev/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, currentSite } from '../../platform/access';
import { answers } from '../../platform/openapi/shapes';
import type { MediaContext } from '../media/service';
import { departmentActivity } from './activity';
import { createDepartment, deleteDepartment, getDepartment, listDepartments, updateDepartment } from './service';

const tags = ['Avdelinger'];
const idParams = z.object({ siteId: z.string().max(40), id: z.string().max(40) }).strict();
const listQuery = z
  .object({
    skip: z.coerce.number().int().min(0).max(10_000).default(0),
    limit: z.coerce.number().int().min(1).max(100).default(20),
    text: z.string().max(200).optional(),
  })
  .strict();

/** `site/departments` and `site/departments/{id}` (spec 2 §7), under /api/sites/:siteId: admins only. */
export const departmentRoutes: FastifyPluginAsyncZod<{ media: MediaContext }> = async (app, { media }) => {
  const { db } = media;
  const admin = { access: access.site('admin') };

  app.get(
    '/site/departments',
    {
      config: admin,
      schema: {
        summary: 'Hent avdelingene',
        tags,
        querystring: listQuery,
        response: { 200: z.array(departmentSchema) },
      },
    },
    async (request) => listDepartments(db, currentSite(request).siteId, request.query),
  );

  app.get(
    '/site/departments/:id',
    {
      config: admin,
      schema: { summary: 'Hent én avdeling', tags, params: idParams, response: { 200: departmentSchema } },
    },
    async (request) => getDepartment(db, currentSite(request).siteId, request.params.id),
  );

  app.post(
    '/site/departments',
    {
      config: { ...admin, activity: departmentActivity.created },
      schema: {
        summary: 'Opprett en avdeling',
        tags,
        body: departmentCreateSchema,
        response: { 201: departmentSchema },
      },
    },
    async (request, reply) => {
      const { siteId, userId } = currentSite(request);
      return reply.status(201).send(await createDepartment(db, { siteId, userId, department: request.body }));
    },
  );

  app.patch(
    '/site/departments/:id',
    {
      config: { ...admin, activity: departmentActivity.updated },
      schema: {
        summary: 'Endre en avdeling',
        tags,
        params: idParams,
        body: departmentUpdateSchema,
        response: { 200: departmentSchema },
      },
    },
    async (request) =>
      updateDepartment(db, { siteId: currentSite(request).siteId, id: request.params.id, update: request.body }),
  );

  app.delete(
    '/site/departments/:id',
    {
      config: { ...admin, activity: departmentActivity.deleted, openapi: answers.noContent },
      schema: { summary: 'Slett en avdeling', tags, params: idParams },
    },
    async (request, reply) => {
      await deleteDepartment(media, { siteId: currentSite(request).siteId, id: request.params.id });
      return reply.status(204).send();
    },
  );
};
