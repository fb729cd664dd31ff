import { templateListQuerySchema, templateSchema } from '@vev/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { access, currentSite } from '../../platform/access';
import { registerDependentSource } from '../../platform/references/references';
import { templates } from './schema';
import { getTemplate, listTemplates } from './service';

const tags = ['Maler'];

/** Templates, read side (spec 1 §7 'GET templates', 'GET templates/{id}'). */
export const templateRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  registerDependentSource('template', {
    group: 'templates',
    describe: async (database, siteId, ids) => {
      const rows = await database
        .select({ id: templates.id, name: templates.name, draft: templates.draft })
        .from(templates)
        .where(and(eq(templates.siteId, siteId), inArray(templates.id, ids)));
      return new Map(rows.map((row) => [row.id, { title: row.name, draft: row.draft !== null }]));
    },
  });

  app.get(
    '/templates',
    {
      config: { access: access.site('reader', 'read:content'), cachedBySiteContent: true },
      schema: { tags, querystring: templateListQuerySchema, response: { 200: z.array(templateSchema) } },
    },
    async (request) => listTemplates(db, currentSite(request).siteId, request.query),
  );

  app.get(
    '/templates/:id',
    {
      config: { access: access.site('reader', 'read:content') },
      schema: {
        tags,
        params: z.object({ siteId: z.string().max(40), id: z.string().max(40) }).strict(),
        response: { 200: templateSchema },
      },
    },
    async (request) => getTemplate(db, currentSite(request).siteId, request.params.id),
  );
};
