import {
  templateCloneSchema,
  templateCreateSchema,
  templateGetQuerySchema,
  templateListQuerySchema,
  templateSchema,
  templateUpdateSchema,
} from '@vev/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { access, currentSite, currentUser } from '../../platform/access';
import { draftableRoutes } from '../../platform/resources/routes';
import { templateActivity } from './activity';
import { cloneTemplate, createTemplate, updateTemplate } from './edit';
import { templateResource } from './resource';
import { getTemplate, listTemplates } from './service';

const tags = ['Maler'];

/**
 * Templates (spec 1 §7, spec 2 §7), under /api/sites/:siteId: readers read, contributors create,
 * edit, publish, discard and clone, admins delete and roll back.
 */
export const templateRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/templates/clone',
    {
      config: { access: access.site('contributor', 'write:content'), activity: templateActivity.cloned },
      schema: { summary: 'Kopier en mal', tags, body: templateCloneSchema, response: { 201: templateSchema } },
    },
    async (request, reply) => {
      const template = await cloneTemplate(db, {
        site: currentSite(request),
        user: currentUser(request),
        id: request.body.id,
      });
      return reply.status(201).send(template);
    },
  );

  await app.register(
    draftableRoutes({
      path: '/templates',
      tag: 'Maler',
      resource: templateResource,
      scopes: { read: 'read:content', write: 'write:content' },
      schemas: {
        entity: templateSchema,
        listItem: templateSchema,
        listQuery: templateListQuerySchema,
        getQuery: templateGetQuerySchema,
        create: templateCreateSchema,
        update: templateUpdateSchema,
      },
      list: (database, site, query) => listTemplates(database, site, query),
      get: (database, site, id, query: { revision?: string }) => getTemplate(database, site, id, query.revision),
      create: (database, { siteId, user, body }) => createTemplate(database, { siteId, user, template: body }),
      update: (database, { siteId, id, user, body }) => updateTemplate(database, { siteId, id, user, update: body }),
      present: (database, site, id) => getTemplate(database, site, id),
    }),
    { db },
  );
};
