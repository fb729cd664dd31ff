import { redirectImportResultSchema, redirectListQuerySchema, redirectMessages, redirectSchema } from '@vev/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { access, currentSite } from '../../platform/access';
import { answers } from '../../platform/openapi/shapes';
import { receiveCsv, registerCsvUploads } from '../../platform/uploads/csv-upload';
import { redirectActivity } from './activity';
import { exportRedirects, importRedirects, listRedirects } from './service';

const tags = ['Redirects'];

/** `GET redirects`, `POST redirects` (CSV import) and `GET redirects/export` (spec 2 §7). */
export const redirectRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const read = { access: access.site('admin', 'read:content') };
  await registerCsvUploads(app);

  app.get(
    '/redirects',
    {
      config: read,
      schema: {
        summary: 'Hent videresendingene',
        tags,
        querystring: redirectListQuerySchema,
        response: { 200: z.array(redirectSchema) },
      },
    },
    async (request) => listRedirects(db, currentSite(request).siteId, request.query),
  );

  app.get(
    '/redirects/export',
    {
      config: { ...read, openapi: answers.csv('Videresendingene som CSV') },
      schema: { summary: 'Last ned videresendingene som CSV', tags },
    },
    async (request, reply) => {
      const csv = await exportRedirects(db, currentSite(request).siteId);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="redirects.csv"')
        .send(csv);
    },
  );

  app.post(
    '/redirects',
    {
      config: {
        access: access.site('admin', 'write:content'),
        activity: redirectActivity.imported,
        openapi: { upload: { file: 'CSV-filen' } },
      },
      schema: {
        summary: 'Importer videresendinger fra CSV (multipart/form-data)',
        operationId: 'importRedirects',
        tags,
        response: { 200: redirectImportResultSchema },
      },
    },
    async (request) =>
      importRedirects(db, currentSite(request).siteId, await receiveCsv(request, redirectMessages.csvOnly)),
  );
};
