/**
 * Rapporter (spec 3 §2 'Reports'): /rapporter goes to the visit report; the shop report is there only
 * with e-commerce. Both read their from and to date from the URL (`report-range.ts`).
 */
import { Navigate } from 'react-router';
import { type AreaDefinition, visibleEntries } from '../../app/areas/area';
import { withWords } from '../../app/areas/area-routes';
import { reportsWords, shopReportWords } from '../../i18n';
import { shopReportData } from './shop-report/data';
import { visitsReportData } from './visits-report/data';

export const reportsArea: AreaDefinition = {
  name: 'reports',
  words: [reportsWords],
  routes: {
    shell: [
      { path: 'rapporter', element: <Navigate to="/rapporter/besok" replace /> },
      { path: 'rapporter/besok', lazy: () => import('./visits-report'), data: visitsReportData },
      {
        path: 'rapporter/butikk',
        lazy: withWords([shopReportWords], () => import('./shop-report')),
        data: shopReportData,
      },
    ],
  },
  navigation: (site) => ({
    key: 'reports',
    path: '/rapporter',
    children: visibleEntries([
      { key: 'visitReport', path: '/rapporter/besok' },
      { key: 'shopReport', path: '/rapporter/butikk', when: site.hasEcommerce },
    ]),
  }),
};
