/**
 * What the storefront's consent dialog shows: the categories the site's cookies and scripts use,
 * the cookies under each, and the admin's intro and colours (each colour checked before it reaches CSS).
 */
import { isColor } from '@vev/sections';
import {
  type ConsentCategory,
  type CookieDefinition,
  type CookieDialogMeta,
  type CustomScript,
  defaultCookieDialogMeta,
} from '@vev/shared';

/** Functionality and security keep the site working and safe: always on, never asked. */
export const necessaryCategories: readonly ConsentCategory[] = ['functionality', 'security'];

export const isNecessary = (category: ConsentCategory) => necessaryCategories.includes(category);

/** The order the dialog lists them in: what is always on first, then from the mildest to the most intrusive. */
const categoryOrder: readonly ConsentCategory[] = [...necessaryCategories, 'analytics', 'personalization', 'ad'];

export const consentCategoryText: Record<ConsentCategory, { label: string; description: string }> = {
  functionality: {
    label: 'Funksjonalitet',
    description: 'Nødvendige for at nettstedet skal fungere, for eksempel handlekurven og valget du tar her.',
  },
  security: {
    label: 'Sikkerhet',
    description: 'Nødvendige for å beskytte innlogging og skjemaer mot misbruk.',
  },
  analytics: {
    label: 'Statistikk',
    description: 'Hjelper oss å forstå hvordan nettstedet brukes, slik at vi kan gjøre det bedre.',
  },
  personalization: {
    label: 'Personalisering',
    description: 'Tilpasser innhold og anbefalinger etter hva du har sett på tidligere.',
  },
  ad: {
    label: 'Markedsføring',
    description: 'Brukes til å vise deg relevante annonser og måle hvordan de virker.',
  },
};

export interface ConsentCategoryEntry {
  category: ConsentCategory;
  necessary: boolean;
  cookies: CookieDefinition[];
}

export type ConsentLook = Omit<CookieDialogMeta, 'intro'>;

export interface ConsentDialogModel {
  /** Raw draft JSON, or '' for the platform's own intro. */
  intro: string;
  look: ConsentLook;
  categories: ConsentCategoryEntry[];
  /** In a preview the dialog waits for its button, so it never covers what the editor is working on. */
  preview: boolean;
}

const lookKeys = ['primaryColor', 'textColor', 'backgroundColor', 'cardColor', 'borderColor'] as const;

/** The stored look, read field by field: a missing or unsafe colour falls back to the default alone. */
export function consentLook(meta: Record<string, unknown>): ConsentLook {
  const colour = (key: (typeof lookKeys)[number]) => {
    const value = meta[key];
    return typeof value === 'string' && isColor(value.trim()) ? value.trim() : defaultCookieDialogMeta[key];
  };
  return Object.fromEntries(lookKeys.map((key) => [key, colour(key)])) as ConsentLook;
}

/**
 * One entry per category that the site's cookies (built-in and custom) or its consent-bound scripts
 * use: a script's category must be askable, or 'Godta alle' could never let it run.
 */
export function consentCategories(cookies: CookieDefinition[], scripts: CustomScript[]): ConsentCategoryEntry[] {
  const used = new Set<ConsentCategory>([
    ...cookies.flatMap((cookie) => cookie.consentCategories),
    ...scripts.flatMap((script) => (script.consentCategory ? [script.consentCategory] : [])),
  ]);
  return categoryOrder
    .filter((category) => used.has(category))
    .map((category) => ({
      category,
      necessary: isNecessary(category),
      cookies: cookies.filter((cookie) => cookie.consentCategories.includes(category)),
    }));
}

export function consentDialogModel(input: {
  cookies: CookieDefinition[];
  scripts: CustomScript[];
  meta: Record<string, unknown>;
  preview: boolean;
}): ConsentDialogModel {
  return {
    intro: typeof input.meta.intro === 'string' ? input.meta.intro : '',
    look: consentLook(input.meta),
    categories: consentCategories(input.cookies, input.scripts),
    preview: input.preview,
  };
}
