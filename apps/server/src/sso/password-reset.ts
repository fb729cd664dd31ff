/**
 * Password reset on the sign-on: `/sso/glemt-passord` asks for a link by e-mail, and
 * `/sso/nytt-passord/{token}` (the link in the mail) sets a new password and signs the person in.
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { findPasswordReset, requestPasswordReset, resetPassword } from '../modules/account/password-reset';
import { access } from '../platform/access';
import { hashPassword } from '../platform/passwords';
import { clearHits } from '../platform/rate-limit/rate-limit';
import { ssoHref } from './links';
import { loginEmailKey, minutesText } from './login';
import { newPasswordProblem } from './new-password';
import {
  renderForgotPasswordPage,
  renderNewPasswordPage,
  renderResetProblemPage,
  renderResetRequestedPage,
} from './password-reset-page';
import { startSession } from './sign-in';

export const passwordResetMessages = {
  invalidEmail: 'Skriv inn en gyldig e-postadresse.',
  throttled: (seconds: number) => `For mange forespørsler om nytt passord. Prøv igjen om ${minutesText(seconds)}.`,
} as const;

/** A page people open from links: other query parameters (tracking tags and the like) are ignored. */
const query = z.object({ dashboard: z.string().max(10).optional() });
// `code`, not `token`: a refused parameter is named in the Norwegian error message.
const params = z.object({ code: z.string().max(200) }).strict();
const requestForm = z.object({ email: z.string().trim().max(254) }).strict();
const newPasswordForm = z
  .object({ password: z.string().max(1000).optional(), passwordRepeat: z.string().max(1000).optional() })
  .strict();
const isEmail = (text: string) => z.email().safeParse(text).success;

export const passwordResetRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (
  app,
  { db, config },
) => {
  const { providerName } = config;
  // The reset pages carry a live token in their address: never kept in a cache.
  const html = (reply: FastifyReply, body: string) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

  const showRequestForm = (reply: FastifyReply, dashboard: boolean, extra: { email?: string; error?: string } = {}) =>
    html(
      reply,
      renderForgotPasswordPage({
        providerName,
        action: ssoHref('/sso/glemt-passord', dashboard),
        loginHref: ssoHref('/sso/login', dashboard),
        ...extra,
      }),
    );

  const showProblem = (reply: FastifyReply, problem: 'unknown' | 'used' | 'expired', dashboard: boolean) =>
    html(
      reply.status(problem === 'unknown' ? 404 : 410),
      renderResetProblemPage({
        providerName,
        problem,
        requestHref: ssoHref('/sso/glemt-passord', dashboard),
        loginHref: ssoHref('/sso/login', dashboard),
      }),
    );

  app.get(
    '/sso/glemt-passord',
    { config: { access: access.public }, schema: { hide: true, querystring: query } },
    async (request, reply) => showRequestForm(reply, request.query.dashboard === 'true'),
  );

  app.post(
    '/sso/glemt-passord',
    { config: { access: access.public }, schema: { hide: true, querystring: query, body: requestForm } },
    async (request, reply) => {
      const dashboard = request.query.dashboard === 'true';
      const { email } = request.body;
      if (!isEmail(email)) {
        return showRequestForm(reply.status(400), dashboard, { email, error: passwordResetMessages.invalidEmail });
      }
      const result = await requestPasswordReset(
        { db, publicUrl: config.publicUrl, providerName },
        { email, ip: request.ip, toDashboard: dashboard },
      );
      if (result.outcome === 'throttled') {
        reply.status(429).header('retry-after', String(result.retryAfterSeconds));
        return showRequestForm(reply, dashboard, {
          email,
          error: passwordResetMessages.throttled(result.retryAfterSeconds),
        });
      }
      return html(reply, renderResetRequestedPage({ providerName, loginHref: ssoHref('/sso/login', dashboard) }));
    },
  );

  app.get(
    '/sso/nytt-passord/:code',
    { config: { access: access.public }, schema: { hide: true, params, querystring: query } },
    async (request, reply) => {
      const dashboard = request.query.dashboard === 'true';
      const found = await findPasswordReset(db, request.params.code);
      if (found.status !== 'open') return showProblem(reply, found.status, dashboard);
      return html(reply, renderNewPasswordPage({ providerName, action: request.url, email: found.user.email }));
    },
  );

  app.post(
    '/sso/nytt-passord/:code',
    { config: { access: access.public }, schema: { hide: true, params, querystring: query, body: newPasswordForm } },
    async (request, reply) => {
      const dashboard = request.query.dashboard === 'true';
      const { code: token } = request.params;
      const found = await findPasswordReset(db, token);
      if (found.status !== 'open') return showProblem(reply, found.status, dashboard);
      const password = request.body.password ?? '';
      const error = newPasswordProblem(password, request.body.passwordRepeat);
      if (error) {
        return html(
          reply.status(400),
          renderNewPasswordPage({ providerName, action: request.url, email: found.user.email, error }),
        );
      }
      const result = await resetPassword(db, { token, passwordHash: await hashPassword(password) });
      if (result.outcome === 'gone') {
        const again = await findPasswordReset(db, token);
        return showProblem(reply, again.status === 'open' ? 'unknown' : again.status, dashboard);
      }
      // Failed sign-ins with the old password no longer hold the person back.
      await clearHits(db, loginEmailKey(result.user.email));
      request.log.info({ userId: result.user.id }, 'password reset: new password set, every session ended');
      return startSession({ db, config }, request, reply, result.user, dashboard);
    },
  );
};
