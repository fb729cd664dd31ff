import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBarrierBlock, IconMapQuestion } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { type PlannedArea, plannedAreaFor } from './planned-areas';

/**
 * Any path the route map does not know: an area of the navigation or a settings screen that is not
 * built yet (the one shared 'Under arbeid' page, under the area's own name), or a plain 'not found'.
 */
export function FallbackScreen() {
  const { pathname } = useLocation();
  const area = plannedAreaFor(pathname);
  return area ? <UnderConstructionPage area={area} /> : <NotFoundScreen />;
}

function UnderConstructionPage({ area }: { area: PlannedArea }) {
  const { t } = useTranslation();
  const title =
    area.kind === 'settings' ? t(`settings.cards.${area.card}.title`) : (area.item.label ?? t(`nav.${area.item.key}`));
  return (
    <FallbackFrame title={title} icon={<IconBarrierBlock size={26} />} color="yellow">
      <Title order={2} size="h4">
        {t('underConstruction.title')}
      </Title>
      <Text c="dimmed" maw={440}>
        {t('underConstruction.text')}
      </Text>
    </FallbackFrame>
  );
}

/** 'Siden finnes ikke', once, for an unknown path or a route the site has no use for (product pages without e-commerce). */
export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <FallbackFrame title={t('notFound.title')} icon={<IconMapQuestion size={26} />} color="gray">
      <Text c="dimmed" maw={440}>
        {t('notFound.text')}
      </Text>
    </FallbackFrame>
  );
}

function FallbackFrame(props: { title: string; icon: ReactNode; color: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack maw={640}>
      <Title order={1}>{props.title}</Title>
      <Paper withBorder p="xl" radius="md">
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={48} radius="xl" variant="light" color={props.color}>
            {props.icon}
          </ThemeIcon>
          {props.children}
          <Button component={Link} to="/" variant="default">
            {t('common.backToHome')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}

export { FallbackScreen as Component };
