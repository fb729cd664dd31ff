import { Center, EmptyState, Loader, Stack, Text } from '@mantine/core';
import { IconWorldWww } from '@tabler/icons-react';
import { gateAllows } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { ListError } from '../../../components/resource-list';
import { useDomains } from '../../../hooks/api/domains';
import { usePermission, useSite } from '../../../hooks/api/sites';
import { AdminOnlyNotice, SettingsScreen } from '../settings-form/SettingsPage';
import { AddDomainForm } from './AddDomainForm';
import { DomainCard } from './DomainCard';

/** /innstillinger/domener: the site's domains with status, adding one, and its DNS validation (spec 2 §2). */
export function DomainsScreen() {
  const { t } = useTranslation();
  const permission = usePermission();
  const isAdmin = gateAllows('admin', permission);
  return (
    <SettingsScreen title={t('domains.title')}>
      {!permission ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : isAdmin ? (
        <DomainsPanel />
      ) : (
        <AdminOnlyNotice />
      )}
    </SettingsScreen>
  );
}

function DomainsPanel() {
  const { t } = useTranslation();
  const domains = useDomains(true);
  const { data: site } = useSite();
  return (
    <Stack gap="lg">
      <Text c="dimmed">{t('domains.intro')}</Text>
      <AddDomainForm />
      {domains.isError ? (
        <ListError title={t('domains.loadFailed')} error={domains.error} onRetry={() => domains.refetch()} />
      ) : !domains.data ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : domains.data.length === 0 ? (
        <EmptyState
          py="xl"
          icon={<IconWorldWww size={28} />}
          withIndicatorBackground
          title={t('domains.empty')}
          description={t('domains.emptyText')}
        />
      ) : (
        <Stack gap="md">
          {domains.data.map((domain) => (
            <DomainCard key={domain.domain} domain={domain} canonical={site?.canonicalDomain === domain.domain} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

export { DomainsScreen as Component };
