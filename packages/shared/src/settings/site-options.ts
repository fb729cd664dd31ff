/** The fixed choices of the site settings (spec 2 §3, §5) and the rules that tie them together. */
import { z } from 'zod';
import { hasLevel, type PermissionLevel } from '../access/permissions';
import { type EmailTemplateProps, emailTemplateMessages, findEmailTemplate, resolveEmailTemplateProps } from './email';

/** Who may see the site's storefront (spec 2 §4 'Site protection levels'). */
export const siteProtections = ['visitor', 'internalVisitor', 'reader', 'admin'] as const;
export type SiteProtection = (typeof siteProtections)[number];

/**
 * Whether a storefront visitor may see a site with this protection: everyone ('Offentlig'),
 * anyone signed in with an account ('Registrert bruker'), the site's members ('Leser'), or its
 * administrators only.
 */
export function protectionAdmits(
  protection: SiteProtection,
  visitor: { signedIn: boolean; permission: PermissionLevel | null },
): boolean {
  if (protection === 'visitor') return true;
  if (protection === 'internalVisitor') return visitor.signedIn;
  if (!visitor.permission) return false;
  return hasLevel(visitor.permission, protection);
}

/** How staff accounts come to be: by invitation only, or by anyone with an approved e-mail domain. */
export const userCreationModes = ['invite', 'emailDomain'] as const;
export type UserCreationMode = (typeof userCreationModes)[number];

/** How shop customers get an account: they register themselves, or are invited. */
export const customerCreationModes = ['public', 'invite'] as const;
export type CustomerCreationMode = (typeof customerCreationModes)[number];

/** The consent categories of the cookie dialog (spec 2 §3 'Cookie definition'). */
export const consentCategories = ['ad', 'analytics', 'functionality', 'personalization', 'security'] as const;
export type ConsentCategory = (typeof consentCategories)[number];

/** Where a custom script goes on every storefront page. */
export const scriptPlacements = ['head', 'bodyEnd'] as const;
export type ScriptPlacement = (typeof scriptPlacements)[number];

export const siteSettingsLimits = {
  customScripts: 20,
  scriptCode: 20_000,
  emailDomains: 50,
  scriptHosts: 20,
} as const;

export const siteSettingsMessages = {
  domain: 'Skriv bare domenet, for eksempel firma.no.',
  duplicateDomain: 'Et domene kan ikke stå to ganger.',
  emailDomainsRequired: 'Legg til minst ett e-postdomene når alle med godkjent domene kan opprette bruker.',
  canonicalDomain: 'Velg et av nettstedets domener.',
  canonicalDomainTaken: 'Domenet er allerede hoveddomene for et annet nettsted.',
  scriptHost: 'Skriv bare vertsnavnet, for eksempel www.googletagmanager.com eller *.hotjar.com.',
  duplicateScriptHost: 'En vert kan ikke stå to ganger.',
} as const;

/** A host name without scheme, path or port: `firma.no`, `www.firma.no`. */
export const domainPattern = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/;

export const domainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(domainPattern, { error: siteSettingsMessages.domain });

export const emailDomainsSchema = z
  .array(domainSchema)
  .max(siteSettingsLimits.emailDomains)
  .refine((domains) => new Set(domains).size === domains.length, { error: siteSettingsMessages.duplicateDomain });

/**
 * Hosts the site's own scripts may load code from and talk to (the storefront's content security
 * policy lets them in over https): `www.googletagmanager.com`, or `*.hotjar.com` for every subdomain.
 */
export const scriptHostsSchema = z
  .array(
    z
      .string()
      .trim()
      .toLowerCase()
      .refine((host) => domainPattern.test(host.replace(/^\*\./, '')), { error: siteSettingsMessages.scriptHost }),
  )
  .max(siteSettingsLimits.scriptHosts)
  .refine((hosts) => new Set(hosts).size === hosts.length, { error: siteSettingsMessages.duplicateScriptHost });

export const customScriptSchema = z
  .object({
    name: z.string().trim().min(1).max(120),
    placement: z.enum(scriptPlacements),
    code: z.string().min(1).max(siteSettingsLimits.scriptCode),
    /** A script with a category runs only after the visitor consents to it; without one it always runs. */
    consentCategory: z.enum(consentCategories).nullable(),
  })
  .strict();
export type CustomScript = z.infer<typeof customScriptSchema>;

export const geoSchema = z
  .object({
    coordinates: z
      .object({
        latitude: z.number().min(-90).max(90),
        longitude: z.number().min(-180).max(180),
      })
      .strict(),
  })
  .strict();
export type Geo = z.infer<typeof geoSchema>;

/** The four catalog flags of spec 2 §2 'Catalog settings'. */
export const catalogFlags = [
  'catalogRuleRestrictPricingUpperBound',
  'catalogRuleRestrictPricingLowerBound',
  'productCatalogAllowAdding',
  'productCatalogAllowRemoving',
] as const;
export type CatalogFlag = (typeof catalogFlags)[number];

/** What must hold for the site record as a whole after a change; field path → Norwegian message. */
export function siteSettingsProblems(site: {
  userCreation: UserCreationMode;
  userCreationEmailDomains: readonly string[];
  canonicalDomain: string | null;
  domains: readonly string[];
  emailTemplate?: string | null;
  emailTemplateProps?: EmailTemplateProps;
}): Record<string, string> {
  const problems: Record<string, string> = {};
  if (site.emailTemplate) {
    const template = findEmailTemplate(site.emailTemplate);
    if (!template) problems.emailTemplate = emailTemplateMessages.unknownTemplate;
    else {
      const props = resolveEmailTemplateProps(template, site.emailTemplateProps ?? {});
      for (const [name, message] of Object.entries(props.problems)) problems[`emailTemplateProps.${name}`] = message;
    }
  }
  if (site.userCreation === 'emailDomain' && site.userCreationEmailDomains.length === 0) {
    problems.userCreationEmailDomains = siteSettingsMessages.emailDomainsRequired;
  }
  if (site.canonicalDomain !== null && !site.domains.includes(site.canonicalDomain)) {
    problems.canonicalDomain = siteSettingsMessages.canonicalDomain;
  }
  return problems;
}
