/**
 * Every server module, each declared by its own `index.ts` manifest (platform/modules.ts). The app
 * registers their routes, dependent sources and jobs from this list, and site duplication copies
 * what they declare. The order is the order routes are registered and rows are copied: media
 * before the components, templates and pages that show it.
 */
import { accessKeysModule } from './access-keys';
import { accountModule } from './account';
import { activityModule } from './activity';
import { attributesModule } from './attributes';
import { bookingModule } from './booking';
import { componentsModule } from './components';
import { contentModule } from './content';
import type { ServerModule } from './context';
import { cookiesModule } from './cookies';
import { customersModule } from './customers';
import { dataSetsModule } from './data-sets';
import { departmentsModule } from './departments';
import { discountsModule } from './discounts';
import { domainsModule } from './domains';
import { emailTemplatesModule } from './email-templates';
import { experimentsModule } from './experiments';
import { formsModule } from './forms';
import { labelsModule } from './labels';
import { mediaModule } from './media';
import { membersModule } from './members';
import { orderDocumentsModule } from './order-documents';
import { ordersModule } from './orders';
import { pageViewsModule } from './page-views';
import { pagesModule } from './pages';
import { paymentSettingsModule } from './payment-settings';
import { productTemplatesModule } from './product-templates';
import { productsModule } from './products';
import { redirectsModule } from './redirects';
import { shippingModule } from './shipping';
import { siteDuplicationModule } from './site-duplication';
import { sitesModule } from './sites';
import { statsModule } from './stats';
import { templatesModule } from './templates';
import { testkortModule } from './testkort';

export const serverModules: readonly ServerModule[] = [
  accountModule,
  accessKeysModule,
  sitesModule,
  mediaModule,
  componentsModule,
  templatesModule,
  pagesModule,
  contentModule,
  redirectsModule,
  siteDuplicationModule,
  activityModule,
  cookiesModule,
  emailTemplatesModule,
  domainsModule,
  departmentsModule,
  membersModule,
  shippingModule,
  paymentSettingsModule,
  attributesModule,
  labelsModule,
  formsModule,
  dataSetsModule,
  experimentsModule,
  discountsModule,
  customersModule,
  bookingModule,
  productsModule,
  productTemplatesModule,
  ordersModule,
  testkortModule,
  orderDocumentsModule,
  pageViewsModule,
  statsModule,
];
