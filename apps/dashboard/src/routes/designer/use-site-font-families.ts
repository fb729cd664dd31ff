/**
 * The font families a font field suggests in the designer: the theme's own, the Google and custom
 * fonts the site added (draft included), then the platform's other families. The platform's come
 * from the storefront itself; only a family the site adds under Google Fonts or Adobe Fonts is
 * fetched from that service, as the site chose. Nothing here loads a font: the list is names only.
 */
import { useQuery } from '@tanstack/react-query';
import { applyThemeConfig, hostedFontFamilies, isThemeName, loadTheme, themeConfigForRender } from '@vev/sections';
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
  return [
    ...new Set([
      ...sources.hosted.map((font) => font.family),
      ...sources.google.map((font) => font.family),
      ...sources.custom.map((font) => font.family),
      ...hostedFontFamilies.map((font) => font.family),
    ]),
  ];
}
