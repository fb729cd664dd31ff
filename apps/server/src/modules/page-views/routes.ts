import { pageViewsReport, reportRangeQuery, resolveReportRange } from '@vev/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { access, currentSite } from '../../platform/access';
import { pageViewsReportFor } from './report';

/** `GET stats/pageViews` under /api/sites/:siteId: every member reads it; access keys need read:reports. */
export const pageViewRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/stats/pageViews',
    {
      config: { access: access.site('reader', 'read:reports') },
      schema: {
        summary: 'Hent besøksrapporten',
        description: 'Sidevisninger og besøkende per periode og de mest besøkte sidene, for en fra- og til-dato.',
        tags: ['Statistikk'],
        querystring: reportRangeQuery,
        response: { 200: pageViewsReport },
      },
    },
    async (request) => pageViewsReportFor(db, currentSite(request).siteId, resolveReportRange(request.query)),
  );
};
