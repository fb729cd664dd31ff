/** Data sets and their records in the activity log: 'Opprettet oppføringen «Kari Nordmann»'. */
import type { DataSet, DataSetRecord } from '@vev/sections';
import { currentSite } from '../../platform/access';
import { activityFromAnswer, activityFromBefore, routeParams } from '../../platform/activity/activity';
import { getRecord } from './records';
import { dataSetByName, getDataSet } from './sets';

const setTarget = (set: DataSet) => ({ target: { type: 'dataSet' as const, id: set._id, label: set.label } });
const recordTarget = (record: DataSetRecord) => ({
  target: { type: 'dataSetRecord' as const, id: record._id, label: record.title || record._id },
});

export const dataSetActivity = {
  created: activityFromAnswer<DataSet>('dataSet.created', setTarget),
  updated: activityFromAnswer<DataSet>('dataSet.updated', setTarget),
  deleted: activityFromBefore('dataSet.deleted', async (request, db) =>
    setTarget(await getDataSet(db, currentSite(request).siteId, routeParams<{ id: string }>(request).id)),
  ),
};

export const dataSetRecordActivity = {
  created: activityFromAnswer<DataSetRecord>('dataSetRecord.created', recordTarget),
  updated: activityFromAnswer<DataSetRecord>('dataSetRecord.updated', recordTarget),
  deleted: activityFromBefore('dataSetRecord.deleted', async (request, db) => {
    const { siteId } = currentSite(request);
    const params = routeParams<{ dataSet: string; id: string }>(request);
    return recordTarget(await getRecord(db, siteId, await dataSetByName(db, siteId, params.dataSet), params.id));
  }),
};
