/** The provider's sign-on: `/sso/login` (form and post) and the OpenID Connect round trip. */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { access } from '../platform/access';
import { ssoHref } from './links';
import { attemptLogin, throttledMessage } from './login';
import { linkOidcAccount, OidcSignIn, type OidcState } from './oidc';
import { renderLoginPage } from './page';
import { startSession } from './sign-in';

const wrongCredentials = 'Feil e-post eller passord.';
const oidcFailed = 'Innloggingen ble avbrutt eller feilet. Prøv igjen.';
const oidcStateCookie = 'vev_oidc';
const providerUnreachable = (name: string) =>
  `${name} svarer ikke akkurat nå. Prøv igjen om litt, eller logg inn med e-post og passord.`;
/** A page people open from links: other query parameters (tracking tags and the like) are ignored. */
const loginQuery = z.object({ dashboard: z.string().max(10).optional() });

export const ssoRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (app, { db, config }) => {
  const oidc = config.oidc ? new OidcSignIn(config.oidc, new URL('/sso/oidc/callback', config.publicUrl).href) : null;

  const showLogin = (reply: FastifyReply, dashboard: boolean, extra: { email?: string; error?: string } = {}) =>
    reply.type('text/html; charset=utf-8').send(
      renderLoginPage({
        providerName: config.providerName,
        action: ssoHref('/sso/login', dashboard),
        forgotPasswordHref: ssoHref('/sso/glemt-passord', dashboard),
        ...extra,
        ...(oidc && config.oidc ? { oidc: { name: config.oidc.name, href: ssoHref('/sso/oidc', dashboard) } } : {}),
      }),
    );

  app.get(
    '/sso/login',
    { config: { access: access.public }, schema: { hide: true, querystring: loginQuery } },
    async (request, reply) => {
      const dashboard = request.query.dashboard === 'true';
      if (request.session && dashboard) return reply.redirect('/sign-on', 303);
      return showLogin(reply, dashboard);
    },
  );

  app.post(
    '/sso/login',
    {
      config: { access: access.public },
      schema: {
        hide: true,
        querystring: loginQuery,
        body: z.object({ email: z.string().trim().max(254), password: z.string().max(1000) }).strict(),
      },
    },
    async (request, reply) => {
      const dashboard = request.query.dashboard === 'true';
      const { email, password } = request.body;
      const result = await attemptLogin(db, { email, password, ip: request.ip });
      if (result.outcome === 'throttled') {
        reply.status(429).header('retry-after', String(result.retryAfterSeconds));
        return showLogin(reply, dashboard, { email, error: throttledMessage(result.retryAfterSeconds) });
      }
      if (result.outcome === 'wrongCredentials') {
        reply.status(401);
        return showLogin(reply, dashboard, { email, error: wrongCredentials });
      }
      return startSession({ db, config }, request, reply, result.user, dashboard);
    },
  );

  if (!oidc || !config.oidc) return;
  const oidcName = config.oidc.name;

  const stateCookieOptions = {
    path: '/sso/oidc',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.publicUrl.protocol === 'https:',
    signed: true,
    maxAge: 600,
  };

  app.get(
    '/sso/oidc',
    { config: { access: access.public }, schema: { hide: true, querystring: loginQuery } },
    async (request, reply) => {
      const dashboard = request.query.dashboard === 'true';
      let started: Awaited<ReturnType<OidcSignIn['start']>>;
      try {
        started = await oidc.start(dashboard);
      } catch (error) {
        request.log.warn({ err: error }, 'OpenID Connect provider unreachable');
        return showLogin(reply.status(503), dashboard, { error: providerUnreachable(oidcName) });
      }
      reply.setCookie(oidcStateCookie, JSON.stringify(started.state), stateCookieOptions);
      return reply.redirect(started.url.href, 303);
    },
  );

  app.get(
    '/sso/oidc/callback',
    {
      config: { access: access.public },
      schema: { hide: true, querystring: z.record(z.string(), z.string().max(4000)) },
    },
    async (request, reply) => {
      const raw = request.cookies[oidcStateCookie];
      const unsigned = raw ? request.unsignCookie(raw) : null;
      reply.clearCookie(oidcStateCookie, { path: stateCookieOptions.path });
      if (!unsigned?.valid || !unsigned.value) return showLogin(reply.status(400), false, { error: oidcFailed });
      const state = JSON.parse(unsigned.value) as OidcState;
      const callbackUrl = new URL(request.url, config.publicUrl);
      let identity: Awaited<ReturnType<OidcSignIn['finish']>>;
      try {
        identity = await oidc.finish(callbackUrl, state);
      } catch (error) {
        request.log.warn({ err: error }, 'OpenID Connect sign-in failed');
        return showLogin(reply.status(400), state.dashboard, { error: oidcFailed });
      }
      const linked = await linkOidcAccount(db, oidc.issuer, identity);
      if (linked.outcome === 'unverifiedEmail') {
        return showLogin(reply.status(403), state.dashboard, {
          error: `Kontoen hos ${oidcName} har ingen bekreftet e-postadresse, så vi kan ikke koble den til en bruker.`,
        });
      }
      return startSession({ db, config }, request, reply, linked.user, state.dashboard);
    },
  );
};
