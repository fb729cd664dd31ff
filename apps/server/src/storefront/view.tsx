/**
 * A storefront answer put together: the theme, the template's areas around the page's sections,
 * the pages and categories the sections refer to (resolved as the mode shows them), and the head.
 */

import {
  applyThemeConfig,
  defaultThemeName,
  type FormState,
  findSectionDefinition,
  type GlobalContent,
  globalContentForRender,
  globalContentProps,
  loadTheme,
  propsReferences,
  type ResolvedCategory,
  type SectionInstance,
  type StorefrontData,
  sectionReferences,
  type Theme,
  themeConfigForRender,
} from '@vev/sections';
import type { PageDocument, TemplatePageType } from '@vev/shared';
import type { ReactNode } from 'react';
import type { Database } from '../db/client';
import type { TemplateDocument } from '../modules/templates/schema';
import { readableSiteIds, type SiteScope } from '../platform/site-scope';
import { loadStorefrontBookingServices, resolveBookingService } from './booking/booking-content';
import { loadPlacedComponents, type PlacedComponents, placedComponentIds, resolvePlaced } from './components';
import { siteConsent } from './consent/site-consent';
import { type ContentMode, childCategoryIds, loadPages, loadTemplate, type StorefrontPage } from './content';
import { loadDataSets } from './data-sets';
import { type Areas, type DocumentInput, type Head, type PreviewMarks, renderDocument } from './document';
import { loadForms, resolveForm } from './forms/form-content';
import { withPlacedPartials } from './partials';
import type { StorefrontProduct } from './product-content';
import { listedCategories, storefrontProducts } from './product-page';
import type { StorefrontSite } from './site';
import { pageHead, plainHead } from './view-head';

export interface ViewContext {
  db: Database;
  site: StorefrontSite;
  mode: ContentMode;
  /** `https://demobutikk.no`: the address the visitor used, for canonical and Open Graph URLs. */
  origin: string;
  preview: PreviewMarks | null;
  /** The items in the visitor's cart (0 without one), for a shop's header: pages differ only by it. */
  cartCount: number;
  /** A form posted on this request, shown again with what was typed, the messages or the thanks. */
  formState?: FormState;
}

type Area = 'header' | 'main' | 'footer';

/**
 * Stored component records (spec 1 §3 'Section/component instance') as instances, with unique names.
 * A placed reusable component shows the component's section; one that is gone shows nothing.
 */
function instancesOf(
  components: readonly Record<string, unknown>[],
  placed: PlacedComponents,
): { area: Area; instance: SectionInstance }[] {
  const used = new Set<string>();
  return components.flatMap((stored, index) => {
    const record = resolvePlaced(stored, placed);
    if (!record) return [];
    const component = typeof record.component === 'string' ? record.component : '';
    if (!component) return [];
    let name = typeof record.name === 'string' && record.name ? record.name : `${component.toLowerCase()}${index + 1}`;
    while (used.has(name)) name = `${name}-${index + 1}`;
    used.add(name);
    const props =
      record.props && typeof record.props === 'object' && !Array.isArray(record.props)
        ? (record.props as SectionInstance['props'])
        : {};
    const area: Area = record.inHeader === true ? 'header' : record.inFooter === true ? 'footer' : 'main';
    return [{ area, instance: { name, component, props } }];
  });
}

/**
 * The template's areas around the page's sections. Without a page (a message such as the 404) the
 * template's own main sections stay out, unless `showTemplateMain` (the template's own preview).
 */
export function areasOf(
  template: { id: string | null; document: TemplateDocument | null },
  page: PageDocument | null,
  placed: PlacedComponents = new Map(),
  showTemplateMain = page !== null,
): Areas {
  const templateInstances = instancesOf(template.document?.components ?? [], placed);
  const pick = (area: Area) => templateInstances.filter((entry) => entry.area === area).map((entry) => entry.instance);
  return {
    header: pick('header'),
    templateMain: showTemplateMain ? pick('main') : [],
    main: page ? instancesOf(page.components, placed).map((entry) => entry.instance) : [],
    footer: pick('footer'),
    templateId: template.id,
  };
}

/** What the sections and the global content refer to: pages (for links), categories, products and forms. */
function referencedIds(
  instances: SectionInstance[],
  global: GlobalContent,
): {
  pages: string[];
  categories: string[];
  products: string[];
  forms: string[];
  dataSets: { sets: string[]; records: string[] };
} {
  const pages = propsReferences(globalContentProps, global)
    .filter((reference) => reference.to === 'page')
    .map((reference) => reference.id);
  const categories: string[] = [];
  const products: string[] = [];
  const forms: string[] = [];
  const dataSets = { sets: [] as string[], records: [] as string[] };
  for (const instance of instances) {
    const definition = findSectionDefinition(instance.component);
    if (!definition) continue;
    try {
      for (const reference of sectionReferences(definition, instance.props)) {
        if (reference.to === 'page' || reference.to === 'productPage') pages.push(reference.id);
        if (reference.to === 'category') categories.push(reference.id);
        if (reference.to === 'product') products.push(reference.id);
        if (reference.to === 'form') forms.push(reference.id);
        if (reference.to === 'dataSet') dataSets.sets.push(reference.id);
        if (reference.to === 'dataSetRecord') dataSets.records.push(reference.id);
      }
    } catch {
      // Stored props that no longer fit the definition render with defaults and refer to nothing.
    }
  }
  return { pages, categories, products, forms, dataSets };
}

