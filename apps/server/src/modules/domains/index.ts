/** A site's own domains. */
import type { ServerModule } from '../context';
import { domainRoutes } from './routes';

export const domainsModule: ServerModule = {
  name: 'domains',
  routes: [{ mount: 'site', plugin: domainRoutes }],
  activityTargets: { domain: { editPath: () => '/innstillinger/domener' } },
};
