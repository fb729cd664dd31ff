/**
 * The font families the platform serves itself, from the @fontsource packages the server depends on,
 * so that a theme's fonts cost no request to another host (no font service sees a visitor before
 * they have chosen anything). The storefront serves each file at `hostedFontPath/{file name}`.
 */

export interface HostedFontFamily {
  family: string;
  /** The @fontsource package's name and the files' prefix: `@fontsource/{id}/files/{id}-…`. */
  id: string;
  /** The static weights the package holds. */
  weights: readonly number[];
}

const range = (from: number, to: number) => Array.from({ length: (to - from) / 100 + 1 }, (_, i) => from + i * 100);

export const hostedFontFamilies: readonly HostedFontFamily[] = [
  { family: 'Inter', id: 'inter', weights: range(100, 900) },
  { family: 'Source Sans 3', id: 'source-sans-3', weights: range(200, 900) },
  { family: 'Nunito Sans', id: 'nunito-sans', weights: range(200, 900) },
  { family: 'Fraunces', id: 'fraunces', weights: range(100, 900) },
  { family: 'Lora', id: 'lora', weights: range(400, 700) },
];

/**
 * The subsets served, with the characters each covers (from the packages' unicode.json): Latin holds
 * Norwegian's æ, ø and å; Latin Extended the Sami letters (á, č, đ, ŋ, š, ŧ, ž) and is fetched only
 * when a page shows one of them.
 */
export const hostedFontSubsets = {
  latin:
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  'latin-ext':
    'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
} as const;
export type HostedFontSubset = keyof typeof hostedFontSubsets;

export const hostedFontStyles = ['normal', 'italic'] as const;
export type HostedFontStyle = (typeof hostedFontStyles)[number];

/** One file: a family's subset in one weight and style. */
export interface HostedFontFile {
  family: HostedFontFamily;
  subset: HostedFontSubset;
  weight: number;
  style: HostedFontStyle;
}

/** Where the storefront serves the files, on every site's host. */
export const hostedFontPath = '/_vev/fonts';

export const findHostedFontFamily = (family: string): HostedFontFamily | undefined =>
  hostedFontFamilies.find((hosted) => hosted.family.toLowerCase() === family.trim().toLowerCase());

/** `inter-latin-400-normal.woff2`: the package's own file name, so the server finds the file by it. */
export const hostedFontFileName = (file: HostedFontFile) =>
  `${file.family.id}-${file.subset}-${file.weight}-${file.style}.woff2`;

const fileNamePattern = /^([a-z0-9-]+?)-(latin|latin-ext)-(\d{3})-(normal|italic)\.woff2$/;

/** The file a name asks for, or null when the platform does not serve such a file. */
export function parseHostedFontFileName(name: string): HostedFontFile | null {
  const match = fileNamePattern.exec(name);
  if (!match) return null;
  const [, id, subset, weight, style] = match;
  const family = hostedFontFamilies.find((hosted) => hosted.id === id);
  if (!family?.weights.includes(Number(weight))) return null;
  return { family, subset: subset as HostedFontSubset, weight: Number(weight), style: style as HostedFontStyle };
}

/** The weight of `family` nearest to the one asked for (a setting may hold any weight from 100 to 900). */
export function nearestHostedWeight(family: HostedFontFamily, weight: number): number {
  return family.weights.reduce((best, candidate) =>
    Math.abs(candidate - weight) < Math.abs(best - weight) ? candidate : best,
  );
}
