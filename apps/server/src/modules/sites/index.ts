/** A site's settings, and the designer's theme settings and global content. */
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sites } from '../../db/schema';
import type { DependentSource } from '../../platform/references/references';
import type { ServerModule } from '../context';
import { templateDistributionSourceType } from '../templates/distribution';
import { siteDesignerDocuments } from './designer-documents';
import { siteDesignerRoutes } from './designer-routes';
import { siteRoutes } from './routes';
import { siteSettingsSourceType } from './update-site';

/**
 * A dependency report names a site by its display name. The source ids are sites: the site itself,
 * or a department that uses one of its parent's templates.
 */
async function describeSites(database: Database, _siteId: string, ids: string[]) {
  const rows = await database
    .select({ id: sites.id, name: sites.name, displayName: sites.displayName })
    .from(sites)
    .where(inArray(sites.id, ids));
  return new Map(rows.map((row) => [row.id, { title: row.displayName || row.name, draft: false }]));
}

const shownAsSite = (group: DependentSource['group']): DependentSource => ({ group, describe: describeSites });

export const sitesModule: ServerModule = {
  name: 'sites',
  routes: [
    { mount: 'site', plugin: siteRoutes },
    { mount: 'site', plugin: siteDesignerRoutes },
  ],
  dependentSources: {
    // The site's default templates per page type refer to those templates.
    [templateDistributionSourceType]: shownAsSite('templateDistribution'),
    // The logo and the favicon (spec 2 'Site'), shown as the site in a file's dependency report.
    [siteSettingsSourceType]: shownAsSite('site'),
    // The theme settings and the global content, published and in their drafts.
    ...Object.fromEntries(
      siteDesignerDocuments.flatMap(({ sources }) => [
        [sources.published, shownAsSite(sources.published)],
        [sources.draft, shownAsSite(sources.draft)],
      ]),
    ),
  },
  activityTargets: {
    site: { editPath: () => '/innstillinger/nettsted' },
    theme: { editPath: () => '/designer/temainnstillinger' },
    globalContent: { editPath: () => '/designer/globalt' },
  },
};
