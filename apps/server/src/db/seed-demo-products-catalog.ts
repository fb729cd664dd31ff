/**
 * Demo Butikk's catalog: a bicycle shop's products in Norwegian, prices in øre with MVA. The seed
 * (seed-demo-products) turns each entry into a published product document.
 */
import type { CustomizeOptionInput } from '@vev/shared';
import type { ProductDrawing, ProductPicture } from './seed-demo-products-images';

/** Categories of the content seed (seed-demo-content's shopCategories), by title. */
export type DemoCategory = 'Sykler' | 'Elsykler' | 'Barnesykler' | 'Tilbehør' | 'Klær' | 'Jakker';
export type DemoLabel = 'Nyhet' | 'Tilbud' | 'Utsolgt';
export type DemoAttribute = 'Farge' | 'Størrelse' | 'Rammestørrelse';

export interface DemoProduct {
  /** How bundles name their items. */
  key: string;
  name: string;
  sku: string;
  description: string;
  /** The first is the primary category. */
  categories: DemoCategory[];
  /** Øre with MVA. */
  price: number;
  compareAt?: number;
  byAppointment?: boolean;
  costPrice?: number;
  taxClass?: 'naeringsmidler' | 'persontransport' | 'avgiftsfritt';
  shipping?: { class: 'Standard' | 'Stor pakke'; grams: number; cm?: [number, number, number] };
  /** Managed stock with this count; absent: stock is not managed. */
  stock?: number;
  labels?: DemoLabel[];
  tags: string[];
  /** 1–3; the first is the primary image. */
  pictures: ProductPicture[];
  attributes?: { attribute: DemoAttribute; value: string }[];
  /** The shop's own fields ('Eget innhold'): producer, material, warranty. */
  facts?: { manufacturer?: string; material?: string; warranty?: string };
  variants?: { name: string; sku: string; size: string; price?: number; stock: number }[];
  customize?: CustomizeOptionInput[];
  bundle?: { key: string; price: number }[];
  /** Linked products' shared name, grouped in product lists. */
  master?: string;
  virtual?: boolean;
  /** The booking service (by name) whose time the product sells: bought with a time chosen first. */
  bookingService?: string;
  /** Left inactive: not on the storefront. */
  inactive?: boolean;
  /** An unpublished change of the description, so the list shows an edited product. */
  draftDescription?: string;
}

const picture = (
  filename: string,
  alt: string,
  drawing: ProductDrawing,
  colours: ProductPicture['colours'],
  tags: string[] = [],
): ProductPicture => ({ filename, alt, drawing, colours, tags: ['Produkter', ...tags] });

const bike = (kg: number) => ({
  class: 'Stor pakke' as const,
  grams: kg * 1000,
  cm: [150, 25, 80] as [number, number, number],
});
const parcel = (grams: number) => ({ class: 'Standard' as const, grams });

