/** Attributes in the activity log: 'Opprettet attributtet «Farge»'. */
import type { Attribute } from '@vev/shared';
import { currentSite } from '../../platform/access';
import { activityFromAnswer, activityFromBefore, routeParams } from '../../platform/activity/activity';
import { getAttribute } from './service';

const target = (attribute: Attribute) => ({
  target: { type: 'attribute' as const, id: attribute._id, label: attribute.name },
});

export const attributeActivity = {
  created: activityFromAnswer<Attribute>('attribute.created', target),
  updated: activityFromAnswer<Attribute>('attribute.updated', target),
  deleted: activityFromBefore('attribute.deleted', async (request, db) =>
    target(await getAttribute(db, currentSite(request).siteId, routeParams<{ id: string }>(request).id)),
  ),
};
