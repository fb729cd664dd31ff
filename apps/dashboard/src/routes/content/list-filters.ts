/**
 * What the content lists ask the server for, from the URL and the site. The screens and their
 * route loaders both derive it here, so a loader fills exactly the cache entry its screen reads
 * (the media library's, which need the media schemas, are in `media-library/media-filter.ts`).
 */
import type { Site } from '@vev/shared';
import type { ComponentListFilter } from '../../hooks/api/components';
import type { PageListFilter } from '../../hooks/api/pages';
import type { PageKindConfig } from './page-kinds';

type ListSite = Pick<Site, 'departmentOf'>;

/** A department lists its parent site's items too, read-only (ARCHITECTURE.md 'Sites, roles and access'). */
const inherited = (site: ListSite) => (site.departmentOf ? { fetchInherited: true } : {});

export function pageListFilter(
  kind: PageKindConfig,
  text: string,
  parent: string | null,
  site: ListSite,
): PageListFilter {
  return {
    ...kind.filter,
    text: text || undefined,
    descendantOf: kind.tree ? (parent ?? undefined) : undefined,
    ...inherited(site),
  };
}

export const componentListFilter = (text: string, site: ListSite): ComponentListFilter => ({
  text: text || undefined,
  ...inherited(site),
});
