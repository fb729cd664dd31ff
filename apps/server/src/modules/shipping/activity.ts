/** The shipping settings' entries in the activity log: 'Opprettet fraktsonen «Norge»'. */
import type { ShippingClass, ShippingZone } from '@vev/shared';
import { currentSite } from '../../platform/access';
import { activityFromAnswer, activityFromBefore, routeParams } from '../../platform/activity/activity';
import { getShippingClass, getShippingZone } from './service';

const classTarget = (shippingClass: ShippingClass) => ({
  target: { type: 'shippingClass' as const, id: shippingClass._id, label: shippingClass.name },
});
const zoneTarget = (zone: ShippingZone) => ({
  target: { type: 'shippingZone' as const, id: zone._id, label: zone.name },
});

export const shippingActivity = {
  classCreated: activityFromAnswer<ShippingClass>('shippingClass.created', classTarget),
  classUpdated: activityFromAnswer<ShippingClass>('shippingClass.updated', classTarget),
  classDeleted: activityFromBefore('shippingClass.deleted', async (request, db) =>
    classTarget(await getShippingClass(db, currentSite(request).siteId, routeParams<{ id: string }>(request).id)),
  ),
  zoneCreated: activityFromAnswer<ShippingZone>('shippingZone.created', zoneTarget),
  zoneUpdated: activityFromAnswer<ShippingZone>('shippingZone.updated', zoneTarget),
  zoneDeleted: activityFromBefore('shippingZone.deleted', async (request, db) =>
    zoneTarget(await getShippingZone(db, currentSite(request).siteId, routeParams<{ id: string }>(request).id)),
  ),
};
