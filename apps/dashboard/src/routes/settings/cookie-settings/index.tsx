import { SimpleGrid } from '@mantine/core';
import { IconCookie, IconListDetails, IconPalette } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LinkCard } from '../settings-overview/LinkCard';
import { CookieScreen } from './CookieGate';

const cards = [
  { key: 'builtIn', path: 'innebygde', icon: IconCookie },
  { key: 'custom', path: 'egendefinerte', icon: IconListDetails },
  { key: 'configuration', path: 'konfigurasjon', icon: IconPalette },
] as const;

/** /innstillinger/informasjonskapsler: a grid of three cards (spec 2 §2 'Cookies', §9). */
export function CookieSettingsScreen() {
  const { t } = useTranslation();
  return (
    <CookieScreen title={t('cookies.title')}>
      {() => (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {cards.map((card) => (
            <LinkCard
              key={card.key}
              id={`cookie-card-${card.key}`}
              to={`/innstillinger/informasjonskapsler/${card.path}`}
              icon={card.icon}
              title={t(`cookies.cards.${card.key}.title`)}
              text={t(`cookies.cards.${card.key}.text`)}
            />
          ))}
        </SimpleGrid>
      )}
    </CookieScreen>
  );
}

export { CookieSettingsScreen as Component };
