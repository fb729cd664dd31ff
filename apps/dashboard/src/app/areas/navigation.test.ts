import type { PermissionLevel } from '@vev/shared';
import { describe, expect, it } from 'vitest';
import type { NavigationItem, NavigationKey, NavigationSite } from './area';
import { siteWithoutFeatures } from './example-sites';
import { areas } from './index';
import { navigationFor as navigationOf, navigationPaths } from './navigation';

const navigationFor = (site: NavigationSite, level: PermissionLevel) => navigationOf(areas, site, level);

const shop: NavigationSite = { ...siteWithoutFeatures, hasEcommerce: true };

const topKeys = (items: NavigationItem[]): NavigationKey[] => items.map((item) => item.key);

function childKeys(items: NavigationItem[], key: NavigationKey): NavigationKey[] | undefined {
  return items.find((item) => item.key === key)?.children?.map((child) => child.key);
}

describe('side navigation (spec 2 §2)', () => {
  it('a reader on a site without optional features sees Hjem, Innhold, Skjemaer, Rapporter and Innstillinger', () => {
    const items = navigationFor(siteWithoutFeatures, 'reader');
    expect(topKeys(items)).toEqual(['home', 'content', 'forms', 'reports', 'settings']);
    expect(childKeys(items, 'content')).toEqual(['pages', 'categories', 'media', 'components']);
    expect(childKeys(items, 'reports')).toEqual(['visitReport']);
  });

  it('every entry leads to the route the spec names', () => {
    const everything: NavigationSite = {
      ...siteWithoutFeatures,
      hasEcommerce: true,
      b2bEnabled: true,
      bookingEnabled: true,
      departmentsEnabled: true,
      subscriptionsEnabled: true,
    };
    expect(navigationPaths(navigationFor(everything, 'admin'))).toEqual([
      '/',
      '/innhold',
      '/innhold/sider',
      '/innhold/kategorier',
      '/innhold/produktsider',
      '/innhold/filer',
      '/designer/globalt',
      '/innhold/komponenter',
      '/innhold/innholdskataloger',
      '/butikk',
      '/butikk/ordrer',
      '/butikk/abonnementer',
      '/butikk/produkter',
      '/butikk/produktmaler',
      '/butikk/attributter',
      '/butikk/tilbud',
      '/butikk/etiketter',
      '/butikk/kunder',
      '/butikk/produktkataloger',
      '/skjemaer',
      '/b2b',
      '/b2b/tilbudsforesporsler',
      '/b2b/bedrifter',
      '/booking',
      '/booking/kalender',
      '/booking/tjenester',
      '/booking/ressurser',
      '/eksperimenter',
      '/rapporter',
      '/rapporter/besok',
      '/rapporter/butikk',
      '/apper',
      '/innstillinger',
    ]);
  });

  describe('Innhold', () => {
    it('Produktsider only with e-commerce', () => {
      expect(childKeys(navigationFor(siteWithoutFeatures, 'admin'), 'content')).not.toContain('productPages');
      expect(childKeys(navigationFor(shop, 'reader'), 'content')).toContain('productPages');
    });

    it('Globalt (/designer/globalt) only for admins', () => {
      expect(childKeys(navigationFor(siteWithoutFeatures, 'reader'), 'content')).not.toContain('globalContent');
      expect(childKeys(navigationFor(siteWithoutFeatures, 'contributor'), 'content')).not.toContain('globalContent');
      expect(childKeys(navigationFor(siteWithoutFeatures, 'admin'), 'content')).toEqual([
        'pages',
        'categories',
        'media',
        'globalContent',
        'components',
      ]);
    });

    it('Innholdskataloger only with b2b or departments enabled', () => {
      const has = (site: NavigationSite) =>
        childKeys(navigationFor(site, 'admin'), 'content')?.includes('contentCatalogs');
      expect(has(siteWithoutFeatures)).toBe(false);
      expect(has({ ...siteWithoutFeatures, b2bEnabled: true })).toBe(true);
      expect(has({ ...siteWithoutFeatures, departmentsEnabled: true })).toBe(true);
      expect(has({ ...shop, departmentOf: 'parent-site' })).toBe(false);
    });

    it('one entry per data set, after the fixed entries, with its own label', () => {
      const site = {
        ...siteWithoutFeatures,
        dataSets: [
          { name: 'ansatte', label: 'Ansatte' },
          { name: 'åpningstider nå', label: 'Åpningstider' },
        ],
      };
      const content = navigationFor(site, 'reader').find((item) => item.key === 'content')?.children ?? [];
      expect(content.slice(-2)).toEqual([
        { key: 'dataSet', path: '/innhold/data-sets/ansatte', label: 'Ansatte' },
        { key: 'dataSet', path: '/innhold/data-sets/%C3%A5pningstider%20n%C3%A5', label: 'Åpningstider' },
      ]);
    });
  });

  describe('Butikk', () => {
    it('only with e-commerce, even when subscriptions are on', () => {
      expect(topKeys(navigationFor({ ...siteWithoutFeatures, subscriptionsEnabled: true }, 'admin'))).not.toContain(
        'shop',
      );
      expect(topKeys(navigationFor(shop, 'reader'))).toContain('shop');
    });

    it('readers see only Ordrer', () => {
      expect(childKeys(navigationFor(shop, 'reader'), 'shop')).toEqual(['orders']);
    });

    it('readers see Ordrer and Abonnementer when subscriptions are enabled', () => {
      const site = { ...shop, subscriptionsEnabled: true };
      expect(childKeys(navigationFor(site, 'reader'), 'shop')).toEqual(['orders', 'subscriptions']);
    });

    it('contributors also see Produkter, Produktmaler, Attributter, Tilbud, Etiketter and Kunder', () => {
      const expected = ['orders', 'products', 'productTemplates', 'attributes', 'discounts', 'labels', 'customers'];
      expect(childKeys(navigationFor(shop, 'contributor'), 'shop')).toEqual(expected);
      expect(childKeys(navigationFor(shop, 'admin'), 'shop')).toEqual(expected);
    });

    it('Produktkataloger for contributors only with b2b, departments, or on a department', () => {
      const has = (site: NavigationSite, level: 'reader' | 'contributor') =>
        childKeys(navigationFor(site, level), 'shop')?.includes('productCatalogs');
      expect(has(shop, 'contributor')).toBe(false);
      expect(has({ ...shop, b2bEnabled: true }, 'contributor')).toBe(true);
      expect(has({ ...shop, departmentsEnabled: true }, 'contributor')).toBe(true);
      expect(has({ ...shop, departmentOf: 'parent-site' }, 'contributor')).toBe(true);
      expect(has({ ...shop, b2bEnabled: true, departmentOf: 'parent-site' }, 'reader')).toBe(false);
    });
  });

  it('B2B (tilbudsforesporsler, bedrifter) only if b2b is enabled', () => {
    expect(topKeys(navigationFor(siteWithoutFeatures, 'admin'))).not.toContain('b2b');
    const items = navigationFor({ ...siteWithoutFeatures, b2bEnabled: true }, 'reader');
    expect(childKeys(items, 'b2b')).toEqual(['quotes', 'companies']);
  });

  it('Booking (kalender, tjenester, ressurser) only if booking is enabled', () => {
    expect(topKeys(navigationFor(siteWithoutFeatures, 'admin'))).not.toContain('booking');
    const items = navigationFor({ ...siteWithoutFeatures, bookingEnabled: true }, 'reader');
    expect(childKeys(items, 'booking')).toEqual(['calendar', 'services', 'resources']);
  });

  it('Eksperimenter and Apper for contributors and admins, not readers', () => {
    expect(topKeys(navigationFor(siteWithoutFeatures, 'reader'))).not.toContain('experiments');
    expect(topKeys(navigationFor(siteWithoutFeatures, 'reader'))).not.toContain('apps');
    const order = ['home', 'content', 'forms', 'experiments', 'reports', 'apps', 'settings'];
    expect(topKeys(navigationFor(siteWithoutFeatures, 'contributor'))).toEqual(order);
    expect(topKeys(navigationFor(siteWithoutFeatures, 'admin'))).toEqual(order);
  });

  it('Rapporter: butikk only with e-commerce', () => {
    expect(childKeys(navigationFor(siteWithoutFeatures, 'admin'), 'reports')).toEqual(['visitReport']);
    expect(childKeys(navigationFor(shop, 'reader'), 'reports')).toEqual(['visitReport', 'shopReport']);
  });

  it('options that have no entry of their own (partial payment, cookie dialog) change nothing', () => {
    const site = { ...siteWithoutFeatures, partialPaymentEnabled: true, cookieDialogEnabled: true };
    expect(navigationFor(site, 'admin')).toEqual(navigationFor(siteWithoutFeatures, 'admin'));
  });
});
