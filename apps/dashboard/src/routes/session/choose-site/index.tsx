import { Alert, Button, Container, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { type SiteSummary, siteAddress, siteTitle } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { sessionStore } from '../../../app/session/session-store';
import { useLogOut } from '../../../app/session/use-log-out';
import { usePlatformConfig } from '../../../hooks/api/config';
import { useSites } from '../../../hooks/api/sites';

function SiteTable({ sites, platformDomain }: { sites: SiteSummary[]; platformDomain: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const choose = (site: SiteSummary) => {
    sessionStore.chooseSite(site._id);
    navigate('/', { replace: true });
  };
  return (
    <Table verticalSpacing="sm" highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('session.siteColumn')}</Table.Th>
          <Table.Th>{t('session.domainColumn')}</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {sites.map((site) => (
          // A click anywhere on the row chooses the site; the keyboard reaches the same choice through 'Velg'.
          <Table.Tr key={site._id} onClick={() => choose(site)} style={{ cursor: 'pointer' }}>
            <Table.Td fw={500}>{siteTitle(site)}</Table.Td>
            <Table.Td c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {siteAddress(site, platformDomain)}
            </Table.Td>
            <Table.Td ta="right">
              <Button size="xs" aria-label={`${t('common.choose')} ${siteTitle(site)}`}>
                {t('common.choose')}
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** /velg-nettsted: the user's sites, or the no-sites message. */
export function ChooseSiteScreen() {
  const { t } = useTranslation();
  const logOut = useLogOut();
  const sites = useSites();
  const config = usePlatformConfig();
  const noSites = sites.data?.length === 0;

  return (
    <Container size="sm" py={64}>
      <Paper withBorder shadow="sm" radius="md" p="xl">
        <Stack gap="lg">
          <Title order={1} size="h2">
            {noSites ? t('session.noSitesTitle') : t('session.chooseSiteTitle')}
          </Title>
          {sites.isError ? (
            <Alert color="red" title={sites.error.message}>
              <Button size="xs" variant="light" color="red" onClick={() => sites.refetch()}>
                {t('common.retry')}
              </Button>
            </Alert>
          ) : noSites ? (
            <Text>{t('session.noSitesText')}</Text>
          ) : sites.data && config.data ? (
            <SiteTable sites={sites.data} platformDomain={config.data.platformDomain} />
          ) : (
            <Stack gap="xs">
              <Skeleton h={36} />
              <Skeleton h={36} />
              <Skeleton h={36} />
            </Stack>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={logOut}>
              {t('common.logOut')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}

export { ChooseSiteScreen as Component };
