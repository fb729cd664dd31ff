import { contributorSiteFields, hasLevel, permissionLevels, siteSchema, siteUpdateSchema } from '@vev/shared';
import { inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { access, currentSite } from '../../platform/access';
import { forbidden } from '../../platform/errors';
import { registerDependentSource } from '../../platform/references/references';
import { templateDistributionSourceType } from '../templates/distribution';
import { sites } from './schema';
import { getSite } from './service';
import { siteSettingsSourceType, updateSite } from './update-site';

const tags = ['Nettsted'];

/**
 * A dependency report names a site by its display name. The source ids are sites: the site itself,
 * or a department that uses one of its parent's templates.
 */
export async function describeSites(database: Database, _siteId: string, ids: string[]) {
  const rows = await database
    .select({ id: sites.id, name: sites.name, displayName: sites.displayName })
    .from(sites)
    .where(inArray(sites.id, ids));
  return new Map(rows.map((row) => [row.id, { title: row.displayName || row.name, draft: false }]));
}

/** `GET site`, `PATCH site` and `GET permissions`, under /api/sites/:siteId. */
export const siteRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  // The site's default templates per page type refer to those templates.
  registerDependentSource(templateDistributionSourceType, { group: 'templateDistribution', describe: describeSites });
  // The logo and the favicon (spec 2 'Site'), shown as the site in a file's dependency report.
  registerDependentSource(siteSettingsSourceType, { group: 'site', describe: describeSites });

  app.get(
    '/site',
    { config: { access: access.site('reader') }, schema: { tags, response: { 200: siteSchema } } },
    async (request) => getSite(db, currentSite(request).siteId),
  );

  app.patch(
    '/site',
    {
      // Contributors may add tags and choose templates per page type; the rest is for admins.
      config: { access: access.site('contributor') },
      schema: { tags, body: siteUpdateSchema, response: { 200: siteSchema } },
    },
    async (request) => {
      const { siteId, level } = currentSite(request);
      const fields = Object.keys(request.body) as (keyof typeof request.body)[];
      if (!hasLevel(level, 'admin') && fields.some((field) => !contributorSiteFields.includes(field)))
        throw forbidden();
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
