import {
  cookieCsvExample,
  cookieDefinitionQuerySchema,
  cookieDefinitionSchema,
  cookieMessages,
  importResultSchema,
} from '@vev/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { access, currentSite } from '../../platform/access';
import { answers } from '../../platform/openapi/shapes';
import { receiveCsv, registerCsvUploads } from '../../platform/uploads/csv-upload';
import { cookieActivity } from './activity';
import { exportCookies, importCookies, listCookies } from './service';

const tags = ['Informasjonskapsler'];
const csvFile = (filename: string) => `attachment; filename="${filename}"`;

/** The cookie dialog's lists (spec 2 §7): definitions, CSV export, the example file and import. */
export const cookieRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const admin = { access: access.site('admin') };
  await registerCsvUploads(app);

  app.get(
    '/cookie-dialog/definitions',
    {
      // The storefront's dialog lists them for visitors, so any member may read them.
      config: { access: access.site('reader', 'read:content') },
      schema: {
        summary: 'Hent informasjonskapslene i samtykkedialogen',
        tags,
        querystring: cookieDefinitionQuerySchema,
        response: { 200: z.array(cookieDefinitionSchema) },
      },
    },
    async (request) =>
      listCookies(db, currentSite(request).siteId, {
        onlyDefault: request.query.onlyDefault === 'true',
        onlyCustom: request.query.onlyCustom === 'true',
      }),
  );

  app.get(
    '/cookies/export',
    {
      config: { ...admin, openapi: answers.csv('Informasjonskapslene som CSV') },
      schema: { summary: 'Last ned informasjonskapslene som CSV', tags },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', csvFile('cookies.csv'))
        .send(await exportCookies(db, currentSite(request).siteId)),
  );

  app.get(
    '/cookies/export-example',
    {
      config: { ...admin, openapi: answers.csv('En eksempelfil for importen') },
      schema: { summary: 'Last ned en eksempelfil for import av informasjonskapsler', tags },
    },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', csvFile('cookies-eksempel.csv'))
        .send(cookieCsvExample),
  );

  app.post(
    '/cookies/import',
    {
      config: { ...admin, activity: cookieActivity.imported, openapi: { upload: { file: 'CSV-filen' } } },
      schema: {
        summary: 'Importer informasjonskapsler fra CSV (multipart/form-data)',
        tags,
        response: { 200: importResultSchema },
      },
    },
    async (request) =>
      importCookies(db, currentSite(request).siteId, await receiveCsv(request, cookieMessages.csvOnly)),
  );
};
