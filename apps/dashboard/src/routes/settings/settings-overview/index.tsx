import { Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { type SettingsCard, settingsSectionsFor } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePermission, useSite } from '../../../hooks/api/sites';
import { settingsCardIcons } from './card-icons';
import classes from './SettingsOverview.module.css';

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
              <SettingsCardLink key={card.key} card={card} />
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}

function SettingsCardLink({ card }: { card: SettingsCard }) {
  const { t } = useTranslation();
  const Icon = settingsCardIcons[card.key];
  const id = `settings-card-${card.key}`;
  return (
    <UnstyledButton
      component={Link}
      to={card.path}
      className={classes.card}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
    >
      <Paper withBorder p="md" radius="md" h="100%">
        <Stack gap="xs">
          <ThemeIcon variant="light" size="lg" radius="md">
            <Icon size={20} />
          </ThemeIcon>
          <Text fw={600} id={`${id}-title`}>
            {t(`settings.cards.${card.key}.title`)}
          </Text>
          <Text size="sm" c="dimmed" id={`${id}-text`}>
            {t(`settings.cards.${card.key}.text`)}
          </Text>
        </Stack>
      </Paper>
    </UnstyledButton>
  );
}

export { SettingsOverviewScreen as Component };
