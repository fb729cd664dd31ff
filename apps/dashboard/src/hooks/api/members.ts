/** Members and invitations of the chosen site (spec 2 §7 'members', 'invites'). */
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invite, InviteCreate, Member, OutboxMail, PermissionLevel } from '@vev/shared';
import { api, sitePath } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { useSiteId } from '../../app/session/session-store';

/** A site has few members and invitations: pages of 100, with 'Last flere' beyond that. */
const pageSize = 100;

function usePagedList<T>(queryKey: readonly unknown[], path: string) {
  return useInfiniteQuery({
    queryKey,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => api.get<T[]>(path, { query: { skip: pageParam, limit: pageSize }, signal }),
    getNextPageParam: (last, all) => (last.length < pageSize ? undefined : all.length * pageSize),
    // Someone may accept an invitation at any moment: each visit to a tab asks the server again.
    staleTime: 0,
    meta: { errorToast: false },
  });
}

export function useMembers() {
  const siteId = useSiteId();
  return usePagedList<Member>(queryKeys.members(siteId), sitePath(siteId, '/members'));
}

export function useInvites() {
  const siteId = useSiteId();
  return usePagedList<Invite>(queryKeys.invites(siteId), sitePath(siteId, '/invites'));
}

/** The site's outgoing mail (invitations), for its admins. */
export function useMailOutbox() {
  const siteId = useSiteId();
  return usePagedList<OutboxMail>(queryKeys.mailOutbox(siteId), sitePath(siteId, '/mail-outbox'));
}

function useRefetch(key: 'members' | 'invites') {
  const siteId = useSiteId();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys[key](siteId) });
}

export function useChangeMemberPermission() {
  const siteId = useSiteId();
  const refetch = useRefetch('members');
  return useMutation({
    mutationFn: ({ userId, permissions }: { userId: string; permissions: PermissionLevel }) =>
      api.patch<Member>(sitePath(siteId, `/members/${encodeURIComponent(userId)}`), { permissions }),
    onSettled: refetch,
  });
}

export function useRemoveMember() {
  const siteId = useSiteId();
  const refetch = useRefetch('members');
  return useMutation({
    mutationFn: (userId: string) => api.delete<void>(sitePath(siteId, `/members/${encodeURIComponent(userId)}`)),
    onSettled: refetch,
  });
}

export function useCreateInvite() {
  const siteId = useSiteId();
  const refetch = useRefetch('invites');
  return useMutation({
    mutationFn: (invite: InviteCreate) =>
      api.post<Invite>(sitePath(siteId, '/invites'), invite, { query: { dashboard: 1 } }),
    onSuccess: refetch,
  });
}

export function useResendInvite() {
  const siteId = useSiteId();
  const refetch = useRefetch('invites');
  return useMutation({
    mutationFn: (invite: Invite) =>
      api.post<Invite>(sitePath(siteId, `/invites/${encodeURIComponent(invite._id)}/resend`), { email: invite.email }),
    onSettled: refetch,
  });
}

export function useWithdrawInvite() {
  const siteId = useSiteId();
  const refetch = useRefetch('invites');
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(sitePath(siteId, `/invites/${encodeURIComponent(id)}`)),
    onSettled: refetch,
  });
}
