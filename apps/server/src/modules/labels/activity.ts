/** Labels in the activity log: 'Opprettet etiketten «Nyhet»'. */
import type { Label } from '@vev/shared';
import { currentSite } from '../../platform/access';
import { activityFromAnswer, activityFromBefore, routeParams } from '../../platform/activity/activity';
import { getLabel } from './service';

const target = (label: Label) => ({ target: { type: 'label' as const, id: label._id, label: label.name } });

export const labelActivity = {
  created: activityFromAnswer<Label>('label.created', target),
  updated: activityFromAnswer<Label>('label.updated', target),
  deleted: activityFromBefore('label.deleted', async (request, db) =>
    target(await getLabel(db, currentSite(request).siteId, routeParams<{ id: string }>(request).id)),
  ),
};
