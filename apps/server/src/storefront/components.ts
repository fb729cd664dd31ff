/**
 * Reusable components on the storefront: a placed instance (`componentRef: { ref }`) shows the
 * component's own section, as the mode shows it (published publicly, the draft in a preview).
 */
import type { SectionInstance } from '@vev/sections';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type ComponentDocument, components } from '../modules/components/schema';
import type { ContentMode } from './content';

/** Each component's section by the component's id. */
export type PlacedComponents = Map<string, SectionInstance>;

const refOf = (record: Record<string, unknown>): string | null => {
  const ref = (record.componentRef as { ref?: unknown } | null | undefined)?.ref;
  return typeof ref === 'string' && ref ? ref : null;
};

/** The components that sections in these lists place. */
export function placedComponentIds(...lists: (readonly Record<string, unknown>[] | undefined)[]): string[] {
  return [...new Set(lists.flatMap((list) => (list ?? []).map(refOf).filter((ref) => ref !== null)))];
}

/** A component's one section as it renders. */
export function componentSection(document: ComponentDocument): SectionInstance | null {
  const [instance] = document.components;
  if (!instance || typeof instance.component !== 'string') return null;
  const props = instance.props && typeof instance.props === 'object' ? instance.props : {};
  const name = typeof instance.name === 'string' && instance.name ? instance.name : instance.component.toLowerCase();
  return { name, component: instance.component, props: props as SectionInstance['props'] };
}

/** Loads every component a view places, in one query, from the site and the site it is a department of. */
export async function loadPlacedComponents(
  db: Database,
  siteIds: string[],
  ids: string[],
  mode: ContentMode,
): Promise<PlacedComponents> {
  const wanted = ids.slice(0, 500);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: components.id, published: components.published, draft: components.draft })
    .from(components)
    .where(and(inArray(components.siteId, siteIds), inArray(components.id, wanted)));
  const placed: PlacedComponents = new Map();
  for (const row of rows) {
    const section = componentSection(mode === 'draft' ? (row.draft ?? row.published) : row.published);
    if (section) placed.set(row.id, section);
  }
  return placed;
}

/** A placed instance as it renders: the component's section under the placing instance's name; null when gone. */
export function resolvePlaced(record: Record<string, unknown>, placed: PlacedComponents) {
  const ref = refOf(record);
  if (!ref) return record;
  const section = placed.get(ref);
  return section ? { ...record, component: section.component, props: section.props } : null;
}

/** Where the component designer's preview shows a component alone (`/_vev/komponenter/{id}?preview=true&token=…`). */
export const componentPreviewPath = '/_vev/komponenter';

/** One component for its preview address: the draft (or published state) of this site's or the parent's. */
export async function loadComponent(
  db: Database,
  siteIds: string[],
  id: string,
): Promise<{ siteId: string; id: string; document: ComponentDocument } | null> {
  const [row] = await db
    .select({ siteId: components.siteId, id: components.id, published: components.published, draft: components.draft })
    .from(components)
    .where(and(inArray(components.siteId, siteIds), eq(components.id, id)))
    .limit(1);
  return row ? { siteId: row.siteId, id: row.id, document: row.draft ?? row.published } : null;
}
