import { attributeCreateSchema, attributeListQuerySchema, attributeSchema, attributeUpdateSchema } from '@vev/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { siteResourceRoutes } from '../../platform/resources/plain-routes';
import { attributeActivity } from './activity';
import { createAttribute, deleteAttribute, getAttribute, listAttributes, updateAttribute } from './service';

/**
 * `attributes` (spec 3 §7), under /api/sites/:siteId. Contributors read and write them (spec 3 §6),
 * readers read; deleting takes an admin, as for other resources.
 */
export const attributeRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  await app.register(
    siteResourceRoutes({
      path: '/attributes',
      tags: ['Attributter'],
      levels: { read: 'reader', write: 'contributor', remove: 'admin' },
      scopes: { read: 'read:product', write: 'write:product' },
      schemas: {
        entity: attributeSchema,
        listQuery: attributeListQuerySchema,
        create: attributeCreateSchema,
        update: attributeUpdateSchema,
      },
      service: {
        list: listAttributes,
        get: getAttribute,
        create: (database, { siteId, body }) => createAttribute(database, { siteId, attribute: body }),
        update: (database, { siteId, id, body }) => updateAttribute(database, { siteId, id, update: body }),
        remove: deleteAttribute,
      },
      activity: attributeActivity,
      summaries: {
        list: 'Hent attributtene: en side, et søk på navn, eller dem med id-ene i _id (kommaliste)',
        get: 'Hent ett attributt',
        create: 'Opprett et attributt med valgene sine',
        update: 'Endre et attributt (valgene sendes som en hel liste, i sin rekkefølge)',
        remove: 'Slett et attributt (ikke mens noe refererer til det)',
      },
    }),
    { db },
  );
};
