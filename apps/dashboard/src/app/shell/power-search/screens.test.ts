import { IconSettings } from '@tabler/icons-react';
import { type PermissionLevel, settingsSectionsFor } from '@vev/shared';
import { describe, expect, it } from 'vitest';
import type { NavigationSite } from '../../areas/area';
import { siteWithEveryFeature, siteWithoutFeatures } from '../../areas/example-sites';
import { areas } from '../../areas/index';
import { navigationFor } from '../../areas/navigation';
import { screenWords } from './screen-words';
import { type ScreenLabels, searchableScreens } from './screens';

const everything: NavigationSite = { ...siteWithEveryFeature, dataSets: [{ name: 'ansatte', label: 'Ansatte' }] };

const labels: ScreenLabels = {
  navigation: (item) => item.label ?? item.key,
  navigationIcon: () => undefined,
  card: (card) => ({ title: card.key, text: `${card.key} text` }),
  cardIcon: () => IconSettings,
  settings: 'Innstillinger',
};

const screensFor = (site: NavigationSite, level: PermissionLevel) =>
  searchableScreens(navigationFor(areas, site, level), settingsSectionsFor(site, level), labels, screenWords);
const paths = (site: NavigationSite, level: PermissionLevel) => screensFor(site, level).map((screen) => screen.path);

describe('power search: the screens a user can open', () => {
  it('an admin of a shop finds every settings screen, shop settings included, with its search words', () => {
    const screens = screensFor(everything, 'admin');
    for (const path of ['domener', 'brukere', 'frakt', 'betalingslosninger', 'avgifter', 'aktivitetslogg']) {
      expect(paths(everything, 'admin')).toContain(`/innstillinger/${path}`);
    }
    expect(screens.find((screen) => screen.path === '/innstillinger/avgifter')).toMatchObject({
      label: 'taxes',
      place: 'Innstillinger',
      description: 'taxes text',
      words: expect.arrayContaining(['mva', 'moms']),
    });
  });

  it("a reader gets no admin-only settings, as the settings overview's gates say", () => {
    const readable = paths(everything, 'reader');
    expect(readable).toContain('/innstillinger/bruker');
    expect(readable).toContain('/innhold/sider');
    for (const path of ['domener', 'brukere', 'frakt', 'tilgangsnokler', 'aktivitetslogg', 'redirects']) {
      expect(readable).not.toContain(`/innstillinger/${path}`);
    }
  });

  it('a site without a shop offers no shop screens', () => {
    const screens = paths(siteWithoutFeatures, 'admin');
    expect(screens).not.toContain('/innstillinger/frakt');
    expect(screens).not.toContain('/butikk/ordrer');
  });

  it('navigation entries carry their section as their place, and a path both offer is listed once', () => {
    const screens = screensFor(everything, 'admin');
    expect(screens.find((screen) => screen.path === '/butikk/ordrer')).toMatchObject({
      label: 'orders',
      place: 'shop',
    });
    expect(screens.filter((screen) => screen.path === '/designer/globalt')).toHaveLength(1);
    expect(screens.find((screen) => screen.path === '/innhold/data-sets/ansatte')).toMatchObject({ label: 'Ansatte' });
  });

  it('every path with search words is a screen that someone can open', () => {
    const reachable = new Set(paths(everything, 'admin'));
    expect(Object.keys(screenWords).filter((path) => !reachable.has(path))).toEqual([]);
  });
});
