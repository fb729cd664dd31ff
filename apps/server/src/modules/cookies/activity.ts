/** The cookie definitions' entry in the activity log: 'Importerte 8 informasjonskapsler'. */
import type { importResultSchema } from '@vev/shared';
import type { z } from 'zod';
import { activityFromAnswer } from '../../platform/activity/activity';

export const cookieActivity = {
  imported: activityFromAnswer<z.infer<typeof importResultSchema>>('cookie.imported', (result) => ({
    details: { count: result.imported },
  })),
};
