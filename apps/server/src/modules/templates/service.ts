/** Templates, read side: lists (with a department's inherited ones), one template, an old revision. */
import type { Template } from '@vev/shared';
import { and, asc, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notFound } from '../../platform/errors';
import { currentDocument, draftState } from '../../platform/resources/draftable-state';
import { findRevision } from '../../platform/revisions/revisions';
import { listedRows, ownFirst, ownOrInheritedRows, type SiteScope } from '../../platform/site-scope';
import { type TemplateRow, templateResource } from './resource';
import { type TemplateDocument, templates } from './schema';

export function toTemplate(
  row: TemplateRow,
  siteId: string,
  shown?: { document: TemplateDocument; revision: string },
): Template {
  const document = shown?.document ?? currentDocument(row);
  const { publishedAt: _publishedAt, createdAt: _createdAt, updatedAt: _updatedAt, ...state } = draftState(row);
  return {
    _id: row.id,
    name: document.name,
    site: row.siteId,
    partial: row.partial,
    components: document.components,
    inherited: row.siteId !== siteId,
    ...state,
    ...(shown ? { modified: false, modifiedDate: null } : {}),
    revision: shown?.revision ?? null,
  };
}

export interface TemplateListQuery {
  draft?: 'true' | 'false' | undefined;
  partial?: 'true' | 'false' | undefined;
  fetchInherited?: 'true' | 'false' | undefined;
  skip: number;
  limit: number;
}

export async function listTemplates(db: Database, site: SiteScope, query: TemplateListQuery): Promise<Template[]> {
  const conditions: SQL[] = [listedRows(templates.siteId, site, query.fetchInherited === 'true')];
  if (query.draft === 'false') conditions.push(isNotNull(templates.publishedAt));
  if (query.partial === 'false') conditions.push(eq(templates.partial, false));
  if (query.partial === 'true') conditions.push(eq(templates.partial, true));
  const rows = await db
    .select()
    .from(templates)
    .where(and(...conditions))
    .orderBy(asc(templates.name), asc(templates.id))
    .offset(query.skip)
    .limit(query.limit);
  return rows.map((row) => toTemplate(row, site.siteId));
}

/** A template the site may read: its own first, else (for a department) its parent's, read-only. */
export async function findTemplateRow(db: Database, site: SiteScope, id: string): Promise<TemplateRow | null> {
  const rows = await db
    .select()
    .from(templates)
    .where(and(ownOrInheritedRows(templates.siteId, site), eq(templates.id, id)))
    .limit(2);
  return ownFirst(rows, site);
}

export async function getTemplate(db: Database, site: SiteScope, id: string, revisionId?: string): Promise<Template> {
  const { siteId } = site;
  const row = await findTemplateRow(db, site, id);
  if (!row) throw notFound();
  if (!revisionId) return toTemplate(row, siteId);
  const revision = await findRevision(db, row.siteId, revisionId);
  if (revision.type !== templateResource.type || revision.reference !== row.id) throw notFound('Fant ikke versjonen.');
  return toTemplate(row, siteId, { document: revision.snapshot as TemplateDocument, revision: revision.id });
}
