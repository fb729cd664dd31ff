import {
  commerceReport,
  reportRangeQuery,
  resolveReportRange,
  timelineItemSchema,
  timelineQuerySchema,
} from '@vev/shared';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { access, currentSite } from '../../platform/access';
import { sites } from '../../platform/accounts/schema';
import { notFound } from '../../platform/errors';
import { commerceReportFor } from './commerce';
import { listTimeline } from './timeline';

const tag = 'Statistikk';
export const statsMessages = { noShop: 'Nettstedet har ikke nettbutikk.' } as const;

/**
 * The home screen's timeline and the shop report (spec 3 §7 'Dashboard and reports') under
 * /api/sites/:siteId: every member reads them; access keys need read:reports.
 */
export const statsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const read = access.site('reader', 'read:reports');

  app.get(
    '/stats/timeline',
    {
      config: { access: read },
      schema: {
        summary: 'Hent tidslinjen',
        tags: [tag],
        querystring: timelineQuerySchema,
        response: { 200: z.array(timelineItemSchema) },
      },
    },
    async (request) => listTimeline(db, currentSite(request).siteId, request.query),
  );

  app.get(
    '/stats/commerce',
    {
      config: { access: read },
      schema: {
        summary: 'Hent butikkrapporten',
        description: 'Ordrer og omsetning per periode, snittordre, mest solgte produkter og refusjoner.',
        tags: [tag],
        querystring: reportRangeQuery,
        response: { 200: commerceReport },
      },
    },
    async (request) => {
      const { siteId } = currentSite(request);
      const [site] = await db.select({ hasEcommerce: sites.hasEcommerce }).from(sites).where(eq(sites.id, siteId));
      if (!site?.hasEcommerce) throw notFound(statsMessages.noShop);
      return commerceReportFor(db, siteId, resolveReportRange(request.query));
    },
  );
};
