/** `PATCH site`: the changed fields, checked against the record as a whole, in one transaction. */
import {
  assignTaxClassIds,
  describeFieldErrors,
  type Site,
  type SiteSettings,
  type SiteUpdate,
  siteSettingsMessages,
  siteSettingsProblems,
  taxClassReference,
} from '@vev/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sites } from '../../platform/accounts/schema';
import { domainsChanged } from '../../platform/cache/site-versions';
import { badRequest, notFound } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { assertNotReferenced, referencedIds, replaceReferences } from '../../platform/references/references';
import { applyTemplateDistribution, recordTemplateDistribution } from '../templates/distribution';
import { designerDraftChanges, replaceDesignerReferences } from './designer-publish';
import { type SiteRow, toSiteDto } from './service';

const columnFields = ['displayName', 'canonicalDomain', 'subscriptionsEnabled', 'cookieDialogEnabled'] as const;
type ColumnField = (typeof columnFields)[number];

/** The site's own images: the logo and the favicon refer to media files (where-used). */
export const siteSettingsSourceType = 'siteSettings';

function splitUpdate(update: SiteUpdate) {
  const columns: Partial<Pick<SiteRow, ColumnField>> = {};
  const settings: Partial<SiteSettings> = {};
  for (const [key, value] of Object.entries(update)) {
    if (value === undefined) continue;
    if ((columnFields as readonly string[]).includes(key)) Object.assign(columns, { [key]: value });
    else Object.assign(settings, { [key]: value });
  }
  return { columns, settings };
}

async function assertCanonicalDomainFree(db: Database, siteId: string, domain: string | null | undefined) {
  if (!domain) return;
  const [other] = await db
    .select({ id: sites.id })
    .from(sites)
    .where(and(eq(sites.canonicalDomain, domain), ne(sites.id, siteId)))
    .limit(1);
  if (other) {
    const fields = { canonicalDomain: siteSettingsMessages.canonicalDomainTaken };
    throw badRequest(describeFieldErrors(fields), fields);
  }
}

/** Which fields each whole-record rule reads: a rule is checked when the change touches one of them. */
const ruleInputs: Record<string, (keyof SiteUpdate)[]> = {
  userCreationEmailDomains: ['userCreation', 'userCreationEmailDomains'],
  canonicalDomain: ['canonicalDomain'],
  emailTemplate: ['emailTemplate'],
  emailTemplateProps: ['emailTemplate', 'emailTemplateProps'],
};

/**
 * The rules across fields, for what this change touches: a record that went out of line another
 * way (a domain removed under its canonical domain) does not block unrelated changes.
 */
function problemsOfChange(current: Site, update: SiteUpdate): Record<string, string> {
  const problems = siteSettingsProblems({ ...current, ...update } as Site);
  return Object.fromEntries(
    Object.entries(problems).filter(([field]) =>
      (ruleInputs[field.split('.')[0] ?? field] ?? []).some((input) => update[input] !== undefined),
    ),
  );
}

/** Applies the changed fields: columns directly, the rest merged into the settings document. */
export async function updateSite(db: Database, siteId: string, update: SiteUpdate): Promise<Site> {
  const { theme, globalPropsDraft, ...fields } = update;
  const { columns, settings } = splitUpdate(fields);
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(sites).where(eq(sites.id, siteId)).for('update').limit(1);
    if (!current) throw notFound();
    const drafts = designerDraftChanges(toSiteDto(current), { theme, globalPropsDraft });
    Object.assign(settings, drafts.settings);
    const problems = { ...problemsOfChange(toSiteDto(current), update), ...drafts.problems };
    if (Object.keys(problems).length) throw badRequest(describeFieldErrors(problems), problems);
    await assertCanonicalDomainFree(tx, siteId, columns.canonicalDomain);
    // New tax classes get their ids here; products refer to them by id, so one in use stays.
    if (update.taxClasses) {
      const before = toSiteDto(current).taxClasses;
      settings.taxClasses = assignTaxClassIds(before, update.taxClasses, newId);
      const kept = new Set(settings.taxClasses.map((taxClass) => taxClass.id));
      for (const removed of before.filter((taxClass) => !kept.has(taxClass.id)))
        await assertNotReferenced(tx, siteId, taxClassReference(removed.id));
    }
    if (update.templateDistribution) {
      settings.templateDistribution = await applyTemplateDistribution(
        tx,
        current,
        toSiteDto(current).templateDistribution,
        update.templateDistribution,
      );
    }

    const [row] = await tx
      .update(sites)
      .set({
        ...columns,
        settings: sql`${sites.settings} || ${JSON.stringify(settings)}::jsonb`,
        updatedAt: new Date(),
      })
      .where(eq(sites.id, siteId))
      .returning();
    if (!row) throw notFound();
    const site = toSiteDto(row);
    if ('logo' in settings || 'favicon' in settings) {
      await replaceReferences(
        tx,
        siteId,
        { type: siteSettingsSourceType, id: siteId },
        referencedIds([site.logo, site.favicon]),
      );
    }
    if (update.templateDistribution) await recordTemplateDistribution(tx, row, site.templateDistribution);
    for (const document of drafts.changed) await replaceDesignerReferences(tx, site, document);
    // Dependency reports and lists name the site and show which files are in use.
    await domainsChanged(tx, siteId, ['settings']);
    return site;
  });
}
