/** The shop's product labels (spec 3 'Labels'): 'Nyhet', 'Tilbud' … shown on products. */
import type { ServerModule } from '../context';
import { labelRoutes } from './routes';
import { describeLabels, labelSourceType } from './service';

export const labelsModule: ServerModule = {
  name: 'labels',
  routes: [{ mount: 'site', plugin: labelRoutes }],
  dependentSources: { [labelSourceType]: { group: 'labels', describe: describeLabels } },
  activityTargets: { label: { editPath: (id) => `/butikk/etiketter/${encodeURIComponent(id)}` } },
};