export const demoCatalog: DemoProduct[] = [
  // Sykler
  {
    key: 'bysykkel-rod',
    name: 'Bysykkel Strandgaten 7-gir, rød',
    sku: 'DB-BY7-ROD',
    description:
      'Klassisk bysykkel med sju navgir, skjermer, bagasjebrett og kurvfeste. Oppreist sittestilling gjør den behagelig på vei til jobb og butikk.',
    categories: ['Sykler'],
    price: 799_000,
    costPrice: 420_000,
    shipping: bike(17),
    stock: 6,
    tags: ['Pendling', 'Bysykkel'],
    master: 'Bysykkel Strandgaten',
    attributes: [
      { attribute: 'Farge', value: 'Rød' },
      { attribute: 'Rammestørrelse', value: '52' },
    ],
    pictures: [
      picture('bysykkel-strandgaten-rod.jpg', 'Rød bysykkel med sju gir', 'bicycle', [
        '#fdf0e7',
        '#f4cdb8',
        '#c0392b',
        '#3d3d3d',
      ]),
      picture('bysykkel-strandgaten-rod-hjul.jpg', 'Forhjulet på den røde bysykkelen', 'tyre', [
        '#fdf0e7',
        '#f4cdb8',
        '#c0392b',
        '#3d3d3d',
      ]),
    ],
  },
  {
    key: 'bysykkel-bla',
    name: 'Bysykkel Strandgaten 7-gir, blå',
    sku: 'DB-BY7-BLA',
    description:
      'Den samme solide bysykkelen i havblått: sju navgir, skjermer, bagasjebrett og kurvfeste, klar for hverdagen i byen.',
    categories: ['Sykler'],
    price: 799_000,
    costPrice: 420_000,
    shipping: bike(17),
    stock: 4,
    tags: ['Pendling', 'Bysykkel'],
    master: 'Bysykkel Strandgaten',
    attributes: [
      { attribute: 'Farge', value: 'Blå' },
      { attribute: 'Rammestørrelse', value: '52' },
    ],
    pictures: [
      picture('bysykkel-strandgaten-bla.jpg', 'Blå bysykkel med sju gir', 'bicycle', [
        '#e8f1fb',
        '#b9d3ef',
        '#1976d2',
        '#3d3d3d',
      ]),
      picture('bysykkel-strandgaten-bla-hjul.jpg', 'Forhjulet på den blå bysykkelen', 'tyre', [
        '#e8f1fb',
        '#b9d3ef',
        '#1976d2',
        '#3d3d3d',
      ]),
    ],
  },
  {
    key: 'terreng-ulriken',
    facts: { manufacturer: 'Fjellrytter', material: 'Aluminium 6061', warranty: '5 år på rammen' },
    name: 'Terrengsykkel Ulriken 29"',
    sku: 'DB-TS-ULR29',
    description:
      'Hardtail med 29-tommers hjul, 120 mm dempegaffel og hydrauliske skivebremser. Tåler stiene på byfjellene like godt som grusveien hjem.',
    categories: ['Sykler'],
    price: 1_299_000,
    costPrice: 730_000,
    shipping: bike(14),
    stock: 3,
    labels: ['Nyhet'],
    tags: ['Terreng', 'Tur'],
    attributes: [{ attribute: 'Rammestørrelse', value: '56' }],
    pictures: [
      picture('terrengsykkel-ulriken.jpg', 'Grønn terrengsykkel med dempegaffel', 'bicycle', [
        '#e6f4ea',
        '#a8d5b5',
        '#2d6a4f',
        '#1b1b1b',
      ]),
      picture('terrengsykkel-ulriken-dekk.jpg', 'Grovmønstret dekk på terrengsykkelen', 'tyre', [
        '#e6f4ea',
        '#a8d5b5',
        '#2d6a4f',
        '#1b1b1b',
      ]),
      picture('terrengsykkel-ulriken-sti.jpg', 'Sti over fjellet', 'route', [
        '#eef6f0',
        '#c5e3cf',
        '#52796f',
        '#f4a261',
      ]),
    ],
  },
  {
    key: 'racer-floyen',
    facts: { manufacturer: 'Fjellrytter', material: 'Karbon', warranty: '5 år på rammen' },
    name: 'Racersykkel Fløyen Karbon',
    sku: 'DB-RS-FLK',
    description:
      'Lett karbonramme på under åtte kilo, 2×12 elektroniske gir og skivebremser. For deg som vil fort opp Fløyen og enda fortere ned.',
    categories: ['Sykler'],
    price: 2_499_000,
    costPrice: 1_450_000,
    shipping: bike(8),
    stock: 2,
    tags: ['Landevei', 'Trening'],
    attributes: [{ attribute: 'Rammestørrelse', value: '56' }],
    pictures: [
      picture('racersykkel-floyen.jpg', 'Svart racersykkel i karbon', 'bicycle', [
        '#f1f3f5',
        '#ced4da',
        '#212529',
        '#e63946',
      ]),
    ],
  },
  {
    key: 'grus-vidden',
    name: 'Grusracer Vidden',
    sku: 'DB-GR-VID',
    description:
      'Allsidig grussykkel med plass til brede dekk, feste for vesker og skjermer, og geometri som er komfortabel på lange turer.',
    categories: ['Sykler'],
    price: 1_649_000,
    compareAt: 1_899_000,
    costPrice: 980_000,
    shipping: bike(10),
    stock: 5,
    labels: ['Tilbud'],
    tags: ['Grus', 'Tur'],
    attributes: [{ attribute: 'Rammestørrelse', value: '52' }],
    pictures: [
      picture('grusracer-vidden.jpg', 'Sandfarget grussykkel', 'bicycle', ['#faf3e0', '#e9d8a6', '#bb8a52', '#3d405b']),
      picture('grusracer-vidden-veske.jpg', 'Grussykkelen med frontveske', 'handlebarBag', [
        '#faf3e0',
        '#e9d8a6',
        '#bb8a52',
        '#3d405b',
      ]),
    ],
  },
  {
    key: 'hybrid-sandviken',
    name: 'Hybridsykkel Sandviken',
    sku: 'DB-HY-SAND',
    description:
      'Lett hybridsykkel med lav innstigning, 8 gir og punkteringsbeskyttede dekk. Et trygt valg for hverdagsturer og søndagsturer langs sjøen.',
    categories: ['Sykler'],
    price: 849_000,
    shipping: bike(13),
    stock: 7,
    tags: ['Pendling'],
    attributes: [{ attribute: 'Rammestørrelse', value: '48' }],
    pictures: [
      picture('hybridsykkel-sandviken.jpg', 'Hvit hybridsykkel med lav innstigning', 'bicycle', [
        '#fff5f7',
        '#f8d7da',
        '#6c757d',
        '#2b2d42',
      ]),
    ],
  },
  {
    key: 'elsykkel-pendler',
    facts: { manufacturer: 'Bergen Elsykkel', material: 'Aluminium', warranty: '2 år på motor og batteri' },
    name: 'Elsykkel Pendler 500',
    sku: 'DB-EL-P500',
    description:
      'Elsykkel med midtmotor, 500 Wh batteri og rekkevidde opptil 110 km. Innebygd lys, skjermer og bagasjebrett gjør den til en ekte bilerstatter.',
    categories: ['Elsykler', 'Sykler'],
    price: 2_799_000,
    costPrice: 1_690_000,
    shipping: bike(24),
    stock: 4,
    labels: ['Nyhet'],
    tags: ['Elsykkel', 'Pendling'],
    attributes: [{ attribute: 'Farge', value: 'Svart' }],
    pictures: [
      picture('elsykkel-pendler-500.jpg', 'Mørkeblå elsykkel med batteri i rammen', 'bicycle', [
        '#e7ecf7',
        '#b3c2e6',
        '#2b2d42',
        '#8d99ae',
      ]),
      picture('elsykkel-pendler-500-lys.jpg', 'Det innebygde frontlyset på elsykkelen', 'frontLight', [
        '#1d2340',
        '#0b132b',
        '#2b2d42',
        '#ffd166',
      ]),
    ],
    draftDescription:
      'Elsykkel med midtmotor, 500 Wh batteri og rekkevidde opptil 120 km. Innebygd lys, skjermer og bagasjebrett gjør den til en ekte bilerstatter.',
  },
  {
    key: 'elsykkel-last',
    name: 'Lasteelsykkel Familie',
    sku: 'DB-EL-LAST',
    description:
      'Lastesykkel med kasse foran, plass til to barn med belter og regntrekk. Kraftig motor og to batterier tar dere opp bakkene med handleposene.',
    categories: ['Elsykler', 'Sykler'],
    price: 4_499_000,
    costPrice: 2_900_000,
    shipping: bike(45),
    stock: 1,
    tags: ['Elsykkel', 'Familie'],
    pictures: [
      picture('lasteelsykkel-familie.jpg', 'Lastesykkel med trekasse foran', 'cargoBicycle', [
        '#fff4e6',
        '#ffd8a8',
        '#d9480f',
        '#343a40',
      ]),
    ],
  },
  {
    key: 'elsykkel-mini',
    name: 'Sammenleggbar elsykkel Mini',
    sku: 'DB-EL-MINI',
    description:
      'Kompakt elsykkel som brettes sammen på ti sekunder og passer i bagasjerommet, på bussen og under skrivebordet.',
    categories: ['Elsykler', 'Sykler'],
    price: 1_799_000,
    shipping: bike(19),
    stock: 0,
    labels: ['Utsolgt'],
    tags: ['Elsykkel', 'Pendling'],
    pictures: [
      picture('sammenleggbar-elsykkel-mini.jpg', 'Liten sammenleggbar elsykkel i gult', 'kidsBicycle', [
        '#fffbe6',
        '#ffe58f',
        '#d4a106',
        '#262626',
      ]),
    ],
  },
  {
    key: 'barnesykkel-16',
    name: 'Barnesykkel Tøffen 16"',
    sku: 'DB-BA-16',
    description:
      'Lett barnesykkel for 4–6 år med fotbrems, kjedekasse og støttehjul som kan tas av når balansen sitter.',
    categories: ['Barnesykler', 'Sykler'],
    price: 299_000,
    shipping: bike(8),
    stock: 8,
    tags: ['Barn'],
    pictures: [
      picture('barnesykkel-toffen-16.jpg', 'Rosa barnesykkel med støttehjul', 'kidsBicycle', [
        '#fff0f6',
        '#fcc2d7',
        '#d6336c',
        '#495057',
      ]),
    ],
  },
  {
    key: 'barnesykkel-20',
    name: 'Barnesykkel Eventyr 20"',
    sku: 'DB-BA-20',
    description: 'Barnesykkel for 6–9 år med sju gir, håndbremser og refleks på alle kanter.',
    categories: ['Barnesykler', 'Sykler'],
    price: 399_000,
    compareAt: 449_000,
    shipping: bike(10),
    stock: 5,
    labels: ['Tilbud'],
    tags: ['Barn'],
    pictures: [
      picture('barnesykkel-eventyr-20.jpg', 'Turkis barnesykkel med gir', 'bicycle', [
        '#e6fcf5',
        '#96f2d7',
        '#0ca678',
        '#343a40',
      ]),
    ],
  },
  {
    key: 'balansesykkel',
    name: 'Balansesykkel Lillebror',
    sku: 'DB-BA-BAL',
    description: 'Balansesykkel i bjørk for de minste fra to år. Justerbart sete og myke gummihjul.',
    categories: ['Barnesykler', 'Sykler'],
    price: 129_000,
    shipping: parcel(3500),
    stock: 10,
    tags: ['Barn'],
    pictures: [
      picture('balansesykkel-lillebror.jpg', 'Balansesykkel i tre', 'kidsBicycle', [
        '#fff9db',
        '#ffec99',
        '#b08968',
        '#495057',
      ]),
    ],
  },
  // Tilbehør: hjelmer
  {
    key: 'hjelm-bolge',
    facts: { manufacturer: 'Hodevern AS', material: 'EPS med PC-skall', warranty: '2 år' },
    name: 'Sykkelhjelm Bølge',
    sku: 'DB-HM-BOLGE',
    description:
      'Lett og godt ventilert sykkelhjelm med innebygd baklys og magnetspenne. Velg størrelse etter hodeomkretsen din.',
    categories: ['Tilbehør'],
    price: 129_000,
    shipping: parcel(450),
    // The sizes' stock together: the storefront's card tells the product's own count.
    stock: 16,
    tags: ['Hjelm', 'Sikkerhet'],
    attributes: [{ attribute: 'Størrelse', value: '__any__' }],
    variants: [
      { name: 'S (51–55 cm)', sku: 'DB-HM-BOLGE-S', size: 'S', stock: 5 },
      { name: 'M (55–59 cm)', sku: 'DB-HM-BOLGE-M', size: 'M', stock: 8 },
      { name: 'L (59–63 cm)', sku: 'DB-HM-BOLGE-L', size: 'L', price: 139_000, stock: 3 },
    ],
    pictures: [
      picture('sykkelhjelm-bolge.jpg', 'Mintgrønn sykkelhjelm', 'helmet', ['#e0f4ec', '#9ed2be', '#2a9d8f', '#264653']),
      picture('sykkelhjelm-bolge-bak.jpg', 'Sykkelhjelmen sett bakfra', 'helmet', [
        '#eaf6f1',
        '#bfe3d3',
        '#2a9d8f',
        '#e76f51',
      ]),
    ],
  },
  {
    key: 'hjelm-tind',
    name: 'MIPS-hjelm Tind',
    sku: 'DB-HM-TIND',
    description: 'Terrenghjelm med MIPS-beskyttelse, avtakbar skjerm og ekstra dekning i nakken.',
    categories: ['Tilbehør'],
    price: 199_000,
    shipping: parcel(520),
    stock: 6,
    labels: ['Nyhet'],
    tags: ['Hjelm', 'Terreng', 'Sikkerhet'],
    pictures: [
      picture('mips-hjelm-tind.jpg', 'Oransje terrenghjelm med skjerm', 'helmet', [
        '#fff4e6',
        '#ffc078',
        '#e8590c',
        '#343a40',
      ]),
    ],
  },
  {
    key: 'barnehjelm',
    name: 'Barnehjelm Fjes',
    sku: 'DB-HM-BARN',
    description: 'Myk og lett barnehjelm med refleks og justeringshjul. Passer hodeomkrets 48–54 cm.',
    categories: ['Tilbehør', 'Barnesykler'],
    price: 59_900,
    shipping: parcel(300),
    stock: 12,
    tags: ['Hjelm', 'Barn', 'Sikkerhet'],
    pictures: [
      picture('barnehjelm-fjes.jpg', 'Lilla barnehjelm', 'helmet', ['#f3f0ff', '#d0bfff', '#7048e8', '#f783ac']),
    ],
  },
  // Tilbehør: låser, lys og ringeklokker
  {
    key: 'boylelas',
    name: 'Bøylelås Sterk',
    sku: 'DB-LS-BOYLE',
    description: 'Bøylelås i herdet stål med to nøkler og brakett til rammen. Godkjent av forsikringsselskapene.',
    categories: ['Tilbehør'],
    price: 79_900,
    shipping: parcel(1300),
    stock: 15,
    tags: ['Lås', 'Sikkerhet'],
    pictures: [picture('boylelas-sterk.jpg', 'Gul bøylelås', 'uLock', ['#fff9db', '#ffe066', '#343a40', '#f59f00'])],
  },
  {
    key: 'kjettinglas',
    name: 'Kjettinglås 110 cm',
    sku: 'DB-LS-KJ110',
    description:
      'Lang kjettinglås med tekstiltrekk som ikke riper lakken. Lang nok til å låse sykkelen til en lyktestolpe.',
    categories: ['Tilbehør'],
    price: 119_000,
    shipping: parcel(2400),
    stock: 9,
    tags: ['Lås', 'Sikkerhet'],
    pictures: [
      picture('kjettinglas-110.jpg', 'Kjettinglås med trekk', 'chainLock', [
        '#f1f3f5',
        '#dee2e6',
        '#495057',
        '#1c7ed6',
      ]),
    ],
  },
  {
    key: 'lyssett',
    name: 'Lyssett LED foran og bak',
    sku: 'DB-LY-SETT',
    description:
      'Frontlys og baklys med USB-lading, tre lysmoduser og feste uten verktøy. Oppfyller kravene til lys på sykkel.',
    categories: ['Tilbehør'],
    price: 49_900,
    shipping: parcel(200),
    stock: 20,
    tags: ['Lys', 'Sikkerhet', 'Vinter'],
    pictures: [
      picture('lyssett-led.jpg', 'Frontlys og baklys som lyser', 'lightSet', [
        '#1d3557',
        '#0b132b',
        '#f1faee',
        '#ffd166',
      ]),
    ],
  },
  {
    key: 'frontlys',
    name: 'Frontlys 1200 lumen',
    sku: 'DB-LY-1200',
    description:
      'Kraftig frontlys for mørke skogsveier, med fjernlys, nærlys og batteri som varer en hel vintermåned med pendling.',
    categories: ['Tilbehør'],
    price: 119_900,
    compareAt: 149_900,
    shipping: parcel(260),
    stock: 7,
    labels: ['Tilbud'],
    tags: ['Lys', 'Vinter'],
    pictures: [
      picture('frontlys-1200.jpg', 'Frontlys som lyser opp mørket', 'frontLight', [
        '#22223b',
        '#0b0c1a',
        '#4a4e69',
        '#ffd166',
      ]),
      picture('frontlys-1200-feste.jpg', 'Frontlyset montert på sykkelen', 'frontLight', [
        '#f8f9fa',
        '#dee2e6',
        '#4a4e69',
        '#fab005',
      ]),
    ],
  },
  {
    key: 'ringeklokke',
    name: 'Ringeklokke Klang',
    sku: 'DB-RK-KLANG',
    description: 'Liten ringeklokke i aluminium med klar, lys tone. Passer på de aller fleste sykler.',
    categories: ['Tilbehør'],
    price: 14_900,
    shipping: parcel(60),
    stock: 40,
    tags: ['Sikkerhet'],
    pictures: [
      picture('ringeklokke-klang.jpg', 'Blank ringeklokke', 'bell', ['#f8f9fa', '#e9ecef', '#adb5bd', '#495057']),
    ],
  },
  // Tilbehør: flasker og vesker
  {
    key: 'drikkeflaske-gravering',
    name: 'Drikkeflaske Fjord i stål',
    sku: 'DB-FL-FJORD',
    description:
      'Isolert drikkeflaske i rustfritt stål som holder drikken kald i et døgn. Vi graverer gjerne navnet ditt på den.',
    categories: ['Tilbehør'],
    price: 29_900,
    shipping: parcel(380),
    stock: 25,
    labels: ['Nyhet'],
    tags: ['Flaske', 'Gave'],
    customize: [
      {
        label: 'Gravering',
        key: 'gravering',
        type: 'Checkbox',
        description: 'Vi graverer flasken i verkstedet vårt. Regn med to ekstra dager før vi sender den.',
        price: 9_900,
      },
      {
        label: 'Tekst på gravering',
        key: 'tekst-pa-gravering',
        type: 'String',
        required: true,
        max: 24,
        placeholder: 'For eksempel: Kari 2026',
        conditions: [{ targetKey: 'gravering', targetOperation: 'eq', targetValue: 'true' }],
      },
    ],
    pictures: [
      picture('drikkeflaske-fjord.jpg', 'Blå drikkeflaske i stål', 'bottle', [
        '#e3f2fd',
        '#90caf9',
        '#1565c0',
        '#e3f2fd',
      ]),
      picture('drikkeflaske-fjord-gravert.jpg', 'Drikkeflasken med gravert bånd', 'bottle', [
        '#f1f8ff',
        '#c5e1fb',
        '#1565c0',
        '#cfd8dc',
      ]),
    ],
  },
  {
    key: 'flaskeholder',
    name: 'Flaskeholder i aluminium',
    sku: 'DB-FL-HOLD',
    description: 'Lett flaskeholder som holder godt på flasken også på humpete grusvei. Skruer følger med.',
    categories: ['Tilbehør'],
    price: 14_900,
    shipping: parcel(45),
    stock: 30,
    tags: ['Flaske'],
    pictures: [
      picture('flaskeholder-aluminium.jpg', 'Flaskeholder i sølv', 'cage', [
        '#f8f9fa',
        '#dee2e6',
        '#868e96',
        '#343a40',
      ]),
    ],
  },
  {
    key: 'sykkelveske',
    name: 'Vanntett sykkelveske 20 l',
    sku: 'DB-VE-20L',
    description:
      'Sveiset, vanntett veske til bagasjebrettet med rullelukking, reflekser og skulderreim. Holder laptopen tørr i vestlandsregnet.',
    categories: ['Tilbehør'],
    price: 89_900,
    shipping: parcel(900),
    stock: 11,
    tags: ['Veske', 'Pendling'],
    pictures: [
      picture('sykkelveske-20l.jpg', 'Grå vanntett sykkelveske', 'pannier', [
        '#f1f3f5',
        '#ced4da',
        '#6c757d',
        '#343a40',
      ]),
      picture('sykkelveske-20l-oransje.jpg', 'Sykkelvesken med reflekser', 'pannier', [
        '#fff4e6',
        '#ffd8a8',
        '#6c757d',
        '#f76707',
      ]),
    ],
  },
  {
    key: 'frontveske',
    name: 'Frontveske 5 l',
    sku: 'DB-VE-FRONT',
    description:
      'Romslig frontveske til telefon, matpakke og regnjakke. Festes med borrelås og passer på de fleste sykler.',
    categories: ['Tilbehør'],
    price: 54_900,
    shipping: parcel(420),
    stock: 8,
    tags: ['Veske', 'Tur'],
    pictures: [
      picture('frontveske-5l.jpg', 'Olivengrønn frontveske', 'handlebarBag', [
        '#f4f7ec',
        '#d8e2c0',
        '#606c38',
        '#283618',
      ]),
    ],
  },
  // Tilbehør: pumper, verktøy og deler
  {
    key: 'minipumpe',
    name: 'Minipumpe',
    sku: 'DB-PU-MINI',
    description:
      'Liten pumpe som passer i lomma eller festes ved flaskeholderen. Passer både bilventil og racerventil.',
    categories: ['Tilbehør'],
    price: 29_900,
    shipping: parcel(110),
    stock: 18,
    tags: ['Verksted', 'Tur'],
    pictures: [picture('minipumpe.jpg', 'Rød minipumpe', 'pump', ['#fff5f5', '#ffc9c9', '#e03131', '#343a40'])],
  },
  {
    key: 'gulvpumpe',
    name: 'Gulvpumpe med manometer',
    sku: 'DB-PU-GULV',
    description: 'Stødig gulvpumpe med stor trykkmåler og pumpehode for alle ventiler. Pumper til 11 bar.',
    categories: ['Tilbehør'],
    price: 54_900,
    shipping: parcel(1800),
    stock: 6,
    tags: ['Verksted'],
    pictures: [
      picture('gulvpumpe.jpg', 'Blå gulvpumpe med trykkmåler', 'floorPump', [
        '#e7f5ff',
        '#a5d8ff',
        '#1c7ed6',
        '#212529',
      ]),
    ],
  },
  {
    key: 'multiverktoy',
    name: 'Multiverktøy 16 funksjoner',
    sku: 'DB-VK-MULTI',
    description: 'Unbrakonøkler, torx, skrutrekkere og kjedeverktøy samlet i ett lite verktøy for sykkelturen.',
    categories: ['Tilbehør'],
    price: 34_900,
    shipping: parcel(180),
    stock: 14,
    tags: ['Verksted', 'Tur'],
    pictures: [
      picture('multiverktoy.jpg', 'Multiverktøy med utbrettede nøkler', 'tool', [
        '#f8f9fa',
        '#e9ecef',
        '#212529',
        '#adb5bd',
      ]),
    ],
  },
  {
    key: 'dekk-pendler',
    name: 'Dekk 700x35 Pendler',
    sku: 'DB-DE-70035',
    description: 'Slitesterkt dekk med punkteringsbelte og refleksstripe. Ruller lett på asfalt og tåler grus.',
    categories: ['Tilbehør'],
    price: 44_900,
    shipping: parcel(520),
    stock: 24,
    tags: ['Deler', 'Pendling'],
    pictures: [
      picture('dekk-700x35.jpg', 'Sykkeldekk med refleksstripe', 'tyre', ['#f8f9fa', '#dee2e6', '#adb5bd', '#212529']),
    ],
  },
  {
    key: 'piggdekk',
    name: 'Piggdekk 28" Vinter',
    sku: 'DB-DE-PIGG28',
    description: 'Vinterdekk med 240 pigger for glatte morgener. Godt grep på is og hardpakket snø.',
    categories: ['Tilbehør'],
    price: 69_900,
    shipping: parcel(980),
    stock: 16,
    labels: ['Nyhet'],
    tags: ['Deler', 'Vinter'],
    pictures: [picture('piggdekk-28.jpg', 'Piggdekk i snøen', 'tyre', ['#f8fbff', '#d0e2f2', '#74c0fc', '#1b1b1b'])],
  },
  {
    key: 'slange',
    name: 'Slange 28" med racerventil',
    sku: 'DB-DE-SL28',
    description: 'Ekstra slange til 28-tommers hjul. Greit å ha med i vesken på lengre turer.',
    categories: ['Tilbehør'],
    price: 9_900,
    shipping: parcel(120),
    stock: 60,
    tags: ['Deler'],
    pictures: [
      picture('slange-28.jpg', 'Sammenrullet sykkelslange', 'tube', ['#f1f3f5', '#ced4da', '#212529', '#fab005']),
    ],
  },
  {
    key: 'kjede',
    name: 'Kjede 11-gir',
    sku: 'DB-DE-KJ11',
    description:
      'Slitesterkt kjede for 11-girs drivverk, med kjedelås. Bytt kjedet i tide, så varer tannhjulene lenger.',
    categories: ['Tilbehør'],
    price: 39_900,
    shipping: parcel(260),
    stock: 10,
    tags: ['Deler', 'Verksted'],
    pictures: [
      picture('kjede-11-gir.jpg', 'Sykkelkjede i stål', 'chain', ['#f8f9fa', '#e9ecef', '#868e96', '#212529']),
    ],
  },
  // Klær
  {
    key: 'regnjakke',
    name: 'Regnjakke Pøs',
    sku: 'DB-KL-POS',
    description:
      'Pustende regnjakke med lang rygg, refleksdetaljer og hette som passer over hjelmen. Laget for ekte bergensvær.',
    categories: ['Jakker', 'Klær'],
    price: 149_900,
    shipping: parcel(450),
    stock: 9,
    tags: ['Regn', 'Pendling'],
    pictures: [
      picture('regnjakke-pos.jpg', 'Gul regnjakke med hette', 'jacket', ['#fff9db', '#ffe8a1', '#f2c14e', '#495057']),
      picture('regnjakke-pos-gronn.jpg', 'Regnjakken i flaskegrønt', 'jacket', [
        '#ebfbee',
        '#b2f2bb',
        '#2b8a3e',
        '#f2c14e',
      ]),
    ],
  },
  {
    key: 'hansker',
    name: 'Vinterhansker for sykkel',
    sku: 'DB-KL-HANSK',
    description: 'Varme og vindtette hansker med godt grep og fingertupper som virker på mobilen.',
    categories: ['Klær'],
    price: 39_900,
    shipping: parcel(150),
    stock: 13,
    tags: ['Vinter'],
    pictures: [
      picture('vinterhansker.jpg', 'Et par svarte sykkelhansker', 'gloves', [
        '#f1f3f5',
        '#ced4da',
        '#343a40',
        '#e03131',
      ]),
    ],
  },
  // Mat og drikke (Næringsmidler, 15 %)
  {
    key: 'sportsdrikk',
    name: 'Sportsdrikk sitron, 500 g',
    sku: 'DB-NM-SPORT',
    description: 'Pulver til 33 flasker sportsdrikk med elektrolytter og en frisk smak av sitron.',
    categories: ['Tilbehør'],
    price: 24_900,
    taxClass: 'naeringsmidler',
    shipping: parcel(560),
    stock: 22,
    tags: ['Næring', 'Trening'],
    pictures: [
      picture('sportsdrikk-sitron.jpg', 'Boks med sportsdrikk', 'tub', ['#fff9db', '#fff3bf', '#fab005', '#2f9e44']),
    ],
  },
  {
    key: 'energibar',
    name: 'Energibar havre og sjokolade, 12 stk',
    sku: 'DB-NM-BAR12',
    description: 'Myke havrebarer med mørk sjokolade. Gir jevn energi på lange turer og passer i trøyelomma.',
    categories: ['Tilbehør'],
    price: 29_900,
    taxClass: 'naeringsmidler',
    shipping: parcel(720),
    stock: 35,
    tags: ['Næring', 'Tur'],
    pictures: [picture('energibar.jpg', 'Energibar i papir', 'bar', ['#fff4e6', '#ffe8cc', '#8d6e63', '#d9480f'])],
  },
  // Tjenester og gavekort
  {
    key: 'guidet-tur',
    name: 'Guidet sykkeltur rundt Byfjorden',
    sku: 'DB-TJ-GUIDE',
    description:
      'Tre timer på sykkel med en av våre guider, med leie av sykkel og hjelm og kaffestopp underveis. Billetten gjelder for én person.',
    categories: ['Sykler'],
    price: 59_500,
    taxClass: 'persontransport',
    virtual: true,
    stock: 18,
    tags: ['Tur', 'Opplevelse'],
    pictures: [
      picture('guidet-sykkeltur.jpg', 'Sykkelrute langs fjorden', 'route', [
        '#e3fafc',
        '#99e9f2',
        '#1098ad',
        '#f76707',
      ]),
    ],
  },
  {
    key: 'girjustering-time',
    name: 'Girjustering med fast time',
    sku: 'DB-TJ-GIR',
    description:
      'Vi justerer gir og vaiere mens du venter, på en time du velger selv. Tar omtrent en time; kaffen står klar.',
    categories: ['Sykler'],
    price: 59_000,
    virtual: true,
    bookingService: 'Girjustering',
    tags: ['Verksted'],
    pictures: [
      picture('girjustering-time.jpg', 'Bakgir og kjede på en sykkel i verkstedet', 'tool', [
        '#f1f3f5',
        '#ced4da',
        '#495057',
        '#f76707',
      ]),
    ],
  },
  {
    key: 'gavekort',
    name: 'Gavekort 500 kr',
    sku: 'DB-GK-500',
    description: 'Gavekort som kan brukes på alt i butikken og i nettbutikken. Gyldig i tre år.',
    categories: ['Tilbehør'],
    price: 50_000,
    taxClass: 'avgiftsfritt',
    virtual: true,
    tags: ['Gave'],
    pictures: [
      picture('gavekort-500.jpg', 'Gavekort med sløyfe', 'giftCard', ['#fff0f6', '#ffdeeb', '#c2255c', '#ffd43b']),
    ],
  },
  {
    key: 'sykkeltilpasning',
    name: 'Sykkeltilpasning (bikefit)',
    sku: 'DB-TJ-FIT',
    description:
      'En time med måling og justering av sete, sykkelramme og pedaler, så sykkelen passer kroppen din. Prisen avtaler vi etter hva du trenger.',
    categories: ['Sykler'],
    price: 0,
    byAppointment: true,
    virtual: true,
    tags: ['Verksted', 'Rådgivning'],
    pictures: [
      picture('sykkeltilpasning.jpg', 'Sykkel med mål for sete og sittestilling', 'fitting', [
        '#f3f0ff',
        '#e5dbff',
        '#5f3dc4',
        '#343a40',
      ]),
    ],
  },
  // Under arbeid: ikke aktiv ennå
  {
    key: 'elsykkel-terreng',
    name: 'Elsykkel Terreng 750 (kommer snart)',
    sku: 'DB-EL-T750',
    description: 'Helfjæret elterrengsykkel med 750 Wh batteri. Kommer i butikken til våren.',
    categories: ['Elsykler', 'Sykler'],
    price: 4_299_000,
    shipping: bike(25),
    stock: 0,
    tags: ['Elsykkel', 'Terreng'],
    inactive: true,
    pictures: [
      picture('elsykkel-terreng-750.jpg', 'Helfjæret elterrengsykkel', 'bicycle', [
        '#e9ecef',
        '#adb5bd',
        '#364fc7',
        '#212529',
      ]),
    ],
  },
  // Pakker (last: their items exist by then)
  {
    key: 'pendlerpakke',
    name: 'Pendlerpakke',
    sku: 'DB-PK-PEND',
    description: 'Alt du trenger for å sykle trygt til jobben: bøylelås, lyssett og ringeklokke – billigere sammen.',
    categories: ['Tilbehør'],
    price: 0,
    shipping: parcel(1600),
    tags: ['Pendling', 'Sikkerhet'],
    bundle: [
      { key: 'boylelas', price: 69_900 },
      { key: 'lyssett', price: 39_900 },
      { key: 'ringeklokke', price: 9_900 },
    ],
    pictures: [
      picture('pendlerpakke.jpg', 'Lås, lys og ringeklokke samlet', 'uLock', [
        '#e7f5ff',
        '#d0ebff',
        '#1864ab',
        '#fab005',
      ]),
      picture('pendlerpakke-lys.jpg', 'Lyssettet i pendlerpakken', 'lightSet', [
        '#1d3557',
        '#0b132b',
        '#f1faee',
        '#ffd166',
      ]),
      picture('pendlerpakke-ringeklokke.jpg', 'Ringeklokken i pendlerpakken', 'bell', [
        '#e7f5ff',
        '#d0ebff',
        '#adb5bd',
        '#1864ab',
      ]),
    ],
  },
];
