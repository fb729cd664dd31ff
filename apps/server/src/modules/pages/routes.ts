import {
  pageCreateSchema,
  pageListItemSchema,
  pageListQuerySchema,
  pageSchema,
  pageTreeNodeSchema,
  pageTreeQuerySchema,
  pageUpdateSchema,
} from '@vev/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { access, currentSite, currentUser } from '../../platform/access';
import { registerDependentSource } from '../../platform/references/references';
import { draftableRoutes } from '../../platform/resources/routes';
import { listPages, pageTree } from './list';
import { pageResource } from './resource';
import { pages } from './schema';
import { clonePage, createPage, getPage, updatePage } from './service';

const tags = ['Sider'];
const getQuery = z
  .object({
    revision: z.string().max(40).optional(),
    experiment: z.string().max(40).optional(),
    experimentVariant: z.string().max(40).optional(),
  })
  .strict();

/** Pages, categories and product pages (spec 1 §7), under /api/sites/:siteId. */
export const pageRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  registerDependentSource('page', {
    group: 'pages',
    describe: async (database, siteId, ids) => {
      const rows = await database
        .select({ id: pages.id, title: pages.title, draft: pages.draft })
        .from(pages)
        .where(and(eq(pages.siteId, siteId), inArray(pages.id, ids)));
      return new Map(rows.map((row) => [row.id, { title: row.title, draft: row.draft !== null }]));
    },
  });

  // Registered before the generic `/pages/:id`, which would otherwise read 'tree' as an id.
  app.get(
    '/pages/tree',
    {
      config: { access: access.site('reader', 'read:content'), cachedBySiteContent: true },
      schema: { tags, querystring: pageTreeQuerySchema, response: { 200: z.array(pageTreeNodeSchema) } },
    },
    async (request) => pageTree(db, currentSite(request).siteId, request.query),
  );

  app.post(
    '/pages/clone',
    {
      config: { access: access.site('contributor', 'write:content') },
      schema: { tags, body: z.object({ id: z.string().min(1).max(40) }).strict(), response: { 201: pageSchema } },
    },
    async (request, reply) => {
      const page = await clonePage(db, {
        siteId: currentSite(request).siteId,
        user: currentUser(request),
        id: request.body.id,
      });
      return reply.status(201).send(page);
    },
  );

  await app.register(
    draftableRoutes({
      path: '/pages',
      tag: 'Sider',
      resource: pageResource,
      scopes: { read: 'read:content', write: 'write:content' },
      schemas: {
        entity: pageSchema,
        listItem: pageListItemSchema,
        listQuery: pageListQuerySchema,
        getQuery,
        create: pageCreateSchema,
        update: pageUpdateSchema,
      },
      list: (database, siteId, query) => listPages(database, siteId, query),
      get: (database, siteId, id, query: z.infer<typeof getQuery>) => getPage(database, siteId, id, query.revision),
      create: (database, { siteId, user, body }) => createPage(database, { siteId, user, page: body }),
      update: (database, { siteId, id, user, body }) => updatePage(database, { siteId, id, user, update: body }),
      present: (database, siteId, id) => getPage(database, siteId, id),
    }),
    { db },
  );
};
