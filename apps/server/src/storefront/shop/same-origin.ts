/**
 * Every form the shop posts on a site's host (the cart, the checkout) comes from a page of that
 * same host. A browser names the page's origin in `Origin` (or, failing that, `Referer`); a post
 * that names another origin, or none, is refused, so another site cannot fill a visitor's cart or
 * place an order with the visitor's cookie.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Visit } from '../resolvers/resolver';

export const foreignOriginMessage = 'Forespørselen kommer fra et annet nettsted og ble avvist.';

function originOf(request: FastifyRequest): string | null {
  const { origin, referer } = request.headers;
  if (origin) return origin;
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}

/** The post comes from a page of the visit's own origin (scheme, host and port). */
export const postedFromOwnOrigin = (request: FastifyRequest, found: Visit): boolean =>
  originOf(request) === found.context.origin;

export const refuseForeignOrigin = (reply: FastifyReply) =>
  reply
    .status(403)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .type('text/plain; charset=utf-8')
    .send(foreignOriginMessage);
