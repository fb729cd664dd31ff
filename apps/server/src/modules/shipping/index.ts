/** Shipping classes and zones of a shop (spec 2 'frakt'); checkout reads them. */
import type { ServerModule } from '../context';
import { shippingRoutes } from './routes';

export const shippingModule: ServerModule = {
  name: 'shipping',
  routes: [{ mount: 'site', plugin: shippingRoutes }],
  activityTargets: {
    shippingClass: { editPath: (id) => `/innstillinger/frakt/klasser/${encodeURIComponent(id)}` },
    shippingZone: { editPath: (id) => `/innstillinger/frakt/soner/${encodeURIComponent(id)}` },
  },
};
