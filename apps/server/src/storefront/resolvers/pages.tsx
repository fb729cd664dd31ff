/**
 * The site's pages: the front page for '/', else the page at the slug path, in the visit's mode (the
 * published state, or in a preview the draft, a `revision` or an experiment's variant). Rendered
 * public pages are kept while the site's rendered version stands. A page an experiment tests shows
 * the visitor's variant (../experiments.ts).
 */
import { baselineVariant, type PageDocument, redirectTarget } from '@vev/shared';
import type { Database } from '../../db/client';
import { findPageVariant } from '../../modules/pages/variants';
import type { TemplateDocument } from '../../modules/templates/schema';
import { findRevision } from '../../platform/revisions/revisions';
import { type ContentMode, findFrontPageId, findPageIdByPath, loadPages, type StorefrontPage } from '../content';
import { PageIntro, PasswordForm } from '../document';
import { experimentOfPage, runningExperiments, variantForVisitor } from '../experiments';
import { cookieOpensPage, passwordCookieName, passwordCookieValue, passwordMessages } from '../password';
import { withVariantSections } from '../preview-content';
import { type StorefrontSite, siteShowingRevision } from '../site';
import { pageSites, renderMessageView, renderPageView } from '../view';
import {
  pass,
  type Resolver,
  renderedKey,
  renderedPage,
  type Storefront,
  sendHtml,
  shownAs,
  type Visit,
} from './resolver';

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

/** The tested page's variant sections for the visitor's variant; Standard is the page itself. */
async function withExperimentVariant(
  db: Database,
  siteId: string,
  page: StorefrontPage,
  shown: { experimentId: string; variantId: string } | null,
): Promise<StorefrontPage> {
  if (!shown || shown.variantId === baselineVariant) return page;
  const row = await findPageVariant(db, siteId, page.id, { experiment: shown.experimentId, variant: shown.variantId });
  return row ? { ...page, document: { ...page.document, components: row.components } } : page;
}

export function pagesResolver({ db, config, rendered }: Storefront): Resolver {
  return {
    async resolve(found, request, reply) {
      const { context, site, passwordError: error } = found;
      // A page that no experiment of the site tests is kept under its plain key. A tested one (also one
      // whose experiment has yet to begin) is kept under a key with the visitor's variant, so the plain
      // key never finds it and it is found first: its answer is the visitor's variant.
      const plainKey = renderedKey(found, 'page');
      const cached = plainKey ? rendered?.get(plainKey, site.renderedVersion) : undefined;
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
      const experiments = context.preview ? [] : await runningExperiments(db, site);
      const tested = experiments.some((each) => each.reference === located.page.id);
      const experiment = experimentOfPage(experiments, located.page.id);
      const variantId = experiment ? variantForVisitor(request, reply, site, experiment) : null;
      const shownVariant = experiment && variantId ? { experimentId: experiment.id, variantId } : null;
      // The tested page differs by the visitor's cookie: never from a shared cache.
      const kind = (isProtected && !context.preview) || experiment ? 'private' : shownAs(found);
      const cacheKey = plainKey && tested ? `${plainKey}|${experiment?.id ?? ''}|${variantId ?? ''}` : plainKey;
      const hit = cacheKey && tested ? rendered?.get(cacheKey, site.renderedVersion) : undefined;
      if (hit && !isProtected) return sendHtml(request, reply, config, found, kind, 200, hit);
      const revision = await revisionSnapshot(db, found, located.page);
      // A preview inside an experiment shows the variant its query names; a visitor the one they were given.
      const shown =
        context.preview && !found.query.get('revision')
          ? { ...revision, page: await withVariantSections(db, site.id, revision.page, found.query) }
          : { ...revision, page: await withExperimentVariant(db, site.id, revision.page, shownVariant) };
      const html = await renderPageView(shown.context, shown.page, {
        isFrontPage: located.isFrontPage,
        ...(shown.template ? { template: shown.template } : {}),
        fallback: <PageIntro title={shown.page.document.title} preamble={shown.page.document.preamble} />,
      });
      // A revision of the theme settings may use other fonts than the draft: the policy follows what is shown.
      const shownVisit = { ...found, context: shown.context };
      if (!cacheKey || isProtected) return sendHtml(request, reply, config, shownVisit, kind, 200, html);
      const page = renderedPage(html);
      rendered?.set(cacheKey, site.renderedVersion, page);
      return sendHtml(request, reply, config, shownVisit, kind, 200, page);
    },
  };
}
