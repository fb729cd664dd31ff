/**
 * The theme settings screen as prop definitions, so the designer builds its form the way it builds a
 * section's, and the server validates theme.configDraft with the schema derived from them.
 */
import type { z } from 'zod';
import { propsObjectSchema } from '../definition/schema';
import type { PropDefinition } from '../definition/types';
import type { ThemeConfig } from './types';

const color = (name: string, label: string) => ({ name, label, type: 'color', default: '' }) as const;

export const themeSettingsProps = [
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
  { name: 'radius', label: 'Avrunding av hjørner', type: 'number', min: 0, max: 3, unit: 'rem' },
] as const satisfies readonly PropDefinition[];

/** theme.config and theme.configDraft; the result can be given to `applyThemeConfig`. */
export const themeConfigSchema = propsObjectSchema(themeSettingsProps) as unknown as z.ZodType<ThemeConfig>;
