/** The route map. Screens load lazily; the session guards decide who sees what (spec 1 §2). */
import { createBrowserRouter, Navigate, redirect } from 'react-router';
import { loadDesignerCatalogue, loadSettingsCatalogue, loadWorkspaceCatalogue } from '../i18n';
import { Root } from './Root';
import { RouteError } from './RouteError';
import { SignedInOnly, SignedOutOnly, SiteChosenOnly } from './session/guards';
import { sessionStore } from './session/session-store';

/** A settings screen: its module and the settings area's words (and any other words it uses), loaded together. */
const settingsScreen =
  <T,>(load: () => Promise<T>, ...catalogues: (() => Promise<void>)[]) =>
  async (): Promise<T> => {
    const [screen] = await Promise.all([
      load(),
      loadSettingsCatalogue(),
      ...catalogues.map((catalogue) => catalogue()),
    ]);
    return screen;
  };

/** A content screen: its module and the workspace's words (content, editors, media), loaded together. */
const contentScreen =
  <T,>(load: () => Promise<T>) =>
  async (): Promise<T> => {
    const [screen] = await Promise.all([load(), loadWorkspaceCatalogue()]);
    return screen;
  };

/** A designer screen: its module and the designer's words, loaded together. */
const designerScreen =
  <T,>(load: () => Promise<T>) =>
  async (): Promise<T> => {
    const [screen] = await Promise.all([load(), loadDesignerCatalogue()]);
    return screen;
  };

/** The content area's page kinds, each with a list and an editor (spec 1 §2 'Content routes'). */
const contentKinds = ['sider', 'kategorier', 'produktsider'] as const;

/** Entry routes the spec redirects to their first screen. */
const areaRedirects = [
  ['innhold', '/innhold/sider'],
  ['butikk', '/butikk/ordrer'],
  ['b2b', '/b2b/tilbudsforesporsler'],
  ['booking', '/booking/kalender'],
  ['rapporter', '/rapporter/besok'],
] as const;

export const router = createBrowserRouter([
  {
    Component: Root,
    ErrorBoundary: RouteError,
    children: [
      { Component: SignedOutOnly, children: [{ path: 'logg-inn', lazy: () => import('../routes/session/login') }] },
      { path: 'sign-on', lazy: () => import('../routes/session/sign-on') },
      {
        path: 'velg-nettside',
        loader: () => {
          sessionStore.clearSite();
          return redirect('/velg-nettsted');
        },
      },
      {
        Component: SignedInOnly,
        children: [{ path: 'velg-nettsted', lazy: () => import('../routes/session/choose-site') }],
      },
      {
        Component: SiteChosenOnly,
        children: [
          // Design mode sits outside the main shell (spec 1 §2).
          { path: 'designer/:area/:id?', lazy: designerScreen(() => import('../routes/designer')) },
          {
            lazy: () => import('./shell/Shell'),
            children: [
              { index: true, lazy: () => import('../routes/home') },
              { path: 'innstillinger', lazy: settingsScreen(() => import('../routes/settings/settings-overview')) },
              {
                path: 'innstillinger/nettsted',
                lazy: settingsScreen(() => import('../routes/settings/site-settings')),
              },
              {
                path: 'innstillinger/aktivitetslogg',
                lazy: settingsScreen(() => import('../routes/settings/activity-log')),
              },
              {
                path: 'innstillinger/abonnement',
                lazy: settingsScreen(() => import('../routes/settings/subscription-settings')),
              },
              {
                path: 'innstillinger/kataloger/*',
                lazy: settingsScreen(() => import('../routes/settings/catalog-settings')),
              },
              { path: 'innstillinger/bruker', lazy: settingsScreen(() => import('../routes/settings/user-settings')) },
              { path: 'innstillinger/redirects', lazy: settingsScreen(() => import('../routes/settings/redirects')) },
              {
                path: 'innstillinger/epost-tekster',
                lazy: settingsScreen(() => import('../routes/settings/email-texts')),
              },
              {
                path: 'innstillinger/epost-tekster/ordrekvittering',
                lazy: settingsScreen(() => import('../routes/settings/order-receipt-text'), loadDesignerCatalogue),
              },
              {
                path: 'innstillinger/epostmaler',
                lazy: settingsScreen(() => import('../routes/settings/email-templates')),
              },
              { path: 'innstillinger/domener', lazy: settingsScreen(() => import('../routes/settings/domains')) },
              {
                path: 'innstillinger/avdelinger',
                lazy: settingsScreen(() => import('../routes/settings/department-list')),
              },
              {
                path: 'innstillinger/avdelinger/:departmentId',
                lazy: settingsScreen(() => import('../routes/settings/department-detail')),
              },
              {
                path: 'innstillinger/informasjonskapsler',
                lazy: settingsScreen(() => import('../routes/settings/cookie-settings')),
              },
              ...['innebygde', 'egendefinerte'].map((list) => ({
                path: `innstillinger/informasjonskapsler/${list}`,
                lazy: settingsScreen(() => import('../routes/settings/cookie-definitions')),
              })),
              {
                path: 'innstillinger/informasjonskapsler/konfigurasjon',
                lazy: settingsScreen(() => import('../routes/settings/cookie-configuration'), loadDesignerCatalogue),
              },
              {
                path: 'innstillinger/tilgangsnokler',
                lazy: settingsScreen(() => import('../routes/settings/access-key-list')),
              },
              {
                path: 'innstillinger/tilgangsnokler/:keyId',
                lazy: settingsScreen(() => import('../routes/settings/access-key-detail')),
              },
              {
                path: 'innstillinger/maler',
                lazy: settingsScreen(() => import('../routes/settings/templates-overview')),
              },
              {
                path: 'innstillinger/maler/liste',
                lazy: settingsScreen(() => import('../routes/settings/template-list')),
              },
              {
                path: 'innstillinger/maler/liste/:templateId/:tab?',
                lazy: settingsScreen(() => import('../routes/settings/template-detail')),
              },
              {
                path: 'innstillinger/maler/bruk',
                lazy: settingsScreen(() => import('../routes/settings/template-usage')),
              },
              {
                path: 'innstillinger/brukere',
                lazy: settingsScreen(() => import('../routes/settings/members')),
                children: [
                  { index: true, lazy: () => import('../routes/settings/members/member-list') },
                  { path: 'invitasjoner', lazy: () => import('../routes/settings/members/invite-list') },
                  { path: 'utgaende-epost', lazy: () => import('../routes/settings/members/outbox-list') },
                  // 'brukere' is a prefix route (spec 2 §2): deeper paths show the members.
                  { path: '*', lazy: () => import('../routes/settings/members/member-list') },
                ],
              },
              ...contentKinds.flatMap((kind) => [
                { path: `innhold/${kind}`, lazy: contentScreen(() => import('../routes/content/page-list')) },
                {
                  path: `innhold/${kind}/:pageId/:tab?`,
                  lazy: contentScreen(() => import('../routes/content/page-editor')),
                },
              ]),
              { path: 'innhold/filer', lazy: contentScreen(() => import('../routes/content/media-library')) },
              { path: 'innhold/komponenter', lazy: contentScreen(() => import('../routes/content/component-list')) },
              {
                path: 'innhold/komponenter/:componentId/:tab?',
                lazy: contentScreen(() => import('../routes/content/component-detail')),
              },
              ...areaRedirects.map(([path, to]) => ({ path, element: <Navigate to={to} replace /> })),
              { path: '*', lazy: () => import('../routes/fallback') },
            ],
          },
        ],
      },
    ],
  },
]);
