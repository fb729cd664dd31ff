/** A theme as CSS: custom properties on `:root`, font sizes per screen size, and the font files to load. */
import type { FontSetting } from '../definition/types';
import { isColor, isFontFamily } from '../definition/values';
import { customFontFaces, hostedFontFaces } from './fonts';
import type { Theme, ThemeColors, ThemeConfig } from './types';

const genericFamilies = new Set([
  'serif',
  'sans-serif',
  'monospace',
  'cursive',
  'system-ui',
  'ui-serif',
  'ui-sans-serif',
]);

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** A family as CSS: quoted unless it is a generic one; a name that is not a plain font name is left out. */
function familyStack(family: string | undefined, fallback: string): string {
  if (!family || !isFontFamily(family)) return fallback;
  return `${genericFamilies.has(family) ? family : `"${family}"`}, ${fallback}`;
}

/** The theme with the site's changes applied; colours and fonts that are not valid are ignored. */
export function applyThemeConfig(theme: Theme, config: ThemeConfig = {}): Theme {
  const colors = { ...theme.colors };
  for (const [key, value] of Object.entries(config.colors ?? {})) {
    if (key in colors && typeof value === 'string' && isColor(value)) colors[key as keyof ThemeColors] = value;
  }
  const sources = { ...theme.fonts.sources, ...config.fonts?.sources };
  return {
    ...theme,
    colors,
    baseStyles: { ...theme.baseStyles, radius: config.radius ?? theme.baseStyles.radius },
    fonts: {
      ...theme.fonts,
      sources,
      body: config.fonts?.body ?? theme.fonts.body,
      heading: config.fonts?.heading ?? theme.fonts.heading,
    },
  };
}

function fontVariables(role: 'body' | 'heading', font: Partial<FontSetting>, fallback: string): string[] {
  const lines: string[] = [];
  if (font.family) lines.push(`--vev-font-${role}-family: ${familyStack(font.family, fallback)};`);
  if (font.weight) lines.push(`--vev-font-${role}-weight: ${Math.round(font.weight)};`);
  if (font.size) lines.push(`--vev-font-${role}-size: ${font.size}rem;`);
  return lines;
}

/** Each screen-size override as a min-width media query, narrowest first so wider ones win. */
function fontMediaQueries(theme: Theme): string[] {
  const byWidth = new Map<number, string[]>();
  for (const role of ['body', 'heading'] as const) {
    for (const override of theme.fonts[role].mediaQueries) {
      const lines = fontVariables(role, override, theme.fonts.fallback[role]);
      byWidth.set(override.query, [...(byWidth.get(override.query) ?? []), ...lines]);
    }
  }
  return [...byWidth.entries()]
    .sort(([a], [b]) => a - b)
    .map(
      ([width, lines]) =>
        `@media (min-width: ${Math.round(width)}px) {\n  :root {\n    ${lines.join('\n    ')}\n  }\n}`,
    );
}

/** The theme's stylesheet: the platform's and the site's own font faces, then the variables every section's CSS reads. */
export function themeStylesheet(theme: Theme): string {
  const { colors, baseStyles, fonts } = theme;
  const variables = [
    ...Object.entries(colors)
      .filter(([, value]) => isColor(value))
      .map(([key, value]) => `--vev-color-${kebab(key)}: ${value};`),
    `--vev-radius: ${baseStyles.radius}rem;`,
    `--vev-radius-button: ${baseStyles.buttonRadius}rem;`,
    `--vev-content-width: ${baseStyles.contentWidth}px;`,
    `--vev-section-space: ${baseStyles.sectionSpace}rem;`,
    ...fontVariables('body', fonts.body, fonts.fallback.body),
    ...fontVariables('heading', fonts.heading, fonts.fallback.heading),
  ];
  return [
    ...hostedFontFaces(theme),
    ...customFontFaces(theme),
    `:root {\n  ${variables.join('\n  ')}\n}`,
    ...fontMediaQueries(theme),
  ].join('\n');
}
