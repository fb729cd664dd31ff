/** Hjemmeside's storefront: Nordnes Vel, a neighbourhood association. */
import { menuItem, pageLink, paragraphs, type SectionPlan, withImage } from './common';

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
