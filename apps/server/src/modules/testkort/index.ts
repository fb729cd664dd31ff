/**
 * Testkort's hosted payment page and its webhook deliveries. The provider itself sits with the
 * others in payments/testkort*.ts; this manifest adds what it runs besides: a page and a job.
 */
import type { ServerModule } from '../context';
import { testkortPageRoutes } from '../payments/testkort-routes';
import { testkortJobs } from '../payments/testkort-webhook';

export const testkortModule: ServerModule = {
  name: 'testkort',
  routes: [{ mount: 'root', plugin: testkortPageRoutes }],
  jobs: testkortJobs,
};
