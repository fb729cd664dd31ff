import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBarrierBlock, IconMapQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { NavigationItem } from '../../app/areas/area';
import { plannedAreaFor } from './planned-areas';

/**
 * Any path the route map does not know: an area of the navigation that is not built yet
 * (the one shared 'under arbeid' page), or a plain 'not found'.
 */
export function FallbackScreen() {
  const { pathname } = useLocation();
  return <FallbackPage area={plannedAreaFor(pathname)} />;
}

/** 'Siden finnes ikke', for a known route the site has no use for (product pages without e-commerce). */
export function NotFoundScreen() {
  return <FallbackPage area={undefined} />;
}

function FallbackPage({ area }: { area: NavigationItem | undefined }) {
  const { t } = useTranslation();
  const title = area ? (area.label ?? t(`nav.${area.key}`)) : t('notFound.title');

  return (
    <Stack maw={640}>
      <Title order={1}>{title}</Title>
      <Paper withBorder p="xl" radius="md">
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={48} radius="xl" variant="light" color={area ? 'yellow' : 'gray'}>
            {area ? <IconBarrierBlock size={26} /> : <IconMapQuestion size={26} />}
          </ThemeIcon>
          <Title order={2} size="h4">
            {area ? t('underConstruction.title') : t('notFound.title')}
          </Title>
          <Text c="dimmed" maw={440}>
            {area ? t('underConstruction.text') : t('notFound.text')}
          </Text>
          <Button component={Link} to="/" variant="default">
            {t('common.backToHome')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}

export { FallbackScreen as Component };
