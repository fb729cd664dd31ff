/** Rapporter's words (spec 3 §2 'Reports', §8 'Mangler data'): the visit report's and the shop report's. */

export const reports = {
  reports: {
    from: 'Fra',
    to: 'Til',
    noData: 'Mangler data',
    downloadCsv: 'Last ned CSV',
    loadFailed: 'Kunne ikke hente rapporten. Prøv igjen senere.',
    period: 'Periode',
    week: 'Uke',
    tip: 'Velg fra- og til-dato for å se en annen periode. Perioden står i adressen, så du kan bokmerke rapporten eller dele den med andre. Med «Last ned CSV» får du tallene i et regneark.',
    visits: {
      title: 'Besøk',
      lead: 'Sidevisninger og besøkende på nettstedet i perioden.',
      pageViews: 'Sidevisninger',
      visitors: 'Besøkende',
      byPeriod: 'Sidevisninger og besøkende per periode',
      topPages: 'Mest besøkte sider',
      page: 'Side',
      privacy:
        'Besøkende telles uten informasjonskapsler og uten å lagre IP-adresser. Roboter og forhåndsvisninger telles ikke.',
      csvName: 'besok',
    },
  },
} as const;
