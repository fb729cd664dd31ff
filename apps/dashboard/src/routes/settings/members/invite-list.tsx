/** /innstillinger/brukere/invitasjoner: open invitations; send again or withdraw, with confirmations. */
import { Badge, Button, Group, Text } from '@mantine/core';
import { type Invite, permissionLevelLabels } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm';
import { notifySuccess } from '../../../components/notify';
import { formatDateTime } from '../../../components/resource-list';
import { useInvites, useResendInvite, useWithdrawInvite } from '../../../hooks/api/members';
import { PagedTable, type PagedTableColumn } from './PagedTable';

export function InviteListScreen() {
  const { t } = useTranslation();
  const invites = useInvites();
  const resendInvite = useResendInvite();
  const withdrawInvite = useWithdrawInvite();

  const resend = async (invite: Invite) => {
    if (
      !(await confirmAction(t('members.invite.confirmResend', { email: invite.email }), t('members.invite.resend')))
    ) {
      return;
    }
    // A failure is reported by the global error toast.
    resendInvite.mutate(invite, { onSuccess: () => notifySuccess(t('members.invite.sent')) });
  };
  const withdraw = async (invite: Invite) => {
    const question = t('members.invite.confirmWithdraw', { email: invite.email });
    if (!(await confirmAction(question, t('members.invite.withdraw')))) return;
    withdrawInvite.mutate(invite._id, { onSuccess: () => notifySuccess(t('members.invite.withdrawn')) });
  };

  const columns: PagedTableColumn<Invite>[] = [
    {
      key: 'email',
      title: t('members.columns.email'),
      cell: (invite) => (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {invite.email}
        </Text>
      ),
    },
    {
      key: 'permissions',
      title: t('members.columns.permissions'),
      cell: (invite) => permissionLevelLabels[invite.permissions],
    },
    {
      key: 'sent',
      title: t('members.columns.sent'),
      visibleFrom: 'sm',
      cell: (invite) => formatDateTime(invite.sentAt),
    },
    {
      key: 'expires',
      title: t('members.columns.expires'),
      visibleFrom: 'md',
      cell: (invite) =>
        Date.parse(invite.expiresAt) <= Date.now() ? (
          <Badge color="red" variant="light">
            {t('members.invite.expired')}
          </Badge>
        ) : (
          formatDateTime(invite.expiresAt)
        ),
    },
    {
      key: 'actions',
      title: t('members.columns.actions'),
      cell: (invite) => (
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            aria-label={t('members.invite.resendLabel', { email: invite.email })}
            onClick={() => void resend(invite)}
          >
            {t('members.invite.resend')}
          </Button>
          <Button
            size="xs"
            color="red"
            variant="subtle"
            aria-label={t('members.invite.withdrawLabel', { email: invite.email })}
            onClick={() => void withdraw(invite)}
          >
            {t('members.invite.withdraw')}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <PagedTable
      query={invites}
      columns={columns}
      rowKey={(invite) => invite._id}
      loadFailed={t('members.invite.loadFailed')}
      emptyState={{ title: t('members.invite.empty'), description: t('members.invite.emptyText') }}
    />
  );
}

export { InviteListScreen as Component };
