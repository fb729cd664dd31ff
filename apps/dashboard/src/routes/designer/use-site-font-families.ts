/**
 * The font families the site's theme makes available (the theme's own and the site's Google and
 * custom fonts, draft included): what font fields suggest in the designer.
 */
import { useQuery } from '@tanstack/react-query';
import { applyThemeConfig, isThemeName, loadTheme, themeConfigForRender } from '@vev/sections';
import { queryKeys } from '../../api/query-keys';
import { useSite } from '../../hooks/api/sites';

export function useSiteFontFamilies(): string[] {
  const { data: site } = useSite();
  const stored = site ? (site.theme.configDraft ?? site.theme.config) : null;
  const draftName = stored && typeof stored.name === 'string' ? stored.name : undefined;
  const name = draftName ?? site?.theme.name ?? '';
  const theme = useQuery({
    queryKey: queryKeys.theme(name),
    queryFn: () => loadTheme(name),
    enabled: isThemeName(name),
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!theme.data) return [];
  const { sources } = applyThemeConfig(theme.data, themeConfigForRender(stored)).fonts;
  return [...new Set([...sources.google.map((font) => font.family), ...sources.custom.map((font) => font.family)])];
}
