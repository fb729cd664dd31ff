import type { RouteObject } from 'react-router';
import type { AreaDefinition } from '../../app/areas/area';
import { withWords } from '../../app/areas/area-routes';
import { designerWords, settingsWords, workspaceWords } from '../../i18n';

type Screens = typeof import('./screens');
/** A screen of the area's module: the area loads as one file. */
const screen = (name: keyof Screens) => () => import('./screens').then((screens) => screens[name]);

/** The settings screens but the overview (spec 2 §2 'Settings routes'): they share the frame with the way back. */
const settingsScreens: RouteObject[] = [
  { path: 'innstillinger/nettsted', lazy: screen('siteSettings') },
  { path: 'innstillinger/aktivitetslogg', lazy: screen('activityLog') },
  { path: 'innstillinger/datasett', lazy: screen('dataSetList') },
  { path: 'innstillinger/datasett/:dataSetId', lazy: screen('dataSetDetail') },
  { path: 'innstillinger/abonnement', lazy: screen('subscriptionSettings') },
  { path: 'innstillinger/booking', lazy: screen('bookingSettings') },
  { path: 'innstillinger/avgifter', lazy: screen('taxSettings') },
  { path: 'innstillinger/kataloger/*', lazy: screen('catalogSettings') },
  { path: 'innstillinger/bruker', lazy: screen('userSettings') },
  { path: 'innstillinger/redirects', lazy: screen('redirects') },
  { path: 'innstillinger/epost-tekster', lazy: screen('emailTexts') },
  {
    path: 'innstillinger/epost-tekster/ordrekvittering',
    lazy: withWords([designerWords], () => import('./order-receipt-text')),
  },
  { path: 'innstillinger/epostmaler', lazy: screen('emailTemplates') },
  { path: 'innstillinger/domener', lazy: screen('domains') },
  { path: 'innstillinger/avdelinger', lazy: screen('departmentList') },
  { path: 'innstillinger/avdelinger/:departmentId', lazy: screen('departmentDetail') },
  { path: 'innstillinger/informasjonskapsler', lazy: screen('cookieSettings') },
  ...['innebygde', 'egendefinerte'].map((list) => ({
    path: `innstillinger/informasjonskapsler/${list}`,
    lazy: screen('cookieDefinitions'),
  })),
  {
    path: 'innstillinger/informasjonskapsler/konfigurasjon',
    lazy: withWords([designerWords], () => import('./cookie-configuration')),
  },
  { path: 'innstillinger/frakt', lazy: screen('shippingOverview') },
  { path: 'innstillinger/frakt/soner', lazy: screen('shippingZoneList') },
  { path: 'innstillinger/frakt/soner/:zoneId', lazy: screen('shippingZoneDetail') },
  { path: 'innstillinger/frakt/klasser', lazy: screen('shippingClassList') },
  { path: 'innstillinger/frakt/klasser/:classId', lazy: screen('shippingClassDetail') },
  { path: 'innstillinger/betalingslosninger', lazy: screen('paymentProviders') },
  { path: 'innstillinger/betalingslosninger/:provider', lazy: screen('paymentProviderDetail') },
  { path: 'innstillinger/tilgangsnokler', lazy: screen('accessKeyList') },
  { path: 'innstillinger/tilgangsnokler/:keyId', lazy: screen('accessKeyDetail') },
  { path: 'innstillinger/maler', lazy: screen('templatesOverview') },
  { path: 'innstillinger/maler/liste', lazy: screen('templateList') },
  { path: 'innstillinger/maler/liste/:templateId/:tab?', lazy: screen('templateDetail') },
  { path: 'innstillinger/maler/bruk', lazy: screen('templateUsage') },
  {
    path: 'innstillinger/brukere',
    lazy: screen('members'),
    children: [
      { index: true, lazy: screen('memberList') },
      { path: 'invitasjoner', lazy: screen('inviteList') },
      { path: 'utgaende-epost', lazy: screen('outboxList') },
      // 'brukere' is a prefix route (spec 2 §2): deeper paths show the members.
      { path: '*', lazy: screen('memberList') },
    ],
  },
];

/** Innstillinger (spec 2); its screens use the editors' words too. */
export const settingsArea: AreaDefinition = {
  name: 'settings',
  words: [workspaceWords, settingsWords],
  routes: {
    shell: [
      { path: 'innstillinger', lazy: screen('settingsOverview') },
      // Every other settings screen has the way back to the overview above it.
      { lazy: screen('settingsFrame'), children: settingsScreens },
    ],
  },
  navigation: () => ({ key: 'settings', path: '/innstillinger' }),
};
