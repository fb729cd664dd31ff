/** /innstillinger/tilgangsnokler (spec 2 §3 'Access key'). */
export const accessKeys = {
  title: 'Tilgangsnøkler',
  create: 'Opprett tilgangsnøkkel',
  newTitle: 'Ny tilgangsnøkkel',
  search: 'Søk etter tilgangsnøkler',
  intro:
    'Med en tilgangsnøkkel kan andre systemer (lager, regnskap, integrasjoner) bruke API-et til dette nettstedet, med bare de tilgangene du gir nøkkelen.',
  columns: { label: 'Navn', clientId: 'Klient-ID', scopes: 'Tilganger', lastUsed: 'Sist brukt' },
  scopeCount_one: '{{count}} tilgang',
  scopeCount_other: '{{count}} tilganger',
  neverUsed: 'Aldri',
  empty: 'Ingen tilgangsnøkler ennå',
  emptyText: 'Opprett en nøkkel for å gi et annet system tilgang til API-et.',
  fields: {
    label: 'Navn',
    description: 'Beskrivelse',
    scopes: 'Tilganger',
    clientId: 'Klient-ID',
    clientSecret: 'Klienthemmelighet',
  },
  secretHidden: 'Hemmeligheten vises bare når nøkkelen opprettes. Slett nøkkelen og lag en ny hvis den er borte.',
  areas: {
    content: 'Innhold',
    product: 'Produkter',
    discount: 'Rabatter',
    order: 'Ordrer',
    shipping: 'Frakt',
    reports: 'Rapporter',
  },
  read: 'Lese',
  write: 'Endre',
  created: 'Tilgangsnøkkel opprettet',
  deleted: 'Tilgangsnøkkel slettet',
  deleteConfirm:
    'Er du sikker på at du vil slette tilgangsnøkkelen? Systemer som bruker den, mister tilgangen med en gang.',
  secretTitle: 'Kopier hemmeligheten nå',
  secretText: 'Klienthemmeligheten vises bare denne ene gangen. Lagre den et trygt sted før du lukker.',
  secretDone: 'Jeg har lagret den',
  howTo: 'Slik bruker du nøkkelen',
  howToText:
    'Hent et tilgangstoken med POST {{url}} (grant_type=client_credentials, client_id og client_secret) og send det som «Authorization: Bearer …». Et token varer i én time.',
  adminOnly: 'Bare administratorer kan se og endre tilgangsnøkler.',
} as const;
