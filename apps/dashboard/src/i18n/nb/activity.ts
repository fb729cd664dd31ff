/**
 * The activity log's words (spec 2 'aktivitetslogg'): a sentence per kind of change, the thing it
 * happened to between <target></target> (a link to where it is edited), and the filter's names.
 * Every kind in packages/shared `activityKindsByArea` has its sentence and its filter name here.
 */
const draftable = (thing: string) => ({
  created: `Opprettet ${thing} <target>«{{label}}»</target>`,
  updated: `Endret ${thing} <target>«{{label}}»</target>`,
  published: `Publiserte ${thing} <target>«{{label}}»</target>`,
  discarded: `Forkastet endringene i ${thing} <target>«{{label}}»</target>`,
  reverted: `Gjenopprettet en tidligere versjon av ${thing} <target>«{{label}}»</target>`,
  deleted: `Slettet ${thing} <target>«{{label}}»</target>`,
});

const draftableNames = (noun: string) => ({
  created: `${noun} opprettet`,
  updated: `${noun} endret`,
  published: `${noun} publisert`,
  discarded: `${noun} forkastet`,
  reverted: `${noun} gjenopprettet`,
  deleted: `${noun} slettet`,
});

export const activityLog = {
  title: 'Aktivitetslogg',
  unknownUser: 'Ukjent',
  empty: 'Ingen aktivitet ennå',
  emptyText: 'Endringer på nettstedet vises her.',
  emptyFiltered: 'Ingen hendelser passer filteret',
  emptyFilteredText: 'Velg en annen bruker eller hendelse, eller fjern filtrene.',
  clearFilters: 'Fjern filtrene',
  loadFailed: 'Kunne ikke hente aktivitetsloggen',
  requests_one: '{{count}} forespørsel',
  requests_other: '{{count}} forespørsler',
  filterUser: 'Bruker',
  filterUserPlaceholder: 'Alle brukere',
  filterKind: 'Hendelse',
  filterKindPlaceholder: 'Alle hendelser',
  targetDeleted: '(nå slettet)',
  /** The sentence of each kind; `{{thing}}` names the target's kind where one kind covers several. */
  kinds: {
    page: {
      ...draftable('{{thing}}'),
      cloned: 'Opprettet {{thing}} <target>«{{label}}»</target> som kopi',
    },
    section: { updated: 'Endret seksjonen «{{section}}» på <target>«{{label}}»</target>' },
    template: { ...draftable('malen'), cloned: 'Opprettet malen <target>«{{label}}»</target> som kopi' },
    component: draftable('komponenten'),
    theme: {
      published: 'Publiserte <target>temainnstillingene</target>',
      discarded: 'Forkastet endringene i <target>temainnstillingene</target>',
      reverted: 'Gjenopprettet en tidligere versjon av <target>temainnstillingene</target>',
    },
    globalContent: {
      published: 'Publiserte <target>det globale innholdet</target>',
      discarded: 'Forkastet endringene i <target>det globale innholdet</target>',
      reverted: 'Gjenopprettet en tidligere versjon av <target>det globale innholdet</target>',
    },
    media: {
      uploaded: 'Lastet opp filen <target>«{{label}}»</target>',
      updated: 'Endret filen <target>«{{label}}»</target>',
      deleted: 'Slettet filen <target>«{{label}}»</target>',
    },
    site: {
      updated: 'Endret <target>innstillingene for nettstedet</target>',
      duplicated: 'Startet en kopi av nettstedet',
    },
    domain: {
      added: 'La til domenet <target>{{label}}</target>',
      retried: 'Prøvde domenet <target>{{label}}</target> på nytt',
      removed: 'Fjernet domenet <target>{{label}}</target>',
    },
    redirect: {
      imported_one: 'Importerte {{count}} videresending',
      imported_other: 'Importerte {{count}} videresendinger',
    },
    cookie: {
      imported_one: 'Importerte {{count}} informasjonskapsel',
      imported_other: 'Importerte {{count}} informasjonskapsler',
    },
    department: {
      created: 'Opprettet avdelingen <target>«{{label}}»</target>',
      updated: 'Endret avdelingen <target>«{{label}}»</target>',
      deleted: 'Slettet avdelingen <target>«{{label}}»</target>',
    },
    shippingClass: {
      created: 'Opprettet fraktklassen <target>«{{label}}»</target>',
      updated: 'Endret fraktklassen <target>«{{label}}»</target>',
      deleted: 'Slettet fraktklassen <target>«{{label}}»</target>',
    },
    shippingZone: {
      created: 'Opprettet fraktsonen <target>«{{label}}»</target>',
      updated: 'Endret fraktsonen <target>«{{label}}»</target>',
      deleted: 'Slettet fraktsonen <target>«{{label}}»</target>',
    },
    paymentProvider: { updated: 'Endret innstillingene for <target>{{label}}</target>' },
    member: {
      updated: 'Endret tilgangen til <target>{{label}}</target>',
      removed: 'Fjernet <target>{{label}}</target> fra nettstedet',
    },
    invite: {
      sent: 'Inviterte <target>{{label}}</target>',
      resent: 'Sendte invitasjonen til <target>{{label}}</target> på nytt',
      withdrawn: 'Trakk tilbake invitasjonen til <target>{{label}}</target>',
      accepted: 'Godtok invitasjonen og ble med på nettstedet',
    },
    product: { ...draftable('produktet'), cloned: 'Opprettet produktet <target>«{{label}}»</target> som kopi' },
    attribute: {
      created: 'Opprettet attributtet <target>«{{label}}»</target>',
      updated: 'Endret attributtet <target>«{{label}}»</target>',
      deleted: 'Slettet attributtet <target>«{{label}}»</target>',
    },
    label: {
      created: 'Opprettet etiketten <target>«{{label}}»</target>',
      updated: 'Endret etiketten <target>«{{label}}»</target>',
      deleted: 'Slettet etiketten <target>«{{label}}»</target>',
    },
    discount: {
      created: 'Opprettet tilbudet <target>«{{label}}»</target>',
      updated: 'Endret tilbudet <target>«{{label}}»</target>',
      deleted: 'Slettet tilbudet <target>«{{label}}»</target>',
    },
    customer: {
      created: 'Opprettet kunden <target>«{{label}}»</target>',
      updated: 'Endret kunden <target>«{{label}}»</target>',
      deleted: 'Slettet en kunde; ordrene er beholdt uten navn og kontaktinformasjon',
    },
    productTemplate: {
      created: 'Opprettet produktmalen <target>«{{label}}»</target>',
      updated: 'Endret produktmalen <target>«{{label}}»</target>',
      deleted: 'Slettet produktmalen <target>«{{label}}»</target>',
    },
    form: {
      created: 'Opprettet skjemaet <target>«{{label}}»</target>',
      updated: 'Endret skjemaet <target>«{{label}}»</target>',
      deleted: 'Slettet skjemaet <target>«{{label}}»</target>',
    },
    dataSet: {
      created: 'Opprettet datasettet <target>«{{label}}»</target>',
      updated: 'Endret datasettet <target>«{{label}}»</target>',
      deleted: 'Slettet datasettet <target>«{{label}}»</target>',
    },
    dataSetRecord: {
      created: 'Opprettet oppføringen <target>«{{label}}»</target>',
      updated: 'Endret oppføringen <target>«{{label}}»</target>',
      deleted: 'Slettet oppføringen <target>«{{label}}»</target>',
    },
    bookingService: {
      created: 'Opprettet bookingtjenesten <target>«{{label}}»</target>',
      updated: 'Endret bookingtjenesten <target>«{{label}}»</target>',
      deleted: 'Slettet bookingtjenesten <target>«{{label}}»</target>',
      eventDeleted: 'Slettet en begivenhet i <target>«{{label}}»</target>',
    },
    bookingResource: {
      created: 'Opprettet ressursen <target>«{{label}}»</target>',
      updated: 'Endret ressursen <target>«{{label}}»</target>',
      deleted: 'Slettet ressursen <target>«{{label}}»</target>',
      calendarTokenRenewed: 'Fornyet kalenderadressen til <target>«{{label}}»</target>',
    },
    booking: {
      created: 'Booket <target>«{{label}}»</target> for en kunde',
      updated: 'Endret bookingen til <target>«{{label}}»</target>',
      cancelled: 'Kansellerte bookingen til <target>«{{label}}»</target>',
    },
    experiment: {
      created: 'Opprettet eksperimentet <target>«{{label}}»</target>',
      updated: 'Endret eksperimentet <target>«{{label}}»</target>',
      deleted: 'Slettet eksperimentet <target>«{{label}}»</target>',
    },
    accessKey: {
      created: 'Opprettet tilgangsnøkkelen <target>«{{label}}»</target>',
      updated: 'Endret tilgangsnøkkelen <target>«{{label}}»</target>',
      deleted: 'Slettet tilgangsnøkkelen <target>«{{label}}»</target>',
    },
  },
  /** Several of one small act in a row by one person, read as one line; the things follow as links. */
  runs: {
    media: { uploaded: 'Lastet opp {{count}} filer:', deleted: 'Slettet {{count}} filer:' },
  },
  /** A bulk act that names no single thing. */
  counted: {
    media: { deleted: 'Slettet {{count}} filer' },
  },
  /** The target's kind, where one kind of change covers several ('Publiserte kategorien …'). */
  things: {
    page: 'siden',
    category: 'kategorien',
    productPage: 'produktsiden',
  },
  /** An entry without a kind, described from its address. */
  fallback: {
    changed: 'Endret noe under {{area}}',
    deleted: 'Slettet noe under {{area}}',
    changedSomewhere: 'Endret noe på nettstedet',
    deletedSomewhere: 'Slettet noe på nettstedet',
  },
  fallbackAreas: {
    pages: 'Sider',
    media: 'Filer',
    templates: 'Maler',
    components: 'Komponenter',
    site: 'Nettsted',
    theme: 'Temainnstillinger',
    globalContent: 'Globalt innhold',
    domains: 'Domener',
    departments: 'Avdelinger',
    redirects: 'Videresendinger',
    cookies: 'Informasjonskapsler',
    accessKeys: 'Tilgangsnøkler',
    shipping: 'Frakt',
    products: 'Produkter',
    attributes: 'Attributter',
    labels: 'Etiketter',
    discounts: 'Tilbud',
    customers: 'Kunder',
    productTemplates: 'Produktmaler',
    forms: 'Skjemaer',
    booking: 'Booking',
    members: 'Brukere',
  },
  /** The filter's groups and names. */
  areas: {
    content: 'Innhold',
    design: 'Maler og design',
    media: 'Filer',
    settings: 'Innstillinger',
    shop: 'Butikk',
    booking: 'Booking',
    people: 'Brukere og tilgang',
  },
  kindNames: {
    page: { ...draftableNames('Side'), cloned: 'Side kopiert' },
    section: { updated: 'Seksjon endret' },
    template: { ...draftableNames('Mal'), cloned: 'Mal kopiert' },
    component: draftableNames('Komponent'),
    theme: {
      published: 'Temainnstillinger publisert',
      discarded: 'Temainnstillinger forkastet',
      reverted: 'Temainnstillinger gjenopprettet',
    },
    globalContent: {
      published: 'Globalt innhold publisert',
      discarded: 'Globalt innhold forkastet',
      reverted: 'Globalt innhold gjenopprettet',
    },
    media: { uploaded: 'Fil lastet opp', updated: 'Fil endret', deleted: 'Fil slettet' },
    site: { updated: 'Nettstedets innstillinger endret', duplicated: 'Nettsted kopiert' },
    domain: { added: 'Domene lagt til', retried: 'Domene prøvd på nytt', removed: 'Domene fjernet' },
    redirect: { imported: 'Videresendinger importert' },
    cookie: { imported: 'Informasjonskapsler importert' },
    department: { created: 'Avdeling opprettet', updated: 'Avdeling endret', deleted: 'Avdeling slettet' },
    shippingClass: {
      created: 'Fraktklasse opprettet',
      updated: 'Fraktklasse endret',
      deleted: 'Fraktklasse slettet',
    },
    shippingZone: { created: 'Fraktsone opprettet', updated: 'Fraktsone endret', deleted: 'Fraktsone slettet' },
    paymentProvider: { updated: 'Betalingsløsning endret' },
    product: { ...draftableNames('Produkt'), cloned: 'Produkt kopiert' },
    attribute: { created: 'Attributt opprettet', updated: 'Attributt endret', deleted: 'Attributt slettet' },
    label: { created: 'Etikett opprettet', updated: 'Etikett endret', deleted: 'Etikett slettet' },
    discount: { created: 'Tilbud opprettet', updated: 'Tilbud endret', deleted: 'Tilbud slettet' },
    customer: { created: 'Kunde opprettet', updated: 'Kunde endret', deleted: 'Kunde slettet' },
    form: { created: 'Skjema opprettet', updated: 'Skjema endret', deleted: 'Skjema slettet' },
    dataSet: { created: 'Datasett opprettet', updated: 'Datasett endret', deleted: 'Datasett slettet' },
    dataSetRecord: { created: 'Oppføring opprettet', updated: 'Oppføring endret', deleted: 'Oppføring slettet' },
    bookingService: {
      created: 'Bookingtjeneste opprettet',
      updated: 'Bookingtjeneste endret',
      deleted: 'Bookingtjeneste slettet',
      eventDeleted: 'Begivenhet slettet',
    },
    bookingResource: {
      created: 'Ressurs opprettet',
      updated: 'Ressurs endret',
      deleted: 'Ressurs slettet',
      calendarTokenRenewed: 'Kalenderadresse fornyet',
    },
    booking: { created: 'Booking opprettet', updated: 'Booking endret', cancelled: 'Booking kansellert' },
    experiment: {
      created: 'Eksperiment opprettet',
      updated: 'Eksperiment endret',
      deleted: 'Eksperiment slettet',
    },
    productTemplate: {
      created: 'Produktmal opprettet',
      updated: 'Produktmal endret',
      deleted: 'Produktmal slettet',
    },
    member: { updated: 'Tilgang endret', removed: 'Bruker fjernet' },
    invite: {
      sent: 'Invitasjon sendt',
      resent: 'Invitasjon sendt på nytt',
      withdrawn: 'Invitasjon trukket tilbake',
      accepted: 'Invitasjon godtatt',
    },
    accessKey: {
      created: 'Tilgangsnøkkel opprettet',
      updated: 'Tilgangsnøkkel endret',
      deleted: 'Tilgangsnøkkel slettet',
    },
  },
} as const;
