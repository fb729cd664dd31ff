/** The shop report's words (spec 3 §2 'Reports', §3 'Statistics'); the reports' shared words are in `reports.ts`. */
export const shopReport = {
  shopReport: {
    title: 'Butikk',
    lead: 'Ordrer, omsetning og de mest solgte produktene i perioden.',
    orders: 'Ordrer',
    revenue: 'Omsetning',
    averageOrderValue: 'Snittordre',
    refunded: 'Refundert',
    ordersByPeriod: 'Ordrer per periode',
    revenueByPeriod: 'Omsetning og refusjoner per periode',
    topProducts: 'Mest solgte produkter',
    sku: 'SKU',
    product: 'Produkt',
    sold: 'Antall solgt',
    missingSku: 'Mangler SKU',
    missingName: 'Mangler navn',
    counted:
      'Ordrer telles på dagen de ble lagt inn. Utkast, ordrer som venter på betaling, kansellerte og feilede ordrer telles ikke. Beløp er med MVA.',
    csvName: 'butikk',
  },
} as const;
