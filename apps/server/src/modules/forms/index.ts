/** The site's forms (spec 3 'Forms'): built in the dashboard, sent in on the storefront. */
import type { ServerModule } from '../context';
import { copyForms } from './copy';
import { formRoutes } from './routes';
import { forms } from './schema';
import { formEditPath, formSourceType } from './service';

export const formsModule: ServerModule = {
  name: 'forms',
  routes: [{ mount: 'site', plugin: formRoutes }],
  // Copied with the pages, whose form sections show them (docs/decisions/forms.md).
  duplication: [
    {
      type: formSourceType,
      copiedWith: ['pages'],
      table: forms,
      copy: ({ db, scope, signal }) => copyForms(db, scope, signal),
    },
  ],
  activityTargets: { form: { editPath: formEditPath } },
};
