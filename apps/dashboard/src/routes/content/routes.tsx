import { hasLevel } from '@vev/shared';
import { Navigate } from 'react-router';
import { type AreaDefinition, visibleEntries } from '../../app/areas/area';
import { withWords } from '../../app/areas/area-routes';
import { designerWords, workspaceWords } from '../../i18n';
import type { PageKindSegment } from './page-kinds';
import { componentListData, mediaLibraryData, pageListData } from './screen-data';

type Screens = typeof import('./screens');
/** A screen of the area's module: the area loads as one file. */
const screen = (name: keyof Screens) => () => import('./screens').then((screens) => screens[name]);

/** The page kinds, each with a list and an editor (spec 1 §2 'Content routes'). */
const pageKinds: PageKindSegment[] = ['sider', 'kategorier', 'produktsider'];

/** Innhold: pages, categories, product pages, files, components and the data sets' records. */
export const contentArea: AreaDefinition = {
  name: 'content',
  words: [workspaceWords],
  routes: {
    shell: [
      { path: 'innhold', element: <Navigate to="/innhold/sider" replace /> },
      ...pageKinds.flatMap((kind) => [
        { path: `innhold/${kind}`, lazy: screen('pageList'), data: pageListData(kind) },
        { path: `innhold/${kind}/:pageId/:tab?`, lazy: screen('pageEditor') },
      ]),
      { path: 'innhold/filer', lazy: screen('mediaLibrary'), data: mediaLibraryData },
      { path: 'innhold/komponenter', lazy: screen('componentList'), data: componentListData },
      { path: 'innhold/komponenter/:componentId/:tab?', lazy: screen('componentDetail') },
      { path: 'innhold/data-sets/:dataSet', lazy: screen('dataSetRecords') },
      // The record's form is the section form, whose words come with the designer's.
      { path: 'innhold/data-sets/:dataSet/:recordId', lazy: withWords([designerWords], screen('dataSetRecord')) },
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
