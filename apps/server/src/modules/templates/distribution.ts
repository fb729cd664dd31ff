/**
 * Which template each page type uses (`templateDistribution`, /innstillinger/maler/bruk). A change
 * through `PATCH site` is checked here: a whole template of the site, or for a department of its
 * parent site (then `source` names that site), and the shop's page types only with e-commerce.
 * The assignments are recorded as references, so an assigned template cannot be deleted.
 */
import {
  describeFieldErrors,
  type SiteSettings,
  shopTemplatePageTypes,
  type TemplateDistributionUpdate,
  type TemplatePageType,
  templateDistributionMessages,
} from '@vev/shared';
import { and, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { badRequest } from '../../platform/errors';
import { replaceReferences } from '../../platform/references/references';
import { ownOrInheritedRows } from '../../platform/site-scope';
import { templates } from './schema';

type Distribution = SiteSettings['templateDistribution'];

export const templateDistributionSourceType = 'templateDistribution';

interface DistributionSite {
  id: string;
  hasEcommerce: boolean;
  departmentOf: string | null;
}

/** The distribution after the change: named types replaced (null removes one), the others kept. */
export async function applyTemplateDistribution(
  db: Database,
  site: DistributionSite,
  current: Distribution,
  update: TemplateDistributionUpdate,
): Promise<Distribution> {
  const assigned = Object.entries(update).flatMap(([type, value]) => (value ? [{ type, ...value }] : []));
  const rows = assigned.length
    ? await db
        .select({ siteId: templates.siteId, id: templates.id, partial: templates.partial })
        .from(templates)
        .where(
          and(
            ownOrInheritedRows(templates.siteId, { siteId: site.id, parentSiteId: site.departmentOf }),
            inArray(
              templates.id,
              assigned.map((assignment) => assignment.ref),
            ),
          ),
        )
    : [];
  const problems: Record<string, string> = {};
  for (const { type, ref, source } of assigned) {
    const field = `templateDistribution.${type}`;
    const template = rows.find((row) => row.id === ref && row.siteId === source);
    if (!site.hasEcommerce && shopTemplatePageTypes.includes(type as TemplatePageType)) {
      problems[field] = templateDistributionMessages.needsEcommerce;
    } else if (!template) problems[field] = templateDistributionMessages.missing;
    else if (template.partial) problems[field] = templateDistributionMessages.partial;
  }
  if (Object.keys(problems).length > 0) throw badRequest(describeFieldErrors(problems), problems);
  const next: Distribution = { ...current };
  for (const [type, value] of Object.entries(update) as [TemplatePageType, (typeof update)[TemplatePageType]][]) {
    if (value) next[type] = value;
    else delete next[type];
  }
  return next;
}

/**
 * Records the assignments as references of the site. One of the parent site's templates is
 * recorded on the parent, where its delete looks, with the department as the one who uses it.
 */
export async function recordTemplateDistribution(db: Database, site: DistributionSite, distribution: Distribution) {
  const refsOf = (owner: string) =>
    Object.values(distribution).flatMap((assignment) => (assignment?.source === owner ? [assignment.ref] : []));
  const source = { type: templateDistributionSourceType, id: site.id };
  await replaceReferences(db, site.id, source, refsOf(site.id));
  if (site.departmentOf) await replaceReferences(db, site.departmentOf, source, refsOf(site.departmentOf));
}
