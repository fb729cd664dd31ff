/** Font settings as sections and themes store them (spec 1 §3 'Font setting'): sizes in rem, widths in px. */
import { type FontSetting, fontSettingSchema } from '@vev/sections';
import { fieldErrors } from '@vev/shared';

export const fontWeights = ['100', '200', '300', '400', '500', '600', '700', '800', '900'];

/** What the fields show while there is no setting (the theme's font). */
export const unsetFont: FontSetting = { family: '', weight: 400, size: 1, mediaQueries: [] };

/** No family and no screen sizes is no setting: the theme's font. */
export const toFontValue = (font: FontSetting): FontSetting | null =>
  font.family === '' && font.mediaQueries.length === 0 ? null : font;

/** A screen-size override as its row in the editor: empty fields are null. */
export interface OverrideRow {
  id: number;
  query: number | null;
  family: string;
  weight: string | null;
  size: number | null;
}

export const toRows = (font: FontSetting): OverrideRow[] =>
  font.mediaQueries.map((override, id) => ({
    id,
    query: override.query,
    family: override.family ?? '',
    weight: override.weight === undefined ? null : String(override.weight),
    size: override.size ?? null,
  }));

/** The rows as stored overrides: empty fields left out (they use the value above), narrowest screen first. */
export const toMediaQueries = (rows: OverrideRow[]) =>
  rows
    .map((row) => ({
      query: row.query ?? undefined,
      ...(row.family.trim() ? { family: row.family.trim() } : {}),
      ...(row.weight ? { weight: Number(row.weight) } : {}),
      ...(row.size !== null ? { size: row.size } : {}),
    }))
    .sort((a, b) => (a.query ?? 0) - (b.query ?? 0));

/**
 * The editor's messages by row and field (spec 1 §5: the minimum width is a required number), for
 * the rows in the order they are shown.
 */
export function overrideErrors(rows: OverrideRow[]): Record<string, string> {
  const parsed = fontSettingSchema.shape.mediaQueries.safeParse(rows.map((row) => toMediaQueries([row])[0]));
  return parsed.success ? {} : fieldErrors(parsed.error);
}
