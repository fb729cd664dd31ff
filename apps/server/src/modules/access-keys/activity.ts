/** The access keys' entries in the activity log: 'Opprettet tilgangsnøkkelen «Regnskap»'. */
import type { AccessKey } from '@vev/shared';
import { currentSite } from '../../platform/access';
import { activityFromAnswer, activityFromBefore, routeParams } from '../../platform/activity/activity';
import { getAccessKey } from './service';

const keyTarget = (key: AccessKey) => ({ target: { type: 'accessKey' as const, id: key._id, label: key.label } });

export const accessKeyActivity = {
  created: activityFromAnswer<AccessKey>('accessKey.created', keyTarget),
  updated: activityFromAnswer<AccessKey>('accessKey.updated', keyTarget),
  deleted: activityFromBefore('accessKey.deleted', async (request, db) =>
    keyTarget(await getAccessKey(db, currentSite(request).siteId, routeParams<{ id: string }>(request).id)),
  ),
};
