/** A site's members and invitations. */
import type { ServerModule } from '../context';
import { memberRoutes } from './routes';

export const membersModule: ServerModule = {
  name: 'members',
  routes: [{ mount: 'site', plugin: memberRoutes }],
  activityTargets: {
    member: { editPath: () => '/innstillinger/brukere' },
    invite: { editPath: () => '/innstillinger/brukere/invitasjoner' },
  },
};
