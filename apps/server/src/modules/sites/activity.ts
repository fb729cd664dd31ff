/**
 * The site's entries in the activity log: its settings saved, and the designer's theme settings
 * and global content published, discarded or rolled back.
 */
import type { Site } from '@vev/shared';
import { activityFromAnswer } from '../../platform/activity/activity';

const siteTarget = (type: 'site' | 'theme' | 'globalContent') => (site: Site) => ({
  target: { type, id: site._id, label: site.displayName || site.name },
});

export const siteActivity = {
  updated: activityFromAnswer<Site>('site.updated', siteTarget('site')),
};

/** The designer documents' actions, by the document's name in the activity log. */
export const designerActivity = {
  theme: {
    publish: activityFromAnswer<Site>('theme.published', siteTarget('theme')),
    discard: activityFromAnswer<Site>('theme.discarded', siteTarget('theme')),
    rollback: activityFromAnswer<Site>('theme.reverted', siteTarget('theme')),
  },
  globalContent: {
    publish: activityFromAnswer<Site>('globalContent.published', siteTarget('globalContent')),
    discard: activityFromAnswer<Site>('globalContent.discarded', siteTarget('globalContent')),
    rollback: activityFromAnswer<Site>('globalContent.reverted', siteTarget('globalContent')),
  },
};
