/**
 * An API answer to a request that carries a person's credentials is private to that person (their
 * profile, a site's members, a new access key's secret, the mail outbox's sign-on links), so no
 * cache, shared or the browser's own, may keep it. Decided once here, so that no route can forget
 * it; a route that knows better sets its own Cache-Control and keeps it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerToken } from './access';
import { sessionCookie } from './sessions/sessions';

const apiPath = /^\/api(\/|\?|$)/;

/** A session cookie or a bearer token, valid or not: either way the answer is about that person. */
export function carriesCredentials(request: FastifyRequest): boolean {
  // Cookies are not parsed yet when a malformed request is refused before any hook ran.
  return Boolean(request.cookies?.[sessionCookie]) || bearerToken(request.headers.authorization) !== null;
}

export function registerPrivateAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (apiPath.test(request.url) && carriesCredentials(request) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
