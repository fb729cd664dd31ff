import { discountCreateSchema, discountListQuerySchema, discountSchema, discountUpdateSchema } from '@vev/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { siteResourceRoutes } from '../../platform/resources/plain-routes';
import { discountActivity } from './activity';
import { createDiscount, deleteDiscount, getDiscount, listDiscounts, updateDiscount } from './service';

/**
 * `discounts` (spec 3 §7), under /api/sites/:siteId, with their codes in the body. Contributors
 * read and write them (spec 3 §6), readers read; deleting takes an admin, as for other resources.
 */
export const discountRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  await app.register(
    siteResourceRoutes({
      path: '/discounts',
      tags: ['Tilbud'],
      levels: { read: 'reader', write: 'contributor', remove: 'admin' },
      scopes: { read: 'read:discount', write: 'write:discount' },
      schemas: {
        entity: discountSchema,
        listQuery: discountListQuerySchema,
        create: discountCreateSchema,
        update: discountUpdateSchema,
      },
      service: {
        list: listDiscounts,
        get: getDiscount,
        create: (database, { siteId, body }) => createDiscount(database, { siteId, discount: body }),
        update: (database, { siteId, id, body }) => updateDiscount(database, { siteId, id, update: body }),
        remove: deleteDiscount,
      },
      activity: discountActivity,
      summaries: {
        list: 'Hent tilbudene: en side, eller et søk på navn',
        get: 'Hent ett tilbud med kodene',
        create: 'Opprett et tilbud',
        update: 'Endre et tilbud og kodene',
        remove: 'Slett et tilbud med kodene',
      },
    }),
    { db },
  );
};