export async function storefrontData(
  context: ViewContext,
  areas: Areas,
  current: StorefrontPage | null,
  currentProduct: StorefrontProduct | null = null,
) {
  const { db, site, mode } = context;
  const all = [...areas.header, ...areas.templateMain, ...areas.main, ...areas.footer];
  const { globalProps, globalPropsDraft } = site.settings;
  const global = globalContentForRender(mode === 'draft' ? (globalPropsDraft ?? globalProps) : globalProps);
  const wanted = referencedIds(all, global);
  const currentCategory = current?.kind === 'category' ? current.id : null;
  const categoryIds = [...wanted.categories, ...(currentCategory ? [currentCategory] : [])];
  const showsBooking = all.some((instance) => instance.component === 'booking');
  const [children, shop, forms, dataSets, bookingServices] = await Promise.all([
    childCategoryIds(db, pageSites(site), categoryIds, mode),
    storefrontProducts(
      { db, site, siteIds: pageSites(site), mode },
      { products: wanted.products, categories: listedCategories(all, currentCategory) },
      currentProduct,
    ),
    loadForms(db, pageSites(site), wanted.forms),
    loadDataSets(db, pageSites(site), wanted.dataSets),
    showsBooking ? loadStorefrontBookingServices(db, site) : null,
  ]);
  const loaded = await loadPages(
    db,
    pageSites(site),
    [...wanted.pages, ...categoryIds, ...[...children.values()].flat()],
    mode,
  );
  const categories: Record<string, ResolvedCategory> = {};
  for (const page of loaded.values()) {
    if (page.kind !== 'category') continue;
    categories[page.id] = {
      _id: page.id,
      title: page.document.title,
      path: page.path,
      description: page.document.preamble,
      image: page.document.featuredImage,
      children: (children.get(page.id) ?? []).filter((id) => loaded.has(id)),
      products: (shop.byCategory.get(page.id) ?? []).filter((id) => id in shop.products),
    };
  }
  const data: StorefrontData = {
    site: { name: site.name, displayName: site.displayName, logo: site.settings.logo },
    pages: Object.fromEntries(
      [...loaded.values()].map((page) => [page.id, { _id: page.id, title: page.document.title, path: page.path }]),
    ),
    products: shop.products,
    categories,
    current: {
      ...(current ? { path: current.path } : {}),
      ...(currentProduct ? { path: currentProduct.path, product: currentProduct.id } : {}),
      ...(current?.kind === 'category' ? { category: current.id } : {}),
    },
    cartPath: '/handlekurv',
    ...(site.hasEcommerce ? { cartCount: context.cartCount, accountPath: '/konto' } : {}),
    global,
    forms: Object.fromEntries([...forms.values()].map((form) => [form.id, resolveForm(form)])),
    ...(context.formState ? { formState: context.formState } : {}),
    dataSets,
    ...(bookingServices
      ? {
          bookingServices: Object.fromEntries(
            bookingServices.map((service) => [service._id, resolveBookingService(service)]),
          ),
        }
      : {}),
  };
  return data;
}

/**
 * The site's theme with its config: the published name and config publicly, the draft's (which names
 * its theme) in a preview. An unknown name throws 'Theme {name} not found'.
 */
export function siteTheme(site: StorefrontSite, mode: ContentMode): Promise<Theme> {
  if (mode === 'draft') return appliedTheme(site, mode);
  // Every HTML answer needs it; the published theme changes only with the site record.
  const key = `${site.id}\u0000${site.updatedAt.getTime()}`;
  let theme = publishedThemes.get(key);
  if (!theme) {
    if (publishedThemes.size >= 1000) publishedThemes.clear();
    theme = appliedTheme(site, mode);
    publishedThemes.set(key, theme);
    theme.catch(() => publishedThemes.delete(key));
  }
  return theme;
}

const publishedThemes = new Map<string, Promise<Theme>>();

async function appliedTheme(site: StorefrontSite, mode: ContentMode): Promise<Theme> {
  const setting = site.settings.theme;
  const draft = mode === 'draft' ? setting?.configDraft : null;
  const config = draft ?? setting?.config ?? null;
  const name = typeof draft?.name === 'string' ? draft.name : (setting?.name ?? defaultThemeName);
  return applyThemeConfig(await loadTheme(name), themeConfigForRender(config));
}

/** The storefront's site as a site scope: a department inherits from the site it belongs to. */
const scopeOf = (site: StorefrontSite): SiteScope => ({ siteId: site.id, parentSiteId: site.departmentOf });

