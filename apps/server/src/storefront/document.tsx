/**
 * The storefront's HTML: the head (title, SEO, Open Graph, theme), the template's three areas around the
 * page, and what the site adds to every page (the consent dialog, its own scripts).
 */
import {
  productScriptPath,
  type SectionInstance,
  SectionList,
  type StorefrontData,
  sectionStylesheet,
  type Theme,
  themeFontLinks,
  themeStylesheet,
} from '@vev/sections';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ConsentDialog, ConsentReopen } from './consent/consent-dialog';
import { consentScriptPath } from './consent/consent-script';
import { consentCss } from './consent/consent-styles';
import { customScriptTags } from './consent/custom-scripts';
import type { SiteConsent } from './consent/site-consent';
import { defaultFaviconPath } from './favicon';

export interface Areas {
  header: SectionInstance[];
  /** The template's own main sections, shown below the page's (a category's product list). */
  templateMain: SectionInstance[];
  main: SectionInstance[];
  footer: SectionInstance[];
  templateId: string | null;
}

export interface Head {
  title: string;
  description: string;
  canonical: string;
  image: string | null;
  siteName: string;
  /** The site's own favicon; without one, Vev's. */
  favicon: string | null;
  noIndex: boolean;
  ogTitle: string;
  ogDescription: string;
  /** schema.org data (a product's), already safe inside a script element. */
  jsonLd?: string | undefined;
}

export interface PreviewMarks {
  showControls: boolean;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character,
  );

/** What every storefront page adds to the sections' stylesheet: the skip link and a footer kept at the bottom. */
const storefrontCss = `
.vev-skip-link { position: absolute; left: -9999px; top: 0.75rem; z-index: 100; padding: 0.625rem 1rem;
  background: var(--vev-color-background); color: var(--vev-color-text); border-radius: var(--vev-radius-button); }
.vev-skip-link:focus { left: 0.75rem; }
.vev-site { min-height: 100vh; display: flex; flex-direction: column; }
.vev-site > main { flex: 1 0 auto; }
.vev-area { display: contents; }
.vev-page-intro h1 { margin-bottom: 0.4em; }
.vev-message { text-align: center; padding-block: calc(var(--vev-section-space) * 1.5); }
.vev-message h1 { margin-bottom: 0.4em; }
.vev-message .vev-lead { margin: 0 auto 1.75rem; }
.vev-not-found-path { overflow-wrap: anywhere; }
.vev-password-form { display: grid; gap: 0.75rem; max-width: 22rem; margin: 0 auto; text-align: left; }
.vev-password-form input { font: inherit; padding: 0.75rem 0.875rem; border: 1px solid var(--vev-color-border);
  border-radius: var(--vev-radius-button); background: var(--vev-color-background); color: var(--vev-color-text); }
.vev-form-error { color: var(--vev-color-sale); margin: 0; }
.vev-template-placeholder { margin: 0; padding: 2.5rem 1rem; text-align: center;
  border: 2px dashed var(--vev-color-border); border-radius: var(--vev-radius); }
.vev-preview-controls [data-vev-section] > * { cursor: pointer; }
.vev-preview-controls [data-vev-section] > *:hover { outline: 2px dashed var(--vev-color-primary); outline-offset: -2px; }
`;

