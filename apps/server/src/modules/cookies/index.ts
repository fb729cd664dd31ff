/** The cookie consent settings of a site. */
import type { ServerModule } from '../context';
import { cookieRoutes } from './routes';

export const cookiesModule: ServerModule = {
  name: 'cookies',
  routes: [{ mount: 'site', plugin: cookieRoutes }],
};
