import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { DomainConfiguration, DomainStatus } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { CopyField } from '../../../components/CopyField';
import { confirmAction } from '../../../components/confirm';
import { notifySuccess } from '../../../components/notify';
import { formatDateTime } from '../../../components/resource-list';
import { useDomainStatus, useRemoveDomain, useRetryDomain } from '../../../hooks/api/domains';

const statusColor: Record<DomainStatus, string> = {
  PENDING_VALIDATION: 'yellow',
  VALIDATION_TIMED_OUT: 'red',
  ISSUED: 'green',
};

/** One domain: its status, the DNS records to create while it waits, retry when it timed out, removal. */
export function DomainCard({ domain, canonical }: { domain: DomainConfiguration; canonical: boolean }) {
  const { t } = useTranslation();
  useDomainStatus(domain);
  const retry = useRetryDomain();
  const remove = useRemoveDomain();
  const waiting = domain.status !== 'ISSUED';

  async function removeDomain() {
    if (
      !(await confirmAction(t('domains.removeConfirm', { domain: domain.domain }), t('domains.remove'), {
        danger: true,
      }))
    )
      return;
    await remove.mutateAsync(domain.domain);
    notifySuccess(t('domains.removed'));
  }

  return (
    <Paper withBorder p="lg" radius="md" aria-label={domain.domain} component="section">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="sm">
            <Text fw={600}>{domain.domain}</Text>
            <Badge color={statusColor[domain.status]} variant="light">
              {t(`domains.status.${domain.status}`)}
            </Badge>
            {canonical && <Badge variant="outline">{t('domains.canonical')}</Badge>}
          </Group>
          <Group gap="xs">
            {domain.status === 'VALIDATION_TIMED_OUT' && (
              <Button size="xs" onClick={() => retry.mutate(domain.domain)} loading={retry.isPending}>
                {t('domains.retry')}
              </Button>
            )}
            {!canonical && (
              <Button size="xs" variant="subtle" color="red" onClick={removeDomain} loading={remove.isPending}>
                {t('domains.remove')}
              </Button>
            )}
          </Group>
        </Group>
        {waiting && domain.verifyName && domain.verifyValue && (
          <Stack gap="sm">
            <Text size="sm">
              {domain.status === 'VALIDATION_TIMED_OUT' ? t('domains.timedOut') : t('domains.txtIntro')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <CopyField label={t('domains.txtName')} value={domain.verifyName} />
              <CopyField label={t('domains.txtValue')} value={domain.verifyValue} />
            </SimpleGrid>
            {domain.ip1 && <Text size="sm">{t('domains.aRecord', { ip: domain.ip1 })}</Text>}
            {domain.status === 'PENDING_VALIDATION' && domain.expiresAt && (
              <Text size="sm" c="dimmed">
                {t('domains.expires', { time: formatDateTime(domain.expiresAt) })}
              </Text>
            )}
          </Stack>
        )}
        {domain.status === 'ISSUED' && !canonical && (
          <Text size="sm" c="dimmed">
            {domain.issuedAt ? `${t('domains.issuedAt', { time: formatDateTime(domain.issuedAt) })}. ` : ''}
            {t('domains.canonicalHint')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
