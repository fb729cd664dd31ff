import { Grid, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { siteAddress, siteTitle } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session/session-store';
import { Tip } from '../../components/Tip';
import { usePlatformConfig } from '../../hooks/api/config';
import { useSite } from '../../hooks/api/sites';
import { HomeFigures } from './figures';
import { HomeTimeline } from './timeline';

/** Hjem (/): the site's timeline on the left, its figures beside it (spec 3 §2 'Dashboard'). */
export function HomeScreen() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { data: site } = useSite();
  const { data: config } = usePlatformConfig();
  if (!site) return <Skeleton h={120} />;
  return (
    <Stack>
      <Title order={1}>{siteTitle(site)}</Title>
      <Paper withBorder p="lg" radius="md">
        <Stack gap={4}>
          <Text fw={600}>{t('home.greeting', { name: user?.name.split(' ')[0] ?? '' })}</Text>
          <Text c="dimmed">{t('home.lead', { site: siteTitle(site) })}</Text>
          {config && (
            <Text size="sm" c="dimmed">
              {siteAddress(site, config.platformDomain)}
            </Text>
          )}
        </Stack>
      </Paper>
      <Tip id="home">{t('tips.home')}</Tip>
      <Grid>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <HomeTimeline />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <HomeFigures hasEcommerce={site.hasEcommerce} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

export { HomeScreen as Component };
