import { z } from 'zod';
import { permissionLevels } from '../access/permissions';
import { bookingSettingsSchema, defaultBookingSettings } from '../booking/settings';
import {
  defaultPaymentProviders,
  paymentProviderSchema,
  paymentProvidersUpdateSchema,
} from '../commerce/payment-provider';
import {
  defaultTaxClasses,
  priceTaxSettings,
  taxClassesUpdateSchema,
  taxClassSchema,
  withDefaultTaxClass,
} from '../commerce/tax';
import { mediaReferenceSchema } from '../content/page';
import { plainTextToRichText } from '../content/rich-text';
import { templateAssignmentSchema, templateDistributionUpdateSchema, templatePageTypes } from '../content/template';
import { readOnlyField } from '../core/validation';
import { cookieDialogMetaSchema, defaultCookieDialogMeta } from '../settings/cookies';
import {
  defaultSiteTheme,
  globalPropsDraftUpdateSchema,
  siteThemeSchema,
  siteThemeUpdateSchema,
} from '../settings/designer';
import { defaultOrderReceiptText, emailTemplatePropsSchema, emailTextsSchema } from '../settings/email';
import {
  catalogFlags,
  customerCreationModes,
  customScriptSchema,
  domainSchema,
  emailDomainsSchema,
  geoSchema,
  scriptHostsSchema,
  siteProtections,
  siteSettingsLimits,
  userCreationModes,
} from '../settings/site-options';

/** Optional features a site can have switched on (spec 1 §1). */
export const siteFeatureFlags = [
  'hasEcommerce',
  'b2bEnabled',
  'bookingEnabled',
  'departmentsEnabled',
  'partialPaymentEnabled',
  'subscriptionsEnabled',
  'cookieDialogEnabled',
] as const;
export type SiteFeatureFlag = (typeof siteFeatureFlags)[number];
export type SiteFeatures = Record<SiteFeatureFlag, boolean>;

export const siteNamePattern = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

const featureShape = Object.fromEntries(siteFeatureFlags.map((flag) => [flag, z.boolean()])) as Record<
  SiteFeatureFlag,
  z.ZodBoolean
>;

const catalogFlagShape = Object.fromEntries(catalogFlags.map((flag) => [flag, z.boolean()])) as Record<
  (typeof catalogFlags)[number],
  z.ZodBoolean
>;
const catalogFlagDefaults = Object.fromEntries(
  catalogFlags.map((flag) => [flag, z.boolean().default(false)]),
) as Record<(typeof catalogFlags)[number], z.ZodDefault<z.ZodBoolean>>;

const priceTaxShape = Object.fromEntries(priceTaxSettings.map((flag) => [flag, z.boolean()])) as Record<
  (typeof priceTaxSettings)[number],
  z.ZodBoolean
>;
const priceTaxDefaults = Object.fromEntries(
  priceTaxSettings.map((flag) => [flag, z.boolean().default(false)]),
) as Record<(typeof priceTaxSettings)[number], z.ZodDefault<z.ZodBoolean>>;

export const dataSetSchema = z.object({ name: z.string(), label: z.string() });
export type DataSet = z.infer<typeof dataSetSchema>;

