/** Demo Avdeling's storefront: the shop's department at Lagunen. */
import { menuItem, pageLink, paragraphs, type SectionPlan } from './common';

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