/** The site and the site it is a department of: a department uses its templates and components. */
export const contentSites = (site: StorefrontSite) => readableSiteIds(scopeOf(site));

/**
 * The sites whose pages the storefront shows: a department shows its parent's too, unless the
 * parent is not open to everyone (its pages must not get out through the department).
 */
export const pageSites = (site: StorefrontSite) => readableSiteIds(scopeOf(site), site.parentOpen);

/** The reusable components the template and the page place, in one query. */
export function placedIn(context: ViewContext, template: TemplateDocument | null, page: PageDocument | null) {
  const ids = placedComponentIds(template?.components, page?.components);
  return loadPlacedComponents(context.db, contentSites(context.site), ids, context.mode);
}

/** A template with the sections of the sub-templates it places. */
const withPartials = (context: ViewContext, document: TemplateDocument | null) =>
  withPlacedPartials(context.db, contentSites(context.site), document, context.mode);

/** The template a page uses: its own, else the site's default for its type. */
export async function templateFor(
  context: ViewContext,
  type: TemplatePageType,
  own: string | undefined,
  override?: { id: string; document: TemplateDocument },
) {
  const id = own ?? context.site.settings.templateDistribution[type]?.ref ?? null;
  if (override && override.id === id) return { id, document: await withPartials(context, override.document) };
  const document = await loadTemplate(context.db, contentSites(context.site), id ?? undefined, context.mode);
  return { id, document: await withPartials(context, document) };
}

const templateTypeOf = (page: StorefrontPage, isFrontPage: boolean): TemplatePageType =>
  isFrontPage ? 'frontPage' : page.kind;

/** The page's HTML, with what the site adds to every page: the consent dialog and the site's own scripts. */
export async function documentOf(
  context: ViewContext,
  parts: Omit<DocumentInput, 'consent' | 'preview'>,
): Promise<string> {
  const consent = await siteConsent(context.db, context.site, context.preview !== null);
  return renderDocument({ ...parts, consent, preview: context.preview });
}

/** A page inside its template. */
export async function renderPageView(
  context: ViewContext,
  page: StorefrontPage,
  options: { isFrontPage: boolean; template?: { id: string; document: TemplateDocument }; fallback: ReactNode },
): Promise<string> {
  const [theme, template] = await Promise.all([
    siteTheme(context.site, context.mode),
    templateFor(context, templateTypeOf(page, options.isFrontPage), page.document.template?.ref, options.template),
  ]);
  const areas = areasOf(template, page.document, await placedIn(context, template.document, page.document));
  const data = await storefrontData(context, areas, page);
  return documentOf(context, {
    head: pageHead(context, page),
    theme,
    areas,
    data,
    fallback: options.fallback,
  });
}

/**
 * Sections (or a fallback) in main, inside the header and footer of the site's page template; or
 * inside `own`, a template of the site's for this kind of page, with its own main sections below.
 */
export async function renderInPageFrame(
  context: ViewContext,
  content: { head: Head; main: SectionInstance[]; fallback: ReactNode },
  own?: { type: TemplatePageType; ref: string },
): Promise<string> {
  const [theme, template] = await Promise.all([
    siteTheme(context.site, context.mode),
    templateFor(context, own?.type ?? 'page', own?.ref),
  ]);
  const frame = areasOf(template, null, await placedIn(context, template.document, null), own !== undefined);
  const areas = { ...frame, main: content.main };
  const data = await storefrontData(context, areas, null);
  return documentOf(context, {
    head: content.head,
    theme,
    areas,
    data,
    fallback: content.fallback,
  });
}

/** A template on its own, for the designer's preview: `placeholder` stands where a page's sections go. */
export async function renderTemplateView(
  context: ViewContext,
  template: { id: string; document: TemplateDocument },
  placeholder: ReactNode,
): Promise<string> {
  const [theme, document] = await Promise.all([
    siteTheme(context.site, context.mode),
    withPartials(context, template.document),
  ]);
  const areas = areasOf({ id: template.id, document }, null, await placedIn(context, document, null), true);
  const data = await storefrontData(context, areas, null);
  return documentOf(context, {
    head: plainHead(context, template.document.name, `/_vev/maler/${template.id}`),
    theme,
    areas,
    data,
    fallback: placeholder,
  });
}

/** A message page (not found, password form) inside the header and footer of the site's page template. */
export function renderMessageView(
  context: ViewContext,
  message: { title: string; path: string; body: ReactNode },
): Promise<string> {
  return renderInPageFrame(context, {
    head: plainHead(context, message.title, message.path),
    main: [],
    fallback: message.body,
  });
}

/** A reusable component alone (its preview address), between the header and footer of the page template. */
export function renderComponentView(
  context: ViewContext,
  component: { title: string; path: string; section: SectionInstance | null },
): Promise<string> {
  return renderInPageFrame(context, {
    head: plainHead(context, component.title, component.path),
    main: component.section ? [component.section] : [],
    fallback: null,
  });
}
