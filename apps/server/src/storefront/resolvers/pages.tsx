/**
 * The site's pages: the front page for '/', else the page at the slug path, in the visit's mode (the
 * published state, or in a preview the draft, a `revision` or an experiment's variant). Rendered
 * public pages are kept while the site's rendered version stands.
 */
import { type PageDocument, redirectTarget } from '@vev/shared';
import type { Database } from '../../db/client';
import type { TemplateDocument } from '../../modules/templates/schema';
import { findRevision } from '../../platform/revisions/revisions';
import { type ContentMode, findFrontPageId, findPageIdByPath, loadPages, type StorefrontPage } from '../content';
import { PageIntro, PasswordForm } from '../document';
import { cookieOpensPage, passwordCookieName, passwordCookieValue, passwordMessages } from '../password';
import { withVariantSections } from '../preview-content';
import { type StorefrontSite, siteShowingRevision } from '../site';
import { pageSites, renderMessageView, renderPageView } from '../view';
import { pass, type Resolver, renderedKey, type Storefront, sendHtml, shownAs, type Visit } from './resolver';

/** Front page for '/', else the page at the path; in the mode's state, or null. */
export async function pageAt(db: Database, site: StorefrontSite, pathname: string, mode: ContentMode) {
  const segments = pathname.split('/').filter(Boolean);
  const id =
    segments.length === 0
      ? await findFrontPageId(db, pageSites(site), site.settings.staticPages.frontPage, mode)
      : await findPageIdByPath(db, pageSites(site), segments, mode);
  if (!id) return null;
  const page = (await loadPages(db, pageSites(site), [id], mode)).get(id) ?? null;
  return page ? { page, isFrontPage: segments.length === 0 } : null;
}

/**
 * In a preview, `revision` shows that published version of the page or of its template, or of the
 * site's theme settings or global content.
 */
async function revisionSnapshot(db: Database, found: Visit, page: StorefrontPage) {
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

export function pagesResolver({ db, config, rendered }: Storefront): Resolver {
  return {
    async resolve(found, request, reply) {
      const { context, site, passwordError: error } = found;
      const cacheKey = renderedKey(found, 'page');
      const cached = cacheKey ? rendered?.get(cacheKey, site.renderedVersion) : undefined;
      if (cached && error === null) return sendHtml(request, reply, config, found, shownAs(found), 200, cached);
      const located = await pageAt(db, site, found.pathname, context.mode);
      if (!located) return pass;
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
        const expected = passwordCookieValue(config.sessionSecret, site.id, located.page.id, document.password);
        if (error !== null || !cookieOpensPage(request.cookies[passwordCookieName(located.page.id)], expected)) {
          const html = await renderMessageView(context, {
            title: passwordMessages.title,
            path: found.pathname,
            body: <PasswordForm title={document.title} error={error} />,
          });
          const status = error === passwordMessages.tooMany ? 429 : error ? 403 : 200;
          return sendHtml(request, reply, config, found, 'private', status, html);
        }
      }
      const revision = await revisionSnapshot(db, found, located.page);
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
      if (cacheKey && !isProtected) rendered?.set(cacheKey, site.renderedVersion, html);
      const kind = isProtected && !context.preview ? 'private' : shownAs(found);
      // A revision of the theme settings may use other fonts than the draft: the policy follows what is shown.
      return sendHtml(request, reply, config, { ...found, context: shown.context }, kind, 200, html);
    },
  };
}
