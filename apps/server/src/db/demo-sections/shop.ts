/** Demo Butikk's storefront: a bicycle shop in Bergen. */
import type { SectionSeed } from '../../modules/templates/defaults';
import {
  type DemoComponent,
  type DemoPlaces,
  menuItem,
  pageLink,
  paragraphs,
  type SectionPlan,
  withImage,
} from './common';

export const shopTemplate: { header: SectionPlan; footer: SectionPlan } = {
  header: (places) => [
    {
      component: 'header',
      area: 'header',
      props: {
        menu: [
          menuItem(places, 'Sykler', ['Elsykler', 'Barnesykler']),
          menuItem(places, 'Klær', ['Jakker']),
          menuItem(places, 'Tilbehør'),
          menuItem(places, 'Tjenester', ['Sykkelservice', 'Rådgivning']),
          menuItem(places, 'Om oss', ['Ansatte', 'Historien vår', 'Nyheter']),
          menuItem(places, 'Kontakt'),
        ],
        action: pageLink(places, 'Rådgivning', 'Book rådgivning'),
      },
    },
  ],
  footer: (places) => [
    {
      component: 'footer',
      area: 'footer',
      props: {
        text: paragraphs('Sykler, klær og tilbehør for hele familien – med eget verksted i Strandgaten 12, Bergen.'),
        columns: [
          { heading: 'Handle', links: ['Sykler', 'Klær', 'Tilbehør'].map((title) => pageLink(places, title)) },
          {
            heading: 'Butikken',
            links: ['Om oss', 'Nyheter', 'Kontakt'].map((title) => pageLink(places, title)),
          },
          {
            heading: 'Kundeservice',
            links: ['Sykkelservice', 'Kjøpsvilkår', 'Personvern'].map((title) => pageLink(places, title)),
          },
        ],
        social: [
          { platform: 'facebook', url: 'https://www.facebook.com/demobutikk' },
          { platform: 'instagram', url: 'https://www.instagram.com/demobutikk' },
        ],
        organizationNumber: '923456789',
      },
    },
  ],
};

/** A category page's template adds its subcategories and products below the category's own sections. */
export const categoryTemplateMain: SectionPlan = () => [
  { component: 'categoryList', props: { heading: 'Underkategorier', source: 'children', columns: '3' } },
  { component: 'productGrid', props: { heading: 'Produkter', source: 'category', limit: 12, columns: '4' } },
];

export const productTemplateMain: SectionPlan = () => [{ component: 'productDetail', props: {} }];

const shopContact: SectionSeed = {
  component: 'contact',
  props: {
    heading: 'Besøk butikken',
    text: paragraphs(
      'Vi holder til midt i sentrum, to minutter fra Fisketorget. Verkstedet tar imot sykler uten timeavtale.',
    ),
    address: 'Strandgaten 12\n5013 Bergen',
    phone: '55 12 34 56',
    email: 'post@demobutikk.no',
    openingHours: [
      { days: 'Mandag–fredag', hours: '10–18' },
      { days: 'Torsdag', hours: '10–20' },
      { days: 'Lørdag', hours: '10–16' },
    ],
    background: 'surface',
  },
};

