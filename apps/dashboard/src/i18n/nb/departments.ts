/** /innstillinger/avdelinger and avdelinger/{department} (spec 2 'Department'). */
export const departments = {
  title: 'Avdelinger',
  intro: 'En avdeling er et eget nettsted som viser innholdet og produktene til dette nettstedet.',
  create: 'Opprett avdeling',
  newTitle: 'Ny avdeling',
  search: 'Søk etter avdelinger',
  empty: 'Ingen avdelinger ennå',
  emptyText: 'Opprett en avdeling for å gi en butikk eller et kontor sitt eget nettsted.',
  columns: { displayName: 'Navn', name: 'Systemnavn', notificationEmail: 'E-post for varsler' },
  notOnDepartment: 'Dette nettstedet er selv en avdeling, og kan ikke ha egne avdelinger.',
  tabs: { general: 'Generelt', dashboard: 'Gå til dashbord' },
  fields: {
    displayName: 'Navn',
    notificationEmail: 'E-post for varsler',
    notificationEmailDescription: 'Hit sendes varsler om nye ordrer og skjemasvar fra avdelingen.',
    name: 'Systemnavn',
    nameDescription: 'Lages av navnet når avdelingen opprettes, og kan ikke endres.',
  },
  created: 'Avdeling opprettet',
  delete: 'Slett avdeling',
  deleted: 'Avdeling slettet',
  deleteConfirm:
    'Er du sikker på at du vil slette avdelingen «{{name}}»? Sidene, malene, filene og innstillingene i avdelingen slettes for godt, og brukerne mister tilgangen med en gang. Innholdet på dette nettstedet berøres ikke.',
  memberNote: 'Du blir administrator for avdelingen. Andre inviterer du under Brukere på avdelingens dashbord.',
} as const;
