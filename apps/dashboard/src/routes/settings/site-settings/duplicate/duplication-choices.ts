import {
  type DuplicationResource,
  duplicationResources,
  type SiteFeatures,
  shopDuplicationResources,
} from '@vev/shared';

/** What the form offers: the shop's resources only on a site with e-commerce. */
export function duplicationChoices(site: Pick<SiteFeatures, 'hasEcommerce'>): DuplicationResource[] {
  return duplicationResources.filter((resource) => site.hasEcommerce || !shopDuplicationResources.includes(resource));
}
