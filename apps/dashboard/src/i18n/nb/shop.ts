/** Butikk's words (spec 3); products and product templates keep theirs in their own files. */

import { customers } from './customers';
import { customizeOptions } from './customize-options';
import { discounts } from './discounts';
import { orders } from './orders';
import { productTemplates } from './product-templates';
import { products } from './products';

export const shop = {
  shop: {
    save: 'Lagre',
    delete: 'Slett',
    cancel: 'Avbryt',
    saved: 'Endringer lagret',
    deleted: 'Sletting fullført',
    readOnly: 'Du kan se, men ikke endre. Be en redaktør eller administrator om å gjøre endringer.',
    deleteConfirm: 'Er du sikker på at du vil slette?',
    attributes: {
      title: 'Attributter',
      create: 'Opprett attributt',
      search: 'Søk etter attributter',
      newTitle: 'Nytt attributt',
      empty: 'Opprett din første attributt',
      emptyText: 'Attributter beskriver produktene, som farge og størrelse, med valgene kundene kan velge mellom.',
      columns: { name: 'Attributt', options: 'Valg' },
      fields: {
        name: 'Navn',
        internalName: 'Internt navn',
        internalNameDescription: 'Brukes i integrasjoner og filtre. Får navnet hvis du lar det stå tomt.',
        type: 'Type',
        description: 'Beskrivelse',
      },
      options: {
        title: 'Valg',
        none: 'Ingen valg enda',
        add: 'Legg til valg',
        value: 'Verdi',
        categorization: 'Kategorisering',
        colour: 'Farge',
        image: 'Bilde',
        icon: 'Ikon',
        chooseImage: 'Velg bilde',
        chooseIcon: 'Velg ikon',
        replace: 'Bytt',
        removeMedia: 'Fjern bildet',
        remove: 'Fjern valget {{name}}',
        drag: 'Flytt valget {{name}}',
        unnamed: 'uten navn',
      },
    },
    labels: {
      title: 'Etiketter',
      create: 'Opprett etikett',
      search: 'Søk etter etiketter',
      empty: 'Opprett din første etikett',
      emptyText: 'Etiketter som «Nyhet» og «Tilbud» vises på produktene i nettbutikken.',
      columns: { name: 'Etikett', preview: 'Forhåndsvisning' },
      createTitle: 'Ny etikett',
      createSubmit: 'Opprett',
      fields: {
        name: 'Navn',
        color: 'Bakgrunnsfarge',
        textColor: 'Tekstfarge',
        text: 'Tekst',
        image: 'Bilde',
        chooseImage: 'Velg bilde',
        replaceImage: 'Bytt bilde',
        removeImage: 'Fjern bilde',
        noImage: 'Ingen bilde valgt',
        preview: 'Forhåndsvisning',
      },
    },
    orders,
    discounts,
    customers,
    products,
    productTemplates,
    customizeOptions,
  },
} as const;
