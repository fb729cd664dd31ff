/** The shop's products (spec 3 'Product'): drafted and published documents, simple variants and live stock. */
import { copiedDocuments } from '../../platform/modules';
import { describeByTitle } from '../../platform/references/references';
import type { ServerModule } from '../context';
import { productResource } from './resource';
import { productRoutes } from './routes';
import { products } from './schema';

export const productsModule: ServerModule = {
  name: 'products',
  routes: [{ mount: 'site', plugin: productRoutes }],
  dependentSources: { product: { group: 'products', describe: describeByTitle(products, products.name) } },
  duplication: [copiedDocuments(productResource, { copiedWith: ['products'], searchTypes: ['product'] })],
  activityTargets: { product: 'searchIndex' },
};
