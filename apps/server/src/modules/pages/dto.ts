/** Rows to the API's shapes (spec 1 §3 'Page'). */
import { type Page, type PageDocument, type PageListItem, slugPath } from '@vev/shared';
import { currentDocument, draftState } from '../../platform/resources/draftable-state';
import type { AncestorRow } from './queries';
import type { PageRow } from './resource';

export interface PageContext {
  authorName: string | null;
  /** Ancestors root first, for `parents` and the path. */
  ancestors: AncestorRow[];
  /** Read from the parent site of a department: read-only here. */
  inherited: boolean;
}

export function toPage(row: PageRow, context: PageContext, shown?: { document: PageDocument; revision: string }): Page {
  const document = shown?.document ?? currentDocument(row);
  const state = draftState(row);
  return {
    ...document,
    _id: row.id,
    site: row.siteId,
    status: row.status,
    isCategory: row.kind === 'category',
    isProductPage: row.kind === 'productPage',
    parents: context.ancestors.map((ancestor) => ({ _id: ancestor.id, title: ancestor.title, slug: ancestor.slug })),
    path: slugPath([...context.ancestors.map((ancestor) => ancestor.slug), document.slug]),
    author: context.authorName ? { name: context.authorName } : null,
    ...state,
    ...(shown ? { modified: false, modifiedDate: null } : {}),
    inherited: context.inherited,
    catalogEntries: [],
    revision: shown?.revision ?? null,
    variant: null,
  };
}

export function toListItem(
  row: Pick<
    PageRow,
    'id' | 'siteId' | 'kind' | 'status' | 'title' | 'slug' | 'parentId' | 'modifiedAt' | 'updatedAt'
  > & {
    hasDraft: boolean;
  },
  context: { authorName: string | null; path: string; inherited: boolean },
): PageListItem {
  return {
    _id: row.id,
    site: row.siteId,
    title: row.title,
    slug: row.slug,
    path: context.path,
    status: row.status,
    isCategory: row.kind === 'category',
    isProductPage: row.kind === 'productPage',
    parent: row.parentId,
    author: context.authorName ? { name: context.authorName } : null,
    modified: row.hasDraft,
    modifiedDate: row.modifiedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    inherited: context.inherited,
    catalogEntries: [],
  };
}
