/** Orders (spec 3 'Order'): checkout's order, its payments, refunds, notes and revisions, and provider webhooks. */
import type { ServerModule } from '../context';
import { createPaymentProviders } from '../payments/registry';
import { abandonedPaymentHandler, abandonedPaymentJob } from './abandon';
import { orderRoutes, paymentWebhookRoutes } from './routes';

export const ordersModule: ServerModule = {
  name: 'orders',
  routes: [
    { mount: 'site', plugin: orderRoutes },
    { mount: 'api', plugin: paymentWebhookRoutes },
  ],
  jobs: ({ db, config }) => ({
    [abandonedPaymentJob]: abandonedPaymentHandler(db, config, createPaymentProviders({ db, config })),
  }),
};
