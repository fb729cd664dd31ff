/**
 * How the storefront answers a request on a site's host: first the visit (the site, the address and
 * the mode: a preview with a valid token reads drafts), then a chain of resolvers, each of which
 * answers the visit or passes it on; a visit none answers gets the site's 404 page. Redirects, pages
 * and the site's own files are resolvers, and products and the cart join the chain the same way.
 */
import { createHash } from 'node:crypto';
import { ThemeNotFoundError, themeFontHosts } from '@vev/sections';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { markPageView } from '../../modules/page-views/mark';
import type { AnswerCache } from '../../platform/cache/answer-cache';
import type { ContentMode } from '../content';
import { NotFoundMessage, notFoundTitle } from '../document';
import { markExperimentGoals } from '../experiments';
import { type CacheKind, storefrontHeaders } from '../headers';
import { previewAllowed } from '../preview-token';
import { cartItemCount, cartTokenHash, rememberCart } from '../shop/cart-store';
import { canonicalRedirect, findSiteAndCart, type StorefrontSite } from '../site';
import { cookieAdmits, signInAddress, siteAccessCookie } from '../site-access';
import { renderMessageView, siteTheme, type ViewContext } from '../view';

/** What the resolvers share for the life of the server. */
export interface Storefront {
  db: Database;
  config: Config;
  /** Rendered public pages and sitemaps, kept while the site's content version stands. */
  rendered: AnswerCache<RenderedPage> | null;
}

/**
 * A public page as it is sent: its UTF-8 bytes and their ETag, made once when it is rendered, so a
 * page from the cache is neither encoded, measured nor hashed again.
 */
export interface RenderedPage {
  readonly body: Buffer;
  readonly etag: string;
  /** Its size in the cache. */
  readonly length: number;
}

export function renderedPage(text: string): RenderedPage {
  const body = Buffer.from(text, 'utf8');
  return { body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`, length: body.length };
}

export interface Visit {
  site: StorefrontSite;
  /** Open only to some (the site's protection): nothing of it may sit in a shared cache. */
  restricted: boolean;
  pathname: string;
  query: URLSearchParams;
  rawQuery: string;
  context: ViewContext;
  /** Why a password the visitor posted did not open the page; the page shows its form with it. */
  passwordError: string | null;
}

/** A resolver's answer for a visit that is not its own: the next resolver gets it. */
export const pass: unique symbol = Symbol('pass');

export interface Resolver {
  /** It answers a visitor the site's protection has not admitted (robots.txt, the way back from sign-in). */
  open?: boolean;
  resolve(found: Visit, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | typeof pass>;
}

/** The first answer of the resolvers, in their order, for the visit of this request. */
export async function answer(
  storefront: Storefront,
  request: FastifyRequest,
  reply: FastifyReply,
  resolvers: readonly Resolver[],
): Promise<FastifyReply> {
  const found = await visit(storefront, request, reply);
  if (!found) return reply;
  let admitted = false;
  const admit = async () => (admitted ||= await admits(storefront, request, found));
  const signIn = () => {
    const address = signInAddress(storefront.config, found.site.id, request.headers.host ?? '', request.originalUrl);
    return reply.status(303).header('location', address).header('cache-control', 'no-store').send();
  };
  try {
    for (const resolver of resolvers) {
      if (!resolver.open && !(await admit())) return signIn();
      if ((await resolver.resolve(found, request, reply)) !== pass) return reply;
    }
    return (await admit()) ? await notFoundPage(storefront.config, request, reply, found) : signIn();
  } catch (error) {
    if (!(error instanceof ThemeNotFoundError)) throw error;
    request.log.error({ err: error, site: found.site.name }, 'storefront theme missing');
    return reply.status(500).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(error.message);
  }
}

/** The site by Host, moved to its canonical domain if asked elsewhere, and the mode; null once answered. */
async function visit(storefront: Storefront, request: FastifyRequest, reply: FastifyReply): Promise<Visit | null> {
  const { db, config } = storefront;
  const found = await findSiteAndCart(db, config, request.headers.host, cartTokenHash(request));
  if (!found) {
    plainNotFound(reply);
    return null;
  }
  const { site } = found;
  rememberCart(request, found.cart);
  const url = new URL(request.originalUrl, 'http://storefront');
  const wantsPreview = url.searchParams.get('preview') === 'true';
  const preview =
    wantsPreview && (await previewAllowed(db, config.sessionSecret, site.id, url.searchParams.get('token')));
  const moved = wantsPreview
    ? null
    : canonicalRedirect(site, request.headers.host, request.protocol, request.originalUrl);
  if (moved) {
    reply.status(301).header('location', moved).header('cache-control', 'public, max-age=3600').send();
    return null;
  }
  const mode: ContentMode = preview ? 'draft' : 'published';
  return {
    site,
    restricted: site.settings.protection !== 'visitor',
    pathname: url.pathname,
    query: url.searchParams,
    rawQuery: url.search.slice(1),
    context: {
      db,
      site,
      mode,
      origin: `${request.protocol}://${request.headers.host}`,
      preview: preview ? { showControls: url.searchParams.get('showControls') === 'true' } : null,
      cartCount: site.hasEcommerce ? await cartItemCount(db, site.id, request) : 0,
    },
    passwordError: null,
  };
}

