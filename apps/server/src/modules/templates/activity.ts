/** The templates' own entry in the activity log, besides the draft mechanism's: a copy of a template. */
import type { Template } from '@vev/shared';
import { activityFromAnswer } from '../../platform/activity/activity';

export const templateActivity = {
  cloned: activityFromAnswer<Template>('template.cloned', (template) => ({
    target: { type: 'template', id: template._id, label: template.name },
  })),
};
