/**
 * Which site a request's Host names: `{name}.localhost[:port]` and `{name}.{host of PUBLIC_URL}`,
 * or one of the site's own domains. The dashboard's own host (and bare addresses) is not a site.
 */
import { defaultThemeName } from '@vev/sections';
import {
  customerCreationModes,
  customScriptSchema,
  defaultBookingSettings,
  defaultPaymentProviders,
  defaultTaxClasses,
  mediaReferenceSchema,
  paymentProviderSchema,
  scriptHostsSchema,
  siteDesignerRevisionTypes,
  siteSettingsSchema,
  templateAssignmentSchema,
  templatePageTypes,
  withDefaultTaxClass,
} from '@vev/shared';
import { eq, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { carts } from '../modules/carts/schema';
import { sites } from '../platform/accounts/schema';
import { type CacheDomain, versionFor, versionsOf } from '../platform/cache/site-versions';
import { preparedFor } from '../platform/prepared';
import type { CartRow } from './shop/cart-store';

/** The hostname of a Host header, lowercased, without port or IPv6 brackets. */
export function hostnameOf(host: string | undefined): string {
  const value = (host ?? '').trim().toLowerCase();
  if (value.startsWith('[')) return value.slice(1, value.indexOf(']'));
  return value.replace(/:\d*$/, '').replace(/\.$/, '');
}

const ipAddress = /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-f:]+)$/;

/** The dashboard, the API and sign-on live here: PUBLIC_URL's host, `localhost` and bare IP addresses. */
export function isPlatformHost(host: string | undefined, publicUrl: URL): boolean {
  const hostname = hostnameOf(host);
  return hostname === '' || hostname === 'localhost' || hostname === publicUrl.hostname || ipAddress.test(hostname);
}

/** `demobutikk` for `demobutikk.localhost:3000` or `demobutikk.{host of PUBLIC_URL}`; otherwise null. */
export function siteNameFromHost(host: string | undefined, publicUrl: URL): string | null {
  const hostname = hostnameOf(host);
  for (const suffix of new Set(['localhost', publicUrl.hostname])) {
    if (!hostname.endsWith(`.${suffix}`)) continue;
    const name = hostname.slice(0, -suffix.length - 1);
    if (/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(name)) return name;
  }
  return null;
}

/** Fields of the site record the storefront reads; a value that does not fit is read as unset. */
const storefrontSettingsSchema = z.object({
  pageTitleSuffix: siteSettingsSchema.shape.pageTitleSuffix.catch(''),
  redirectToCanonical: siteSettingsSchema.shape.redirectToCanonical.catch(true),
  protection: siteSettingsSchema.shape.protection.catch('visitor'),
  templateDistribution: z.partialRecord(z.enum(templatePageTypes), templateAssignmentSchema).default({}).catch({}),
  logo: mediaReferenceSchema.nullable().default(null).catch(null),
  favicon: mediaReferenceSchema.nullable().default(null).catch(null),
  theme: z
    .object({
      name: z.string().default('standard'),
      config: z.record(z.string(), z.unknown()).nullable().default(null),
      configDraft: z.record(z.string(), z.unknown()).nullable().default(null),
    })
    .nullable()
    .default(null)
    .catch(null),
  globalProps: z.record(z.string(), z.unknown()).default({}).catch({}),
  globalPropsDraft: z.record(z.string(), z.unknown()).nullable().default(null).catch(null),
  staticPages: z
    .object({
      frontPage: z
        .union([z.string(), z.object({ ref: z.string() }).transform((value) => value.ref)])
        .nullable()
        .default(null),
    })
    .default({ frontPage: null })
    .catch({ frontPage: null }),
  customScripts: z.array(customScriptSchema).default([]).catch([]),
  scriptHosts: scriptHostsSchema.default([]).catch([]),
  /** Read field by field when the dialog is drawn: a colour that does not fit falls back alone. */
  cookieDialogMeta: z.record(z.string(), z.unknown()).default({}).catch({}),
  /** The shop's tax classes and price settings: product prices are shown through the pricing engine. */
  taxClasses: siteSettingsSchema.shape.taxClasses.catch(withDefaultTaxClass(defaultTaxClasses)),
  publishProductPriceExcludingTax: z.boolean().default(false).catch(false),
  displayProductPriceExcludingTax: z.boolean().default(false).catch(false),
  /** The cart and checkout (storefront/shop). */
  paymentProviders: z.array(paymentProviderSchema).default(defaultPaymentProviders).catch(defaultPaymentProviders),
  displayCartPriceExcludingTax: z.boolean().default(false).catch(false),
  phoneIsRequiredInCheckout: z.boolean().default(false).catch(false),
  askForMarketingConsent: z.boolean().default(false).catch(false),
  /** Who may make an account on the storefront (storefront/account): anyone, or only the invited. */
  customerCreation: z.enum(customerCreationModes).default('public').catch('public'),
  /** Where a form's entries are announced by e-mail (storefront/forms). */
  notificationEmail: z.string().nullable().default(null).catch(null),
  /** The deadline for a customer's own cancellation (storefront/booking). */
  booking: siteSettingsSchema.shape.booking.catch(defaultBookingSettings),
});

