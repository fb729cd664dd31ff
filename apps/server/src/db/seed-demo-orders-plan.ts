/**
 * What Demo Butikk sold over the last two months (seed-demo-orders.ts plays it through the orders
 * module): each order's buyer, lines, provider and what happened to it afterwards. None of them
 * buys the products the browser journeys count (Hybridsykkel Sandviken, Balansesykkel Lillebror,
 * Ringeklokke Klang).
 */
import type { PaymentProviderName } from '@vev/shared';

export interface DemoBuyer {
  name: string;
  email: string;
  phone: string;
  address: string;
  postalCode: string;
  city: string;
  country: 'NO';
}

const buyer = (name: string, email: string, address: string, postalCode: string, city: string, phone = '') => ({
  name,
  email,
  phone,
  address,
  postalCode,
  city,
  country: 'NO' as const,
});

const people = {
  ingrid: buyer('Ingrid Solberg', 'ingrid.solberg@example.com', 'Kalfarveien 12', '5018', 'Bergen', '+4791234567'),
  magnus: buyer('Magnus Haugen', 'magnus.haugen@eksempel.no', 'Thereses gate 8', '0168', 'Oslo'),
  sigrid: buyer('Sigrid Bakke', 'sigrid.bakke@example.com', 'Nedre Ullevål 3', '0850', 'Oslo', '+4747112233'),
  lars: buyer('Lars Eriksen', 'lars.eriksen@eksempel.no', 'Strandkaien 4', '5013', 'Bergen'),
  nora: buyer('Nora Kristiansen', 'nora.kristiansen@example.com', 'Prinsens gate 22', '7011', 'Trondheim'),
  henrik: buyer('Henrik Dahl', 'henrik.dahl@eksempel.no', 'Kirkegata 5', '4006', 'Stavanger', '+4790011223'),
  emma: buyer('Emma Johansen', 'emma.johansen@example.com', 'Storgata 40', '9008', 'Tromsø'),
  oleMartin: buyer('Ole Martin Berg', 'ole.martin.berg@eksempel.no', 'Fjellveien 17', '5019', 'Bergen'),
  thea: buyer('Thea Lunde', 'thea.lunde@example.com', 'Elvegata 2', '3015', 'Drammen'),
  jonas: buyer('Jonas Pedersen', 'jonas.pedersen@eksempel.no', 'Dronningens gate 9', '4610', 'Kristiansand'),
  ida: buyer('Ida Moen', 'ida.moen@example.com', 'Solheimsgaten 30', '5058', 'Bergen', '+4792345678'),
  anders: buyer('Anders Strand', 'anders.strand@eksempel.no', 'Markveien 55', '0554', 'Oslo'),
  marte: buyer('Marte Aasen', 'marte.aasen@example.com', 'Skansegaten 11', '5011', 'Bergen'),
  eirik: buyer('Eirik Nilsen', 'eirik.nilsen@eksempel.no', 'Nygårdsgaten 90', '5008', 'Bergen'),
  hanne: buyer('Hanne Lie', 'hanne.lie@example.com', 'Hoffsveien 70', '0377', 'Oslo'),
  kristoffer: buyer('Kristoffer Bø', 'kristoffer.bo@eksempel.no', 'Torggata 15', '2317', 'Hamar'),
  solveig: buyer('Solveig Ruud', 'solveig.ruud@example.com', 'Vågsgaten 21', '4306', 'Sandnes'),
  petter: buyer('Petter Hansen', 'petter.hansen@eksempel.no', 'Olav Kyrres gate 19', '5015', 'Bergen'),
} satisfies Record<string, DemoBuyer>;

export interface DemoOrderLine {
  /** The product's name in the demo catalog. */
  product: string;
  variant?: string;
  quantity?: number;
  customizations?: { key: string; value: string }[];
}

