/** The activity log of a site. */
import type { ServerModule } from '../context';
import { activityRoutes } from './routes';

export const activityModule: ServerModule = {
  name: 'activity',
  routes: [{ mount: 'site', plugin: activityRoutes }],
};
