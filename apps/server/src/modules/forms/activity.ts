/** Forms in the activity log: 'Opprettet skjemaet «Kontakt oss»'. */
import type { Form } from '@vev/shared';
import { currentSite } from '../../platform/access';
import { activityFromAnswer, activityFromBefore, routeParams } from '../../platform/activity/activity';
import { getForm } from './service';

const target = (form: Form) => ({ target: { type: 'form' as const, id: form._id, label: form.name } });

export const formActivity = {
  created: activityFromAnswer<Form>('form.created', target),
  updated: activityFromAnswer<Form>('form.updated', target),
  deleted: activityFromBefore('form.deleted', async (request, db) =>
    target(await getForm(db, currentSite(request).siteId, routeParams<{ id: string }>(request).id)),
  ),
};
