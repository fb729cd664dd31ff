import fastifyMultipart from '@fastify/multipart';
import {
  maxRedirectCsvBytes,
  redirectImportResultSchema,
  redirectListQuerySchema,
  redirectMessages,
  redirectSchema,
} from '@vev/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { access, currentSite } from '../../platform/access';
import { AppError, badRequest } from '../../platform/errors';
import { exportRedirects, importRedirects, listRedirects } from './service';

const tags = ['Redirects'];

/** `GET redirects`, `POST redirects` (CSV import) and `GET redirects/export` (spec 2 §7). */
export const redirectRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const manage = access.site('admin', 'write:content');
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: maxRedirectCsvBytes, files: 1, fields: 0, parts: 1 },
  });

  app.get(
    '/redirects',
    {
      config: { access: access.site('admin', 'read:content') },
      schema: { tags, querystring: redirectListQuerySchema, response: { 200: z.array(redirectSchema) } },
    },
    async (request) => listRedirects(db, currentSite(request).siteId, request.query),
  );

  app.get(
    '/redirects/export',
    { config: { access: access.site('admin', 'read:content') }, schema: { tags } },
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
    { config: { access: manage }, schema: { tags, response: { 200: redirectImportResultSchema } } },
    async (request) => {
      if (!request.isMultipart()) throw badRequest(redirectMessages.csvOnly);
      const file = await request.file();
      if (!file) throw badRequest(redirectMessages.csvOnly);
      if (!file.filename.toLowerCase().endsWith('.csv')) {
        file.file.resume();
        throw badRequest(redirectMessages.csvOnly, { file: redirectMessages.csvOnly });
      }
      const bytes = await file.toBuffer();
      if (file.file.truncated) throw new AppError(413, 'payloadTooLarge', redirectMessages.tooLarge);
      let text: string;
      try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      } catch {
        // A spreadsheet saved in the old Windows encoding: Latin-1 keeps æ, ø and å.
        text = new TextDecoder('latin1').decode(bytes);
      }
      return importRedirects(db, currentSite(request).siteId, text);
    },
  );
};