export const shopPageSections: Record<string, SectionPlan> = {
  Forside: (places) => [
    {
      component: 'hero',
      props: {
        heading: 'Sykler for hele familien',
        text: 'Bysykler, elsykler og barnesykler – med service og gode råd fra eget verksted i Bergen siden 1987.',
        image: places.image('elsykkel.jpg'),
        overlay: 45,
        primaryLink: pageLink(places, 'Sykler', 'Se syklene'),
        secondaryLink: pageLink(places, 'Sykkelservice', 'Bestill service'),
        height: 'large',
      },
    },
    {
      component: 'categoryList',
      props: {
        heading: 'Finn det du trenger',
        source: 'manual',
        categories: ['Sykler', 'Klær', 'Tilbehør'].map((title) => places.page(title)),
        columns: '3',
      },
    },
    ...withImage(places.image('verksted.jpg'), {
      component: 'imageWithText',
      props: {
        image: places.image('verksted.jpg'),
        heading: 'Eget verksted i Strandgaten',
        text: paragraphs(
          'Våre mekanikere tar vårsjekken, bytter kjede og retter hjul – ofte samme dag.',
          'Kjøper du sykkel hos oss, er første service gratis.',
        ),
        link: pageLink(places, 'Sykkelservice', 'Les om service'),
        imagePosition: 'end',
        background: 'surface',
      },
    }),
    {
      component: 'columns',
      props: {
        heading: 'Derfor handler folk hos oss',
        columnCount: '3',
        items: [
          { heading: 'Prøv før du kjøper', text: 'Ta en prøvetur på elsykkelen rundt Vågen før du bestemmer deg.' },
          { heading: 'Gode råd', text: 'Vi finner riktig størrelse og modell ut fra hvordan du skal bruke sykkelen.' },
          { heading: 'Service i mange år', text: 'Vi tar vare på sykkelen din lenge etter at du har kjøpt den.' },
        ],
      },
    },
    {
      component: 'callToAction',
      props: {
        heading: 'Usikker på hvilken sykkel du trenger?',
        text: 'Book en gratis time med en av rådgiverne våre, så finner vi den sammen.',
        primaryLink: pageLink(places, 'Rådgivning', 'Book rådgivning'),
        secondaryLink: pageLink(places, 'Kontakt', 'Kontakt oss'),
      },
    },
  ],
  'Om oss': (places) => [
    ...withImage(places.image('butikken.jpg'), {
      component: 'imageWithText',
      props: {
        image: places.image('butikken.jpg'),
        heading: 'En sykkelbutikk i Bergen siden 1987',
        text: paragraphs(
          'Det hele startet med et lite verksted på Møhlenpris. I dag er vi tolv ansatte, og butikken i Strandgaten har sykler, klær og tilbehør for alle årstider.',
          'Vi tror på sykler som varer, og på å reparere framfor å kaste.',
        ),
        link: pageLink(places, 'Historien vår', 'Les historien vår'),
      },
    }),
    {
      component: 'columns',
      props: {
        heading: 'Det vi står for',
        columnCount: '3',
        items: [
          { heading: 'Kvalitet', text: 'Vi selger sykler vi selv ville syklet på, og står for dem i mange år.' },
          { heading: 'Ærlige råd', text: 'Noen ganger er det beste rådet å reparere den sykkelen du har.' },
          { heading: 'Lokalt', text: 'Vi handler med lokale leverandører der vi kan, og sponser barneløpet i Bergen.' },
        ],
        background: 'surface',
      },
    },
    shopContact,
  ],
  Ansatte: (places) => [
    {
      component: 'dataSetList',
      props: { heading: 'Menneskene i butikken', dataSet: places.dataSet('ansatte'), columns: '3' },
    },
  ],
  'Historien vår': () => [
    {
      component: 'richText',
      props: {
        content: paragraphs(
          'I 1987 åpnet Arne Nordmann et lite sykkelverksted i en kjeller på Møhlenpris.',
          'Ti år senere flyttet vi inn i Strandgaten, og i 2015 kom de første elsyklene i butikken.',
          'I dag drives butikken av andre generasjon, med de samme verdiene: gode sykler, ærlige råd og service som varer.',
        ),
      },
    },
  ],
  Tjenester: (places) => [
    {
      component: 'columns',
      props: {
        heading: 'Dette kan vi hjelpe deg med',
        columnCount: '2',
        items: [
          {
            image: places.image('sykkellys.jpg'),
            heading: 'Sykkelservice',
            text: 'Vårsjekk, girjustering, hjulsett og reparasjoner på eget verksted.',
            link: pageLink(places, 'Sykkelservice', 'Les mer'),
          },
          {
            image: places.image('bysykkel.jpg'),
            heading: 'Rådgivning',
            text: 'En time med en rådgiver som hjelper deg å velge sykkel og utstyr.',
            link: pageLink(places, 'Rådgivning', 'Les mer'),
          },
        ],
      },
    },
  ],
  Sykkelservice: () => [
    {
      component: 'richText',
      props: {
        content: paragraphs(
          'Lever sykkelen når det passer deg – de fleste reparasjoner er ferdige samme dag eller dagen etter.',
          'Vårsjekk: 690 kr. Girjustering: 290 kr. Bytte av kjede: 350 kr pluss deler.',
        ),
      },
    },
    { component: 'booking', props: { heading: 'Bestill time på verkstedet' } },
    {
      component: 'faq',
      props: {
        heading: 'Ofte stilte spørsmål om service',
        items: [
          {
            question: 'Må jeg bestille time?',
            answer:
              'Nei, du kan levere sykkelen i åpningstiden uten avtale. Med time står mekanikeren klar når du kommer.',
          },
          {
            question: 'Reparerer dere elsykler?',
            answer: 'Ja, vi har sertifiserte mekanikere for de vanligste motorene.',
          },
          {
            question: 'Hvor lang tid tar en vårsjekk?',
            answer: 'Vanligvis én til to dager, litt lenger i april og mai.',
          },
        ],
        openFirst: true,
      },
    },
  ],
  Rådgivning: (places) => [
    ...withImage(places.image('fjordtur.jpg'), {
      component: 'imageWithText',
      props: {
        image: places.image('fjordtur.jpg'),
        heading: 'Finn sykkelen som passer deg',
        text: paragraphs(
          'En time med en rådgiver er gratis. Vi måler, lytter og lar deg prøve flere sykler.',
          'Ta med deg det du lurer på – om pendling, tur eller barnesete.',
        ),
        link: pageLink(places, 'Kontakt', 'Book en time'),
      },
    }),
  ],
  Nyheter: (places) => [
    {
      component: 'columns',
      props: {
        heading: 'Siste nytt',
        columnCount: '2',
        items: [
          {
            heading: 'Sommeren er her',
            text: 'Nye sommerklær og sykler er på plass i butikken.',
            link: pageLink(places, 'Sommeren er her', 'Les saken'),
          },
          {
            heading: 'Nye åpningstider',
            text: 'Fra 1. juni holder vi åpent til klokken 20 på torsdager.',
            link: pageLink(places, 'Nye åpningstider', 'Les saken'),
          },
        ],
      },
    },
  ],
  Kontakt: (places) => [
    shopContact,
    {
      component: 'dataSetList',
      props: { heading: 'Butikkene våre', dataSet: places.dataSet('butikker'), columns: '2', background: 'surface' },
    },
    {
      component: 'faq',
      props: {
        heading: 'Før du tar kontakt',
        items: [
          { question: 'Kan jeg hente en nettbestilling i butikken?', answer: 'Ja, velg henting i butikken i kassen.' },
          { question: 'Hvor lang er angreretten?', answer: 'Du har 14 dagers angrerett på alt du kjøper på nett.' },
        ],
      },
    },
  ],
  Kjøpsvilkår: () => [
    {
      component: 'richText',
      props: {
        content: paragraphs(
          'Disse vilkårene gjelder for kjøp i nettbutikken til Demo Butikk AS, org.nr. 923 456 789.',
          'Alle priser er oppgitt i norske kroner inklusive merverdiavgift. Du har 14 dagers angrerett etter angrerettloven.',
        ),
      },
    },
  ],
  Personvern: () => [
    {
      component: 'richText',
      props: {
        content: paragraphs(
          'Vi behandler bare opplysningene vi trenger for å levere varene og tjenestene du bestiller.',
          'Du kan når som helst be om innsyn i, retting av eller sletting av opplysningene dine.',
        ),
      },
    },
  ],
};

