/** The signed-in user's own account: profile, password, the sites they belong to. */
import type { ServerModule } from '../context';
import { accountRoutes } from './routes';

export const accountModule: ServerModule = {
  name: 'account',
  routes: [{ mount: 'api', plugin: accountRoutes }],
};
