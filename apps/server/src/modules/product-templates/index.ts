/** The shop's product templates (spec 3 'Product template'): what a group of products shares. */
import type { ServerModule } from '../context';
import { copyProductTemplates } from './copy';
import { productTemplateRoutes } from './routes';
import { productTemplates } from './schema';
import { describeProductTemplates, productTemplateSourceType } from './service';

export const productTemplatesModule: ServerModule = {
  name: 'product-templates',
  routes: [{ mount: 'site', plugin: productTemplateRoutes }],
  dependentSources: { [productTemplateSourceType]: { group: 'productTemplates', describe: describeProductTemplates } },
  duplication: [
    {
      type: productTemplateSourceType,
      copiedWith: ['productTemplates'],
      table: productTemplates,
      copy: ({ db, scope, signal }) => copyProductTemplates(db, scope, signal),
    },
  ],
  // Templates are in the search index: the log links to where one is edited, or says it is gone.
  activityTargets: { productTemplate: 'searchIndex' },
};
