/**
 * Builds the bench data set once per database and scale. Each generator runs once (a marker row
 * per generator and scale), so a generator added by a later module fills an existing bench
 * database too. A module's generator lives here, beside the others, not in its manifest
 * (`apps/server/src/modules/<area>/index.ts`): bench code is no part of the server's build.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client';
import { queryRows } from '../../apps/server/src/db/query-rows';
import { sites, users } from '../../apps/server/src/db/schema';
import { activityGenerator } from './activity';
import { attributesGenerator, labelsGenerator } from './attributes';
import { bookingGenerator } from './booking';
import { customersGenerator } from './customers';
import { discountsGenerator } from './discounts';
import { experimentsGenerator } from './experiments';
import { formsGenerator } from './forms';
import { foundation } from './foundation';
import type { GeneratedData, Generator } from './generator';
import { mediaGenerator } from './media';
import { ordersGenerator } from './orders';
import { pageViewsGenerator } from './page-views';
import { pagesGenerator } from './pages';
import { productsGenerator } from './products';
import { shippingGenerator } from './shipping';

/** Each module's generator, by the module's name in its manifest; they run in this order. */
export const generatorsByModule: Readonly<Record<string, Generator>> = {
  pages: pagesGenerator,
  media: mediaGenerator,
  activity: activityGenerator,
  shipping: shippingGenerator,
  attributes: attributesGenerator,
  labels: labelsGenerator,
  products: productsGenerator,
  orders: ordersGenerator,
  discounts: discountsGenerator,
  customers: customersGenerator,
  booking: bookingGenerator,
  forms: formsGenerator,
  experiments: experimentsGenerator,
  'page-views': pageViewsGenerator,
};

/** The sites and people everything else belongs to come first. */
export const generators: Generator[] = [foundation, ...Object.values(generatorsByModule)];

export type DataSetSize = Record<string, number>;

export function plannedSize(scale: number): DataSetSize {
  return Object.assign({}, ...generators.map((generator) => generator.counts(scale)));
}

/** What is already in the database, for the next generator to build on. */
async function generatedSoFar(db: Database): Promise<GeneratedData> {
  const siteRows = await db.select({ id: sites.id }).from(sites);
  const userRows = await db.select({ id: users.id }).from(users);
  return { siteIds: siteRows.map((row) => row.id), userIds: userRows.map((row) => row.id) };
}

/** Runs every generator this database has not had at this scale. Answers the data set's size. */
export async function seedIfNeeded(
  db: Database,
  scale: number,
  log: (line: string) => void,
  vacuum: () => Promise<unknown> = () => db.execute(sql`VACUUM ANALYZE`),
): Promise<DataSetSize> {
  await db.execute(
    sql`CREATE TABLE IF NOT EXISTS bench_data_set (generator text NOT NULL, scale real NOT NULL, PRIMARY KEY (generator, scale))`,
  );
  let seeded = false;
  for (const generator of generators) {
    const done = await queryRows(
      db,
      sql`SELECT 1 FROM bench_data_set WHERE generator = ${generator.name} AND scale = ${scale}`,
    );
    if (done.length) continue;
    const counts = generator.counts(scale);
    const started = Date.now();
    await generator.generate(db, counts, await generatedSoFar(db));
    await db.execute(sql`INSERT INTO bench_data_set (generator, scale) VALUES (${generator.name}, ${scale})`);
    log(`  seeded ${generator.name}: ${JSON.stringify(counts)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    seeded = true;
  }
  if (seeded) {
    // A database in service has been vacuumed and analysed by now; a freshly filled one has not.
    const started = Date.now();
    await vacuum();
    log(`  vacuumed and analysed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  return plannedSize(scale);
}
