/** Norwegian titles and preambles for the bench's pages, categories and product pages. */
import { firstNames, pick, places } from './names';

const words = (list: string) => list.split(' ');
const phrases = (list: string) => list.split(' | ');

type Next = () => number;

/** The top of every site's page tree, in the order a site is built. */
export const pageSections = phrases(
  'Forside | Om oss | Nyheter | Tjenester | Arrangementer | Blogg | Kundeservice | Kontakt | Karriere | ' +
    'Prosjekter | Personvern | Kjøpsvilkår',
);

const events = phrases(
  'Sommerfest | Sommerkurs | Sommersalg | Sommeråpent | Vintersalg | Julemarked | Åpen dag | Forfatterkveld | ' +
    'Kurskveld | Smaksprøving | Loppemarked | Konsert | Foredrag | Verksted for barn | Jubileum | Lansering | ' +
    'Dugnad | Familiedag | Vårslipp | Høstmarked | Medlemskveld | Black Friday',
);

const howTo = phrases(
  'velger du riktig sykkel | pakker du til fjelltur | får du mer ut av sommeren | tar du vare på skinnjakken | ' +
    'lager du perfekt kaffe | planter du om potteplanter | baker du surdeigsbrød | finner du riktig størrelse | ' +
    'gjør du hagen klar for vinteren | velger du briller til barn | rengjør du keramikk | trener du opp kondisjonen | ' +
    'pynter du til jul | lager du en god leseliste | velger du sovepose | holder du plantene i live i sommerferien',
);

const topics = phrases(
  'sommerferien | vinterferien | påsken | skolestarten | hytta | hagen | kjøkkenet | friluftslivet | turen | ' +
    'julebordet | lesesirkelen | treningen | hjemmekontoret | barnebursdagen | sommerhagen | konfirmasjonen',
);

const things = words(
  'sommerjakker regnklær sykler elsykler joggesko bøker romaner kokebøker blomster krukker puter lamper ' +
    'solbriller hudkremer kaffebønner boller hundefôr leker gryter kopper gitarer ryggsekker telt soveposer ' +
    'ski skøyter badetøy sandaler hagemøbler grillutstyr',
);

const adjectives = words('Nye Populære Rimelige Klassiske Gode Lette Slitesterke Praktiske Vakre Norske');
const groups = words('barn dame herre familien hytta hagen turen hverdagen sommeren vinteren');
const roles = phrases(
  'butikkmedarbeider | lærling | sommervikar | daglig leder | frisør | kokk | sykkelmekaniker | bokhandler | ' +
    'nettbutikkansvarlig | kundebehandler',
);
const seasons = words('sommer vinter høst vår');
const holidays = phrases('i påsken | i sommer | i julen | i høstferien | i vinterferien | på 17. mai');

const capital = (text: string) => text.charAt(0).toLocaleUpperCase('nb') + text.slice(1);
const years = (next: Next) => String(2022 + Math.floor(next() * 5));

/** An article, news item or service page below the sections. */
export function pageTitle(next: Next): string {
  const choice = Math.floor(next() * 11);
  switch (choice) {
    case 0:
      return `${pick(next, events)} i ${pick(next, places)}`;
    case 1:
      return `${pick(next, events)} ${years(next)}`;
    case 2:
      return `Slik ${pick(next, howTo)}`;
    case 3:
      return `${3 + Math.floor(next() * 8)} tips til ${pick(next, topics)}`;
    case 4:
      return `Nye ${pick(next, things)} i butikken`;
    case 5:
      return `Åpningstider ${pick(next, holidays)}`;
    case 6:
      return `Vi søker ${pick(next, roles)}`;
    case 7:
      return `Møt ${pick(next, firstNames)}, vår nye ${pick(next, roles)}`;
    case 8:
      return `${pick(next, adjectives)} ${pick(next, things)} til ${pick(next, groups)}`;
    case 9:
      return `${10 * (1 + Math.floor(next() * 5))} % på ${pick(next, things)}`;
    default:
      return `${capital(pick(next, topics))} i ${pick(next, places)}`;
  }
}

const openings = [
  (next: Next) => `Her finner du alt du trenger å vite om ${pick(next, topics)}.`,
  (next: Next) => `Vi inviterer til ${pick(next, events).toLocaleLowerCase('nb')} i ${pick(next, places)}.`,
  (next: Next) => `Les om ${pick(next, things)} og hvordan du velger riktig.`,
  (next: Next) => `I ${pick(next, seasons)} har vi fått inn nye ${pick(next, things)} til ${pick(next, groups)}.`,
  (next: Next) => `Denne vinteren satser vi på ${pick(next, things)} av høy kvalitet.`,
  (next: Next) => `${pick(next, firstNames)} gir deg de beste rådene om ${pick(next, topics)}.`,
  (next: Next) => `Fra ${years(next)} har vi hatt et eget utvalg av ${pick(next, things)}.`,
];

const closings = phrases(
  'Velkommen innom butikken! | Tilbudet gjelder så lenge lageret rekker. | Ta kontakt om du har spørsmål. | ' +
    'Påmelding skjer på e-post eller i butikken. | Vi gleder oss til å se deg! | Gratis frakt over 500 kroner. | ' +
    'Vi har åpent alle dager i ferien. | Les mer nedenfor. | Husk å melde deg på nyhetsbrevet vårt.',
);

export function preamble(next: Next): string {
  return `${pick(next, openings)(next)} ${pick(next, closings)}`;
}

const categoryRoots = words(
  'Nyheter Salg Dame Herre Barn Hjem Sport Friluft Gaver Bøker Klær Sko Tilbehør Kjøkken Hage Sommer Vinter Jul',
);

export function categoryTitle(next: Next, root: boolean): string {
  if (root) return pick(next, categoryRoots);
  const choice = Math.floor(next() * 4);
  if (choice === 0) return capital(pick(next, things));
  if (choice === 1) return `${pick(next, adjectives)} ${pick(next, things)}`;
  if (choice === 2) return `${capital(pick(next, things))} til ${pick(next, groups)}`;
  return `${capital(pick(next, things))} ${years(next)}`;
}

export function productPageTitle(next: Next, index: number): string {
  if (index === 0) return 'Standard produktside';
  const choice = Math.floor(next() * 3);
  if (choice === 0) return `Produktside for ${pick(next, things)}`;
  if (choice === 1) return `${capital(pick(next, things))} med størrelsesguide`;
  return `Kampanjeside for ${pick(next, things)}`;
}
