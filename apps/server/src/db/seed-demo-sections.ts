/**
 * The demo sites' storefronts: the sections of their pages and the header and footer of their
 * templates, written as a small business would fill them in. Props go through each section's
 * schema, as a save from the designer would, so the demo never holds what the editor would refuse.
 */

import type { Link } from '@vev/sections';
import type { MediaReference } from '@vev/shared';
import type { SectionSeed } from '../modules/templates/defaults';

/** Looks up what the sections point at, by the titles the seed gave pages and the library's file names. */
export interface DemoPlaces {
  page(title: string): string;
  image(filename: string): MediaReference | null;
}

export type SectionPlan = (places: DemoPlaces) => SectionSeed[];

const pageLink = (places: DemoPlaces, title: string, label = ''): Link => ({
  type: 'page',
  page: places.page(title),
  product: null,
  url: '',
  label,
  ariaLabel: '',
  openInNewTab: false,
});

const menuItem = (places: DemoPlaces, title: string, children: string[] = []) => ({
  link: pageLink(places, title),
  children: children.map((child) => pageLink(places, child)),
});

/** An image section only where the library has its picture (tests may seed without media). */
const withImage = (image: MediaReference | null, seed: SectionSeed): SectionSeed[] => (image ? [seed] : []);

/** Plain text: one paragraph per line (saved as rich text by the schema). */
const paragraphs = (...lines: string[]) => lines.join('\n');

