/** The home screen's timeline and the shop report's figures. */
import type { ServerModule } from '../context';
import { statsRoutes } from './routes';

export const statsModule: ServerModule = {
  name: 'stats',
  routes: [{ mount: 'site', plugin: statsRoutes }],
};
