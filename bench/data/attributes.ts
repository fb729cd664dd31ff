/**
 * The shop's attributes and labels in the data set: every shop has Størrelse and Farge and a few
 * labels, as the products generator after them refers to (the lists are small by nature).
 */
import { eq } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Database } from '../../apps/server/src/db/client';
import { sites } from '../../apps/server/src/db/schema';
import { attributes } from '../../apps/server/src/modules/attributes/schema';
import { attributeSearchEntry } from '../../apps/server/src/modules/attributes/service';
import { labels } from '../../apps/server/src/modules/labels/schema';
import { labelSearchEntry } from '../../apps/server/src/modules/labels/service';
import { searchIndex } from '../../apps/server/src/platform/search/schema';
import { searchRow } from '../../apps/server/src/platform/search/search-index';
import { findScenarioSite, insertInBatches } from './foundation';
import type { Generator } from './generator';

export const sizes = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
const colours = [
  { value: 'Svart', meta: '#212121' },
  { value: 'Hvit', meta: '#ffffff' },
  { value: 'Rød', meta: '#d32f2f' },
  { value: 'Blå', meta: '#1976d2' },
  { value: 'Grønn', meta: '#2e7d32' },
];
const labelSet = [
  { name: 'Nyhet', color: '#2b8a3e', textColor: '#ffffff' },
  { name: 'Tilbud', color: '#c92a2a', textColor: '#ffffff' },
  { name: 'Utsolgt', color: '#495057', textColor: '#ffffff' },
  { name: 'Bestselger', color: '#e67700', textColor: '#ffffff' },
];

/**
 * The sites with a shop. The measured site is made one (its products are the ones measured), so
 * the storefront answers its product pages whatever the foundation drew for it.
 */
export async function shopSites(db: Database): Promise<{ id: string; name: string }[]> {
  const scenario = await findScenarioSite(db);
  if (scenario) await db.update(sites).set({ hasEcommerce: true }).where(eq(sites.id, scenario.id));
  return db
    .select({ id: sites.id, name: sites.name })
    .from(sites)
    .where(eq(sites.hasEcommerce, true))
    .orderBy(sites.name);
}

export const attributesGenerator: Generator = {
  name: 'attributes',
  counts: () => ({ attributesPerShop: 2 }),
  async generate(db: Database): Promise<void> {
    const now = new Date();
    const rows = (await shopSites(db)).flatMap((site) => [
      {
        siteId: site.id,
        id: ulid().toLowerCase(),
        name: 'Størrelse',
        internalName: 'storrelse',
        type: 'string' as const,
        description: '',
        options: sizes.map((value) => ({ _id: ulid().toLowerCase(), value, categorization: '', meta: null })),
        createdAt: now,
        updatedAt: now,
      },
      {
        siteId: site.id,
        id: ulid().toLowerCase(),
        name: 'Farge',
        internalName: 'farge',
        type: 'color' as const,
        description: '',
        options: colours.map((colour) => ({ _id: ulid().toLowerCase(), categorization: '', ...colour })),
        createdAt: now,
        updatedAt: now,
      },
    ]);
    await insertInBatches(rows, (batch) => db.insert(attributes).values(batch));
    const entries = rows.map((row) => searchRow(row.siteId, attributeSearchEntry(row)));
    await insertInBatches(entries, (batch) => db.insert(searchIndex).values(batch));
  },
};

export const labelsGenerator: Generator = {
  name: 'labels',
  counts: () => ({ labelsPerShop: labelSet.length }),
  async generate(db: Database): Promise<void> {
    const now = new Date();
    const rows = (await shopSites(db)).flatMap((site) =>
      labelSet.map((label) => ({
        siteId: site.id,
        id: ulid().toLowerCase(),
        ...label,
        text: '',
        image: null,
        createdAt: now,
        updatedAt: now,
      })),
    );
    await insertInBatches(rows, (batch) => db.insert(labels).values(batch));
    const entries = rows.map((row) => searchRow(row.siteId, labelSearchEntry(row)));
    await insertInBatches(entries, (batch) => db.insert(searchIndex).values(batch));
  },
};
