/** Templates: the frame (header, main, footer) pages are shown in. */
import { copiedDocuments } from '../../platform/modules';
import { describeByTitle } from '../../platform/references/references';
import type { ServerModule } from '../context';
import { templateResource } from './resource';
import { templateRoutes } from './routes';
import { templates } from './schema';

export const templatesModule: ServerModule = {
  name: 'templates',
  routes: [{ mount: 'site', plugin: templateRoutes }],
  dependentSources: { template: { group: 'templates', describe: describeByTitle(templates, templates.name) } },
  duplication: [copiedDocuments(templateResource, { copiedWith: ['templates'], searchTypes: ['template'] })],
  activityTargets: { template: 'searchIndex' },
};