/**
 * What happens after checkout. Card stories pay on Testkort's page first (its webhook confirms);
 * `charged` is 'Aktiver'; `refund` refunds order lines (their stock comes back) or, with no lines,
 * a sum alone (nothing restocked); `voided` is staff cancelling a reservation; `abandoned` is the
 * buyer leaving the payment page (the 30-minute job cancels); `cancelledAtPage` is 'Avbryt' there;
 * `declined` is a card declined three times there (the payment fails, so does the order);
 * `pending` is a buyer still on the payment page.
 */
export type DemoStory =
  | 'invoiceOpen'
  | 'invoicePaid'
  | 'reserved'
  | 'charged'
  | 'voided'
  | 'abandoned'
  | 'cancelledAtPage'
  | 'declined'
  | 'pending';

export interface DemoOrder {
  /** When the buyer checked out: days before the seed (in the shop's day), or today, hours before it. */
  ago: { days: number; hours?: number };
  buyer: DemoBuyer;
  lines: DemoOrderLine[];
  provider: Extract<PaymentProviderName, 'faktura' | 'testkort'>;
  shipping?: 'Hent i butikken' | 'Gratis frakt over 1 000 kr';
  customerNote?: string;
  story: DemoStory;
  /** A refund after the charge: lines by product (every unit) or a sum of its own. */
  refund?: { note: string; lines?: string[]; shipping?: boolean; sum?: number; after: number };
  /** Staff's status afterwards ('Behandles', 'Fullført'). */
  status?: 'processing' | 'finished' | 'canceled';
  notes?: { text: string; internal: boolean; after: number }[];
}

const bottle = (text: string): DemoOrderLine => ({
  product: 'Drikkeflaske Fjord i stål',
  customizations: [
    { key: 'gravering', value: 'true' },
    { key: 'tekst-pa-gravering', value: text },
  ],
});

