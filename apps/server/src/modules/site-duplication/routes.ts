import { siteDuplicateSchema, siteDuplicationJobSchema, siteDuplicationStartedSchema } from '@vev/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { access, currentSite } from '../../platform/access';
import { siteDuplicationStatus, startSiteDuplication } from './service';

const tags = ['Nettsted'];
const jobParams = z.object({ siteId: z.string().max(40), jobId: z.string().max(40) }).strict();

/** `site/duplicate` (spec 2 §7), under /api/sites/:siteId: admins only. */
export const siteDuplicationRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const admin = { access: access.site('admin') };

  app.post(
    '/site/duplicate',
    {
      config: { ...admin, activity: { kind: 'site.duplicated' } },
      schema: {
        summary: 'Start en kopiering av nettstedet',
        tags,
        body: siteDuplicateSchema,
        response: { 202: siteDuplicationStartedSchema },
      },
    },
    async (request, reply) => {
      const { siteId, userId } = currentSite(request);
      return reply.status(202).send(await startSiteDuplication(db, { siteId, userId, request: request.body }));
    },
  );

  app.get(
    '/site/duplicate/:jobId',
    {
      config: admin,
      schema: {
        summary: 'Hent status for en kopiering av nettstedet',
        operationId: 'getSiteDuplication',
        tags,
        params: jobParams,
        response: { 200: siteDuplicationJobSchema },
      },
    },
    async (request) => siteDuplicationStatus(db, { siteId: currentSite(request).siteId, jobId: request.params.jobId }),
  );
};
