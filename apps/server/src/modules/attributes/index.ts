/** The shop's attributes (spec 3 'Attributes'): products name them and pick their options. */
import type { ServerModule } from '../context';
import { copyAttributes } from './copy';
import { attributeRoutes } from './routes';
import { attributes } from './schema';
import { attributeSourceType, describeAttributes } from './service';

export const attributesModule: ServerModule = {
  name: 'attributes',
  routes: [{ mount: 'site', plugin: attributeRoutes }],
  dependentSources: { [attributeSourceType]: { group: 'attributes', describe: describeAttributes } },
  duplication: [
    {
      type: attributeSourceType,
      copiedWith: ['attributes'],
      table: attributes,
      copy: ({ db, scope, signal }) => copyAttributes(db, scope, signal),
    },
  ],
  activityTargets: { attribute: { editPath: (id) => `/butikk/attributter/${encodeURIComponent(id)}` } },
};
