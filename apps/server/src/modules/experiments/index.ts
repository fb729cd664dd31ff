/** A/B experiments (spec 3 'Experiments'): set up in the dashboard, run and counted on the storefront. */
import type { ServerModule } from '../context';
import { experimentRoutes } from './routes';
import { describeExperiments, experimentSourceType } from './service';

export const experimentsModule: ServerModule = {
  name: 'experiments',
  routes: [{ mount: 'site', plugin: experimentRoutes }],
  dependentSources: { [experimentSourceType]: { group: 'experiments', describe: describeExperiments } },
  activityTargets: { experiment: { editPath: (id) => `/eksperimenter/${encodeURIComponent(id)}` } },
};
