/** The three page kinds of the content area and how their screens differ (spec 1 §2, §5). */

import type { TemplatePageType } from '@vev/shared';
import { useLocation } from 'react-router';
import type { PageListFilter } from '../../hooks/api/pages';

export type PageKindSegment = 'sider' | 'kategorier' | 'produktsider';

export interface PageKindConfig {
  segment: PageKindSegment;
  /** The list's filter (spec 1 §7 'GET pages'). */
  filter: PageListFilter;
  /** The tree navigator's query; product pages have none. */
  tree: { isCategory?: boolean } | null;
  /** Whether the create modal asks for a parent (not for product pages). */
  askParent: boolean;
  templateType: Extract<TemplatePageType, 'page' | 'category' | 'productPage'>;
  createFlags: { isCategory?: boolean; isProductPage?: boolean };
}

export const pageKinds: Record<PageKindSegment, PageKindConfig> = {
  sider: {
    segment: 'sider',
    filter: { isCategory: false, isProductPage: false },
    tree: {},
    askParent: true,
    templateType: 'page',
    createFlags: {},
  },
  kategorier: {
    segment: 'kategorier',
    filter: { isCategory: true },
    tree: { isCategory: true },
    askParent: true,
    templateType: 'category',
    createFlags: { isCategory: true },
  },
  produktsider: {
    segment: 'produktsider',
    filter: { isProductPage: true },
    tree: null,
    askParent: false,
    templateType: 'productPage',
    createFlags: { isProductPage: true },
  },
};

export const pageKindOf = (page: { isCategory: boolean; isProductPage: boolean }): PageKindSegment =>
  page.isCategory ? 'kategorier' : page.isProductPage ? 'produktsider' : 'sider';

/** The kind of the content screen at hand, from `/innhold/{kind}/…`. */
export function usePageKind(): PageKindConfig {
  const segment = useLocation().pathname.split('/')[2] as PageKindSegment;
  return pageKinds[segment] ?? pageKinds.sider;
}

export const editorPath = (segment: PageKindSegment, id: string, tab = '') =>
  `/innhold/${segment}/${id}${tab ? `/${tab}` : ''}`;
