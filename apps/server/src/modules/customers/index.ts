/**
 * The shop's customers (spec 3 'Customer'): made by checkout or by staff, anonymised on deletion.
 * Site duplication copies none of them: a site's customers are its own (no `duplication` here).
 */
import type { ServerModule } from '../context';
import { customerRoutes } from './routes';

export const customersModule: ServerModule = {
  name: 'customers',
  routes: [{ mount: 'site', plugin: customerRoutes }],
  activityTargets: { customer: { editPath: (id) => `/butikk/kunder/${encodeURIComponent(id)}` } },
};
