import type { PageViewsReport } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { usePageViews } from '../../../hooks/api/stats';
import { ReportChart, ReportFigures, ReportPage, ReportSection } from '../ReportPage';
import { TopPages } from './TopPages';

const wholeNumber = new Intl.NumberFormat('nb-NO');

/**
 * /rapporter/besok (spec 3 §2 'Reports'): page views and visitors by day, week or month and the most
 * visited pages, for the from and to date in the URL; downloadable as CSV.
 */
export function VisitsReportScreen() {
  const { t } = useTranslation();
  const csvTables = (report: PageViewsReport) => [
    [
      [t('reports.period'), t('reports.visits.pageViews'), t('reports.visits.visitors')],
      ...report.pageViewsByPeriod.map((row) => [row.period, row.pageViews, row.visitors]),
    ],
    [
      [t('reports.visits.page'), t('reports.visits.pageViews')],
      ...report.pageViewsByPage.map((row) => [row._id, row.count]),
    ],
  ];
  return (
    <ReportPage
      title={t('reports.visits.title')}
      lead={t('reports.visits.lead')}
      useReport={usePageViews}
      csv={{ name: t('reports.visits.csvName'), tables: csvTables }}
      note={t('reports.visits.privacy')}
    >
      {(report) => (
        <>
          <ReportFigures
            cols={{ base: 1, sm: 2 }}
            figures={[
              { label: t('reports.visits.pageViews'), value: wholeNumber.format(report.totals.pageViews) },
              { label: t('reports.visits.visitors'), value: wholeNumber.format(report.totals.visitors) },
            ]}
          />
          <ReportChart
            title={t('reports.visits.byPeriod')}
            period={report.period}
            rows={report.pageViewsByPeriod}
            series={[
              {
                name: 'pageViews',
                label: t('reports.visits.pageViews'),
                color: 'blue.6',
                value: (row) => row.pageViews,
              },
              { name: 'visitors', label: t('reports.visits.visitors'), color: 'teal.6', value: (row) => row.visitors },
            ]}
          />
          <ReportSection>
            <TopPages rows={report.pageViewsByPage} />
          </ReportSection>
        </>
      )}
    </ReportPage>
  );
}

export { VisitsReportScreen as Component };
