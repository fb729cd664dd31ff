/** `GET preview-token` (spec 1 §7), under /api/sites/:siteId: a token for the preview frame's storefront URL. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { getSite } from '../modules/sites/service';
import { access, currentSite } from '../platform/access';
import { previewTokenLifetimeMs, signPreviewToken } from './preview-token';

export const previewTokenSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  /** The site's storefront address; the frame loads `{storefrontUrl}{path}?preview=true&token=…`. */
  storefrontUrl: z.string(),
});

/**
 * `{name}.{host of PUBLIC_URL}`: served by this platform whatever the site's own domains point at,
 * and never redirected to the canonical domain.
 */
export const storefrontUrlOf = (config: Config, site: { name: string }) =>
  `${config.publicUrl.protocol}//${site.name}.${config.publicUrl.host}`;

export const previewTokenRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (
  app,
  { db, config },
) => {
  app.get(
    '/preview-token',
    {
      // Every member reads drafts through the API already; the token shows them in the storefront.
      config: { access: access.site('reader', 'read:content') },
      schema: {
        summary: 'Hent et token for å forhåndsvise utkast på nettstedet',
        tags: ['Forhåndsvisning'],
        response: { 200: previewTokenSchema },
      },
    },
    async (request, reply) => {
      const { siteId, userId } = currentSite(request);
      const site = await getSite(db, siteId);
      const exp = Date.now() + previewTokenLifetimeMs;
      reply.header('cache-control', 'no-store');
      return {
        token: signPreviewToken(config.sessionSecret, { site: siteId, user: userId, exp }),
        expiresAt: new Date(exp).toISOString(),
        storefrontUrl: storefrontUrlOf(config, site),
      };
    },
  );
};