export type StorefrontSettings = z.infer<typeof storefrontSettingsSchema>;

export interface StorefrontSite {
  id: string;
  name: string;
  displayName: string;
  canonicalDomain: string | null;
  domains: string[];
  hasEcommerce: boolean;
  /** Online booking (storefront/booking) answers only then. */
  bookingEnabled: boolean;
  cookieDialogEnabled: boolean;
  /** The site whose templates a department may use. */
  departmentOf: string | null;
  /** Whether that site is open to everyone: only then does the department show its pages. */
  parentOpen: boolean;
  settings: StorefrontSettings;
  /**
   * The version of what a rendered page shows (`renderedDomains`, platform/cache): rendered pages
   * and the sitemap are kept while it stands.
   */
  renderedVersion: number;
  /** Changes with the site record (theme, settings): part of a rendered page's cache key. */
  updatedAt: Date;
  /** True when the Host was one of the site's own domains (not `{name}.localhost`). */
  byDomain: boolean;
}

/**
 * What a rendered storefront page shows (its products too): members' changes, for one, leave rendered
 * pages valid, and so does a sale: a page shows stock only as in stock or sold out, and `stock` moves
 * bump `shop` only when that changes (modules/orders/stock.ts).
 */
export const renderedDomains: readonly CacheDomain[] = ['content', 'media', 'settings', 'shop'];

const siteColumns = {
  id: sites.id,
  name: sites.name,
  displayName: sites.displayName,
  canonicalDomain: sites.canonicalDomain,
  domains: sites.domains,
  hasEcommerce: sites.hasEcommerce,
  bookingEnabled: sites.bookingEnabled,
  cookieDialogEnabled: sites.cookieDialogEnabled,
  departmentOf: sites.departmentOf,
  settings: sites.settings,
  versions: versionsOf(sites.id, sites.departmentOf),
  updatedAt: sites.updatedAt,
  /** The visitor's cart (by its token's hash), read with the site: one round trip for both. */
  // Qualified by hand: Drizzle writes a one-table select's columns unqualified, also inside this subquery.
  cart: sql<CartRow | null>`(
    SELECT jsonb_build_object('id', cart.id, 'lines', cart.lines, 'discountCode', cart.discount_code)
    FROM ${carts} cart
    WHERE cart.site_id = "sites"."id" AND cart.token_hash = ${sql.placeholder('cartHash')} AND cart.expires_at > now()
    LIMIT 1
  )`,
  /** For a department: whether its parent is open to everyone (then the department shows its pages). */
  parentOpen: sql<boolean>`coalesce((SELECT parent.settings->>'protection' FROM sites parent WHERE parent.id = sites.department_of), 'visitor') = 'visitor'`,
};

