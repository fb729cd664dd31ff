import {
  appComponentListQuerySchema,
  appComponentSchema,
  type ComponentListQuery,
  componentCreateSchema,
  componentGetQuerySchema,
  componentListItemSchema,
  componentListQuerySchema,
  componentSchema,
  componentUpdateSchema,
} from '@vev/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { access, currentSite } from '../../platform/access';
import { draftableRoutes } from '../../platform/resources/routes';
import { appComponentsFor } from './app-components';
import { listComponents } from './list';
import { componentResource, siteHasEcommerce } from './resource';
import { createComponent, getComponent, updateComponent } from './service';

const tag = 'Komponenter';

/** Reusable components (spec 3 'Components') and the section types to choose from, under /api/sites/:siteId. */
export const componentRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/app-components',
    {
      config: { access: access.site('reader', 'read:content') },
      schema: {
        summary: 'Hent seksjonstypene som kan legges til',
        tags: [tag],
        querystring: appComponentListQuerySchema,
        response: { 200: z.array(appComponentSchema) },
      },
    },
    async (request) => {
      const hasEcommerce = await siteHasEcommerce(db, currentSite(request).siteId);
      return appComponentsFor(hasEcommerce, request.query);
    },
  );

  await app.register(
    draftableRoutes({
      path: '/components',
      tag,
      resource: componentResource,
      scopes: { read: 'read:content', write: 'write:content' },
      schemas: {
        entity: componentSchema,
        listItem: componentListItemSchema,
        listQuery: componentListQuerySchema,
        getQuery: componentGetQuerySchema,
        create: componentCreateSchema,
        update: componentUpdateSchema,
      },
      list: (database, site, query: ComponentListQuery) => listComponents(database, site, query),
      get: (database, site, id, query: z.infer<typeof componentGetQuerySchema>) =>
        getComponent(database, site, id, query.revision),
      create: (database, input) => createComponent(database, input),
      update: (database, input) => updateComponent(database, input),
      present: (database, site, id) => getComponent(database, site, id),
    }),
    { db },
  );
};
