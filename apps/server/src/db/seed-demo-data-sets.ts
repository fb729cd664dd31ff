/** Demo Butikk's data sets: the staff ('Ansatte') and the shops ('Butikker'), shown on 'Ansatte' and 'Kontakt'. */
import type { DataSetCreate, SectionProps } from '@vev/sections';
import { createRecord } from '../modules/data-sets/records';
import { createDataSet } from '../modules/data-sets/sets';
import type { Database } from './client';

const demoDataSets: { set: DataSetCreate; records: SectionProps[] }[] = [
  {
    set: {
      name: 'ansatte',
      label: 'Ansatte',
      props: [
        { name: 'name', label: 'Navn', type: 'string', required: true },
        { name: 'role', label: 'Stilling', type: 'string' },
        { name: 'photo', label: 'Bilde', type: 'image' },
        { name: 'email', label: 'E-post', type: 'string' },
        { name: 'about', label: 'Om', type: 'richText' },
      ],
    },
    records: [
      { name: 'Kari Nordmann', role: 'Daglig leder', email: 'kari@demobutikk.no' },
      { name: 'Ola Hansen', role: 'Verkstedsjef', email: 'ola@demobutikk.no' },
      { name: 'Ingrid Berg', role: 'Rådgiver', email: 'ingrid@demobutikk.no' },
    ],
  },
  {
    set: {
      name: 'butikker',
      label: 'Butikker',
      props: [
        { name: 'name', label: 'Navn', type: 'string', required: true },
        { name: 'address', label: 'Adresse', type: 'string' },
        { name: 'phone', label: 'Telefon', type: 'string' },
        { name: 'openingHours', label: 'Åpningstider', type: 'list', of: { type: 'string', label: 'Tidsrom' } },
        { name: 'workshop', label: 'Verksted', type: 'boolean' },
      ],
    },
    records: [
      {
        name: 'Demo Butikk Strandgaten',
        address: 'Strandgaten 12, 5013 Bergen',
        phone: '55 12 34 56',
        openingHours: ['Man–fre 10–18', 'Lør 10–16'],
        workshop: true,
      },
      {
        name: 'Demo Butikk Lagunen',
        address: 'Laguneveien 1, 5239 Rådal',
        phone: '55 98 76 54',
        openingHours: ['Man–fre 10–20', 'Lør 10–18'],
        workshop: false,
      },
    ],
  },
];

/** Creates the sets and their records; answers the sets' ids by name, for the pages that list them. */
export async function seedDemoDataSets(db: Database, siteId: string): Promise<ReadonlyMap<string, string>> {
  const ids = new Map<string, string>();
  for (const { set, records } of demoDataSets) {
    const created = await createDataSet(db, { siteId, body: set });
    for (const values of records) await createRecord(db, { siteId, set: created, values });
    ids.set(created.name, created._id);
  }
  return ids;
}
