/**
 * The cards of the settings overview (spec 2 §2 'Settings overview', §6): which sections and
 * cards a site's features and the user's level allow. Titles live in the dashboard's catalogue
 * under `settings.cards.{key}`.
 */
import { gateAllows, type PermissionGateLevel, type PermissionLevel } from '../access/permissions';
import type { SiteFeatures } from '../site';

export type SettingsSectionKey = 'general' | 'visual' | 'shop' | 'user';

export type SettingsCardKey =
  | 'site'
  | 'domains'
  | 'members'
  | 'redirects'
  | 'booking'
  | 'departments'
  | 'accessKeys'
  | 'activityLog'
  | 'dataSets'
  | 'cookies'
  | 'emailTexts'
  | 'emailTemplates'
  | 'catalogs'
  | 'themeSettings'
  | 'globalContent'
  | 'templates'
  | 'paymentSolutions'
  | 'shipping'
  | 'taxes'
  | 'partialPayment'
  | 'b2b'
  | 'subscriptions'
  | 'userSettings';

export interface SettingsCard {
  key: SettingsCardKey;
  path: string;
  level: PermissionGateLevel;
}

export interface SettingsSection {
  key: SettingsSectionKey;
  cards: SettingsCard[];
}

export interface SettingsSite extends SiteFeatures {
  departmentOf: string | null;
}

type Entry = SettingsCard & { when?: boolean };

const settings = (route: string) => `/innstillinger/${route}`;

/** Every card the site could show, with the feature it needs (`when`) and the level (spec 2 §6). */
function cardsFor(site: SettingsSite): Record<SettingsSectionKey, Entry[]> {
  return {
    general: [
      { key: 'site', path: settings('nettsted'), level: 'admin' },
      { key: 'domains', path: settings('domener'), level: 'admin' },
      { key: 'members', path: settings('brukere'), level: 'admin' },
      { key: 'redirects', path: settings('redirects'), level: 'admin' },
      { key: 'booking', path: settings('booking'), level: 'admin', when: site.bookingEnabled },
      { key: 'departments', path: settings('avdelinger'), level: 'admin', when: site.departmentOf === null },
      { key: 'catalogs', path: settings('kataloger'), level: 'admin', when: site.departmentsEnabled },
      { key: 'accessKeys', path: settings('tilgangsnokler'), level: 'admin' },
      { key: 'activityLog', path: settings('aktivitetslogg'), level: 'admin' },
      { key: 'dataSets', path: settings('datasett'), level: 'admin' },
      { key: 'cookies', path: settings('informasjonskapsler'), level: 'admin', when: site.cookieDialogEnabled },
      // Both concern the order receipt alone (its text and its template): no shop, no receipts.
      { key: 'emailTexts', path: settings('epost-tekster'), level: 'admin', when: site.hasEcommerce },
      { key: 'emailTemplates', path: settings('epostmaler'), level: 'admin', when: site.hasEcommerce },
    ],
    visual: [
      { key: 'themeSettings', path: '/designer/temainnstillinger', level: 'admin' },
      { key: 'globalContent', path: '/designer/globalt', level: 'admin' },
      { key: 'templates', path: settings('maler'), level: 'contributor' },
    ],
    shop: [
      { key: 'paymentSolutions', path: settings('betalingslosninger'), level: 'admin' },
      { key: 'shipping', path: settings('frakt'), level: 'admin' },
      { key: 'taxes', path: settings('avgifter'), level: 'admin' },
      { key: 'partialPayment', path: settings('delbetaling'), level: 'contributor', when: site.partialPaymentEnabled },
      { key: 'b2b', path: settings('b2b'), level: 'admin', when: site.b2bEnabled },
      { key: 'subscriptions', path: settings('abonnement'), level: 'admin' },
    ],
    user: [{ key: 'userSettings', path: settings('bruker'), level: 'all' }],
  };
}

/** The sections of the overview with the cards this user sees; a section without cards is left out. */
export function settingsSectionsFor(site: SettingsSite, level: PermissionLevel): SettingsSection[] {
  const all = cardsFor(site);
  const sections: SettingsSectionKey[] = site.hasEcommerce
    ? ['general', 'visual', 'shop', 'user']
    : ['general', 'visual', 'user'];
  return sections
    .map((key) => ({
      key,
      cards: all[key]
        .filter((card) => card.when !== false && gateAllows(card.level, level))
        .map(({ when: _when, ...card }) => card),
    }))
    .filter((section) => section.cards.length > 0);
}
