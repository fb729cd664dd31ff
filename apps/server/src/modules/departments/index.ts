/** Departments: sites that belong to another site. */
import type { ServerModule } from '../context';
import { departmentRoutes } from './routes';

export const departmentsModule: ServerModule = {
  name: 'departments',
  routes: [{ mount: 'site', plugin: departmentRoutes }],
  activityTargets: { department: { editPath: () => '/innstillinger/avdelinger' } },
};
