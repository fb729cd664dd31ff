/**
 * The settings area's screens in one module, which the routes import lazily: the bundler then makes
 * one file of the area, and files of what it shares with other areas (see `vite.config.ts`). The two
 * screens with the rich text editor load on their own, so the others do not bring Tiptap.
 */
export * as accessKeyDetail from './access-key-detail';
export * as accessKeyList from './access-key-list';
export * as activityLog from './activity-log';
export * as bookingSettings from './booking-settings';
export * as catalogSettings from './catalog-settings';
export * as cookieDefinitions from './cookie-definitions';
export * as cookieSettings from './cookie-settings';
export * as dataSetDetail from './data-set-detail';
export * as dataSetList from './data-set-list';
export * as departmentDetail from './department-detail';
export * as departmentList from './department-list';
export * as domains from './domains';
export * as emailTemplates from './email-templates';
export * as emailTexts from './email-texts';
export * as members from './members';
export * as inviteList from './members/invite-list';
export * as memberList from './members/member-list';
export * as outboxList from './members/outbox-list';
export * as paymentProviderDetail from './payment-provider-detail';
export * as paymentProviders from './payment-providers';
export * as redirects from './redirects';
export * as settingsFrame from './settings-form/SettingsFrame';
export * as settingsOverview from './settings-overview';
export * as shippingClassDetail from './shipping-class-detail';
export * as shippingClassList from './shipping-class-list';
export * as shippingOverview from './shipping-overview';
export * as shippingZoneDetail from './shipping-zone-detail';
export * as shippingZoneList from './shipping-zone-list';
export * as siteSettings from './site-settings';
export * as subscriptionSettings from './subscription-settings';
export * as taxSettings from './tax-settings';
export * as templateDetail from './template-detail';
export * as templateList from './template-list';
export * as templateUsage from './template-usage';
export * as templatesOverview from './templates-overview';
export * as userSettings from './user-settings';
