import { hasLevel, permissionLevels, siteSchema, siteUpdateSchema } from '@vev/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { access, currentSite } from '../../platform/access';
import { forbidden } from '../../platform/errors';
import { registerDependentSource } from '../../platform/references/references';
import { getSite } from './service';
import { siteSettingsSourceType, updateSite } from './update-site';

const tags = ['Nettsted'];

/** A dependency report names the site by its display name. */
export async function describeSite(database: Database, siteId: string) {
  const site = await getSite(database, siteId);
  return new Map([[siteId, { title: site.displayName || site.name, draft: false }]]);
}

/** `GET site`, `PATCH site` and `GET permissions`, under /api/sites/:siteId. */
export const siteRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  // The site's default templates per page type refer to those templates.
  registerDependentSource('templateDistribution', { group: 'templateDistribution', describe: describeSite });
  // The logo and the favicon (spec 2 'Site'), shown as the site in a file's dependency report.
  registerDependentSource(siteSettingsSourceType, { group: 'site', describe: describeSite });

  app.get(
    '/site',
    { config: { access: access.site('reader') }, schema: { tags, response: { 200: siteSchema } } },
    async (request) => getSite(db, currentSite(request).siteId),
  );

  app.patch(
    '/site',
    {
      // Contributors may add tags while editing content (spec 1 §7 'PATCH site'); the rest is for admins.
      config: { access: access.site('contributor') },
      schema: { tags, body: siteUpdateSchema, response: { 200: siteSchema } },
    },
    async (request) => {
      const { siteId, level } = currentSite(request);
      const fields = Object.keys(request.body);
      if (!hasLevel(level, 'admin') && fields.some((field) => field !== 'tags')) throw forbidden();
      return updateSite(db, siteId, request.body);
    },
  );

  app.get(
    '/permissions',
    {
      config: { access: access.site('reader') },
      schema: { tags, response: { 200: z.object({ permission: z.enum(permissionLevels) }) } },
    },
    async (request) => ({ permission: currentSite(request).level }),
  );
};
