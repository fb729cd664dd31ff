/** Data sets (spec 3 'Data sets'): a site's own kinds of records, listed by sections on the storefront. */
import type { ServerModule } from '../context';
import { dataSetRecordSourceType, describeRecords } from './records';
import { dataSetRoutes } from './routes';

export const dataSetsModule: ServerModule = {
  name: 'data-sets',
  routes: [{ mount: 'site', plugin: dataSetRoutes }],
  dependentSources: { [dataSetRecordSourceType]: { group: 'dataSets', describe: describeRecords } },
  activityTargets: {
    dataSet: { editPath: (id) => `/innstillinger/datasett/${encodeURIComponent(id)}` },
    dataSetRecord: 'searchIndex',
  },
};
