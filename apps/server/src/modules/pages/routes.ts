import {
  pageCreateSchema,
  pageListItemSchema,
  pageListQuerySchema,
  pageSchema,
  pageTreeNodeSchema,
  pageTreeQuerySchema,
  pageUpdateSchema,
  pageVariantOf,
  pageVariantQuerySchema,
  pageVariantQueryShape,
  sectionPropsUpdateSchema,
} from '@vev/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { access, currentSite, currentUser } from '../../platform/access';
import { draftableRoutes } from '../../platform/resources/routes';
import { pageActivity } from './activity';
import { listPages, pageTree } from './list';
import { pageResource } from './resource';
import { updateSectionProps } from './section-props';
import { clonePage, createPage, getPage, updatePage } from './service';

const tags = ['Sider'];
const getQuery = z.object({ revision: z.string().max(40).optional(), ...pageVariantQueryShape }).strict();
const sectionParams = z
  .object({ siteId: z.string().max(40), id: z.string().max(40), name: z.string().max(80) })
  .strict();

/** Pages, categories and product pages (spec 1 §7), under /api/sites/:siteId. */
export const pageRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  // Registered before the generic `/pages/:id`, which would otherwise read 'tree' as an id.
  app.get(
    '/pages/tree',
    {
      config: { access: access.site('reader', 'read:content'), cachedBy: ['content'] },
      schema: {
        summary: 'Hent sidetreet',
        operationId: 'getPageTree',
        tags,
        querystring: pageTreeQuerySchema,
        response: { 200: z.array(pageTreeNodeSchema) },
      },
    },
    async (request) => pageTree(db, currentSite(request).siteId, request.query),
  );

  app.post(
    '/pages/clone',
    {
      config: { access: access.site('contributor', 'write:content'), activity: pageActivity.cloned },
      schema: {
        summary: 'Kopier en side',
        tags,
        body: z.object({ id: z.string().min(1).max(40) }).strict(),
        response: { 201: pageSchema },
      },
    },
    async (request, reply) => {
      const page = await clonePage(db, {
        site: currentSite(request),
        user: currentUser(request),
        id: request.body.id,
      });
      return reply.status(201).send(page);
    },
  );

  app.patch(
    '/pages/:id/components/:name',
    {
      config: { access: access.site('contributor', 'write:content'), activity: pageActivity.sectionUpdated },
      schema: {
        summary: 'Endre innstillingene til én seksjon på en side',
        tags,
        params: sectionParams,
        querystring: pageVariantQuerySchema,
        body: sectionPropsUpdateSchema,
        response: { 200: pageSchema },
      },
    },
    async (request) =>
      updateSectionProps(db, {
        siteId: currentSite(request).siteId,
        id: request.params.id,
        name: request.params.name,
        user: currentUser(request),
        update: request.body,
        variant: pageVariantOf(request.query),
      }),
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
        updateQuery: pageVariantQuerySchema,
      },
      list: (database, site, query) => listPages(database, site, query),
      get: (database, site, id, query: z.infer<typeof getQuery>) =>
        getPage(database, site, id, { revision: query.revision, variant: pageVariantOf(query) }),
      create: (database, { siteId, user, body }) => createPage(database, { siteId, user, page: body }),
      update: (database, { siteId, id, user, body, query }) =>
        updatePage(database, { siteId, id, user, update: body, variant: pageVariantOf(query) }),
      present: (database, site, id) => getPage(database, site, id),
    }),
    { db },
  );
};
