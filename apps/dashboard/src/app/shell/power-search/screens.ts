/**
 * The screens the power search can open: every entry of the side navigation and every card of the
 * settings overview, as the site's features and the user's level give them (the same rules gate
 * them there), each with its search words.
 */
import type { Icon } from '@tabler/icons-react';
import type { SettingsCard, SettingsSection } from '@vev/shared';
import type { NavigationItem } from '../../areas/area';

export interface SearchableScreen {
  path: string;
  label: string;
  /** Where the screen sits ('Innhold', 'Innstillinger'), for the hit's second line. */
  place?: string;
  /** What the screen is for, when the settings overview says it. */
  description?: string;
  icon?: Icon;
  words: readonly string[];
}

export interface ScreenLabels {
  navigation(item: NavigationItem): string;
  navigationIcon(item: NavigationItem): Icon | undefined;
  card(card: SettingsCard): { title: string; text: string };
  cardIcon(card: SettingsCard): Icon;
  /** The settings overview's name, the place of its cards. */
  settings: string;
}

function navigationScreens(
  items: readonly NavigationItem[],
  labels: ScreenLabels,
  words: Readonly<Record<string, readonly string[]>>,
  parent?: { label: string; icon: Icon | undefined },
): SearchableScreen[] {
  return items.flatMap((item) => {
    const label = labels.navigation(item);
    const icon = labels.navigationIcon(item) ?? parent?.icon;
    const screen: SearchableScreen = {
      path: item.path,
      label,
      ...(parent ? { place: parent.label } : {}),
      ...(icon ? { icon } : {}),
      words: words[item.path] ?? [],
    };
    return [screen, ...navigationScreens(item.children ?? [], labels, words, { label, icon })];
  });
}

function settingsScreens(
  sections: readonly SettingsSection[],
  labels: ScreenLabels,
  words: Readonly<Record<string, readonly string[]>>,
): SearchableScreen[] {
  return sections.flatMap((section) =>
    section.cards.map((card) => {
      const { title, text } = labels.card(card);
      return {
        path: card.path,
        label: title,
        place: labels.settings,
        description: text,
        icon: labels.cardIcon(card),
        words: words[card.path] ?? [],
      };
    }),
  );
}

/** The navigation's screens, then the settings overview's; a path both offer is listed once. */
export function searchableScreens(
  navigation: readonly NavigationItem[],
  settings: readonly SettingsSection[],
  labels: ScreenLabels,
  words: Readonly<Record<string, readonly string[]>>,
): SearchableScreen[] {
  const byPath = new Map<string, SearchableScreen>();
  for (const screen of [...navigationScreens(navigation, labels, words), ...settingsScreens(settings, labels, words)]) {
    if (!byPath.has(screen.path)) byPath.set(screen.path, screen);
  }
  return [...byPath.values()];
}
