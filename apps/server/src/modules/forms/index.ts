/** The site's forms (spec 3 'Forms'): built in the dashboard, sent in on the storefront. */
import type { ServerModule } from '../context';
import { formRoutes } from './routes';
import { formEditPath } from './service';

export const formsModule: ServerModule = {
  name: 'forms',
  routes: [{ mount: 'site', plugin: formRoutes }],
  activityTargets: { form: { editPath: formEditPath } },
};
