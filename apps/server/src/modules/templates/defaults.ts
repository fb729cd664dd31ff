/** A new site's default templates for pages, categories and product pages, assigned in templateDistribution. */
import { findSectionDefinition, sectionPropsSchema } from '@vev/sections';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sites } from '../../platform/accounts/schema';
import { newId } from '../../platform/ids';
import { replaceReferences } from '../../platform/references/references';
import { createDraftable } from '../../platform/resources/drafts';
import { templateDistributionSourceType } from './distribution';
import { templateResource } from './resource';

const defaultTemplates = [
  ['page', 'Standard side'],
  ['category', 'Kategoriside'],
  ['productPage', 'Produktside'],
] as const;

export interface SectionSeed {
  component: string;
  props: Record<string, unknown>;
  area?: 'header' | 'footer';
}

/**
 * Section instances as the designer stores them: props through the section's schema (defaults
 * filled in), names the lowercased type plus a counter (`hero1`), template areas as inHeader/inFooter.
 */
export function sectionInstances(seeds: SectionSeed[]): Record<string, unknown>[] {
  const counters = new Map<string, number>();
  return seeds.map((seed) => {
    const definition = findSectionDefinition(seed.component);
    if (!definition) throw new Error(`section ${seed.component} does not exist`);
    const type = seed.component.toLowerCase();
    const count = (counters.get(type) ?? 0) + 1;
    counters.set(type, count);
    const id = newId();
    return {
      _id: id,
      internalId: id,
      name: `${type}${count}`,
      component: seed.component,
      props: sectionPropsSchema(definition).parse(seed.props),
      ...(seed.area === 'header' ? { inHeader: true } : {}),
      ...(seed.area === 'footer' ? { inFooter: true } : {}),
    };
  });
}

/** Every default template, and every new whole template, starts with the site's header (logo or name) and footer. */
export const headerAndFooter: SectionSeed[] = [
  { component: 'header', props: {}, area: 'header' },
  { component: 'footer', props: {}, area: 'footer' },
];

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
      published: { name, components: sectionInstances(headerAndFooter) },
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
  await replaceReferences(db, siteId, { type: templateDistributionSourceType, id: siteId }, Object.values(ids));
  return ids;
}
