import { activityEntrySchema, activityQuerySchema } from '@vev/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { access, currentSite } from '../../platform/access';
import { moduleActivityTargets } from '../../platform/modules';
import type { ServerModule } from '../context';
import { listActivity } from './list';

/**
 * `GET activity` under /api/sites/:siteId: who changed what, for the site's administrators
 * (spec 2 §6), in words, and for one person or one kind of change when asked.
 */
export const activityRoutes: FastifyPluginAsyncZod<{ db: Database; modules: readonly ServerModule[] }> = async (
  app,
  { db, modules },
) => {
  const places = moduleActivityTargets(modules);
  app.get(
    '/activity',
    {
      // The same for every admin. Every write on the site adds an entry and bumps the site's activity
      // version (platform/activity/record.ts), and so does any change of where a target is edited.
      config: { access: access.site('admin'), cachedBy: ['activity'] },
      schema: {
        summary: 'Hent aktivitetsloggen',
        tags: ['Aktivitetslogg'],
        querystring: activityQuerySchema,
        response: { 200: z.array(activityEntrySchema) },
      },
    },
    async (request) => listActivity(db, currentSite(request).siteId, request.query, places),
  );
};
