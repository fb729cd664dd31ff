/** Product templates in the activity log: 'Opprettet produktmalen «Sykkel»'. */
import type { ProductTemplate } from '@vev/shared';
import { currentSite } from '../../platform/access';
import { activityFromAnswer, activityFromBefore, routeParams } from '../../platform/activity/activity';
import { getProductTemplate } from './service';

const target = (template: ProductTemplate) => ({
  target: { type: 'productTemplate' as const, id: template._id, label: template.name },
});

export const productTemplateActivity = {
  created: activityFromAnswer<ProductTemplate>('productTemplate.created', target),
  updated: activityFromAnswer<ProductTemplate>('productTemplate.updated', target),
  deleted: activityFromBefore('productTemplate.deleted', async (request, db) =>
    target(await getProductTemplate(db, currentSite(request).siteId, routeParams<{ id: string }>(request).id)),
  ),
};
