/** A site theme: colours, base styles and fonts, turned into CSS variables by `themeStylesheet`. */
import type { FontSetting } from '../definition/types';

export interface ThemeColors {
  primary: string;
  onPrimary: string;
  secondary: string;
  onSecondary: string;
  background: string;
  surface: string;
  text: string;
  muted: string;
  border: string;
  dark: string;
  onDark: string;
  /** Sale prices and 'Utsolgt'. */
  sale: string;
  /** 'På lager'. */
  success: string;
}

/** Where font files come from (spec 1 §3 'Site' fonts {google, typekit, custom}, and the platform's own). */
export interface FontSources {
  /** Families the platform serves itself (hosted-fonts.ts): no request leaves the site's host. */
  hosted: { family: string; weights: number[] }[];
  /** Loaded from Google Fonts: only when the site names them in its theme settings. */
  google: { family: string; weights: number[] }[];
  /** An Adobe Fonts (Typekit) web project, likewise the site's choice. */
  typekit: { kitId: string } | null;
  custom: { family: string; url: string; weight: number; style: 'normal' | 'italic' }[];
}

export interface Theme {
  name: string;
  label: string;
  description: string;
  colors: ThemeColors;
  baseStyles: {
    /** Corner radius of cards and images, in rem. */
    radius: number;
    /** Corner radius of buttons, in rem. */
    buttonRadius: number;
    /** The widest text and grid column, in px. */
    contentWidth: number;
    /** Space above and below a section, in rem. */
    sectionSpace: number;
  };
  fonts: {
    sources: FontSources;
    body: FontSetting;
    heading: FontSetting;
    /** Appended after the chosen families. */
    fallback: { body: string; heading: string };
  };
}

/** What a site changes of its theme (theme.config): any colour, the two fonts, the radius. */
export interface ThemeConfig {
  colors?: Partial<ThemeColors>;
  fonts?: { body?: FontSetting | null; heading?: FontSetting | null; sources?: Partial<FontSources> };
  radius?: number | null;
}