const siteByName = preparedFor((db) =>
  db
    .select(siteColumns)
    .from(sites)
    .where(eq(sites.name, sql.placeholder('name')))
    .limit(1)
    .prepare('storefront_site_by_name'),
);

const siteByDomain = preparedFor((db) =>
  db
    .select(siteColumns)
    .from(sites)
    .where(
      or(
        eq(sites.canonicalDomain, sql.placeholder('domain')),
        sql`${sites.domains} @> ARRAY[${sql.placeholder('domain')}]::text[]`,
      ),
    )
    .limit(1)
    .prepare('storefront_site_by_domain'),
);

/**
 * Settings as read, by site, parsed once while the site record and its rendered version stand (as a
 * rendered page is kept: some settings writes bump only the version), not on every request.
 */
const parsedSettings = new Map<string, { stamp: string; settings: StorefrontSettings }>();
const maxParsedSites = 1000;

function settingsOf(siteId: string, stamp: string, stored: unknown): StorefrontSettings {
  const known = parsedSettings.get(siteId);
  if (known?.stamp === stamp) return known.settings;
  const settings = storefrontSettingsSchema.parse(stored ?? {});
  if (parsedSettings.size >= maxParsedSites) parsedSettings.clear();
  parsedSettings.set(siteId, { stamp, settings });
  return settings;
}

/** The site a Host names, or null (an unknown host). */
export async function findSiteByHost(db: Database, config: Config, host: string | undefined) {
  return (await findSiteAndCart(db, config, host, null))?.site ?? null;
}

/**
 * The site a Host names and the visitor's cart on it (by `cartHash`, storefront/shop/cart-store.ts),
 * in one query; null for an unknown host.
 */
export async function findSiteAndCart(
  db: Database,
  config: Config,
  host: string | undefined,
  cartHash: string | null,
): Promise<{ site: StorefrontSite; cart: CartRow | null } | null> {
  if (isPlatformHost(host, config.publicUrl)) return null;
  const name = siteNameFromHost(host, config.publicUrl);
  const [row] = name
    ? await siteByName(db).execute({ name, cartHash })
    : await siteByDomain(db).execute({ domain: hostnameOf(host), cartHash });
  if (!row) return null;
  const { versions, cart, ...columns } = row;
  const renderedVersion = versionFor(versions ?? {}, renderedDomains);
  const site: StorefrontSite = {
    ...columns,
    renderedVersion,
    settings: settingsOf(row.id, `${row.updatedAt.getTime()}|${renderedVersion}`, row.settings),
    byDomain: !name,
  };
  return { site, cart };
}

/**
 * Where a visitor on another of the site's domains is sent (301), when the site has a canonical
 * domain and redirectToCanonical. The platform's own addresses (`{name}.localhost`) are left alone.
 */
export function canonicalRedirect(site: StorefrontSite, host: string | undefined, protocol: string, url: string) {
  if (!site.byDomain || !site.canonicalDomain || !site.settings.redirectToCanonical) return null;
  if (hostnameOf(host) === site.canonicalDomain.toLowerCase()) return null;
  return `${protocol}://${site.canonicalDomain}${url}`;
}

/**
 * The site as a preview of a revision of its theme settings or global content shows it: the
 * revision's snapshot in place of the draft. Null for any other revision.
 */
export function siteShowingRevision(
  site: StorefrontSite,
  revision: { type: string; snapshot: unknown },
): StorefrontSite | null {
  const snapshot = revision.snapshot as Record<string, unknown>;
  const { settings } = site;
  if (revision.type === siteDesignerRevisionTypes.theme) {
    const theme = {
      name: settings.theme?.name ?? defaultThemeName,
      config: settings.theme?.config ?? null,
      configDraft: snapshot,
    };
    return { ...site, settings: { ...settings, theme } };
  }
  if (revision.type === siteDesignerRevisionTypes.globalProps) {
    return { ...site, settings: { ...settings, globalPropsDraft: snapshot } };
  }
  return null;
}
