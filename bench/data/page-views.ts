/**
 * The page views' share of the data set: a million views over the last year, the scenarios' site
 * with a tenth of them, written as the recorder leaves them for the reports: figures per site and
 * day, and per site, page and day over 100 paths, so `GET stats/pageViews` over 30 days and over a
 * year reads as many rows as it would in service. Raw views are not generated: no report reads them.
 */
import { addDays, norwegianDay } from '@vev/shared';
import type { Database } from '../../apps/server/src/db/client';
import { pageViewDays, pageViewPageDays } from '../../apps/server/src/modules/page-views/schema';
import { findScenarioSite, insertInBatches } from './foundation';
import type { Generator } from './generator';

const days = 365;
const pathsPerSite = 100;
const scenarioSiteShare = 0.1;

export const pageViewsGenerator: Generator = {
  name: 'page views',
  counts: (scale) => ({ pageViews: Math.round(1_000_000 * scale) }),
  async generate(db: Database, counts, data) {
    const total = counts.pageViews ?? 0;
    const scenario = await findScenarioSite(db);
    const others = data.siteIds.filter((id) => id !== scenario?.id).slice(0, 19);
    const share = (siteId: string) =>
      siteId === scenario?.id
        ? total * scenarioSiteShare
        : (total * (1 - scenarioSiteShare)) / Math.max(1, others.length);
    const today = norwegianDay();
    const paths = Array.from({ length: pathsPerSite }, (_, rank) => (rank === 0 ? '/' : `/side-${rank}`));
    for (const siteId of [...(scenario ? [scenario.id] : []), ...others]) {
      const perDay = Math.max(1, Math.round(share(siteId) / days));
      const dayRows = [];
      const pageRows = [];
      for (let back = 0; back < days; back += 1) {
        const day = addDays(today, -back);
        dayRows.push({ siteId, day, views: perDay, visitors: Math.ceil(perDay / 2) });
        // Each path about 1/(rank+1) of the views (a long tail), at least one view each.
        for (const [rank, path] of paths.entries()) {
          pageRows.push({ siteId, day, path, views: Math.max(1, Math.round(perDay / (rank + 1) / 6)) });
        }
      }
      await insertInBatches(dayRows, (batch) => db.insert(pageViewDays).values(batch).onConflictDoNothing());
      await insertInBatches(pageRows, (batch) => db.insert(pageViewPageDays).values(batch).onConflictDoNothing());
    }
  },
};
