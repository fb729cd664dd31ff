import { SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { type SettingsCard, type Site, settingsSectionsFor } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { usePermission, useSite } from '../../../hooks/api/sites';
import { settingsCardIcons } from './card-icons';
import { LinkCard } from './LinkCard';

/** /innstillinger: the settings cards in sections, as the site's features and the user's level allow (spec 2 §2, §6). */
export function SettingsOverviewScreen() {
  const { t } = useTranslation();
  const { data: site } = useSite();
  const permission = usePermission();
  if (!site || !permission) return <Skeleton h={240} />;
  return (
    <Stack gap="xl">
      <Title order={1}>{t('settings.title')}</Title>
      {settingsSectionsFor(site, permission).map((section) => (
        <Stack key={section.key} gap="sm" component="section" aria-labelledby={`settings-${section.key}`}>
          <Title order={2} size="h4" id={`settings-${section.key}`}>
            {t(`settings.sections.${section.key}`)}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {section.cards.map((card) => (
              <SettingsCardLink key={card.key} card={card} unpublished={hasUnpublishedChanges(site, card)} />
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}

/** Theme settings and global content show when they have a draft that is not published (spec 2 §4). */
function hasUnpublishedChanges(site: Site, card: SettingsCard): boolean {
  if (card.key === 'themeSettings') return site.theme.configDraft !== null;
  if (card.key === 'globalContent') return site.globalPropsDraft !== null;
  return false;
}

function SettingsCardLink({ card, unpublished }: { card: SettingsCard; unpublished: boolean }) {
  const { t } = useTranslation();
  return (
    <LinkCard
      id={`settings-card-${card.key}`}
      to={card.path}
      icon={settingsCardIcons[card.key]}
      title={t(`settings.cards.${card.key}.title`)}
      text={t(`settings.cards.${card.key}.text`)}
      badge={unpublished ? t('editor.unpublished') : null}
    />
  );
}

export { SettingsOverviewScreen as Component };