/** The site as the API answers it: `GET site`, `PATCH site` and, in part, `GET /api/sites`. */
export const siteSchema = z.object({
  _id: z.string(),
  name: z.string(),
  displayName: z.string(),
  canonicalDomain: z.string().nullable(),
  domains: z.array(z.string()),
  ...featureShape,
  departmentOf: z.string().nullable(),
  /** Whether admins may duplicate the site (spec 2 §3); set by the platform. */
  canBeDuplicated: z.boolean(),
  notificationEmail: z.string().nullable(),
  pageTitleSuffix: z.string(),
  tags: z.array(z.string()),
  dataSets: z.array(dataSetSchema),
  askForMarketingConsent: z.boolean(),
  phoneIsRequiredInCheckout: z.boolean(),
  redirectToCanonical: z.boolean(),
  templateDistribution: z.partialRecord(z.enum(templatePageTypes), templateAssignmentSchema),
  logo: mediaReferenceSchema.nullable(),
  favicon: mediaReferenceSchema.nullable(),
  protection: z.enum(siteProtections),
  userCreation: z.enum(userCreationModes),
  userCreationEmailDomains: z.array(z.string()),
  customerCreation: z.enum(customerCreationModes),
  customScripts: z.array(customScriptSchema),
  scriptHosts: z.array(z.string()),
  geo: geoSchema.nullable(),
  cookieDialogMeta: cookieDialogMetaSchema,
  emailTexts: emailTextsSchema,
  /** The order receipt's template, or null for the system template. */
  emailTemplate: z.string().nullable(),
  emailTemplateProps: emailTemplatePropsSchema,
  ...catalogFlagShape,
  /** The tax classes, the default ('_default', Standard) always first (spec 2 §3). */
  taxClasses: z.array(taxClassSchema),
  ...priceTaxShape,
  /** The payment providers offered at checkout (spec 2 §3): exactly one default, and it is enabled. */
  paymentProviders: z.array(paymentProviderSchema),
  booking: bookingSettingsSchema,
  theme: siteThemeSchema,
  /** Global content (company, contact, opening hours, social links, announcement) as published. */
  globalProps: z.record(z.string(), z.unknown()),
  /** Its unpublished changes, or null. */
  globalPropsDraft: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Site = z.infer<typeof siteSchema>;

/** One row of the site chooser: the site in brief with the user's level on it. */
export const siteSummarySchema = siteSchema
  .pick({
    _id: true,
    name: true,
    displayName: true,
    canonicalDomain: true,
    domains: true,
    departmentOf: true,
    hasEcommerce: true,
    b2bEnabled: true,
    bookingEnabled: true,
    departmentsEnabled: true,
    partialPaymentEnabled: true,
    subscriptionsEnabled: true,
    cookieDialogEnabled: true,
    dataSets: true,
  })
  .extend({ permission: z.enum(permissionLevels) });
export type SiteSummary = z.infer<typeof siteSummarySchema>;

/** Settings stored as one document next to the site's columns. */
export const siteSettingsSchema = z.object({
  notificationEmail: z.string().nullable().default(null),
  pageTitleSuffix: z.string().default(''),
  tags: z.array(z.string()).default([]),
  dataSets: z.array(dataSetSchema).default([]),
  askForMarketingConsent: z.boolean().default(false),
  phoneIsRequiredInCheckout: z.boolean().default(false),
  redirectToCanonical: z.boolean().default(true),
  templateDistribution: z.partialRecord(z.enum(templatePageTypes), templateAssignmentSchema).default({}),
  logo: mediaReferenceSchema.nullable().default(null),
  favicon: mediaReferenceSchema.nullable().default(null),
  protection: z.enum(siteProtections).default('visitor'),
  userCreation: z.enum(userCreationModes).default('invite'),
  userCreationEmailDomains: z.array(z.string()).default([]),
  customerCreation: z.enum(customerCreationModes).default('public'),
  customScripts: z.array(customScriptSchema).default([]),
  scriptHosts: z.array(z.string()).default([]),
  geo: geoSchema.nullable().default(null),
  cookieDialogMeta: cookieDialogMetaSchema.default(defaultCookieDialogMeta),
  emailTexts: emailTextsSchema.default({ orderReceipt: JSON.stringify(plainTextToRichText(defaultOrderReceiptText)) }),
  emailTemplate: z.string().nullable().default(null),
  emailTemplateProps: emailTemplatePropsSchema.default({}),
  ...catalogFlagDefaults,
  taxClasses: z.array(taxClassSchema).default(defaultTaxClasses).transform(withDefaultTaxClass),
  ...priceTaxDefaults,
  paymentProviders: z.array(paymentProviderSchema).default(defaultPaymentProviders),
  booking: bookingSettingsSchema.default(defaultBookingSettings),
  theme: siteThemeSchema.default(defaultSiteTheme),
  globalProps: z.record(z.string(), z.unknown()).default({}),
  globalPropsDraft: z.record(z.string(), z.unknown()).nullable().default(null),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

const tag = z.string().trim().min(1).max(60);

/**
 * What `PATCH site` accepts: the fields a site admin may change. Fields the platform
 * owns (name, domains, features that come with the plan, departments) are refused by name.
 */
export const siteUpdateSchema = z
  .object({
    displayName: z.string().trim().min(1).max(120),
    notificationEmail: z.email().max(254).nullable(),
    pageTitleSuffix: z.string().max(120),
    tags: z
      .array(tag)
      .max(500)
      .refine((tags) => new Set(tags.map((t) => t.toLocaleLowerCase('nb'))).size === tags.length, {
        error: 'En merkelapp kan ikke stå to ganger.',
      }),
    askForMarketingConsent: z.boolean(),
    phoneIsRequiredInCheckout: z.boolean(),
    redirectToCanonical: z.boolean(),
    subscriptionsEnabled: z.boolean(),
    cookieDialogEnabled: z.boolean(),
    canonicalDomain: domainSchema.nullable(),
    logo: mediaReferenceSchema.nullable(),
    favicon: mediaReferenceSchema.nullable(),
    protection: z.enum(siteProtections),
    userCreation: z.enum(userCreationModes),
    userCreationEmailDomains: emailDomainsSchema,
    customerCreation: z.enum(customerCreationModes),
    customScripts: z.array(customScriptSchema).max(siteSettingsLimits.customScripts),
    scriptHosts: scriptHostsSchema,
    geo: geoSchema.nullable(),
    cookieDialogMeta: cookieDialogMetaSchema,
    emailTexts: emailTextsSchema,
    emailTemplate: z.string().max(60).nullable(),
    emailTemplateProps: emailTemplatePropsSchema,
    templateDistribution: templateDistributionUpdateSchema,
    ...catalogFlagShape,
    taxClasses: taxClassesUpdateSchema,
    ...priceTaxShape,
    paymentProviders: paymentProvidersUpdateSchema,
    booking: bookingSettingsSchema,
    theme: siteThemeUpdateSchema,
    globalPropsDraft: globalPropsDraftUpdateSchema,
    globalProps: readOnlyField(),
    _id: readOnlyField(),
    name: readOnlyField(),
    domains: readOnlyField(),
    hasEcommerce: readOnlyField(),
    b2bEnabled: readOnlyField(),
    bookingEnabled: readOnlyField(),
    departmentsEnabled: readOnlyField(),
    partialPaymentEnabled: readOnlyField(),
    departmentOf: readOnlyField(),
    canBeDuplicated: readOnlyField(),
    dataSets: readOnlyField(),
    members: readOnlyField(),
    createdAt: readOnlyField(),
    updatedAt: readOnlyField(),
  })
  .partial()
  .strict();
export type SiteUpdate = z.infer<typeof siteUpdateSchema>;

/**
 * What a contributor may change through `PATCH site`: tags (the tag picker adds new ones while
 * editing content) and the templates per page type (template usage needs contributor, spec 2 §6);
 * every other field is for admins.
 */
export const contributorSiteFields: readonly (keyof SiteUpdate)[] = ['tags', 'templateDistribution'];
