import { contributorSiteFields, hasLevel, permissionLevels, siteSchema, siteUpdateSchema } from '@vev/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { access, currentSite } from '../../platform/access';
import { forbidden } from '../../platform/errors';
import { assertPaymentProvidersUsable } from '../payment-settings/service';
import { siteActivity } from './activity';
import { getSite } from './service';
import { updateSite } from './update-site';

const tags = ['Nettsted'];

/** `GET site`, `PATCH site` and `GET permissions`, under /api/sites/:siteId. */
export const siteRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (app, { db, config }) => {
  app.get(
    '/site',
    {
      config: { access: access.site('reader') },
      schema: { summary: 'Hent nettstedets innstillinger', tags, response: { 200: siteSchema } },
    },
    async (request) => getSite(db, currentSite(request).siteId),
  );

  app.patch(
    '/site',
    {
      // Contributors may add tags and choose templates per page type; the rest is for admins.
      config: { access: access.site('contributor'), activity: siteActivity.updated },
      schema: {
        summary: 'Endre nettstedets innstillinger',
        tags,
        body: siteUpdateSchema,
        response: { 200: siteSchema },
      },
    },
    async (request) => {
      const { siteId, level } = currentSite(request);
      const fields = Object.keys(request.body) as (keyof typeof request.body)[];
      if (!hasLevel(level, 'admin') && fields.some((field) => !contributorSiteFields.includes(field)))
        throw forbidden();
      // An external provider is switched on only with its credentials stored (payment-settings).
      if (request.body.paymentProviders)
        await assertPaymentProvidersUsable(db, config, siteId, request.body.paymentProviders);
      return updateSite(db, siteId, request.body);
    },
  );

  app.get(
    '/permissions',
    {
      config: { access: access.site('reader') },
      schema: {
        summary: 'Hent ditt nivå på nettstedet',
        tags,
        response: { 200: z.object({ permission: z.enum(permissionLevels) }) },
      },
    },
    async (request) => ({ permission: currentSite(request).level }),
  );
};
