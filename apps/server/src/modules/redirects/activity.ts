/** The redirects' entry in the activity log: 'Importerte 120 videresendinger'. */
import type { RedirectImportResult } from '@vev/shared';
import { activityFromAnswer } from '../../platform/activity/activity';

export const redirectActivity = {
  imported: activityFromAnswer<RedirectImportResult>('redirect.imported', (result) => ({
    details: { count: result.imported },
  })),
};
