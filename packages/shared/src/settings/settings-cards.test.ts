import { describe, expect, it } from 'vitest';
import type { PermissionLevel } from '../access/permissions';
import { type SettingsSite, settingsSectionsFor } from './settings-cards';

/** A site with every optional feature off, not a department. */
const plainSite: SettingsSite = {
  hasEcommerce: false,
  b2bEnabled: false,
  bookingEnabled: false,
  departmentsEnabled: false,
  partialPaymentEnabled: false,
  subscriptionsEnabled: false,
  cookieDialogEnabled: false,
  departmentOf: null,
};
const shop: SettingsSite = { ...plainSite, hasEcommerce: true };

const sectionKeys = (site: SettingsSite, level: PermissionLevel = 'admin') =>
  settingsSectionsFor(site, level).map((section) => section.key);
const cardKeys = (site: SettingsSite, level: PermissionLevel = 'admin') =>
  settingsSectionsFor(site, level).flatMap((section) => section.cards.map((card) => card.key));

describe('settings overview (spec 2 §2, §6)', () => {
  it('an admin of a web shop sees the sections General, Visual, Shop and User', () => {
    expect(sectionKeys(shop)).toEqual(['general', 'visual', 'shop', 'user']);
  });

  it('the Shop section shows only when the site has e-commerce', () => {
    expect(sectionKeys(plainSite)).toEqual(['general', 'visual', 'user']);
    expect(cardKeys(plainSite)).not.toContain('subscriptions');
  });

  it("the e-mail texts and templates, which are the order receipt's, show only when the site has e-commerce", () => {
    expect(cardKeys(plainSite)).not.toContain('emailTexts');
    expect(cardKeys(plainSite)).not.toContain('emailTemplates');
    expect(cardKeys(shop)).toEqual(expect.arrayContaining(['emailTexts', 'emailTemplates']));
  });

  it('the departments card is hidden on a department site', () => {
    expect(cardKeys(plainSite)).toContain('departments');
    expect(cardKeys({ ...plainSite, departmentOf: 'parent' })).not.toContain('departments');
  });

  it('the cookie card shows only when the cookie dialog is on', () => {
    expect(cardKeys(plainSite)).not.toContain('cookies');
    expect(cardKeys({ ...plainSite, cookieDialogEnabled: true })).toContain('cookies');
  });

  it('the catalogs entry shows only when departments are enabled', () => {
    expect(cardKeys(plainSite)).not.toContain('catalogs');
    expect(cardKeys({ ...plainSite, departmentsEnabled: true })).toContain('catalogs');
  });

  it('booking, B2B and partial payment settings follow their features', () => {
    expect(cardKeys(shop).filter((key) => ['booking', 'b2b', 'partialPayment'].includes(key))).toEqual([]);
    expect(
      cardKeys({ ...shop, bookingEnabled: true, b2bEnabled: true, partialPaymentEnabled: true }).filter((key) =>
        ['booking', 'b2b', 'partialPayment'].includes(key),
      ),
    ).toEqual(['booking', 'partialPayment', 'b2b']);
  });

  it('a contributor sees only the cards that need contributor: templates, partial payment, and user settings', () => {
    const everything: SettingsSite = {
      ...shop,
      b2bEnabled: true,
      bookingEnabled: true,
      departmentsEnabled: true,
      partialPaymentEnabled: true,
      cookieDialogEnabled: true,
    };
    expect(cardKeys(everything, 'contributor')).toEqual(['templates', 'partialPayment', 'userSettings']);
    expect(sectionKeys(everything, 'contributor')).toEqual(['visual', 'shop', 'user']);
  });

  it('a reader sees only the user settings', () => {
    expect(settingsSectionsFor(shop, 'reader')).toEqual([
      { key: 'user', cards: [{ key: 'userSettings', path: '/innstillinger/bruker', level: 'all' }] },
    ]);
  });

  it('cards lead to the routes of spec 2 §2', () => {
    const paths = settingsSectionsFor(
      { ...shop, cookieDialogEnabled: true, departmentsEnabled: true, bookingEnabled: true },
      'admin',
    ).flatMap((section) => section.cards.map((card) => card.path));
    expect(paths).toEqual(
      expect.arrayContaining([
        '/innstillinger/nettsted',
        '/innstillinger/domener',
        '/innstillinger/brukere',
        '/innstillinger/aktivitetslogg',
        '/innstillinger/informasjonskapsler',
        '/innstillinger/kataloger',
        '/innstillinger/abonnement',
        '/designer/temainnstillinger',
        '/innstillinger/maler',
      ]),
    );
  });
});
