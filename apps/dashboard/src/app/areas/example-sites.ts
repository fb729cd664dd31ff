import type { NavigationSite } from './area';

/** A site with every optional feature off, not a department: the least the navigation shows. */
export const siteWithoutFeatures: NavigationSite = {
  hasEcommerce: false,
  b2bEnabled: false,
  bookingEnabled: false,
  departmentsEnabled: false,
  partialPaymentEnabled: false,
  subscriptionsEnabled: false,
  cookieDialogEnabled: false,
  departmentOf: null,
  dataSets: [],
};

/** A site with every optional feature on (no data sets): every entry and settings card there is. */
export const siteWithEveryFeature: NavigationSite = {
  ...siteWithoutFeatures,
  hasEcommerce: true,
  b2bEnabled: true,
  bookingEnabled: true,
  departmentsEnabled: true,
  partialPaymentEnabled: true,
  subscriptionsEnabled: true,
  cookieDialogEnabled: true,
};
