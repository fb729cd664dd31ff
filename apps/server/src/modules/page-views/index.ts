/** The storefront's page views (no IP address, no cookie) and the visit report that reads them. */
import type { ServerModule } from '../context';
import { pruneHandler } from './prune';
import { pageViewRoutes } from './routes';
import { pruneJob } from './salt';

export const pageViewsModule: ServerModule = {
  name: 'page-views',
  routes: [{ mount: 'site', plugin: pageViewRoutes }],
  jobs: ({ db, config }) => ({ [pruneJob]: pruneHandler(db, config) }),
};
