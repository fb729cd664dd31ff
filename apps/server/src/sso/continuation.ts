/**
 * Where a sign-in goes on to when it began somewhere else than the dashboard: a protected
 * storefront's `/sso/nettsted` check. Kept in a signed cookie of the sign-on pages for ten minutes,
 * so every way in (password, OpenID Connect, invitation, password reset) carries it alike.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';

const cookieName = 'vev_sso_next';
const cookiePath = '/sso';
/** The only places a sign-in continues to. */
const allowed = /^\/sso\/nettsted\?[^\s]*$/;

export function rememberContinuation(reply: FastifyReply, config: Config, next: string): void {
  if (!allowed.test(next)) return;
  reply.setCookie(cookieName, next, {
    path: cookiePath,
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl.protocol === 'https:',
    signed: true,
    maxAge: 600,
  });
}

/** The remembered continuation, once: the cookie is cleared whatever it held. */
export function takeContinuation(request: FastifyRequest, reply: FastifyReply): string | null {
  const raw = request.cookies[cookieName];
  if (!raw) return null;
  reply.clearCookie(cookieName, { path: cookiePath });
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value && allowed.test(unsigned.value) ? unsigned.value : null;
}
