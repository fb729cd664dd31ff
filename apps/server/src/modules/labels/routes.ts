import { labelCreateSchema, labelListQuerySchema, labelSchema, labelUpdateSchema } from '@vev/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { siteResourceRoutes } from '../../platform/resources/plain-routes';
import { labelActivity } from './activity';
import { createLabel, deleteLabel, getLabel, listLabels, updateLabel } from './service';

/**
 * `labels` (spec 3 §7), under /api/sites/:siteId. Contributors read and write them (spec 3 §6),
 * readers read; deleting takes an admin, as for other resources.
 */
export const labelRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  await app.register(
    siteResourceRoutes({
      path: '/labels',
      tags: ['Etiketter'],
      levels: { read: 'reader', write: 'contributor', remove: 'admin' },
      scopes: { read: 'read:product', write: 'write:product' },
      schemas: {
        entity: labelSchema,
        listQuery: labelListQuerySchema,
        create: labelCreateSchema,
        update: labelUpdateSchema,
      },
      service: {
        list: listLabels,
        get: getLabel,
        create: (database, { siteId, body }) => createLabel(database, { siteId, label: body }),
        update: (database, { siteId, id, body }) => updateLabel(database, { siteId, id, update: body }),
        remove: deleteLabel,
      },
      activity: labelActivity,
      summaries: {
        list: 'Hent etikettene: en side, eller et søk på navn',
        get: 'Hent én etikett',
        create: 'Opprett en etikett',
        update: 'Endre en etikett',
        remove: 'Slett en etikett (ikke mens noe refererer til den)',
      },
    }),
    { db },
  );
};
