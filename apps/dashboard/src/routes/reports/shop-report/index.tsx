import type { CommerceReport } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../components/format';
import { useCommerceReport } from '../../../hooks/api/commerce-stats';
import { ReportChart, ReportFigures, ReportPage, ReportSection } from '../ReportPage';
import { TopProducts } from './TopProducts';

const wholeNumber = new Intl.NumberFormat('nb-NO');
/** The chart shows whole kroner; its table for screen readers shows them as money. */
const kroner = (ore: number) => Math.round(ore / 100);
const kronerAsMoney = (value: number) => formatMoney(value * 100);
/** Money in the CSV: kroner with a decimal comma, as a Norwegian spreadsheet reads a number. */
const csvMoney = (ore: number) => (ore / 100).toFixed(2).replace('.', ',');

/**
 * /rapporter/butikk (spec 3 §2 'Reports', only with e-commerce): orders and revenue by day, week or
 * month, the average order value, refunds and the most sold products for the from and to date in the
 * URL; downloadable as CSV.
 */
export function ShopReportScreen() {
  const { t } = useTranslation();
  const csvTables = (report: CommerceReport) => [
    [
      [t('reports.period'), t('shopReport.orders'), t('shopReport.revenue'), t('shopReport.refunded')],
      ...report.ordersByPeriod.map((row) => [row.period, row.orders, csvMoney(row.revenue), csvMoney(row.refunded)]),
    ],
    [
      [t('shopReport.sku'), t('shopReport.product'), t('shopReport.sold')],
      ...report.ordersByProduct.map((row) => [row._id.sku, row._id.name, row.count]),
    ],
  ];
  return (
    <ReportPage
      title={t('shopReport.title')}
      lead={t('shopReport.lead')}
      useReport={useCommerceReport}
      csv={{ name: t('shopReport.csvName'), tables: csvTables }}
      note={t('shopReport.counted')}
    >
      {(report) => (
        <>
          <ReportFigures
            cols={{ base: 1, xs: 2, md: 4 }}
            figures={[
              { label: t('shopReport.orders'), value: wholeNumber.format(report.totals.orders) },
              { label: t('shopReport.revenue'), value: formatMoney(report.totals.revenue) },
              { label: t('shopReport.averageOrderValue'), value: formatMoney(report.totals.averageOrderValue) },
              { label: t('shopReport.refunded'), value: formatMoney(report.totals.refunded) },
            ]}
          />
          <ReportChart
            title={t('shopReport.ordersByPeriod')}
            period={report.period}
            rows={report.ordersByPeriod}
            series={[{ name: 'orders', label: t('shopReport.orders'), color: 'blue.6', value: (row) => row.orders }]}
          />
          <ReportChart
            title={t('shopReport.revenueByPeriod')}
            period={report.period}
            rows={report.ordersByPeriod}
            series={[
              {
                name: 'revenue',
                label: t('shopReport.revenue'),
                color: 'teal.6',
                value: (row) => kroner(row.revenue),
                format: kronerAsMoney,
              },
              {
                name: 'refunded',
                label: t('shopReport.refunded'),
                color: 'red.6',
                value: (row) => kroner(row.refunded),
                format: kronerAsMoney,
              },
            ]}
          />
          <ReportSection>
            <TopProducts rows={report.ordersByProduct} />
          </ReportSection>
        </>
      )}
    </ReportPage>
  );
}

export { ShopReportScreen as Component };
