/** What every draftable resource shares: revisions, where-used and the power search. */
import type { ServerModule } from '../context';
import { contentRoutes } from './routes';

export const contentModule: ServerModule = {
  name: 'content',
  routes: [{ mount: 'site', plugin: contentRoutes }],
};
