import { sessionStore } from './session-store';

/**
 * 'Gå til dashbord' for a department, 'Gå til kopien' for a duplicated site: the site becomes the
 * chosen one, and the dashboard reloads at the root.
 */
export function openSiteDashboard(siteId: string): void {
  sessionStore.chooseSite(siteId);
  window.location.assign('/');
}
