import { hasLevel } from '@vev/shared';
import { Navigate } from 'react-router';
import { type AreaDefinition, visibleEntries } from '../../app/areas/area';
import { workspaceWords } from '../../i18n';
import type { PageKindSegment } from './page-kinds';

/** The page kinds, each with a list and an editor (spec 1 §2 'Content routes'). */
const pageKinds: PageKindSegment[] = ['sider', 'kategorier', 'produktsider'];

/** Innhold: pages, categories, product pages, files and components. */
export const contentArea: AreaDefinition = {
  name: 'content',
  words: [workspaceWords],
  routes: {
    shell: [
      { path: 'innhold', element: <Navigate to="/innhold/sider" replace /> },
      ...pageKinds.flatMap((kind) => [
        { path: `innhold/${kind}`, lazy: () => import('./page-list') },
        { path: `innhold/${kind}/:pageId/:tab?`, lazy: () => import('./page-editor') },
      ]),
      { path: 'innhold/filer', lazy: () => import('./media-library') },
      { path: 'innhold/komponenter', lazy: () => import('./component-list') },
      { path: 'innhold/komponenter/:componentId/:tab?', lazy: () => import('./component-detail') },
    ],
  },
  navigation: (site, level) => ({
    key: 'content',
    path: '/innhold',
    children: visibleEntries([
      { key: 'pages', path: '/innhold/sider' },
      { key: 'categories', path: '/innhold/kategorier' },
      { key: 'productPages', path: '/innhold/produktsider', when: site.hasEcommerce },
      { key: 'media', path: '/innhold/filer' },
      { key: 'globalContent', path: '/designer/globalt', when: hasLevel(level, 'admin') },
      { key: 'components', path: '/innhold/komponenter' },
      { key: 'contentCatalogs', path: '/innhold/innholdskataloger', when: site.b2bEnabled || site.departmentsEnabled },
      ...site.dataSets.map((set) => ({
        key: 'dataSet' as const,
        path: `/innhold/data-sets/${encodeURIComponent(set.name)}`,
        label: set.label,
      })),
    ]),
  }),
};