/** Oldest first, so the order numbers follow the dates. */
export const demoOrders: DemoOrder[] = [
  {
    ago: { days: 58, hours: 3 },
    buyer: people.ingrid,
    lines: [{ product: 'Bysykkel Strandgaten 7-gir, rød' }, { product: 'Sykkelhjelm Bølge', variant: 'M (55–59 cm)' }],
    provider: 'testkort',
    story: 'charged',
    status: 'finished',
    notes: [{ text: 'Hentet sykkelen etter montering.', internal: true, after: 2 }],
  },
  {
    ago: { days: 56, hours: 7 },
    buyer: people.magnus,
    lines: [{ product: 'Bøylelås Sterk' }, { product: 'Lyssett LED foran og bak' }],
    provider: 'faktura',
    story: 'invoicePaid',
    status: 'finished',
  },
  {
    ago: { days: 54, hours: 1 },
    buyer: people.sigrid,
    lines: [{ product: 'Terrengsykkel Ulriken 29"' }],
    provider: 'testkort',
    story: 'charged',
    status: 'finished',
    refund: { note: 'Ripe i lakken på rammen: avslag etter avtale.', sum: 50_000, after: 6 },
  },
  {
    ago: { days: 51, hours: 5 },
    buyer: people.lars,
    lines: [{ product: 'Minipumpe' }, { product: 'Slange 28" med racerventil', quantity: 3 }],
    provider: 'testkort',
    story: 'abandoned',
  },
  {
    ago: { days: 49, hours: 2 },
    buyer: people.nora,
    lines: [{ product: 'Barnesykkel Tøffen 16"' }, { product: 'Barnehjelm Fjes' }],
    provider: 'testkort',
    story: 'charged',
    status: 'finished',
  },
  {
    ago: { days: 47, hours: 6 },
    buyer: people.henrik,
    lines: [{ product: 'Grusracer Vidden' }, { product: 'Kjede 11-gir' }],
    provider: 'testkort',
    story: 'charged',
    status: 'finished',
    refund: { note: 'Kjedet passet ikke, sendt i retur.', lines: ['Kjede 11-gir'], after: 9 },
  },
  {
    ago: { days: 45, hours: 4 },
    buyer: people.emma,
    lines: [bottle('Emma 2026'), { product: 'Flaskeholder i aluminium' }],
    provider: 'faktura',
    customerNote: 'Gaven skal til bursdagen 12. i neste måned.',
    story: 'invoicePaid',
    status: 'finished',
    notes: [{ text: 'Graveringen er ferdig, flasken sendes i dag.', internal: false, after: 2 }],
  },
  {
    ago: { days: 42, hours: 8 },
    buyer: people.oleMartin,
    lines: [{ product: 'Elsykkel Pendler 500' }],
    provider: 'testkort',
    story: 'charged',
    refund: { note: 'Kunden angret kjøpet innen 14 dager.', lines: ['Elsykkel Pendler 500'], shipping: true, after: 8 },
    status: 'canceled',
  },
  {
    ago: { days: 40, hours: 3 },
    buyer: people.thea,
    lines: [{ product: 'Regnjakke Pøs' }, { product: 'Vinterhansker for sykkel' }],
    provider: 'testkort',
    story: 'cancelledAtPage',
  },
  {
    ago: { days: 38, hours: 1 },
    buyer: people.jonas,
    lines: [{ product: 'Piggdekk 28" Vinter', quantity: 2 }],
    provider: 'testkort',
    story: 'charged',
    status: 'finished',
  },
  {
    ago: { days: 35, hours: 6 },
    buyer: people.ida,
    lines: [{ product: 'MIPS-hjelm Tind' }, { product: 'Frontlys 1200 lumen' }],
    provider: 'testkort',
    shipping: 'Hent i butikken',
    story: 'voided',
    notes: [{ text: 'Kunden ringte og ville heller ha en annen farge. Kansellert.', internal: true, after: 1 }],
  },
  {
    ago: { days: 33, hours: 2 },
    buyer: people.anders,
    lines: [{ product: 'Racersykkel Fløyen Karbon' }],
    provider: 'faktura',
    story: 'invoicePaid',
    status: 'finished',
  },
  {
    ago: { days: 30, hours: 5 },
    buyer: people.marte,
    lines: [{ product: 'Vanntett sykkelveske 20 l' }, { product: 'Multiverktøy 16 funksjoner' }],
    provider: 'testkort',
    story: 'charged',
    status: 'finished',
  },
  {
    ago: { days: 28, hours: 7 },
    buyer: people.eirik,
    lines: [{ product: 'Gulvpumpe med manometer' }, { product: 'Dekk 700x35 Pendler', quantity: 2 }],
    provider: 'testkort',
    story: 'charged',
    status: 'canceled',
    refund: {
      note: 'Begge dekkene kom i feil bredde.',
      lines: ['Dekk 700x35 Pendler', 'Gulvpumpe med manometer'],
      shipping: true,
      after: 5,
    },
  },
  {
    ago: { days: 26, hours: 3 },
    buyer: people.hanne,
    lines: [{ product: 'Guidet sykkeltur rundt Byfjorden', quantity: 2 }],
    provider: 'testkort',
    story: 'charged',
    status: 'finished',
  },
  {
    ago: { days: 24, hours: 4 },
    buyer: people.kristoffer,
    lines: [{ product: 'Lasteelsykkel Familie' }],
    provider: 'testkort',
    story: 'abandoned',
  },
  {
    ago: { days: 22, hours: 1 },
    buyer: people.solveig,
    lines: [{ product: 'Barnesykkel Eventyr 20"' }, { product: 'Barnehjelm Fjes' }],
    provider: 'faktura',
    story: 'invoicePaid',
    status: 'finished',
    notes: [{ text: 'Fakturaen er betalt.', internal: true, after: 12 }],
  },
  {
    ago: { days: 21, hours: 3 },
    buyer: people.hanne,
    lines: [{ product: 'Frontlys 1200 lumen' }],
    provider: 'testkort',
    story: 'declined',
  },
  {
    ago: { days: 20, hours: 6 },
    buyer: people.petter,
    lines: [{ product: 'Energibar havre og sjokolade, 12 stk', quantity: 2 }, { product: 'Sportsdrikk sitron, 500 g' }],
    provider: 'testkort',
    story: 'charged',
    status: 'finished',
  },
  {
    ago: { days: 18, hours: 2 },
    buyer: people.ingrid,
    lines: [{ product: 'Kjettinglås 110 cm' }],
    provider: 'testkort',
    shipping: 'Hent i butikken',
    story: 'charged',
    status: 'finished',
  },
  {
    ago: { days: 16, hours: 5 },
    buyer: people.magnus,
    lines: [{ product: 'Bysykkel Strandgaten 7-gir, blå' }, { product: 'Frontveske 5 l' }],
    provider: 'testkort',
    story: 'charged',
    status: 'finished',
    notes: [{ text: 'Sykkelen er sendt med Posten, sporingsnummer kommer på SMS.', internal: false, after: 1 }],
  },
  {
    ago: { days: 13, hours: 3 },
    buyer: people.nora,
    lines: [{ product: 'Sykkelhjelm Bølge', variant: 'S (51–55 cm)' }],
    provider: 'testkort',
    story: 'charged',
    status: 'finished',
    refund: { note: 'Byttet til størrelse M.', lines: ['Sykkelhjelm Bølge'], after: 4 },
  },
  {
    ago: { days: 11, hours: 7 },
    buyer: people.henrik,
    lines: [{ product: 'Minipumpe' }, { product: 'Slange 28" med racerventil', quantity: 2 }],
    provider: 'faktura',
    story: 'invoiceOpen',
    status: 'finished',
  },
  {
    ago: { days: 9, hours: 2 },
    buyer: people.sigrid,
    lines: [bottle('Sigrid'), { product: 'Lyssett LED foran og bak' }],
    provider: 'testkort',
    story: 'charged',
    status: 'processing',
    notes: [{ text: 'Venter på graveringen fra verkstedet.', internal: true, after: 1 }],
  },
  {
    ago: { days: 7, hours: 4 },
    buyer: people.emma,
    lines: [{ product: 'Elsykkel Pendler 500' }, { product: 'Bøylelås Sterk' }],
    provider: 'testkort',
    shipping: 'Gratis frakt over 1 000 kr',
    story: 'reserved',
  },
  {
    ago: { days: 5, hours: 6 },
    buyer: people.jonas,
    lines: [{ product: 'Regnjakke Pøs' }],
    provider: 'faktura',
    story: 'invoiceOpen',
    customerNote: 'Kan dere sende fakturaen til jobben min?',
    notes: [{ text: 'Vi sender fakturaen til adressen du oppga ved bestilling.', internal: false, after: 0.2 }],
  },
  {
    ago: { days: 4, hours: 1 },
    buyer: people.thea,
    lines: [{ product: 'MIPS-hjelm Tind' }],
    provider: 'testkort',
    story: 'charged',
    status: 'processing',
  },
  {
    ago: { days: 3, hours: 3 },
    buyer: people.ida,
    lines: [{ product: 'Vinterhansker for sykkel' }, { product: 'Piggdekk 28" Vinter', quantity: 2 }],
    provider: 'testkort',
    story: 'reserved',
  },
  {
    ago: { days: 2, hours: 5 },
    buyer: people.anders,
    lines: [{ product: 'Frontlys 1200 lumen' }, { product: 'Flaskeholder i aluminium' }],
    provider: 'faktura',
    story: 'invoiceOpen',
  },
  {
    ago: { days: 1, hours: 2 },
    buyer: people.marte,
    lines: [{ product: 'Barnesykkel Tøffen 16"' }],
    provider: 'testkort',
    shipping: 'Hent i butikken',
    story: 'reserved',
    customerNote: 'Henter lørdag formiddag.',
  },
  {
    ago: { days: 0, hours: 5 },
    buyer: people.eirik,
    lines: [{ product: 'Multiverktøy 16 funksjoner' }, { product: 'Kjede 11-gir' }],
    provider: 'faktura',
    story: 'invoiceOpen',
  },
  {
    ago: { days: 0, hours: 0.1 },
    buyer: people.kristoffer,
    lines: [{ product: 'Grusracer Vidden' }],
    provider: 'testkort',
    story: 'pending',
  },
];
