import {
  experimentCreateSchema,
  experimentListQuerySchema,
  experimentSchema,
  experimentStatsSchema,
  experimentUpdateSchema,
} from '@vev/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { access, currentSite } from '../../platform/access';
import { siteResourceRoutes } from '../../platform/resources/plain-routes';
import { experimentActivity } from './activity';
import {
  createExperiment,
  deleteExperiment,
  experimentStats,
  getExperiment,
  listExperiments,
  updateExperiment,
} from './service';

const tags = ['Eksperimenter'];

/**
 * `experiments` and `experiments/{id}/stats` (spec 3 §7), under /api/sites/:siteId. Contributors see
 * and run experiments (spec 3 §6), readers do not; deleting one takes an admin, as for other resources.
 */
export const experimentRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  await app.register(
    siteResourceRoutes({
      path: '/experiments',
      tags,
      levels: { read: 'contributor', write: 'contributor', remove: 'admin' },
      scopes: { read: 'read:content', write: 'write:content' },
      schemas: {
        entity: experimentSchema,
        listQuery: experimentListQuerySchema,
        create: experimentCreateSchema,
        update: experimentUpdateSchema,
      },
      service: {
        list: listExperiments,
        get: getExperiment,
        create: (database, { siteId, body }) => createExperiment(database, { siteId, experiment: body }),
        update: (database, { siteId, id, body }) => updateExperiment(database, { siteId, id, update: body }),
        remove: deleteExperiment,
      },
      activity: experimentActivity,
      summaries: {
        list: 'Hent eksperimentene: en side, eller et søk på navn',
        get: 'Hent ett eksperiment, med tallene per variant mens det er aktivt',
        create: 'Opprett et eksperiment',
        update: 'Endre et eksperiment (variantene er låst mens det er aktivt)',
        remove: 'Slett et eksperiment som er stoppet, med variantenes innhold og tall',
      },
    }),
    { db },
  );

  app.get(
    '/experiments/:id/stats',
    {
      config: { access: access.site('contributor', 'read:content') },
      schema: {
        summary: 'Hent tallene per variant: besøk, mål, konverteringsrate og sjansen for å slå Standard',
        tags,
        params: z.object({ siteId: z.string().max(40), id: z.string().max(40) }).strict(),
        response: { 200: experimentStatsSchema },
      },
    },
    async (request) => experimentStats(db, currentSite(request).siteId, request.params.id),
  );
};
