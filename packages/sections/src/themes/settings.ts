/**
 * The theme settings screen as prop definitions, so the designer builds its form the way it builds a
 * section's, and the server validates theme.configDraft with the schema derived from them. The form's
 * values are what theme.config stores; `themeConfigForRender` turns them into a `ThemeConfig`.
 */
import type { z } from 'zod';
import { propsObjectSchema, valuesForRender } from '../definition/schema';
import type { PropDefinition, PropsOf, SectionProps } from '../definition/types';
import { isFontFamily, isFontFileUrl, valueMessages } from '../definition/values';
import { themeCatalog } from './loader';
import type { ThemeConfig } from './types';

const color = (name: string, label: string) => ({ name, label, type: 'color', default: '' }) as const;

const fontFamilyRule = (value: unknown) => (isFontFamily(String(value)) ? undefined : valueMessages.fontFamily);

const weight = { type: 'number', integer: true, min: 100, max: 900 } as const;

export const themeSettingsProps = [
  {
    name: 'name',
    label: 'Tema',
    type: 'select',
    options: themeCatalog.map((theme) => ({ value: theme.name, label: theme.label })),
  },
  {
    name: 'colors',
    label: 'Farger',
    description: 'Tomme felter bruker temaets farge.',
    type: 'object',
    fields: [
      color('primary', 'Primærfarge'),
      color('onPrimary', 'Tekst på primærfarge'),
      color('secondary', 'Sekundærfarge'),
      color('onSecondary', 'Tekst på sekundærfarge'),
      color('background', 'Bakgrunn'),
      color('surface', 'Dempet bakgrunn'),
      color('text', 'Tekst'),
    ],
  },
  {
    name: 'fonts',
    label: 'Skrifter',
    type: 'object',
    fields: [
      { name: 'heading', label: 'Overskrifter', type: 'font' },
      { name: 'body', label: 'Brødtekst', type: 'font' },
    ],
  },
  {
    name: 'fontSources',
    label: 'Skriftkilder',
    description:
      'Temaets skrifter lastes fra nettstedet selv. Skrifter du legger til fra Google Fonts eller Adobe Fonts (Typekit) lastes fra Google eller Adobe hver gang en side vises, også før den besøkende har svart om informasjonskapsler. Tomme felter bruker temaets.',
    type: 'object',
    fields: [
      {
        name: 'google',
        label: 'Google Fonts',
        type: 'list',
        max: 10,
        itemTitle: 'family',
        of: {
          type: 'object',
          label: 'Skrift',
          fields: [
            {
              name: 'family',
              label: 'Skriftnavn',
              type: 'string',
              maxLength: 80,
              required: true,
              validationFn: fontFamilyRule,
            },
            {
              name: 'weights',
              label: 'Vekter',
              type: 'list',
              max: 9,
              of: { ...weight, label: 'Vekt' },
            },
          ],
        },
      },
      {
        name: 'typekitKitId',
        label: 'Adobe Fonts (Typekit) prosjekt-ID',
        type: 'string',
        maxLength: 12,
        default: '',
        validationFn: (value) =>
          /^[a-z0-9]{5,12}$/i.test(String(value)) ? undefined : 'Prosjekt-ID-en består av 5–12 bokstaver og tall.',
      },
      {
        name: 'custom',
        label: 'Egne skrifter',
        type: 'list',
        max: 10,
        itemTitle: 'family',
        of: {
          type: 'object',
          label: 'Skrift',
          fields: [
            {
              name: 'family',
              label: 'Skriftnavn',
              type: 'string',
              maxLength: 80,
              required: true,
              validationFn: fontFamilyRule,
            },
            {
              name: 'url',
              label: 'Adresse til skriftfilen',
              type: 'string',
              maxLength: 2000,
              required: true,
              validationFn: (value) => (isFontFileUrl(String(value)) ? undefined : 'Ugyldig adresse til skriftfilen.'),
            },
            { name: 'weight', label: 'Vekt', ...weight, default: 400 },
            {
              name: 'style',
              label: 'Stil',
              type: 'select',
              options: [
                { value: 'normal', label: 'Normal' },
                { value: 'italic', label: 'Kursiv' },
              ],
            },
          ],
        },
      },
    ],
  },
  { name: 'radius', label: 'Avrunding av hjørner', type: 'number', min: 0, max: 3, unit: 'rem' },
] as const satisfies readonly PropDefinition[];

/** theme.config and theme.configDraft as stored: the settings form's values. */
export type ThemeSettings = PropsOf<typeof themeSettingsProps>;

/** Validates theme.config and theme.configDraft (defaults filled in, unknown fields refused). */
export const themeConfigSchema = propsObjectSchema(themeSettingsProps) as unknown as z.ZodType<ThemeSettings>;

/**
 * Stored settings as `applyThemeConfig` takes them: each value that still fits its field (else the
 * field's default, so old settings never break a page). Font sources the site leaves empty keep the
 * theme's; a list the site fills in replaces the theme's list.
 */
export function themeConfigForRender(stored: unknown): ThemeConfig {
  const values = stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as SectionProps) : {};
  const settings = valuesForRender(themeSettingsProps, values) as ThemeSettings;
  const { google, typekitKitId, custom } = settings.fontSources;
  return {
    colors: settings.colors,
    fonts: {
      heading: settings.fonts.heading,
      body: settings.fonts.body,
      sources: {
        ...(google.length > 0
          ? {
              google: google.map((font) => ({
                family: font.family,
                weights: font.weights.filter((value): value is number => value !== null),
              })),
            }
          : {}),
        ...(typekitKitId ? { typekit: { kitId: typekitKitId } } : {}),
        ...(custom.length > 0
          ? {
              custom: custom.map((font) => ({
                family: font.family,
                url: font.url,
                weight: font.weight ?? 400,
                style: font.style,
              })),
            }
          : {}),
      },
    },
    radius: settings.radius,
  };
}
