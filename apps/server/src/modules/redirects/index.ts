/** Redirects of a site. */
import type { ServerModule } from '../context';
import { redirectRoutes } from './routes';

export const redirectsModule: ServerModule = {
  name: 'redirects',
  routes: [{ mount: 'site', plugin: redirectRoutes }],
};
