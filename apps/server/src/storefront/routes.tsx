/**
 * The public storefront. A request whose Host is not the platform's own (see site.ts) is rewritten
 * under `storefrontPrefix` before routing (`storefrontUrlRewrite`), so it never reaches the
 * dashboard or the API; media delivery (`/media/…`) is served on every host.
 */

import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { ThemeNotFoundError } from '@vev/sections';
import { type PageDocument, redirectTarget } from '@vev/shared';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { ComponentDocument } from '../modules/components/schema';
import type { TemplateDocument } from '../modules/templates/schema';
import { AnswerCache } from '../platform/cache/answer-cache';
import { countHit, retryAfter } from '../platform/rate-limit/rate-limit';
import { findRevision } from '../platform/revisions/revisions';
import { previewBridgeScript } from './bridge';
import { componentPreviewPath, componentSection, loadComponent } from './components';
import { consentScript, consentScriptPath } from './consent/consent-script';
import { customScriptsPath, scriptCodeFor } from './consent/custom-scripts';
import { type ContentMode, findFrontPageId, findPageIdByPath, loadPages, type StorefrontPage } from './content';
import { NotFoundMessage, PageContentPlaceholder, PageIntro, PasswordForm, previewBridgePath } from './document';
import { type CacheKind, storefrontHeaders } from './headers';
import {
  cookieOpensPage,
  passwordAttemptLimit,
  passwordCookieMaxAgeSeconds,
  passwordCookieName,
  passwordCookieValue,
  passwordMatches,
  passwordMessages,
} from './password';
import { templateForPreview, withVariantSections } from './preview-content';
import { previewAllowed } from './preview-token';
import { findRedirect } from './redirects';
import { canonicalRedirect, findSiteByHost, isPlatformHost, type StorefrontSite, siteShowingRevision } from './site';
import {
  accessCookieFor,
  cookieAdmits,
  localPath,
  signInAddress,
  siteAccessCookie,
  siteAccessLifetimeMs,
  siteAccessPath,
} from './site-access';
import { robotsTxt, sitemapEntries, sitemapXml } from './sitemap';
import {
  contentSites,
  pageSites,
  renderComponentView,
  renderMessageView,
  renderPageView,
  renderTemplateView,
  type ViewContext,
} from './view';

export const storefrontPrefix = '/_vev-storefront';

/** Fastify's `rewriteUrl`: requests for a site's host go to the storefront's routes. */
export function storefrontUrlRewrite(config: Config) {
  return (request: IncomingMessage): string => {
    const url = request.url ?? '/';
    if (isPlatformHost(request.headers.host, config.publicUrl) || url.startsWith('/media/')) return url;
    return `${storefrontPrefix}${url.startsWith('/') ? url : `/${url}`}`;
  };
}

interface Visit {
  site: StorefrontSite;
  /** Open only to some (the site's protection): nothing of it may sit in a shared cache. */
  restricted: boolean;
  pathname: string;
  query: URLSearchParams;
  rawQuery: string;
  context: ViewContext;
}

function sendHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Config,
  found: Visit,
  kind: CacheKind,
  status: number,
  html: string,
) {
  storefrontHeaders(reply, config, kind, found.site.settings.scriptHosts);
  reply.status(status).type('text/html; charset=utf-8');
  if (kind === 'public' && status === 200) {
    const etag = `W/"${createHash('sha1').update(html).digest('base64url')}"`;
    reply.header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  }
  return reply.send(html);
}

const plainNotFound = (reply: FastifyReply, message = 'Fant ikke nettstedet.') =>
  reply
    .status(404)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-cache')
    .type('text/plain; charset=utf-8')
    .send(message);

