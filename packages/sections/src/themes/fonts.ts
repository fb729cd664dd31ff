/**
 * Where a theme's fonts come from, as CSS and as the hosts the page may load them from. The
 * platform's own fonts (hosted-fonts.ts) come from the storefront itself; Google Fonts, Adobe Fonts
 * (Typekit) and font files on other hosts are loaded only when the site names them in its theme
 * settings: that is the site's choice, and only then does the page's policy let those hosts in.
 */
import type { FontSetting } from '../definition/types';
import { isFontFamily, isFontFileUrl } from '../definition/values';
import {
  findHostedFontFamily,
  type HostedFontFamily,
  hostedFontFileName,
  hostedFontPath,
  hostedFontSubsets,
  nearestHostedWeight,
} from './hosted-fonts';
import type { Theme } from './types';

/** A family used without weights of its own gets the regular and the bold one (for `<strong>`). */
const defaultHostedWeights = [400, 700];

/** Every family the theme's two fonts name, at any screen size, with the weights they ask for. */
function familiesInUse(theme: Theme): Map<string, number[]> {
  const used = new Map<string, number[]>();
  const add = (family: string | undefined, weight: number | undefined) => {
    if (!family) return;
    const weights = used.get(family) ?? [];
    if (weight) weights.push(weight);
    used.set(family, weights);
  };
  for (const font of [theme.fonts.body, theme.fonts.heading] satisfies FontSetting[]) {
    add(font.family, font.weight);
    for (const override of font.mediaQueries) add(override.family ?? font.family, override.weight ?? font.weight);
  }
  return used;
}

/**
 * The platform's families the theme lists or uses, each with the weights to declare: the listed ones
 * (else regular and bold) and those the fonts ask for, at the nearest weight the family has. A family
 * the site takes from Google Fonts or from files of its own is left to them.
 */
function hostedFamilies(theme: Theme): { family: HostedFontFamily; weights: number[] }[] {
  const { sources } = theme.fonts;
  const chosenElsewhere = new Set([...sources.google, ...sources.custom].map((font) => font.family.toLowerCase()));
  const wanted = new Map<HostedFontFamily, Set<number>>();
  const want = (name: string, weights: readonly number[]) => {
    const family = findHostedFontFamily(name);
    if (!family || chosenElsewhere.has(family.family.toLowerCase())) return;
    const set = wanted.get(family) ?? new Set<number>();
    for (const weight of weights) set.add(nearestHostedWeight(family, weight));
    wanted.set(family, set);
  };
  for (const font of sources.hosted) want(font.family, font.weights.length > 0 ? font.weights : defaultHostedWeights);
  for (const [name, weights] of familiesInUse(theme)) {
    const listed = sources.hosted.some((font) => font.family.toLowerCase() === name.toLowerCase());
    want(name, listed ? weights : [...defaultHostedWeights, ...weights]);
  }
  return [...wanted].map(([family, weights]) => ({ family, weights: [...weights].sort((a, b) => a - b) }));
}

/** `@font-face` rules for the platform's own fonts: one per weight and subset, fetched only when used. */
export function hostedFontFaces(theme: Theme): string[] {
  return hostedFamilies(theme).flatMap(({ family, weights }) =>
    weights.flatMap((weight) =>
      Object.entries(hostedFontSubsets).map(([subset, unicodeRange]) => {
        const file = hostedFontFileName({
          family,
          subset: subset as keyof typeof hostedFontSubsets,
          weight,
          style: 'normal',
        });
        return `@font-face {\n  font-family: "${family.family}";\n  font-style: normal;\n  font-weight: ${weight};\n  font-display: swap;\n  src: url("${hostedFontPath}/${file}") format("woff2");\n  unicode-range: ${unicodeRange};\n}`;
      }),
    ),
  );
}

/** `@font-face` rules for the font files the site added itself (its media, or another host). */
export function customFontFaces(theme: Theme): string[] {
  return theme.fonts.sources.custom
    .filter((font) => isFontFamily(font.family) && isFontFileUrl(font.url))
    .map(
      (font) =>
        `@font-face {\n  font-family: "${font.family}";\n  src: url("${font.url}");\n  font-weight: ${Math.round(font.weight)};\n  font-style: ${font.style === 'italic' ? 'italic' : 'normal'};\n  font-display: swap;\n}`,
    );
}

const isTypekitKitId = (kitId: string) => /^[a-z0-9]{5,12}$/i.test(kitId);

/** The stylesheets to link in the page head for the Google and Adobe (Typekit) fonts the site chose. */
export function themeFontLinks(theme: Theme): string[] {
  const { google, typekit } = theme.fonts.sources;
  const links: string[] = [];
  const families = google.filter((font) => isFontFamily(font.family));
  if (families.length > 0) {
    const query = families
      .map((font) => {
        const weights = [...new Set(font.weights)].sort((a, b) => a - b).join(';');
        return `family=${encodeURIComponent(font.family).replace(/%20/g, '+')}${weights ? `:wght@${weights}` : ''}`;
      })
      .join('&');
    links.push(`https://fonts.googleapis.com/css2?${query}&display=swap`);
  }
  if (typekit && isTypekitKitId(typekit.kitId)) links.push(`https://use.typekit.net/${typekit.kitId}.css`);
  return links;
}

/** Other hosts the theme's fonts come from, as a content security policy names them. */
export interface ThemeFontHosts {
  /** Stylesheets (`style-src`). */
  styles: string[];
  /** Font files (`font-src`). */
  fonts: string[];
}

/** The origin of an absolute http(s) address, when it is one a policy can name (no `;` or `,` in it). */
function originOf(url: string): string | null {
  if (!/^https?:\/\//i.test(url)) return null;
  try {
    const { origin } = new URL(url);
    return /^https?:\/\/[a-z0-9.-]+(:\d+)?$/.test(origin) ? origin : null;
  } catch {
    return null;
  }
}

/**
 * The hosts the site chose fonts from: Google's stylesheet and files, Adobe's (its stylesheet also
 * loads one from p.typekit.net), and the origins of custom font files given as full addresses.
 * None for a theme that uses the platform's fonts, the site's own media, or the system's fonts.
 */
export function themeFontHosts(theme: Theme): ThemeFontHosts {
  const { google, typekit, custom } = theme.fonts.sources;
  const styles = new Set<string>();
  const fonts = new Set<string>();
  if (google.some((font) => isFontFamily(font.family))) {
    styles.add('https://fonts.googleapis.com');
    fonts.add('https://fonts.gstatic.com');
  }
  if (typekit && isTypekitKitId(typekit.kitId)) {
    styles.add('https://use.typekit.net').add('https://p.typekit.net');
    fonts.add('https://use.typekit.net');
  }
  for (const font of custom) {
    const origin = isFontFamily(font.family) && isFontFileUrl(font.url) ? originOf(font.url) : null;
    if (origin) fonts.add(origin);
  }
  return { styles: [...styles], fonts: [...fonts] };
}
