/**
 * The copy's site record: made first, once per job (its id recorded in the job in the same
 * transaction), and completed last with the source's settings and its administrator, so the copy
 * appears in the admin's site list only once everything is in it.
 */
import { type SiteSettings, siteFeatureFlags, withoutExternalPaymentProviders } from '@vev/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { memberships, sites } from '../../platform/accounts/schema';
import { cacheDomains, domainsChanged } from '../../platform/cache/site-versions';
import { type JobClaim, saveJobResult } from '../../platform/jobs/queue';
import { referencedIds, replaceReferences } from '../../platform/references/references';
import { insertSiteWithFreeName } from '../sites/create-site';
import { siteDesignerDocuments } from '../sites/designer-documents';
import { replaceDesignerReferences } from '../sites/designer-publish';
import { type SiteRow, toSiteDto } from '../sites/service';
import { siteSettingsSourceType } from '../sites/update-site';
import { createDefaultTemplates } from '../templates/defaults';
import { recordTemplateDistribution } from '../templates/distribution';
import type { SiteDuplicationPayload } from './payload';
import { type ReferenceRewrite, rewriteReferences } from './rewrite';
import { copies, type DuplicationScope, rewriteForBatch } from './scope';

async function sourceSite(db: Database, siteId: string): Promise<SiteRow> {
  const [source] = await db.select().from(sites).where(eq(sites.id, siteId));
  if (!source) throw new Error(`site ${siteId} no longer exists`);
  return source;
}

/**
 * The new site's id: the one an earlier attempt of this job made, else a new site with the
 * source's features (not its domains, nor its place as a department). Without templates to copy,
 * it gets the default templates a new site starts with.
 */
export async function ensureCopySite(db: Database, claim: JobClaim, payload: SiteDuplicationPayload): Promise<string> {
  const recorded = claim.job.result?.newSiteId;
  if (typeof recorded === 'string') return recorded;
  return db.transaction(async (tx) => {
    const source = await sourceSite(tx, payload.sourceSiteId);
    const row = await insertSiteWithFreeName(tx, {
      displayName: payload.newSiteName,
      nameless: 'nettsted',
      values: {
        ...Object.fromEntries(siteFeatureFlags.map((flag) => [flag, source[flag]])),
        canBeDuplicated: source.canBeDuplicated,
      },
    });
    if (!payload.resources.includes('templates')) await createDefaultTemplates(tx, row.id, payload.userId);
    await saveJobResult(tx, claim, { newSiteId: row.id });
    return row.id;
  });
}

/** The source's templates per page type, where the template was copied (a department's parent's are not). */
function copiedDistribution(
  distribution: SiteSettings['templateDistribution'],
  scope: DuplicationScope,
  rewrite: ReferenceRewrite,
): SiteSettings['templateDistribution'] {
  return Object.fromEntries(
    Object.entries(distribution).flatMap(([type, assignment]) => {
      const ref = assignment?.source === scope.sourceSiteId ? rewrite.copied.get(assignment.ref) : undefined;
      return ref ? [[type, { ref, source: scope.newSiteId }]] : [];
    }),
  );
}

/**
 * The source's settings (logo, favicon, theme, global content, texts …) with their references
 * rewritten, their references recorded, the requesting admin as administrator.
 */
export async function finishCopySite(db: Database, scope: DuplicationScope, payload: SiteDuplicationPayload) {
  await db.transaction(async (tx) => {
    const source = await sourceSite(tx, scope.sourceSiteId);
    const { templateDistribution: _distribution, ...settings } = source.settings;
    const rewrite = await rewriteForBatch(tx, scope, {
      documents: [source.settings],
      sources: { type: null, ids: [scope.sourceSiteId] },
    });
    const copied: Partial<SiteSettings> = rewriteReferences(settings, rewrite);
    // Payment credentials are not copied (payment-settings): the copy's external providers start off.
    if (copied.paymentProviders) copied.paymentProviders = withoutExternalPaymentProviders(copied.paymentProviders);
    // Without templates, the copy keeps the default templates it was made with.
    if (copies(scope, 'template')) {
      copied.templateDistribution = copiedDistribution(toSiteDto(source).templateDistribution, scope, rewrite);
    }
    const [row] = await tx
      .update(sites)
      .set({ settings: sql`${sites.settings} || ${JSON.stringify(copied)}::jsonb`, updatedAt: new Date() })
      .where(eq(sites.id, scope.newSiteId))
      .returning();
    if (!row) throw new Error(`the copy ${scope.newSiteId} is gone`);
    const site = toSiteDto(row);
    const siteSource = { type: siteSettingsSourceType, id: site._id };
    await replaceReferences(tx, site._id, siteSource, referencedIds([site.logo, site.favicon]));
    for (const document of siteDesignerDocuments) await replaceDesignerReferences(tx, site, document);
    await recordTemplateDistribution(tx, row, site.templateDistribution);
    await tx
      .insert(memberships)
      .values({ siteId: site._id, userId: payload.userId, permission: 'admin' })
      .onConflictDoNothing();
    await domainsChanged(tx, site._id, cacheDomains);
  });
}
