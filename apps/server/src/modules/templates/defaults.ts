/** A new site's default templates for pages, categories and product pages, assigned in templateDistribution. */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { newId } from '../../platform/ids';
import { replaceReferences } from '../../platform/references/references';
import { createDraftable } from '../../platform/resources/drafts';
import { sites } from '../sites/schema';
import { templateResource } from './resource';

const defaultTemplates = [
  ['page', 'Standard side'],
  ['category', 'Kategoriside'],
  ['productPage', 'Produktside'],
] as const;

export type DefaultTemplateIds = Record<(typeof defaultTemplates)[number][0], string>;

/** Creates the templates and assigns them (the front page uses the page template). Answers their ids. */
export async function createDefaultTemplates(
  db: Database,
  siteId: string,
  authorId: string,
): Promise<DefaultTemplateIds> {
  const now = new Date();
  const ids = {} as DefaultTemplateIds;
  for (const [kind, name] of defaultTemplates) {
    const id = newId();
    await createDraftable(db, templateResource, {
      siteId,
      id,
      name,
      partial: false,
      published: { name, components: [] },
      draft: null,
      version: 1,
      modifiedAt: null,
      publishedAt: now,
      authorId,
      editorId: authorId,
      createdAt: now,
      updatedAt: now,
    });
    ids[kind] = id;
  }
  const assigned = (ref: string) => ({ ref, source: siteId });
  const templateDistribution = {
    frontPage: assigned(ids.page),
    page: assigned(ids.page),
    category: assigned(ids.category),
    productPage: assigned(ids.productPage),
  };
  await db
    .update(sites)
    .set({ settings: sql`${sites.settings} || ${JSON.stringify({ templateDistribution })}::jsonb` })
    .where(eq(sites.id, siteId));
  await replaceReferences(db, siteId, { type: 'templateDistribution', id: siteId }, Object.values(ids));
  return ids;
}