// Demo Butikk: a bicycle shop in Bergen.

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
  Ansatte: () => [
    {
      component: 'columns',
      props: {
        heading: 'Menneskene i butikken',
        columnCount: '3',
        items: [
          { heading: 'Kari Nordmann', text: 'Daglig leder. Har syklet til jobb hver dag siden 1995.' },
          { heading: 'Ola Hansen', text: 'Verkstedsjef. Kan det meste om gir, bremser og elmotorer.' },
          { heading: 'Ingrid Berg', text: 'Rådgiver. Hjelper deg å finne riktig sykkel og riktig størrelse.' },
        ],
      },
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
  Sykkelservice: (places) => [
    {
      component: 'richText',
      props: {
        content: paragraphs(
          'Lever sykkelen når det passer deg – de fleste reparasjoner er ferdige samme dag eller dagen etter.',
          'Vårsjekk: 690 kr. Girjustering: 290 kr. Bytte av kjede: 350 kr pluss deler.',
        ),
      },
    },
    {
      component: 'faq',
      props: {
        heading: 'Ofte stilte spørsmål om service',
        items: [
          { question: 'Må jeg bestille time?', answer: 'Nei, du kan levere sykkelen i åpningstiden uten avtale.' },
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
    {
      component: 'callToAction',
      props: {
        heading: 'Trenger sykkelen en sjekk?',
        text: 'Ring verkstedet, eller stikk innom i Strandgaten.',
        primaryLink: pageLink(places, 'Kontakt', 'Kontakt verkstedet'),
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
  Kontakt: () => [
    shopContact,
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

// Hjemmeside: Nordnes Vel, a neighbourhood association.

export const homeTemplate: { header: SectionPlan; footer: SectionPlan } = {
  header: (places) => [
    {
      component: 'header',
      area: 'header',
      props: {
        menu: [
          menuItem(places, 'Om oss', ['Styret']),
          menuItem(places, 'Arrangementer', ['Sommerfest 2026', 'Dugnad i parken']),
          menuItem(places, 'Aktuelt'),
          menuItem(places, 'Kontakt'),
        ],
        action: pageLink(places, 'Bli medlem', 'Bli medlem'),
      },
    },
  ],
  footer: (places) => [
    {
      component: 'footer',
      area: 'footer',
      props: {
        text: paragraphs('Nordnes Vel – et aktivt nabolag midt i Bergen siden 1921.'),
        columns: [
          {
            heading: 'Velforeningen',
            links: ['Om oss', 'Styret', 'Bli medlem'].map((title) => pageLink(places, title)),
          },
          {
            heading: 'Skjer på Nordnes',
            links: ['Arrangementer', 'Aktuelt', 'Kontakt'].map((title) => pageLink(places, title)),
          },
        ],
        social: [{ platform: 'facebook', url: 'https://www.facebook.com/nordnesvel' }],
        organizationNumber: '971234567',
      },
    },
  ],
};

export const homePageSections: Record<string, SectionPlan> = {
  Forside: (places) => [
    {
      component: 'hero',
      props: {
        heading: 'Velkommen til Nordnes Vel',
        text: 'Vi tar vare på parken, arrangerer sommerfest og dugnad, og gjør Nordnes til et enda bedre sted å bo.',
        image: places.image('havbris.jpg'),
        overlay: 40,
        primaryLink: pageLink(places, 'Bli medlem', 'Bli medlem'),
        secondaryLink: pageLink(places, 'Arrangementer', 'Se arrangementer'),
        height: 'large',
      },
    },
    {
      component: 'columns',
      props: {
        heading: 'Dette gjør vi',
        columnCount: '3',
        items: [
          {
            heading: 'Arrangementer',
            text: 'Sommerfest, julegrantenning og loppemarked for store og små.',
            link: pageLink(places, 'Arrangementer', 'Se hva som skjer'),
          },
          {
            heading: 'Parken',
            text: 'Vi rydder, planter og holder Nordnesparken fin sammen med kommunen.',
            link: pageLink(places, 'Dugnad i parken', 'Bli med på dugnad'),
          },
          {
            heading: 'Nabolaget',
            text: 'Vi sier fra om trafikk, byggesaker og det som angår alle som bor her.',
            link: pageLink(places, 'Om oss', 'Les om oss'),
          },
        ],
      },
    },
    ...withImage(places.image('solnedgang-fjord.jpg'), {
      component: 'imageWithText',
      props: {
        image: places.image('solnedgang-fjord.jpg'),
        heading: 'Sommerfest lørdag 20. juni',
        text: paragraphs('Grill, musikk og loddsalg i parken fra klokken 14. Ta med naboen!'),
        link: pageLink(places, 'Sommerfest 2026', 'Les mer om festen'),
        imagePosition: 'end',
        background: 'surface',
      },
    }),
    {
      component: 'callToAction',
      props: {
        heading: 'Bli medlem for 250 kroner i året',
        text: 'Medlemmene gjør det mulig å holde nabolaget levende.',
        primaryLink: pageLink(places, 'Bli medlem', 'Meld deg inn'),
        background: 'secondary',
      },
    },
  ],
  'Om oss': (places) => [
    ...withImage(places.image('fjellsti.jpg'), {
      component: 'imageWithText',
      props: {
        image: places.image('fjellsti.jpg'),
        heading: 'Over hundre år på Nordnes',
        text: paragraphs(
          'Nordnes Vel ble stiftet i 1921 av beboere som ville ha en park på neset. I dag har vi over 400 medlemmer.',
          'Alt arbeid gjøres av frivillige, og alle som bor på Nordnes er velkomne.',
        ),
        link: pageLink(places, 'Styret', 'Møt styret'),
      },
    }),
  ],
  Styret: () => [
    {
      component: 'columns',
      props: {
        heading: 'Styret 2026',
        columnCount: '3',
        items: [
          { heading: 'Leder: Marit Solberg', text: 'Har bodd i Haugeveien i 20 år.' },
          { heading: 'Kasserer: Per Lie', text: 'Holder orden på medlemslisten og økonomien.' },
          { heading: 'Styremedlem: Aisha Khan', text: 'Ansvarlig for sommerfesten og dugnadene.' },
        ],
      },
    },
  ],
  Arrangementer: (places) => [
    {
      component: 'columns',
      props: {
        heading: 'Kommende arrangementer',
        columnCount: '2',
        items: [
          {
            image: places.image('solnedgang-fjord.jpg'),
            heading: 'Sommerfest 2026',
            text: 'Grillfest i parken lørdag 20. juni.',
            link: pageLink(places, 'Sommerfest 2026', 'Les mer'),
          },
          {
            image: places.image('fjellsti.jpg'),
            heading: 'Dugnad i parken',
            text: 'Vi rydder parken sammen i april.',
            link: pageLink(places, 'Dugnad i parken', 'Les mer'),
          },
        ],
      },
    },
  ],
  'Sommerfest 2026': () => [
    {
      component: 'richText',
      props: {
        content: paragraphs(
          'Lørdag 20. juni fyrer vi opp grillene i Nordnesparken fra klokken 14.',
          'Det blir musikk, loddsalg og aktiviteter for barna. Velforeningen spanderer pølser på alle medlemmer.',
        ),
      },
    },
  ],
  'Dugnad i parken': () => [
    {
      component: 'richText',
      props: {
        content: paragraphs(
          'Vi møtes ved paviljongen klokken 11 og rydder, raker og planter til klokken 15.',
          'Velforeningen stiller med redskap, kaffe og vafler.',
        ),
      },
    },
  ],
  'Bli medlem': (places) => [
    {
      component: 'faq',
      props: {
        heading: 'Om medlemskapet',
        items: [
          { question: 'Hva koster det?', answer: 'Medlemskap koster 250 kroner i året per husstand.' },
          {
            question: 'Hvordan melder jeg meg inn?',
            answer: 'Send en e-post til post@nordnesvel.no med navn og adresse.',
          },
          { question: 'Må jeg bo på Nordnes?', answer: 'Nei, alle som er glade i Nordnes er velkomne som medlemmer.' },
        ],
        openFirst: true,
      },
    },
    {
      component: 'callToAction',
      props: {
        heading: 'Spørsmål om medlemskap?',
        text: 'Ta kontakt med styret, så svarer vi så fort vi kan.',
        primaryLink: pageLink(places, 'Kontakt', 'Kontakt oss'),
      },
    },
  ],
  Kontakt: () => [
    {
      component: 'contact',
      props: {
        heading: 'Kontakt Nordnes Vel',
        text: paragraphs('Styret møtes første tirsdag i måneden. Send oss gjerne en e-post på forhånd.'),
        address: 'Nordnesparken 2\n5005 Bergen',
        email: 'post@nordnesvel.no',
      },
    },
  ],
};

// Demo Avdeling: the shop's department at Lagunen.

export const departmentTemplate: { header: SectionPlan; footer: SectionPlan } = {
  header: (places) => [
    {
      component: 'header',
      area: 'header',
      props: {
        menu: [menuItem(places, 'Om avdelingen'), menuItem(places, 'Kontakt')],
        action: pageLink(places, 'Kontakt', 'Finn oss'),
      },
    },
  ],
  footer: (places) => [
    {
      component: 'footer',
      area: 'footer',
      props: {
        text: paragraphs('Demo Butikk på Lagunen Storsenter – samme gode utvalg, nærmere deg.'),
        columns: [
          { heading: 'Avdelingen', links: ['Om avdelingen', 'Kontakt'].map((title) => pageLink(places, title)) },
        ],
        organizationNumber: '923456789',
      },
    },
  ],
};

export const departmentPageSections: Record<string, SectionPlan> = {
  Forside: (places) => [
    {
      component: 'hero',
      props: {
        heading: 'Demo Butikk på Lagunen',
        text: 'Sykler, klær og tilbehør – og et verksted som tar imot sykkelen mens du handler.',
        image: places.image('bysykkel.jpg'),
        overlay: 45,
        primaryLink: pageLink(places, 'Kontakt', 'Åpningstider og adresse'),
      },
    },
    {
      component: 'columns',
      props: {
        heading: 'På Lagunen finner du',
        columnCount: '3',
        items: [
          { heading: 'Hele utvalget', text: 'De samme syklene og klærne som i Strandgaten.' },
          { heading: 'Hurtigservice', text: 'Lever sykkelen når du kommer, hent den når du går.' },
          { heading: 'Gratis parkering', text: 'Over 2000 parkeringsplasser rett utenfor døren.' },
        ],
      },
    },
  ],
  'Om avdelingen': () => [
    {
      component: 'richText',
      props: {
        content: paragraphs(
          'Avdelingen vår på Lagunen Storsenter åpnet i 2019 og har fem ansatte.',
          'Her får du det samme utvalget og de samme rådene som i hovedbutikken i sentrum.',
        ),
      },
    },
  ],
  Kontakt: () => [
    {
      component: 'contact',
      props: {
        heading: 'Besøk oss på Lagunen',
        address: 'Lagunen Storsenter\nLaguneveien 1\n5239 Rådal',
        phone: '55 98 76 54',
        email: 'avdeling@demobutikk.no',
        openingHours: [
          { days: 'Mandag–fredag', hours: '10–21' },
          { days: 'Lørdag', hours: '10–18' },
        ],
      },
    },
  ],
};