function headMarkup(head: Head, theme: Theme, consent: SiteConsent): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    content ? `<meta ${attribute}="${key}" content="${escapeHtml(content)}">` : '';
  const fontLinks = themeFontLinks(theme);
  return [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.noIndex ? '<meta name="robots" content="noindex, nofollow">' : '',
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    head.favicon
      ? `<link rel="icon" href="${escapeHtml(head.favicon)}">`
      : `<link rel="icon" type="image/svg+xml" href="${defaultFaviconPath}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:locale', 'nb_NO'),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:title', head.ogTitle),
    meta('property', 'og:description', head.ogDescription),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:image', head.image ?? ''),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    // A data block, never run: the policy's script-src does not apply to it.
    head.jsonLd ? `<script type="application/ld+json">${head.jsonLd}</script>` : '',
    ...(fontLinks.some((link) => link.startsWith('https://fonts.googleapis.com'))
      ? ['<link rel="preconnect" href="https://fonts.gstatic.com" crossorigin>']
      : []),
    ...fontLinks.map((link) => `<link rel="stylesheet" href="${escapeHtml(link)}">`),
    `<style>${themeStylesheet(theme)}\n${sectionStylesheet}\n${storefrontCss}${consent.dialog ? consentCss : ''}</style>`,
    consent.dialog ? `<script src="${consentScriptPath}" defer></script>` : '',
    customScriptTags(consent.scripts, 'head', consent.dialog !== null),
  ]
    .filter(Boolean)
    .join('\n');
}

interface BodyProps {
  areas: Areas;
  consent: SiteConsent;
  data: StorefrontData;
  /** Shown in main when the page has no sections of its own (a new page, a category; a 404, a form). */
  fallback: ReactNode;
}

function Body({ areas, consent, data, fallback }: BodyProps) {
  const template = areas.templateId ?? undefined;
  return (
    <>
      {consent.dialog ? <ConsentDialog model={consent.dialog} /> : null}
      <a className="vev-skip-link" href="#innhold">
        Hopp til innholdet
      </a>
      <div className="vev-site">
        <div className="vev-area" data-vev-area="header" data-vev-template={template}>
          <SectionList sections={areas.header} data={data} />
        </div>
        <main id="innhold">
          <div className="vev-area" data-vev-area="main">
            <SectionList sections={areas.main} data={data} />
          </div>
          {areas.main.length > 0 ? null : fallback}
          <div className="vev-area" data-vev-area="main" data-vev-template={template}>
            <SectionList sections={areas.templateMain} data={data} eager={0} />
          </div>
        </main>
        <div className="vev-area" data-vev-area="footer" data-vev-template={template}>
          <SectionList sections={areas.footer} data={data} eager={0} />
        </div>
        {consent.dialog ? <ConsentReopen /> : null}
      </div>
    </>
  );
}

export interface DocumentInput extends BodyProps {
  head: Head;
  theme: Theme;
  /** Present in a preview: adds the bridge script. */
  preview: PreviewMarks | null;
}

export const previewBridgePath = '/_vev/preview-bridge.js';

export function renderDocument(input: DocumentInput): string {
  const body = renderToStaticMarkup(
    <Body areas={input.areas} consent={input.consent} data={input.data} fallback={input.fallback} />,
  );
  const bodyClass = input.preview?.showControls ? ' class="vev-preview-controls"' : '';
  const bodyEndScripts = customScriptTags(input.consent.scripts, 'bodyEnd', input.consent.dialog !== null);
  const bridge = input.preview ? `<script src="${previewBridgePath}" defer></script>` : '';
  const { header, templateMain, main, footer } = input.areas;
  const buysProducts =
    Object.keys(input.data.products).length > 0 &&
    [...header, ...templateMain, ...main, ...footer].some((instance) => instance.component === 'productDetail');
  const product = buysProducts ? `<script src="${productScriptPath}" defer></script>` : '';
  const head = headMarkup(input.head, input.theme, input.consent);
  return `<!doctype html>\n<html lang="nb">\n<head>\n${head}\n</head>\n<body${bodyClass}>${body}${bodyEndScripts}${product}${bridge}</body>\n</html>\n`;
}

/** The page's title and preamble, for a page without sections yet. */
export function PageIntro({ title, preamble }: { title: string; preamble: string }) {
  return (
    <section className="vev-section vev-page-intro">
      <div className="vev-container vev-width-narrow">
        <h1>{title}</h1>
        {preamble ? <p className="vev-lead">{preamble}</p> : null}
      </div>
    </section>
  );
}

/** In a template's preview, where a page's own sections will go. */
export function PageContentPlaceholder() {
  return (
    <section className="vev-section">
      <div className="vev-container">
        <p className="vev-template-placeholder">Sidens innhold vises her.</p>
      </div>
    </section>
  );
}

export const notFoundTitle = 'Fant ikke siden';

/** The address as the visitor typed it (decoded), cut short so a long one cannot stretch the page. */
function shownPath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURI(path);
  } catch {
    // A malformed escape is shown as it came.
  }
  return decoded.length > 60 ? `${decoded.slice(0, 59)}…` : decoded;
}

/** The 404 page: what was not found, the likely reasons, and the way on. */
export function NotFoundMessage({ path }: { path: string }) {
  return (
    <section className="vev-section vev-message">
      <div className="vev-container vev-width-narrow">
        <h1>{notFoundTitle}</h1>
        <p className="vev-lead">
          Vi finner ingen side på adressen <span className="vev-not-found-path">«{shownPath(path)}»</span>. Kanskje er
          den flyttet, eller adressen er skrevet litt feil.
        </p>
        <a className="vev-button vev-button-primary" href="/">
          Til forsiden
        </a>
      </div>
    </section>
  );
}

export function PasswordForm({ title, error }: { title: string; error: string | null }) {
  return (
    <section className="vev-section vev-message">
      <div className="vev-container vev-width-narrow">
        <h1>{title}</h1>
        <p className="vev-lead">Denne siden er beskyttet med passord.</p>
        <form className="vev-password-form" method="post">
          <label htmlFor="vev-password">Passord</label>
          <input
            id="vev-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'vev-password-error' : undefined}
          />
          {error ? (
            <p id="vev-password-error" className="vev-form-error" role="alert">
              {error}
            </p>
          ) : null}
          <button className="vev-button vev-button-primary" type="submit">
            Vis siden
          </button>
        </form>
      </div>
    </section>
  );
}
