/** /innstillinger/informasjonskapsler and its three screens (spec 2 §2 'Cookies', §8). */
export const cookies = {
  title: 'Informasjonskapsler',
  cards: {
    builtIn: {
      title: 'Innebygde',
      text: 'Informasjonskapslene nettstedet alltid bruker, for handlekurv, innlogging og samtykke.',
    },
    custom: { title: 'Egendefinerte', text: 'Informasjonskapsler fra verktøyene dine, som statistikk og annonser.' },
    configuration: { title: 'Konfigurasjon', text: 'Teksten og fargene i samtykkedialogen.' },
  },
  dialogOff:
    'Samtykkedialogen er slått av for dette nettstedet. Slå den på under Nettsted for å se disse innstillingene.',
  columns: { name: 'Navn', purpose: 'Formål', category: 'Samtykkekategori', expiry: 'Utløper', vendor: 'Leverandør' },
  export: 'Eksporter',
  import: 'Importer',
  example: 'Last ned eksempel',
  importConfirm: 'En import erstatter alle egendefinerte cookies. Vil du fortsette?',
  format:
    'CSV-filen er kommaseparert, med én cookie per rad: navn, formål, samtykkekategori (ad, analytics, functionality, personalization, security; flere skilles med |), utløp og leverandør.',
  exporting: 'Eksporterer cookies…',
  exported: 'Cookies eksportert',
  importing: 'Importerer cookies…',
  imported: 'Cookies importert',
  importFailed: 'Feil i importering',
  row: 'Rad {{line}}: {{message}}',
  empty: 'Ingen cookies enda',
  emptyText: 'Importer en CSV-fil med cookiene verktøyene dine setter.',
  configuration: {
    intro: 'Introduksjon',
    introDescription: 'Teksten øverst i samtykkedialogen.',
    colours: 'Farger',
    primaryColor: 'Hovedfarge',
    textColor: 'Tekstfarge',
    backgroundColor: 'Bakgrunnsfarge',
    cardColor: 'Kortfarge',
    borderColor: 'Kantfarge',
  },
} as const;
