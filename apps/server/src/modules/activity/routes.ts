import { activityEntrySchema, activityQuerySchema } from '@vev/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { access, currentSite } from '../../platform/access';
import { listActivity } from './list';

/** `GET activity` under /api/sites/:siteId: who changed what, for the site's administrators (spec 2 §6). */
export const activityRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/activity',
    {
      config: { access: access.site('admin') },
      schema: {
        summary: 'Hent aktivitetsloggen',
        tags: ['Aktivitetslogg'],
        querystring: activityQuerySchema,
        response: { 200: z.array(activityEntrySchema) },
      },
    },
    async (request) => listActivity(db, currentSite(request).siteId, request.query),
  );
};
