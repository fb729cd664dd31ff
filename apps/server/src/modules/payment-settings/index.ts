/** Each payment provider's settings and credentials on a site (spec 2 betalingslosninger). */
import type { ServerModule } from '../context';
import { paymentSettingsRoutes } from './routes';

export const paymentSettingsModule: ServerModule = {
  name: 'payment-settings',
  routes: [{ mount: 'site', plugin: paymentSettingsRoutes }],
  activityTargets: {
    paymentProvider: { editPath: (id) => `/innstillinger/betalingslosninger/${encodeURIComponent(id)}` },
  },
};
