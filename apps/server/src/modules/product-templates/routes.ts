import {
  productTemplateCreateSchema,
  productTemplateListItemSchema,
  productTemplateListQuerySchema,
  productTemplateSchema,
  productTemplateUpdateSchema,
} from '@vev/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { siteResourceRoutes } from '../../platform/resources/plain-routes';
import { productTemplateActivity } from './activity';
import {
  createProductTemplate,
  deleteProductTemplate,
  getProductTemplate,
  listProductTemplates,
  updateProductTemplate,
} from './service';

/**
 * `product-templates` (spec 3 §7), under /api/sites/:siteId. Contributors write them, readers read;
 * deleting takes an admin, as for attributes.
 */
export const productTemplateRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  await app.register(
    siteResourceRoutes({
      path: '/product-templates',
      tags: ['Produktmaler'],
      levels: { read: 'reader', write: 'contributor', remove: 'admin' },
      scopes: { read: 'read:product', write: 'write:product' },
      schemas: {
        entity: productTemplateSchema,
        listItem: productTemplateListItemSchema,
        listQuery: productTemplateListQuerySchema,
        create: productTemplateCreateSchema,
        update: productTemplateUpdateSchema,
      },
      service: {
        list: listProductTemplates,
        get: getProductTemplate,
        create: (database, { siteId, body }) => createProductTemplate(database, { siteId, template: body }),
        update: (database, { siteId, id, body }) => updateProductTemplate(database, { siteId, id, update: body }),
        remove: deleteProductTemplate,
      },
      activity: productTemplateActivity,
      summaries: {
        list: 'Hent produktmalene: en side, eller et søk på navn',
        get: 'Hent én produktmal',
        create: 'Opprett en produktmal med attributter, tilpasningsfelter og kryss-salg',
        update: 'Endre en produktmal (listene sendes hele, i sin rekkefølge)',
        remove: 'Slett en produktmal (ikke mens et produkt bruker den)',
      },
    }),
    { db },
  );
};
