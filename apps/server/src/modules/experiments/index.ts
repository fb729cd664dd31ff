/** A/B experiments (spec 3 'Experiments'): set up in the dashboard, run and counted on the storefront. */
import type { ServerModule } from '../context';
import { copyExperiments } from './copy';
import { experimentRoutes } from './routes';
import { experiments } from './schema';
import { describeExperiments, experimentSourceType } from './service';

export const experimentsModule: ServerModule = {
  name: 'experiments',
  routes: [{ mount: 'site', plugin: experimentRoutes }],
  dependentSources: { [experimentSourceType]: { group: 'experiments', describe: describeExperiments } },
  // Copied with the pages whose variants they are, inactive (docs/decisions/experiments.md).
  duplication: [
    {
      type: experimentSourceType,
      copiedWith: ['pages'],
      table: experiments,
      copy: ({ db, scope, signal }) => copyExperiments(db, scope, signal),
    },
  ],
  activityTargets: { experiment: { editPath: (id) => `/eksperimenter/${encodeURIComponent(id)}` } },
};
