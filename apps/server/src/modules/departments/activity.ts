/** The departments' entries in the activity log: 'Opprettet avdelingen «Oslo»'. */
import type { Department } from '@vev/shared';
import { currentSite } from '../../platform/access';
import { activityFromAnswer, activityFromBefore, routeParams } from '../../platform/activity/activity';
import { getDepartment } from './service';

const departmentTarget = (department: Department) => ({
  target: { type: 'department' as const, id: department._id, label: department.displayName || department.name },
});

export const departmentActivity = {
  created: activityFromAnswer<Department>('department.created', departmentTarget),
  updated: activityFromAnswer<Department>('department.updated', departmentTarget),
  deleted: activityFromBefore('department.deleted', async (request, db) =>
    departmentTarget(await getDepartment(db, currentSite(request).siteId, routeParams<{ id: string }>(request).id)),
  ),
};