/** A protected site lets in a visitor with its access cookie, and a preview with a valid token. */
async function admits(storefront: Storefront, request: FastifyRequest, found: Visit): Promise<boolean> {
  if (!found.restricted || found.context.preview) return true;
  const protectedSite = { id: found.site.id, protection: found.site.settings.protection };
  return cookieAdmits(storefront.db, storefront.config.sessionSecret, protectedSite, request.cookies[siteAccessCookie]);
}

/**
 * How a page of this visit may be cached: a preview never, a protected site's only by the browser,
 * and one that shows the visitor's cart count only by the browser (it is theirs alone).
 */
export const shownAs = (found: Visit): CacheKind =>
  found.context.preview ? 'preview' : found.restricted || found.context.cartCount > 0 ? 'private' : 'public';

/**
 * The key a rendered public page is kept under: the site and its record's change, the host, the
 * path and the cart count (the one thing that differs between visitors), so a page with one
 * visitor's count only ever goes to visitors with the same count.
 */
export const renderedKey = (found: Visit, kind: 'page' | 'product'): string | null =>
  found.context.preview
    ? null
    : [
        found.site.id,
        kind,
        found.site.updatedAt.getTime(),
        found.context.origin,
        found.pathname,
        found.context.cartCount,
      ].join('|');

/**
 * A storefront page with its headers. Its policy lets in the hosts the site chose for its scripts and,
 * from the theme the visit shows (the draft's in a preview), for its fonts.
 */
export async function sendHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Config,
  found: Visit,
  kind: CacheKind,
  status: number,
  html: string | RenderedPage,
) {
  const fontHosts = themeFontHosts(await siteTheme(found.context.site, found.context.mode));
  storefrontHeaders(reply, config, kind, { scriptHosts: found.site.settings.scriptHosts, fontHosts });
  reply.status(status).type('text/html; charset=utf-8');
  if (kind !== 'preview' && status === 200) {
    markPageView(request, found.site.id, found.pathname);
    markExperimentGoals(request, found.site, found.pathname);
  }
  if (kind === 'public' && status === 200) {
    const page = typeof html === 'string' ? renderedPage(html) : html;
    reply.header('etag', page.etag);
    if (request.headers['if-none-match'] === page.etag) return reply.status(304).send();
    return reply.send(page.body);
  }
  return reply.send(typeof html === 'string' ? html : html.body);
}

export async function notFoundPage(config: Config, request: FastifyRequest, reply: FastifyReply, found: Visit) {
  const html = await renderMessageView(found.context, {
    title: notFoundTitle,
    path: found.pathname,
    body: <NotFoundMessage path={found.pathname} />,
  });
  return sendHtml(request, reply, config, found, shownAs(found), 404, html);
}

export const plainNotFound = (reply: FastifyReply, message = 'Fant ikke nettstedet.') =>
  reply
    .status(404)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-cache')
    .type('text/plain; charset=utf-8')
    .send(message);

export const sendScript = (reply: FastifyReply, code: string, cacheControl = 'public, max-age=300') =>
  reply
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff')
    .type('text/javascript; charset=utf-8')
    .send(code);

export const sendText = (reply: FastifyReply, type: string, body: string | Buffer, restricted = false) =>
  reply
    .header('cache-control', restricted ? 'private, no-cache' : 'public, max-age=300')
    .header('x-content-type-options', 'nosniff')
    .type(`${type}; charset=utf-8`)
    .send(body);

/** The one path segment after `prefix/`, decoded as a route parameter is; null for any other path. */
export function segmentAfter(pathname: string, prefix: string): string | null {
  if (!pathname.startsWith(`${prefix}/`)) return null;
  const segment = pathname.slice(prefix.length + 1);
  if (segment === '' || segment.includes('/')) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
