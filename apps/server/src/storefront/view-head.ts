/** The head of a storefront answer: a page's own (SEO, canonical, Open Graph), or a plain one for the rest. */
import type { StorefrontPage } from './content';
import type { Head } from './document';
import { siteFaviconLocation } from './favicon';
import type { ViewContext } from './view';

function absoluteUrl(origin: string, url: string | undefined | null): string | null {
  if (!url) return null;
  try {
    return new URL(url, origin).href;
  } catch {
    return null;
  }
}

export function pageHead(context: ViewContext, page: StorefrontPage): Head {
  const { document } = page;
  const { seo } = document;
  const suffix = context.site.settings.pageTitleSuffix;
  const description = seo.metaDescription || document.preamble;
  const canonical =
    document.customCanonicalEnabled && document.customCanonicalUrl
      ? document.customCanonicalUrl
      : `${context.origin}${page.path}`;
  return {
    title: `${seo.metaTitle || document.title}${suffix}`,
    description,
    canonical,
    image: absoluteUrl(context.origin, (seo.ogImage ?? seo.metaImage ?? document.featuredImage)?.url),
    siteName: context.site.displayName,
    favicon: siteFaviconLocation(context.site.settings.favicon),
    noIndex: document.blockRobots || context.preview !== null,
    ogTitle: seo.ogTitle || seo.metaTitle || document.title,
    ogDescription: seo.ogDescription || description,
  };
}

export function plainHead(context: ViewContext, title: string, path: string): Head {
  return {
    title: `${title}${context.site.settings.pageTitleSuffix}`,
    description: '',
    canonical: `${context.origin}${path}`,
    image: null,
    siteName: context.site.displayName,
    favicon: siteFaviconLocation(context.site.settings.favicon),
    noIndex: true,
    ogTitle: title,
    ogDescription: '',
  };
}
