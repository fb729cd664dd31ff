/**
 * Theme settings and global content through their life: `PATCH site` writes the draft; publish
 * applies it and writes a revision (reference: the site), discard drops it, rollback publishes an
 * old revision's snapshot as a new revision. References and the content version follow every write.
 */
import type { Site, SiteSettings, SiteUpdate } from '@vev/shared';
import { describeFieldErrors } from '@vev/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sites } from '../../platform/accounts/schema';
import { domainsChanged } from '../../platform/cache/site-versions';
import { badRequest, notFound } from '../../platform/errors';
import { replaceReferences } from '../../platform/references/references';
import { findRevision, recordRevision } from '../../platform/revisions/revisions';
import type { SessionUser } from '../../platform/sessions/sessions';
import {
  type DesignerDocument,
  globalPropsDocument,
  type SiteDesignerDocument,
  themeDocument,
} from './designer-documents';
import { toSiteDto } from './service';

/** Records what the published state and the draft refer to (call inside the write's transaction). */
export async function replaceDesignerReferences(db: Database, site: Site, document: SiteDesignerDocument) {
  const source = (type: string) => ({ type, id: site._id });
  await replaceReferences(
    db,
    site._id,
    source(document.sources.published),
    document.references(document.published(site)),
  );
  await replaceReferences(db, site._id, source(document.sources.draft), document.references(document.draft(site)));
}

/**
 * The drafts a `PATCH site` sets (`theme.configDraft`, `globalPropsDraft`), checked and normalized:
 * the settings to merge, their problems by field, and which documents changed.
 */
export function designerDraftChanges(site: Site, update: Pick<SiteUpdate, 'theme' | 'globalPropsDraft'>) {
  const settings: Partial<SiteSettings> = {};
  const problems: Record<string, string> = {};
  const changed: SiteDesignerDocument[] = [];
  const drafts: [SiteDesignerDocument, DesignerDocument | null | undefined][] = [
    [themeDocument, update.theme?.configDraft],
    [globalPropsDocument, update.globalPropsDraft],
  ];
  for (const [document, draft] of drafts) {
    if (draft === undefined) continue;
    const checked = draft === null ? { document: null, problems: {} } : document.check(site, draft);
    for (const [path, message] of Object.entries(checked.problems))
      problems[`${document.draftField}.${path}`] = message;
    Object.assign(settings, document.settings(site, document.published(site), checked.document));
    changed.push(document);
  }
  return { settings, problems, changed };
}

async function lockSite(db: Database, siteId: string): Promise<Site> {
  const [row] = await db.select().from(sites).where(eq(sites.id, siteId)).for('update').limit(1);
  if (!row) throw notFound();
  return toSiteDto(row);
}

/** Stores a published state and draft of the document on the site, with references and content version. */
async function store(
  db: Database,
  site: Site,
  document: SiteDesignerDocument,
  published: DesignerDocument | null,
  draft: DesignerDocument | null,
): Promise<Site> {
  const settings = document.settings(site, published, draft);
  const [row] = await db
    .update(sites)
    .set({ settings: sql`${sites.settings} || ${JSON.stringify(settings)}::jsonb`, updatedAt: new Date() })
    .where(eq(sites.id, site._id))
    .returning();
  if (!row) throw notFound();
  const updated = toSiteDto(row);
  await replaceDesignerReferences(db, updated, document);
  await domainsChanged(db, site._id, ['settings']);
  return updated;
}

async function publishSnapshot(
  db: Database,
  site: Site,
  document: SiteDesignerDocument,
  snapshot: DesignerDocument,
  user: SessionUser,
): Promise<Site> {
  await recordRevision(db, {
    siteId: site._id,
    type: document.revisionType,
    reference: site._id,
    author: user,
    snapshot,
    previous: document.published(site),
  });
  return store(db, site, document, snapshot, null);
}

interface DesignerAction {
  siteId: string;
  user: SessionUser;
  document: SiteDesignerDocument;
}

/** Applies the draft and writes a revision. Without a draft, nothing happens. */
export function publishDesignerDraft(db: Database, input: DesignerAction): Promise<Site> {
  return db.transaction(async (tx) => {
    const site = await lockSite(tx, input.siteId);
    const draft = input.document.draft(site);
    return draft ? publishSnapshot(tx, site, input.document, draft, input.user) : site;
  });
}

export function discardDesignerDraft(db: Database, input: DesignerAction): Promise<Site> {
  return db.transaction(async (tx) => {
    const site = await lockSite(tx, input.siteId);
    if (!input.document.draft(site)) return site;
    return store(tx, site, input.document, input.document.published(site), null);
  });
}

/** Publishes an old revision's snapshot as a new revision, dropping the draft; history is never rewritten. */
export function rollbackDesignerDocument(db: Database, input: DesignerAction & { revisionId: string }): Promise<Site> {
  return db.transaction(async (tx) => {
    const site = await lockSite(tx, input.siteId);
    const revision = await findRevision(tx, input.siteId, input.revisionId);
    if (revision.type !== input.document.revisionType || revision.reference !== site._id) {
      throw notFound('Fant ikke versjonen.');
    }
    // A version saved under older rules must still fit today's before it goes live again.
    const checked = input.document.check(site, revision.snapshot as DesignerDocument);
    if (Object.keys(checked.problems).length) {
      throw badRequest(describeFieldErrors(checked.problems), checked.problems);
    }
    return publishSnapshot(tx, site, input.document, checked.document, input.user);
  });
}
