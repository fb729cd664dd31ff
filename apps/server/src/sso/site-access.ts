/**
 * `/sso/nettsted`: where a protected storefront sends a visitor without access (see
 * storefront/site-access.ts). Signs them in when needed, checks their level on the site, and sends
 * them back to the page they asked for on the site's host with a one-minute grant.
 */
import { protectionAdmits } from '@vev/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { access } from '../platform/access';
import { escapeHtml as e } from '../platform/html';
import { findSiteByHost } from '../storefront/site';
import { localPath, signAccessGrant, siteAccessPath, userStanding } from '../storefront/site-access';
import { rememberContinuation } from './continuation';
import { page, renderLoginPage } from './page';

const query = z.object({
  site: z.string().max(40).default(''),
  host: z.string().max(300).default(''),
  path: z.string().max(2000).default('/'),
});

function problemPage(providerName: string, title: string, text: string): string {
  return page(`${title} – ${providerName}`, `<h1>${e(title)}</h1>\n<p class="lead">${e(text)}</p>`);
}

export const siteAccessRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (
  app,
  { db, config },
) => {
  const { providerName } = config;

  app.get(
    '/sso/nettsted',
    { config: { access: access.public }, schema: { hide: true, querystring: query } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      const site = await findSiteByHost(db, config, request.query.host);
      const storefront = storefrontOrigin(config, request.query.host);
      if (!site || site.id !== request.query.site || !storefront) {
        return reply
          .status(400)
          .send(problemPage(providerName, 'Lenken er ugyldig', 'Åpne nettstedet på nytt fra adressen du brukte.'));
      }
      // Opened to everyone in the meantime: straight back.
      if (site.settings.protection === 'visitor') {
        return reply.redirect(new URL(localPath(request.query.path), storefront).href, 303);
      }
      const user = request.session?.user;
      if (!user) {
        rememberContinuation(reply, config, request.url);
        return reply.send(
          renderLoginPage({
            providerName,
            action: '/sso/login',
            forgotPasswordHref: '/sso/glemt-passord',
            lead: `«${site.displayName}» er bare åpent for ${audience[site.settings.protection]}. Logg inn for å se nettstedet.`,
            ...(config.oidc ? { oidc: { name: config.oidc.name, href: '/sso/oidc' } } : {}),
          }),
        );
      }
      const standing = await userStanding(db, site.id, user.id);
      const admitted =
        !!standing && protectionAdmits(site.settings.protection, { signedIn: true, permission: standing.permission });
      if (!admitted) {
        return reply
          .status(403)
          .send(
            problemPage(
              providerName,
              'Ingen tilgang',
              `«${site.displayName}» er bare åpent for ${audience[site.settings.protection]}, og du er logget inn som ${user.name}. Be en administrator av nettstedet om tilgang.`,
            ),
          );
      }
      const back = new URL(siteAccessPath, storefront);
      back.search = new URLSearchParams({
        token: signAccessGrant(config.sessionSecret, site.id, user.id),
        path: localPath(request.query.path),
      }).toString();
      return reply.redirect(back.href, 303);
    },
  );
};

/** The site's address on the host the visitor used: null unless a URL reads that host exactly as given. */
function storefrontOrigin(config: Config, host: string): string | null {
  try {
    const url = new URL(`${config.publicUrl.protocol}//${host}`);
    return url.host === host.toLowerCase() ? url.origin : null;
  } catch {
    return null;
  }
}

/** Who a protection level lets in, as the sentences above name them. */
const audience = {
  visitor: 'alle',
  internalVisitor: 'innloggede brukere',
  reader: 'brukerne av nettstedet',
  admin: 'administratorene av nettstedet',
} as const;
