/** /innstillinger/redirects (spec 2 §5 'Redirect import'). */
export const redirects = {
  title: 'Videresendinger',
  description:
    'Send besøkende fra gamle adresser videre til nye, for eksempel etter at du har flyttet nettstedet eller gitt en side ny adresse.',
  import: 'Importer CSV',
  export: 'Eksporter CSV',
  importConfirm: 'En import erstatter alle eksisterende videresendinger. Vil du fortsette?',
  importConfirmButton: 'Importer',
  imported_one: '{{count}} videresending importert',
  imported_other: '{{count}} videresendinger importert',
  importFailed: 'Filen ble ikke importert',
  row: 'Rad {{line}}: {{message}}',
  format:
    'CSV-filen har én videresending per rad: gammel URL, ny URL og kode (301 permanent eller 302 midlertidig; 301 når koden mangler). Komma og semikolon fungerer begge.',
  search: 'Søk etter videresendinger',
  columns: { from: 'Gammel URL', to: 'Ny URL', code: 'Kode' },
  codes: { permanent: '301 Permanent', temporary: '302 Midlertidig' },
  showing: 'Viser {{shown}} av {{total}}. Søk for å finne de andre.',
  empty: 'Ingen videresendinger ennå',
  emptyText: 'Importer en CSV-fil for å sende besøkende fra gamle adresser til nye.',
  noMatches: 'Ingen treff på «{{text}}»',
  adminOnly: 'Bare administratorer kan se og endre videresendinger.',
} as const;
