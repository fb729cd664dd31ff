import { settingsSectionsFor } from '@vev/shared';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission, useSite } from '../../../hooks/api/sites';
import { settingsWords } from '../../../i18n';
import { settingsCardIcons } from '../../../routes/settings/settings-overview/card-icons';
import type { NavigationItem } from '../../areas/area';
import { navigationIcons } from '../nav-icons';
import { useNavigation } from '../use-navigation';
import { screenWords } from './screen-words';
import { type SearchableScreen, searchableScreens } from './screens';

/**
 * The settings cards' names live with the settings screens' words; the search loads them when it
 * opens and offers the settings screens once they are there.
 */
function useSettingsWords(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let current = true;
    void settingsWords.load().then(() => {
      if (current) setLoaded(true);
    });
    return () => {
      current = false;
    };
  }, []);
  return loaded;
}

/** The screens this user may open on this site, as the side navigation and the settings overview show them. */
export function useSearchableScreens(): SearchableScreen[] {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { data: site } = useSite();
  const permission = usePermission();
  const settingsLoaded = useSettingsWords();
  return useMemo(() => {
    if (!navigation || !site || !permission) return [];
    const settings = settingsLoaded ? settingsSectionsFor(site, permission) : [];
    return searchableScreens(
      navigation,
      settings,
      {
        navigation: (item: NavigationItem) => item.label ?? t(`nav.${item.key}`),
        navigationIcon: (item: NavigationItem) => navigationIcons[item.key],
        card: (card) => ({ title: t(`settings.cards.${card.key}.title`), text: t(`settings.cards.${card.key}.text`) }),
        cardIcon: (card) => settingsCardIcons[card.key],
        settings: t('nav.settings'),
      },
      screenWords,
    );
  }, [navigation, site, permission, settingsLoaded, t]);
}
