/**
 * `/sso/invitasjon/{token}`: the link in an invitation mail. A new person sets name and password,
 * someone with a user signs in (or is signed in already) and accepts; both end up signed in.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { type Acceptance, acceptInvitation, findInvitation, type InvitationLookup } from '../modules/members/accept';
import { access } from '../platform/access';
import { hashPassword } from '../platform/passwords';
import { renderExistingUserPage, renderInvitationProblemPage, renderNewPersonPage } from './invitation-page';
import { ssoHref } from './links';
import { attemptLogin, throttledMessage } from './login';
import { newPasswordMessages, newPasswordProblem } from './new-password';
import { startSession } from './sign-in';

export const invitationMessages = {
  ...newPasswordMessages,
  nameRequired: 'Skriv inn navnet ditt.',
  wrongPassword: 'Feil passord.',
  userExists: 'Det finnes allerede en bruker med denne e-postadressen. Logg inn for å godta invitasjonen.',
} as const;

const params = z.object({ code: z.string().max(200) }).strict();
/** A page people open from links: other query parameters (tracking tags and the like) are ignored. */
const query = z.object({ dashboard: z.string().max(10).optional() });
const form = z
  .object({
    email: z.string().max(254).optional(),
    name: z.string().max(120).optional(),
    password: z.string().max(1000).optional(),
    passwordRepeat: z.string().max(1000).optional(),
  })
  .strict();

type Open = Extract<InvitationLookup, { status: 'open' }>;

export const invitationRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (
  app,
  { db, config },
) => {
  const { providerName } = config;
  const html = (reply: FastifyReply, body: string) => reply.type('text/html; charset=utf-8').send(body);

  const showProblem = (reply: FastifyReply, problem: 'unknown' | 'used' | 'expired', dashboard: boolean) =>
    html(
      reply.status(problem === 'unknown' ? 404 : 410),
      renderInvitationProblemPage({
        providerName,
        problem,
        loginHref: ssoHref('/sso/login', dashboard),
      }),
    );

  const showForm = (
    request: FastifyRequest,
    reply: FastifyReply,
    found: Open,
    extra: { error?: string; notice?: string; name?: string } = {},
  ) => {
    const options = {
      providerName,
      siteName: found.siteName,
      email: found.invitation.email,
      action: request.url,
      ...extra,
    };
    if (!found.existingUser) return html(reply, renderNewPersonPage(options));
    const signedInAs = request.session?.user.id === found.existingUser.id ? request.session.user.name : undefined;
    return html(reply, renderExistingUserPage({ ...options, signedInAs }));
  };

  app.get(
    '/sso/invitasjon/:code',
    { config: { access: access.public }, schema: { hide: true, params, querystring: query } },
    async (request, reply) => {
      const dashboard = request.query.dashboard === 'true';
      const found = await findInvitation(db, request.params.code);
      if (found.status !== 'open') return showProblem(reply, found.status, dashboard);
      return showForm(request, reply, found);
    },
  );

  app.post(
    '/sso/invitasjon/:code',
    { config: { access: access.public }, schema: { hide: true, params, querystring: query, body: form } },
    async (request, reply) => {
      const dashboard = request.query.dashboard === 'true';
      const { code: token } = request.params;
      const found = await findInvitation(db, token);
      if (found.status !== 'open') return showProblem(reply, found.status, dashboard);
      const body = request.body;
      const statusCode = dashboard ? 303 : 200;
      let accepted: Acceptance;

      if (!found.existingUser) {
        const name = body.name?.trim() ?? '';
        const password = body.password ?? '';
        const error = name ? newPasswordProblem(password, body.passwordRepeat) : invitationMessages.nameRequired;
        if (error) return showForm(request, reply.status(400), found, { error, name });
        accepted = await acceptInvitation(db, {
          token,
          statusCode,
          newUser: { name, passwordHash: await hashPassword(password) },
        });
      } else if (request.session?.user.id === found.existingUser.id) {
        accepted = await acceptInvitation(db, { token, statusCode, userId: found.existingUser.id });
      } else {
        const result = await attemptLogin(db, {
          email: found.invitation.email,
          password: body.password ?? '',
          ip: request.ip,
        });
        if (result.outcome === 'throttled') {
          reply.status(429).header('retry-after', String(result.retryAfterSeconds));
          return showForm(request, reply, found, { error: throttledMessage(result.retryAfterSeconds) });
        }
        if (result.outcome === 'wrongCredentials') {
          return showForm(request, reply.status(401), found, { error: invitationMessages.wrongPassword });
        }
        accepted = await acceptInvitation(db, { token, statusCode, userId: result.user.id });
      }

      if (accepted.outcome === 'userExists') {
        const again = await findInvitation(db, token);
        if (again.status !== 'open') return showProblem(reply, again.status, dashboard);
        return showForm(request, reply.status(409), again, { notice: invitationMessages.userExists });
      }
      if (accepted.outcome === 'gone') {
        const again = await findInvitation(db, token);
        return showProblem(reply, again.status === 'open' ? 'unknown' : again.status, dashboard);
      }
      return startSession({ db, config }, request, reply, accepted.user, dashboard);
    },
  );
};
