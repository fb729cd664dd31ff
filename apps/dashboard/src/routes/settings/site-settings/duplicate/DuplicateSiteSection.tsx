/**
 * 'Dupliser nettsted' on Nettsted (spec 2 §2, §6: admins, and only when the site can be duplicated).
 * The copy is made by a background job; while the screen is open it is followed, and once it is
 * there the site list is refreshed and 'Gå til kopien' chooses it.
 */
import { Alert, Button, Fieldset, Group, Loader, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconCopy } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { Site } from '@vev/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../../api/query-keys';
import { openSiteDashboard } from '../../../../app/session/open-site-dashboard';
import { useSiteDuplicationJob } from '../../../../hooks/api/site-duplication';
import { DuplicateSiteModal, type StartedDuplication } from './DuplicateSiteModal';

export function DuplicateSiteSection({ site }: { site: Site }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [started, setStarted] = useState<StartedDuplication | null>(null);
  return (
    <Fieldset legend={t('settings.duplicate.title')}>
      <Stack>
        <Text size="sm">{t('settings.duplicate.text')}</Text>
        {started && <DuplicationProgress key={started.jobId} started={started} />}
        <Group>
          <Button variant="default" leftSection={<IconCopy size={16} />} onClick={() => setOpened(true)}>
            {t('settings.duplicate.open')}
          </Button>
        </Group>
      </Stack>
      <DuplicateSiteModal site={site} opened={opened} onClose={() => setOpened(false)} onStarted={setStarted} />
    </Fieldset>
  );
}

/** The running copy, then the notice that it is there. A failed copy shows nothing (spec 2 §8). */
function DuplicationProgress({ started }: { started: StartedDuplication }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data } = useSiteDuplicationJob(started.jobId);
  const newSiteId = data?.status === 'done' ? data.newSiteId : null;
  useEffect(() => {
    // The site chooser's list only: every site-scoped key starts with 'sites' too.
    if (newSiteId) void queryClient.invalidateQueries({ queryKey: queryKeys.sites(), exact: true });
  }, [newSiteId, queryClient]);

  if (data?.status === 'failed') return null;
  const name = started.newSiteName;
  if (!newSiteId) {
    return (
      <Group gap="sm" role="status">
        <Loader size="xs" />
        <Text size="sm">{t('settings.duplicate.running', { name })}</Text>
      </Group>
    );
  }
  return (
    <Alert color="teal" icon={<IconCircleCheck size={18} />} role="status">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t('settings.duplicate.done', { name })}</Text>
        <Button size="xs" onClick={() => openSiteDashboard(newSiteId)}>
          {t('settings.duplicate.openCopy')}
        </Button>
      </Group>
    </Alert>
  );
}
