/** Reusable components, and the section types to choose from. */
import { copiedDocuments } from '../../platform/modules';
import { describeByTitle } from '../../platform/references/references';
import type { ServerModule } from '../context';
import { componentResource } from './resource';
import { componentRoutes } from './routes';
import { components } from './schema';

export const componentsModule: ServerModule = {
  name: 'components',
  routes: [{ mount: 'site', plugin: componentRoutes }],
  dependentSources: { component: { group: 'components', describe: describeByTitle(components, components.name) } },
  // Templates and pages both place reusable components, so either choice copies them.
  duplication: [copiedDocuments(componentResource, { copiedWith: ['templates', 'pages'], searchTypes: ['component'] })],
  activityTargets: { component: 'searchIndex' },
};
