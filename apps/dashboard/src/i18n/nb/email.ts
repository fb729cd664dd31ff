/** /innstillinger/epost-tekster and /innstillinger/epostmaler (spec 2 §2, §8). */
export const email = {
  texts: {
    title: 'E-posttekster',
    orderReceipt: 'Ordrekvittering',
    orderReceiptText: 'Teksten øverst i e-posten kunden får når bestillingen er mottatt.',
    field: 'Tekst',
    fieldDescription: 'Skriv {navn} der kundens navn skal stå.',
    preview: 'Forhåndsvisning',
  },
  templates: {
    title: 'E-postmaler',
    columns: { type: 'Maltype', template: 'Mal', actions: 'Handlinger' },
    types: { orderReceipt: 'Ordrekvittering' },
    system: 'System-mal',
    edit: 'Rediger mal',
    change: 'Endre mal',
    chooserTitle: 'Velg mal for ordrekvitteringer',
    active: 'Aktiv',
    choose: 'Velg',
    noFields: 'Ingen felter å endre!',
    none: 'Ingen maler funnet for ordrekvitteringer',
    useSystem: 'Bruk System-malen',
    previewOf: 'Forhåndsvisning av {{name}}',
    tip: 'Forhåndsvisningene viser malene med eksempeldata. Når du har valgt en mal, kan du tilpasse den med «Rediger mal». Kundene får den nye malen fra neste ordre.',
  },
} as const;
