/** A field's conditions (spec 3 'Condition'): the same words in a form's fields and a product's customization fields. */
export const fieldConditions = {
  title: 'Vilkår',
  help: 'Feltet vises bare når alle vilkårene er oppfylt.',
  none: 'Ingen vilkår enda',
  add: 'Legg til vilkår',
  target: 'Felt',
  operation: 'Når feltet',
  value: 'Verdi',
  remove: 'Fjern vilkåret',
  noOtherFields: 'Legg til flere felter for å kunne sette vilkår.',
} as const;
