import { sessionStore } from '../../../app/session/session-store';

/** 'Gå til dashbord' (spec 2 'Department page'): the department becomes the chosen site, and the dashboard reloads at the root. */
export function openDepartmentDashboard(departmentId: string): void {
  sessionStore.chooseSite(departmentId);
  window.location.assign('/');
}
