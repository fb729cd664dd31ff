/** The last step of every way in (password, OpenID Connect, invitation, password reset). */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { setSessionCookies } from '../platform/sessions/cookies';
import { createSession, deleteSession, sessionCookie } from '../platform/sessions/sessions';
import { takeContinuation } from './continuation';
import { renderContinuePage, renderSignedInPage } from './page';

/**
 * A fresh session id at every sign-in; the browser's old session, if any, ends. Then on to the
 * dashboard (`dashboard=true`), to where the sign-in began (a protected storefront), or to the
 * signed-in page.
 */
export async function startSession(
  { db, config }: { db: Database; config: Config },
  request: FastifyRequest,
  reply: FastifyReply,
  user: { id: string; name: string },
  dashboard: boolean,
) {
  const previous = request.cookies[sessionCookie];
  if (previous) await deleteSession(db, previous);
  const session = await createSession(db, user.id, request.headers['user-agent']);
  setSessionCookies(reply, config, session.token, session.id);
  const next = takeContinuation(request, reply);
  if (dashboard) return reply.redirect('/sign-on', 303);
  if (next) {
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderContinuePage({ providerName: config.providerName, href: next }));
  }
  return reply
    .type('text/html; charset=utf-8')
    .send(renderSignedInPage({ providerName: config.providerName, name: user.name }));
}
