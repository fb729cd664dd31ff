/** The shop's discounts and discount codes (spec 3 'Discounts'); the pricing engine applies them. */
import type { ServerModule } from '../context';
import { discountRoutes } from './routes';

export const discountsModule: ServerModule = {
  name: 'discounts',
  routes: [{ mount: 'site', plugin: discountRoutes }],
  activityTargets: { discount: { editPath: (id) => `/butikk/tilbud/${encodeURIComponent(id)}` } },
};
