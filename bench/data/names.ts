/** Norwegian names and words for a data set that looks like the real thing. */
const words = (list: string) => list.split(' ');

export const firstNames = words(
  'Ola Kari Per Ingrid Lars Anne Nils Marit Jonas Emma Sofie Henrik Astrid Sindre Thea Magnus Nora ' +
    'Eirik Ida Håkon Solveig Øyvind Sigrid Bjørn Hanne Tor Liv Knut Ragnhild Even Maja Aksel Tuva Vebjørn ' +
    'Åse Mohammed Fatima Jakub Aleksander Linnea Sander Frida Tobias Ane Kristoffer',
);

export const lastNames = words(
  'Hansen Johansen Olsen Larsen Andersen Pedersen Nilsen Kristiansen Jensen Karlsen Johnsen Pettersen ' +
    'Eriksen Berg Haugen Hagen Johannessen Andreassen Jacobsen Dahl Jørgensen Halvorsen Henriksen Lund ' +
    'Sørensen Moen Gundersen Iversen Strand Solberg Svendsen Eide Knutsen Martinsen Bakken Lie Amundsen ' +
    'Nguyen Rasmussen Ali Lunde Solheim Moe Nygård Holm Aas Bøe Løken Sæther',
);

export const businessWords = words(
  'Fjord Nordlys Bjørk Solvang Havbris Granli Lyngen Vidde Fjell Elvebredden Skogly Tindtopp Sjøbris ' +
    'Lierfjell Furulund Bakkely Sølvberg Kystlys Myrvoll',
);

export const businessKinds = words(
  'Sport Interiør Bakeri Kafé Blomster Bokhandel Sykkel Klær Gårdsbutikk Optikk Jernvare Dyrebutikk ' +
    'Keramikk Frisør Reiser Hudpleie Musikk Vinmonopol',
);

export const places = words(
  'Oslo Bergen Trondheim Stavanger Tromsø Bodø Ålesund Lillehammer Kristiansand Drammen Fredrikstad ' +
    'Hamar Molde Harstad Arendal Gjøvik Voss Røros Alta',
);

/** A small deterministic random generator, so every run builds the same data set. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export const pick = <T>(next: () => number, list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;

/** 'æøå' and friends folded for e-mail addresses and site names. */
export const ascii = (text: string) =>
  text
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .replace(/å/g, 'a')
    .replace(/é/g, 'e')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