export const storefrontRoutes: FastifyPluginAsync<{ db: Database; config: Config }> = async (app, { db, config }) => {
  const secret = config.sessionSecret;
  const bridge = previewBridgeScript(config.publicUrl.origin);
  // Rendered public pages, kept while the site's content version stands (like the API's cached lists).
  const rendered = config.answerCacheBytes > 0 ? new AnswerCache(config.answerCacheBytes) : null;

  /**
   * The site, the address and the mode (a preview with a valid token reads drafts). A visitor of a
   * protected site without access is sent to sign in, unless the address is `open` to all.
   */
  async function visit(request: FastifyRequest, reply: FastifyReply, open = false): Promise<Visit | null> {
    const site = await findSiteByHost(db, config, request.headers.host);
    if (!site) {
      plainNotFound(reply);
      return null;
    }
    const url = new URL(request.originalUrl, 'http://storefront');
    const wantsPreview = url.searchParams.get('preview') === 'true';
    const preview = wantsPreview && (await previewAllowed(db, secret, site.id, url.searchParams.get('token')));
    const moved = wantsPreview
      ? null
      : canonicalRedirect(site, request.headers.host, request.protocol, request.originalUrl);
    if (moved) {
      reply.status(301).header('location', moved).header('cache-control', 'public, max-age=3600').send();
      return null;
    }
    const restricted = site.settings.protection !== 'visitor';
    if (restricted && !preview && !open) {
      const protectedSite = { id: site.id, protection: site.settings.protection };
      if (!(await cookieAdmits(db, secret, protectedSite, request.cookies[siteAccessCookie]))) {
        const signIn = signInAddress(config, site.id, request.headers.host ?? '', request.originalUrl);
        reply.status(303).header('location', signIn).header('cache-control', 'no-store').send();
        return null;
      }
    }
    const mode: ContentMode = preview ? 'draft' : 'published';
    return {
      site,
      restricted,
      pathname: url.pathname,
      query: url.searchParams,
      rawQuery: url.search.slice(1),
      context: {
        db,
        site,
        mode,
        origin: `${request.protocol}://${request.headers.host}`,
        preview: preview ? { showControls: url.searchParams.get('showControls') === 'true' } : null,
      },
    };
  }

  /** Front page for '/', else the page at the path; in the mode's state, or null. */
  async function pageAt(site: StorefrontSite, pathname: string, mode: ContentMode) {
    const segments = pathname.split('/').filter(Boolean);
    const id =
      segments.length === 0
        ? await findFrontPageId(db, pageSites(site), site.settings.staticPages.frontPage, mode)
        : await findPageIdByPath(db, pageSites(site), segments, mode);
    if (!id) return null;
    const page = (await loadPages(db, pageSites(site), [id], mode)).get(id) ?? null;
    return page ? { page, isFrontPage: segments.length === 0 } : null;
  }

  /** How a page of this visit may be cached: a preview never, a protected site's only by the browser. */
  const shownAs = (found: Visit): CacheKind =>
    found.context.preview ? 'preview' : found.restricted ? 'private' : 'public';

  async function notFoundPage(request: FastifyRequest, reply: FastifyReply, found: Visit) {
    const html = await renderMessageView(found.context, {
      title: 'Fant ikke siden',
      path: found.pathname,
      body: <NotFoundMessage />,
    });
    return sendHtml(request, reply, config, found, shownAs(found), 404, html);
  }

  /**
   * In a preview, `revision` shows that published version of the page or of its template, or of the
   * site's theme settings or global content.
   */
  async function revisionSnapshot(found: Visit, page: StorefrontPage) {
    const shown = {
      page,
      template: undefined as { id: string; document: TemplateDocument } | undefined,
      context: found.context,
    };
    const revisionId = found.query.get('revision');
    if (!found.context.preview || !revisionId) return shown;
    const revision = await findRevision(db, found.site.id, revisionId.slice(0, 40)).catch(() => null);
    // An unknown revision shows the draft.
    if (!revision) return shown;
    if (revision.type === 'page' && revision.reference === page.id) {
      return { ...shown, page: { ...page, document: revision.snapshot as PageDocument } };
    }
    if (revision.type === 'template' && revision.reference === page.document.template?.ref) {
      return { ...shown, template: { id: revision.reference, document: revision.snapshot as TemplateDocument } };
    }
    const site = revision.reference === found.site.id ? siteShowingRevision(found.site, revision) : null;
    return site ? { ...shown, context: { ...found.context, site } } : shown;
  }

  /**
   * A reusable component alone, for the component designer's preview: its draft, or in a preview a
   * `revision` of it. Without a valid token it does not exist, like any unknown page.
   */
  async function showComponent(request: FastifyRequest, reply: FastifyReply, found: Visit, id: string) {
    const component = found.context.preview ? await loadComponent(db, contentSites(found.site), id) : null;
    if (!component) return notFoundPage(request, reply, found);
    let { document } = component;
    const revisionId = found.query.get('revision');
    if (revisionId) {
      const revision = await findRevision(db, component.siteId, revisionId.slice(0, 40)).catch(() => null);
      if (revision?.type === 'component' && revision.reference === component.id) {
        document = revision.snapshot as ComponentDocument;
      }
    }
    const html = await renderComponentView(found.context, {
      title: document.name,
      path: found.pathname,
      section: componentSection(document),
    });
    return sendHtml(request, reply, config, found, 'preview', 200, html);
  }

  async function showPage(request: FastifyRequest, reply: FastifyReply, found: Visit, error: string | null = null) {
    const { context, site } = found;
    if (!context.preview) {
      const redirect = await findRedirect(db, site.id, found.pathname, found.rawQuery);
      if (redirect)
        return reply
          .status(redirect.code)
          .header('location', redirect.location)
          .header('cache-control', 'no-cache')
          .send();
    }
    const cacheKey = context.preview
      ? null
      : `${site.id}|${site.updatedAt.getTime()}|${context.origin}|${found.pathname}`;
    const cached = cacheKey ? rendered?.get(cacheKey, site.contentVersion) : undefined;
    if (cached && error === null) return sendHtml(request, reply, config, found, shownAs(found), 200, cached);
    const located = await pageAt(site, found.pathname, context.mode);
    if (!located) return notFoundPage(request, reply, found);
    const { document } = located.page;
    if (!context.preview && document.redirectEnabled) {
      const target = redirectTarget(document.redirectUrl);
      if (target)
        return reply
          .status(document.redirectStatusCode)
          .header('location', target)
          .header('cache-control', 'no-cache')
          .send();
    }
    const isProtected = !context.preview && document.visibility === 'password';
    if (isProtected) {
      const expected = passwordCookieValue(secret, site.id, located.page.id, document.password);
      if (error !== null || !cookieOpensPage(request.cookies[passwordCookieName(located.page.id)], expected)) {
        const html = await renderMessageView(context, {
          title: passwordMessages.title,
          path: found.pathname,
          body: <PasswordForm title={document.title} error={error} />,
        });
        return sendHtml(
          request,
          reply,
          config,
          found,
          'private',
          error === passwordMessages.tooMany ? 429 : error ? 403 : 200,
          html,
        );
      }
    }
    const revision = await revisionSnapshot(found, located.page);
    // A preview inside an experiment shows the variant's sections (public pages never do yet).
    const shown =
      context.preview && !found.query.get('revision')
        ? { ...revision, page: await withVariantSections(db, site.id, revision.page, found.query) }
        : revision;
    const html = await renderPageView(shown.context, shown.page, {
      isFrontPage: located.isFrontPage,
      ...(shown.template ? { template: shown.template } : {}),
      fallback: <PageIntro title={shown.page.document.title} preamble={shown.page.document.preamble} />,
    });
    if (cacheKey && !isProtected) rendered?.set(cacheKey, site.contentVersion, html);
    return sendHtml(
      request,
      reply,
      config,
      found,
      isProtected && !context.preview ? 'private' : shownAs(found),
      200,
      html,
    );
  }

  async function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    run: (found: Visit) => Promise<unknown>,
    open = false,
  ) {
    const found = await visit(request, reply, open);
    if (!found) return reply;
    try {
      return await run(found);
    } catch (error) {
      if (!(error instanceof ThemeNotFoundError)) throw error;
      request.log.error({ err: error, site: found.site.name }, 'storefront theme missing');
      return reply
        .status(500)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(error.message);
    }
  }

  const sendScript = (reply: FastifyReply, code: string, cacheControl = 'public, max-age=300') =>
    reply
      .header('cache-control', cacheControl)
      .header('x-content-type-options', 'nosniff')
      .type('text/javascript; charset=utf-8')
      .send(code);

  const sendText = (reply: FastifyReply, type: string, body: string, restricted = false) =>
    reply
      .header('cache-control', restricted ? 'private, no-cache' : 'public, max-age=300')
      .header('x-content-type-options', 'nosniff')
      .type(`${type}; charset=utf-8`)
      .send(body);

  app.get(`${storefrontPrefix}/robots.txt`, (request, reply) =>
    answer(
      request,
      reply,
      async ({ context, restricted }) => sendText(reply, 'text/plain', robotsTxt(context.origin, !restricted)),
      true,
    ),
  );

  // Back from the platform's `/sso/nettsted` with a grant: the access cookie of this host, then on.
  app.get(`${storefrontPrefix}${siteAccessPath}`, (request, reply) =>
    answer(
      request,
      reply,
      async ({ site, query }) => {
        const cookie = accessCookieFor(secret, site.id, query.get('token') ?? '');
        if (!cookie) {
          return reply
            .status(400)
            .header('cache-control', 'no-store')
            .type('text/plain; charset=utf-8')
            .send('Lenken er ugyldig eller utløpt. Åpne nettstedet på nytt.');
        }
        reply.setCookie(siteAccessCookie, cookie, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: request.protocol === 'https',
          maxAge: siteAccessLifetimeMs / 1000,
        });
        return reply
          .status(303)
          .header('location', localPath(query.get('path') ?? '/'))
          .header('cache-control', 'no-store')
          .send();
      },
      true,
    ),
  );

  // Kept like a rendered page, while the site's content version stands.
  app.get(`${storefrontPrefix}/sitemap.xml`, (request, reply) =>
    answer(request, reply, async ({ site, context, restricted }) => {
      const key = `${site.id}|sitemap|${context.origin}`;
      const cached = rendered?.get(key, site.contentVersion);
      const xml = cached ?? sitemapXml(context.origin, await sitemapEntries(db, pageSites(site)));
      if (!cached) rendered?.set(key, site.contentVersion, xml);
      return sendText(reply, 'application/xml', xml, restricted);
    }),
  );

  app.get(`${storefrontPrefix}${previewBridgePath}`, async (_request, reply) => sendScript(reply, bridge));

  app.get(`${storefrontPrefix}${consentScriptPath}`, async (_request, reply) => sendScript(reply, consentScript));

  // A site's own script, by the hash of its code: a changed script has another address, so a file keeps.
  app.get<{ Params: { file: string } }>(`${storefrontPrefix}${customScriptsPath}/:file`, (request, reply) =>
    answer(request, reply, async (found) => {
      const code = scriptCodeFor(found.site.settings.customScripts, request.params.file);
      return code === null
        ? plainNotFound(reply, 'Fant ikke skriptet.')
        : sendScript(reply, code, `${found.restricted ? 'private' : 'public'}, max-age=31536000, immutable`);
    }),
  );

  // The designer's template preview: the template's draft (or `revision`) with a placeholder for the page.
  app.get<{ Params: { templateId: string } }>(`${storefrontPrefix}/_vev/maler/:templateId`, (request, reply) =>
    answer(request, reply, async (found) => {
      const template = found.context.preview
        ? await templateForPreview(db, contentSites(found.site), request.params.templateId, found.query.get('revision'))
        : null;
      if (!template) return notFoundPage(request, reply, found);
      const html = await renderTemplateView(found.context, template, <PageContentPlaceholder />);
      return sendHtml(request, reply, config, found, 'preview', 200, html);
    }),
  );

  app.get<{ Params: { id: string } }>(`${storefrontPrefix}${componentPreviewPath}/:id`, (request, reply) =>
    answer(request, reply, (found) => showComponent(request, reply, found, request.params.id.slice(0, 40))),
  );

  app.get(`${storefrontPrefix}/*`, (request, reply) =>
    answer(request, reply, (found) => showPage(request, reply, found)),
  );

  // The password form of a protected page posts here, to the page's own address.
  app.post(`${storefrontPrefix}/*`, (request, reply) =>
    answer(request, reply, async (found) => {
      if (found.context.preview) return showPage(request, reply, found);
      const located = await pageAt(found.site, found.pathname, 'published');
      const document = located?.page.document;
      if (!located || !document || document.visibility !== 'password') return showPage(request, reply, found);
      const attemptKey = `page-password:${found.site.id}:${request.ip}`;
      const wait = await retryAfter(db, attemptKey, passwordAttemptLimit);
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        return showPage(request, reply, found, passwordMessages.tooMany);
      }
      const given = (request.body as { password?: unknown } | undefined)?.password;
      if (!passwordMatches(given, document.password)) {
        await countHit(db, attemptKey, passwordAttemptLimit);
        return showPage(request, reply, found, passwordMessages.wrong);
      }
      reply.setCookie(
        passwordCookieName(located.page.id),
        passwordCookieValue(secret, found.site.id, located.page.id, document.password),
        {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: request.protocol === 'https',
          maxAge: passwordCookieMaxAgeSeconds,
        },
      );
      return reply.status(303).header('location', request.originalUrl).header('cache-control', 'no-store').send();
    }),
  );
};
