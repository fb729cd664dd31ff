/** The form of /innstillinger/nettsted: the site's general fields, and the rules the form checks. */
import {
  installNorwegianValidationMessages,
  type Site,
  type SiteUpdate,
  siteSettingsProblems,
  siteUpdateSchema,
} from '@vev/shared';
import { z } from 'zod';
import { i18n } from '../../../i18n';

installNorwegianValidationMessages();

const fields = siteUpdateSchema.shape;
const coordinate = (limit: number) => z.union([z.number().min(-limit).max(limit), z.literal('')]);

const siteFormShape = z.object({
  displayName: fields.displayName.unwrap(),
  notificationEmail: z.union([z.literal(''), z.email().max(254)]),
  logo: fields.logo.unwrap(),
  favicon: fields.favicon.unwrap(),
  pageTitleSuffix: fields.pageTitleSuffix.unwrap(),
  canonicalDomain: fields.canonicalDomain.unwrap(),
  redirectToCanonical: z.boolean(),
  protection: fields.protection.unwrap(),
  userCreation: fields.userCreation.unwrap(),
  userCreationEmailDomains: fields.userCreationEmailDomains.unwrap(),
  customerCreation: fields.customerCreation.unwrap(),
  askForMarketingConsent: z.boolean(),
  phoneIsRequiredInCheckout: z.boolean(),
  customScripts: fields.customScripts.unwrap(),
  scriptHosts: fields.scriptHosts.unwrap(),
  latitude: coordinate(90),
  longitude: coordinate(180),
});
export type SiteFormValues = z.output<typeof siteFormShape>;

/** Each field's rules, and the rules across fields that the server checks too (spec 2 §5). */
export function siteFormSchema(site: Site) {
  return siteFormShape.superRefine((values, context) => {
    for (const [path, message] of Object.entries(siteSettingsProblems({ ...values, domains: site.domains }))) {
      context.addIssue({ code: 'custom', path: [path], message });
    }
    if ((values.latitude === '') !== (values.longitude === '')) {
      const message = i18n.t('settings.site.bothCoordinates');
      context.addIssue({ code: 'custom', path: [values.latitude === '' ? 'latitude' : 'longitude'], message });
    }
  });
}

export function toSiteForm(site: Site): SiteFormValues {
  return {
    displayName: site.displayName,
    notificationEmail: site.notificationEmail ?? '',
    logo: site.logo,
    favicon: site.favicon,
    pageTitleSuffix: site.pageTitleSuffix,
    canonicalDomain: site.canonicalDomain,
    redirectToCanonical: site.redirectToCanonical,
    protection: site.protection,
    userCreation: site.userCreation,
    userCreationEmailDomains: site.userCreationEmailDomains,
    customerCreation: site.customerCreation,
    askForMarketingConsent: site.askForMarketingConsent,
    phoneIsRequiredInCheckout: site.phoneIsRequiredInCheckout,
    customScripts: site.customScripts,
    scriptHosts: site.scriptHosts,
    latitude: site.geo?.coordinates.latitude ?? '',
    longitude: site.geo?.coordinates.longitude ?? '',
  };
}

export function toSiteUpdate({ latitude, longitude, notificationEmail, ...values }: SiteFormValues): SiteUpdate {
  return {
    ...values,
    notificationEmail: notificationEmail.trim() || null,
    geo: latitude === '' || longitude === '' ? null : { coordinates: { latitude, longitude } },
  };
}

/** The server names the coordinates inside `geo`; the form has a field for each. */
export function siteFormField(serverPath: string): string {
  if (serverPath.startsWith('geo.coordinates.')) return serverPath.slice('geo.coordinates.'.length);
  return serverPath;
}
