/** The named themes, each loaded only when a site uses it (spec 2 §2: theme code is loaded on demand). */
import type { Theme } from './types';

/** What a theme picker lists, without loading the themes. */
export const themeCatalog = [
  { name: 'standard', label: 'Standard' },
  { name: 'fjord', label: 'Fjord' },
  { name: 'skog', label: 'Skog' },
  { name: 'kveld', label: 'Kveld' },
] as const;
export type ThemeName = (typeof themeCatalog)[number]['name'];

const themeModules: Record<ThemeName, () => Promise<{ theme: Theme }>> = {
  standard: () => import('./standard'),
  fjord: () => import('./fjord'),
  skog: () => import('./skog'),
  kveld: () => import('./kveld'),
};

export const defaultThemeName: ThemeName = 'standard';

/** Spec 1 §8: an unknown theme is the error 'Theme {name} not found'. */
export class ThemeNotFoundError extends Error {
  readonly code = 'themeNotFound';
  constructor(readonly themeName: string) {
    super(`Theme ${themeName} not found`);
    this.name = 'ThemeNotFoundError';
  }
}

export const isThemeName = (name: string): name is ThemeName => Object.hasOwn(themeModules, name);

export async function loadTheme(name: string): Promise<Theme> {
  if (!isThemeName(name)) throw new ThemeNotFoundError(name);
  return (await themeModules[name]()).theme;
}
