import type { Template } from '@vev/shared';
import { and, asc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notFound } from '../../platform/errors';
import { currentDocument, draftState } from '../../platform/resources/draftable-state';
import { parentSiteOf } from '../pages/service';
import type { TemplateRow } from './resource';
import { templates } from './schema';

function toTemplate(row: TemplateRow, siteId: string): Template {
  const document = currentDocument(row);
  const { publishedAt: _publishedAt, createdAt: _createdAt, updatedAt: _updatedAt, ...state } = draftState(row);
  return {
    _id: row.id,
    name: document.name,
    site: row.siteId,
    partial: row.partial,
    components: document.components,
    inherited: row.siteId !== siteId,
    ...state,
  };
}

export interface TemplateListQuery {
  draft?: 'true' | 'false' | undefined;
  partial?: 'true' | 'false' | undefined;
  fetchInherited?: 'true' | 'false' | undefined;
  skip: number;
  limit: number;
}

export async function listTemplates(db: Database, siteId: string, query: TemplateListQuery): Promise<Template[]> {
  const parentSite = query.fetchInherited === 'true' ? await parentSiteOf(db, siteId) : null;
  const conditions: SQL[] = [inArray(templates.siteId, parentSite ? [siteId, parentSite] : [siteId])];
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
  return rows.map((row) => toTemplate(row, siteId));
}

export async function getTemplate(db: Database, siteId: string, id: string): Promise<Template> {
  const parentSite = await parentSiteOf(db, siteId);
  const [row] = await db
    .select()
    .from(templates)
    .where(and(inArray(templates.siteId, parentSite ? [siteId, parentSite] : [siteId]), eq(templates.id, id)))
    .limit(1);
  if (!row) throw notFound();
  return toTemplate(row, siteId);
}
