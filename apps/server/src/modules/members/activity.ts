/** The members' and invitations' entries in the activity log: 'Inviterte kari@firma.no', 'Fjernet Rolf fra nettstedet'. */
import type { Invite, Member } from '@vev/shared';
import { and, eq } from 'drizzle-orm';
import { currentSite } from '../../platform/access';
import { users } from '../../platform/accounts/schema';
import { activityFromAnswer, activityFromBefore, routeParams } from '../../platform/activity/activity';
import { invitations } from './schema';

const inviteTarget = (invite: Invite) => ({ target: { type: 'invite' as const, id: invite._id, label: invite.email } });

export const memberActivity = {
  updated: activityFromAnswer<Member>('member.updated', (member) => ({
    target: { type: 'member', id: member.user, label: member.userData.name || member.userData.email },
  })),
  removed: activityFromBefore('member.removed', async (request, db) => {
    const { userId } = routeParams<{ userId: string }>(request);
    const [user] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
    return user ? { target: { type: 'member', id: userId, label: user.name || user.email } } : null;
  }),
  invited: activityFromAnswer<Invite>('invite.sent', inviteTarget),
  resent: activityFromAnswer<Invite>('invite.resent', inviteTarget),
  withdrawn: activityFromBefore('invite.withdrawn', async (request, db) => {
    const { id } = routeParams<{ id: string }>(request);
    const [invite] = await db
      .select({ email: invitations.email })
      .from(invitations)
      .where(and(eq(invitations.siteId, currentSite(request).siteId), eq(invitations.id, id)));
    return invite ? { target: { type: 'invite', id, label: invite.email } } : null;
  }),
};
