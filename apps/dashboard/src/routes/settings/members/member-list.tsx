/** /innstillinger/brukere: members with their level; change it or remove them, with confirmations. */
import { Badge, Button, Group, Select, Text, Tooltip } from '@mantine/core';
import {
  canChangeMemberPermissions,
  canRemoveMember,
  type Member,
  type PermissionLevel,
  permissionLevelLabels,
} from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm';
import { notifySuccess } from '../../../components/notify';
import { useChangeMemberPermission, useMembers, useRemoveMember } from '../../../hooks/api/members';
import { useCurrentUser } from '../../../hooks/api/users';
import { PagedTable, type PagedTableColumn } from './PagedTable';
import { permissionOptions } from './permission-options';

export function MemberListScreen() {
  const { t } = useTranslation();
  const members = useMembers();
  const me = useCurrentUser().data?._id ?? '';
  const changePermission = useChangeMemberPermission();
  const removeMember = useRemoveMember();

  const change = async (member: Member, permissions: PermissionLevel) => {
    const question = t('members.confirmChange', {
      name: member.userData.name,
      level: permissionLevelLabels[permissions].toLowerCase(),
    });
    if (!(await confirmAction(question))) return;
    // A failure is reported by the global error toast.
    changePermission.mutate(
      { userId: member.user, permissions },
      { onSuccess: () => notifySuccess(t('members.changed')) },
    );
  };
  const remove = async (member: Member) => {
    if (
      !(await confirmAction(t('members.confirmRemove', { name: member.userData.name }), t('members.remove'), {
        danger: true,
      }))
    ) {
      return;
    }
    removeMember.mutate(member.user, { onSuccess: () => notifySuccess(t('members.removed')) });
  };

  const columns: PagedTableColumn<Member>[] = [
    {
      key: 'name',
      title: t('members.columns.name'),
      cell: (member) => (
        <Group gap="xs">
          <Text size="sm" fw={500}>
            {member.userData.name}
          </Text>
          {member.user === me && (
            <Badge size="sm" variant="light">
              {t('members.you')}
            </Badge>
          )}
        </Group>
      ),
    },
    { key: 'email', title: t('members.columns.email'), visibleFrom: 'sm', cell: (member) => member.userData.email },
    {
      key: 'permissions',
      title: t('members.columns.permissions'),
      cell: (member) =>
        canChangeMemberPermissions(member, me) ? (
          <Select
            aria-label={t('members.permissionsOf', { name: member.userData.name })}
            data={permissionOptions}
            value={member.permissions}
            allowDeselect={false}
            w={{ base: 112, sm: 170 }}
            onChange={(value) => value && value !== member.permissions && void change(member, value as PermissionLevel)}
          />
        ) : (
          <Tooltip label={t(member.user === me ? 'members.unchangeableSelf' : 'members.unchangeableAdmin')}>
            <Text size="sm" aria-label={t('members.permissionsOf', { name: member.userData.name })}>
              {permissionLevelLabels[member.permissions]}
            </Text>
          </Tooltip>
        ),
    },
    {
      key: 'actions',
      title: t('members.columns.actions'),
      cell: (member) =>
        canRemoveMember(member, me) && (
          <Button
            size="xs"
            color="red"
            variant="subtle"
            aria-label={t('members.removeLabel', { name: member.userData.name })}
            onClick={() => void remove(member)}
          >
            {t('members.remove')}
          </Button>
        ),
    },
  ];

  return (
    <PagedTable
      query={members}
      columns={columns}
      rowKey={(member) => member.user}
      loadFailed={t('members.loadFailed')}
      emptyState={{ title: t('members.title') }}
    />
  );
}

export { MemberListScreen as Component };