/** The workshop's call to action, kept once and placed at the end of the service pages. */
export const shopComponents: DemoComponent[] = [
  {
    name: 'Verkstedet',
    description: 'Oppfordring til å kontakte verkstedet, nederst på tjenestesidene.',
    section: () => ({
      component: 'callToAction',
      props: {
        heading: 'Trenger sykkelen en sjekk?',
        text: 'Ring verkstedet, eller stikk innom i Strandgaten.',
        primaryLink: { type: 'custom', url: 'tel:+4755123456', label: 'Ring verkstedet' },
      },
    }),
    placedOn: ['Tjenester', 'Sykkelservice'],
  },
];

/** The shop's global content: what the footer, the contact sections and the announcement bar show. */
export const shopGlobalContent = (places: DemoPlaces) => ({
  companyName: 'Demo Butikk AS',
  organizationNumber: '923456789',
  phone: '55 12 34 56',
  email: 'post@demobutikk.no',
  address: { street: 'Strandgaten 12', postcode: '5013', city: 'Bergen' },
  openingHours: [
    { days: 'Mandag–fredag', hours: '10–18' },
    { days: 'Torsdag', hours: '10–20' },
    { days: 'Lørdag', hours: '10–16' },
  ],
  socialLinks: [
    { network: 'facebook', url: 'https://www.facebook.com/demobutikk' },
    { network: 'instagram', url: 'https://www.instagram.com/demobutikk' },
  ],
  announcement: {
    enabled: true,
    text: 'Gratis vårsjekk når du kjøper ny sykkel før 1. mai.',
    link: pageLink(places, 'Sykkelservice', 'Les mer'),
  },
});
