import type { RouteObject } from 'react-router';
import type { AreaDefinition } from '../../app/areas/area';
import { withWords } from '../../app/areas/area-routes';
import { designerWords, settingsWords, workspaceWords } from '../../i18n';

/** The settings screens but the overview (spec 2 §2 'Settings routes'): they share the frame with the way back. */
const settingsScreens: RouteObject[] = [
  { path: 'innstillinger/nettsted', lazy: () => import('./site-settings') },
  { path: 'innstillinger/aktivitetslogg', lazy: () => import('./activity-log') },
  { path: 'innstillinger/abonnement', lazy: () => import('./subscription-settings') },
  { path: 'innstillinger/kataloger/*', lazy: () => import('./catalog-settings') },
  { path: 'innstillinger/bruker', lazy: () => import('./user-settings') },
  { path: 'innstillinger/redirects', lazy: () => import('./redirects') },
  { path: 'innstillinger/epost-tekster', lazy: () => import('./email-texts') },
  {
    path: 'innstillinger/epost-tekster/ordrekvittering',
    lazy: withWords([designerWords], () => import('./order-receipt-text')),
  },
  { path: 'innstillinger/epostmaler', lazy: () => import('./email-templates') },
  { path: 'innstillinger/domener', lazy: () => import('./domains') },
  { path: 'innstillinger/avdelinger', lazy: () => import('./department-list') },
  { path: 'innstillinger/avdelinger/:departmentId', lazy: () => import('./department-detail') },
  { path: 'innstillinger/informasjonskapsler', lazy: () => import('./cookie-settings') },
  ...['innebygde', 'egendefinerte'].map((list) => ({
    path: `innstillinger/informasjonskapsler/${list}`,
    lazy: () => import('./cookie-definitions'),
  })),
  {
    path: 'innstillinger/informasjonskapsler/konfigurasjon',
    lazy: withWords([designerWords], () => import('./cookie-configuration')),
  },
  { path: 'innstillinger/tilgangsnokler', lazy: () => import('./access-key-list') },
  { path: 'innstillinger/tilgangsnokler/:keyId', lazy: () => import('./access-key-detail') },
  { path: 'innstillinger/maler', lazy: () => import('./templates-overview') },
  { path: 'innstillinger/maler/liste', lazy: () => import('./template-list') },
  { path: 'innstillinger/maler/liste/:templateId/:tab?', lazy: () => import('./template-detail') },
  { path: 'innstillinger/maler/bruk', lazy: () => import('./template-usage') },
  {
    path: 'innstillinger/brukere',
    lazy: () => import('./members'),
    children: [
      { index: true, lazy: () => import('./members/member-list') },
      { path: 'invitasjoner', lazy: () => import('./members/invite-list') },
      { path: 'utgaende-epost', lazy: () => import('./members/outbox-list') },
      // 'brukere' is a prefix route (spec 2 §2): deeper paths show the members.
      { path: '*', lazy: () => import('./members/member-list') },
    ],
  },
];

/** Innstillinger (spec 2); its screens use the editors' words too. */
export const settingsArea: AreaDefinition = {
  name: 'settings',
  words: [workspaceWords, settingsWords],
  routes: {
    shell: [
      { path: 'innstillinger', lazy: () => import('./settings-overview') },
      // Every other settings screen has the way back to the overview above it.
      { lazy: () => import('./settings-form/SettingsFrame'), children: settingsScreens },
    ],
  },
  navigation: () => ({ key: 'settings', path: '/innstillinger' }),
};
