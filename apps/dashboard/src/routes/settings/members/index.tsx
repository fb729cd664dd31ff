/**
 * /innstillinger/brukere and /innstillinger/brukere/invitasjoner (spec 2 §2 'Users'): the heading,
 * 'Inviter bruker' and the tabs (with the site's outgoing mail); admins only, as the server enforces.
 */
import { Alert, Button, Group, Stack, Tabs, Title } from '@mantine/core';
import { IconLock, IconUserPlus } from '@tabler/icons-react';
import { gateAllows } from '@vev/shared';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { usePermission } from '../../../hooks/api/sites';

const loadInviteModal = () => import('./InviteModal');
const InviteModal = lazy(loadInviteModal);

export const membersPath = '/innstillinger/brukere';
export const invitesPath = '/innstillinger/brukere/invitasjoner';
export const outboxPath = '/innstillinger/brukere/utgaende-epost';

export function MembersLayout() {
  const { t } = useTranslation();
  const permission = usePermission();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [inviting, setInviting] = useState(false);
  const [modalLoaded, setModalLoaded] = useState(false);
  if (!permission) return null;
  if (!gateAllows('admin', permission)) {
    return (
      <Stack maw={640}>
        <Title order={1}>{t('members.title')}</Title>
        <Alert color="gray" icon={<IconLock size={18} />}>
          {t('members.noAccess')}
        </Alert>
      </Stack>
    );
  }
  const tab = [invitesPath, outboxPath].find((path) => pathname.startsWith(path)) ?? membersPath;
  const openInvite = () => {
    setModalLoaded(true);
    setInviting(true);
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" wrap="wrap">
        <Title order={1}>{t('members.title')}</Title>
        <Button
          leftSection={<IconUserPlus size={16} />}
          onClick={openInvite}
          onPointerEnter={() => void loadInviteModal()}
        >
          {t('members.invite.button')}
        </Button>
      </Group>
      <Tabs value={tab} onChange={(value) => value && navigate(value)}>
        <Tabs.List>
          <Tabs.Tab value={membersPath}>{t('members.tabs.members')}</Tabs.Tab>
          <Tabs.Tab value={invitesPath}>{t('members.tabs.invites')}</Tabs.Tab>
          <Tabs.Tab value={outboxPath}>{t('members.tabs.outbox')}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <Outlet />
      {modalLoaded && (
        <Suspense fallback={null}>
          <InviteModal
            opened={inviting}
            onClose={() => setInviting(false)}
            onSent={() => {
              setInviting(false);
              navigate(invitesPath);
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}

export { MembersLayout as Component };
