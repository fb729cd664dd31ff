/** Data sets (spec 3 'Data sets'): a site's own kinds of records, listed by sections on the storefront. */
import type { ServerModule } from '../context';
import { copyDataSetRecords, copyDataSets } from './copy';
import { dataSetRecordSourceType, describeRecords } from './records';
import { dataSetRoutes } from './routes';
import { dataSetRecords, dataSets } from './schema';

export const dataSetsModule: ServerModule = {
  name: 'data-sets',
  routes: [{ mount: 'site', plugin: dataSetRoutes }],
  dependentSources: { [dataSetRecordSourceType]: { group: 'dataSets', describe: describeRecords } },
  // Copied with the pages, whose sections list them (docs/decisions/data-sets.md).
  duplication: [
    {
      type: 'dataSet',
      copiedWith: ['pages'],
      table: dataSets,
      copy: ({ db, scope, signal }) => copyDataSets(db, scope, signal),
    },
    {
      type: dataSetRecordSourceType,
      copiedWith: ['pages'],
      table: dataSetRecords,
      copy: ({ db, scope, signal }) => copyDataSetRecords(db, scope, signal),
    },
  ],
  activityTargets: {
    dataSet: { editPath: (id) => `/innstillinger/datasett/${encodeURIComponent(id)}` },
    dataSetRecord: 'searchIndex',
  },
};
