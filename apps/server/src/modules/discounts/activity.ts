/** Discounts in the activity log: 'Opprettet tilbudet «Sommersalg»'. */
import type { Discount } from '@vev/shared';
import { currentSite } from '../../platform/access';
import { activityFromAnswer, activityFromBefore, routeParams } from '../../platform/activity/activity';
import { getDiscount } from './service';

const target = (discount: Discount) => ({
  target: { type: 'discount' as const, id: discount._id, label: discount.name },
});

export const discountActivity = {
  created: activityFromAnswer<Discount>('discount.created', target),
  updated: activityFromAnswer<Discount>('discount.updated', target),
  deleted: activityFromBefore('discount.deleted', async (request, db) =>
    target(await getDiscount(db, currentSite(request).siteId, routeParams<{ id: string }>(request).id)),
  ),
};
