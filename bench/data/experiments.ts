/**
 * The experiments module's share of the data set: on the measured site one running A/B test of a
 * page at the top of the tree with 1 000 000 visitors counted, half in each variant, so its statistics and the
 * storefront's variant assignment are measured against a crowd (issue 18's budgets).
 */
import { baselineVariant } from '@vev/shared';
import { sql } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Database } from '../../apps/server/src/db/client';
import { queryRows } from '../../apps/server/src/db/query-rows';
import { experimentCounters, experiments } from '../../apps/server/src/db/schema';
import { findFrontPageId } from '../../apps/server/src/storefront/content';
import { findScenarioSite } from './foundation';
import type { Generator } from './generator';

export const experimentsGenerator: Generator = {
  name: 'experiments',
  counts: (scale) => ({ experimentEntries: Math.max(10_000, Math.round(1_000_000 * scale)) }),
  async generate(db: Database, counts): Promise<void> {
    const site = await findScenarioSite(db);
    if (!site) return;
    const [settings] = await queryRows<{ frontPage: string | null }>(
      db,
      sql`SELECT settings -> 'staticPages' ->> 'frontPage' AS "frontPage" FROM sites WHERE id = ${site.id}`,
    );
    // A published page at the top of the tree, not the front page (the other storefront scenarios read that).
    const front = await findFrontPageId(db, [site.id], settings?.frontPage ?? null, 'published');
    const [tested] = await queryRows<{ id: string }>(
      db,
      sql`SELECT id FROM pages WHERE site_id = ${site.id} AND kind = 'page' AND status = 'active'
        AND published IS NOT NULL AND published ->> 'parent' IS NULL AND id <> ${front ?? ''}
        ORDER BY id LIMIT 1`,
    );
    const page = tested?.id;
    if (!page) return;
    const id = ulid().toLowerCase();
    const variant = ulid().toLowerCase();
    const none = { pages: [], templates: [] };
    await db.insert(experiments).values({
      siteId: site.id,
      id,
      name: 'Forsiden: ny hovedtekst',
      type: 'page',
      description: '',
      active: true,
      fromDate: null,
      toDate: null,
      reference: page,
      goal: { type: 'pageView', meta1: { operation: 'contains', value: '/kasse' }, meta2: null },
      variants: [
        { _id: baselineVariant, name: 'Standard', weight: 50, data: none },
        { _id: variant, name: 'Variant 1', weight: 50, data: none },
      ],
    });
    const entries = counts.experimentEntries ?? 0;
    // Every visitor in the database itself, alternating variants; one in 25 reached the goal.
    await db.execute(sql`
      INSERT INTO experiment_visitors (site_id, experiment_id, visitor, variant_id, created_at, goal_at)
      SELECT ${site.id}, ${id}, md5('bench' || n), CASE WHEN n % 2 = 0 THEN ${baselineVariant} ELSE ${variant} END,
        now() - make_interval(secs => n), CASE WHEN n % 25 = 0 THEN now() - make_interval(secs => n) END
      FROM generate_series(1, ${entries}::int) AS n`);
    await db.insert(experimentCounters).values(
      [baselineVariant, variant].map((variantId, index) => {
        const mine = Math.floor(entries / 2) + (index === 1 ? entries % 2 : 0);
        return { siteId: site.id, experimentId: id, variantId, entries: mine, goals: Math.floor(mine / 25) };
      }),
    );
  },
};
