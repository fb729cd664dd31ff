/** Pages, categories and product pages, with their experiment variants. */
import { copiedDocuments } from '../../platform/modules';
import { describeByTitle } from '../../platform/references/references';
import type { ServerModule } from '../context';
import { pageResource } from './resource';
import { pageRoutes } from './routes';
import { pages } from './schema';
import { describeVariants, variantSourceType } from './variants';

export const pagesModule: ServerModule = {
  name: 'pages',
  routes: [{ mount: 'site', plugin: pageRoutes }],
  dependentSources: {
    page: { group: 'pages', describe: describeByTitle(pages, pages.title) },
    [variantSourceType]: { group: 'experiments', describe: describeVariants },
  },
  duplication: [
    copiedDocuments(pageResource, { copiedWith: ['pages'], searchTypes: ['page', 'category', 'productPage'] }),
  ],
  activityTargets: { page: 'searchIndex', category: 'searchIndex', productPage: 'searchIndex' },
};
