/**
 * The customers module's share of the data set (issue 17): the buyers of the orders generated before
 * become their customers, as checkout would have made them (counted, active at their last order,
 * the orders pointing at them), and customers who have not bought yet (accounts staff made) fill
 * the measured site up to 100 000.
 */
import { sql } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Database } from '../../apps/server/src/db/client';
import { queryRows } from '../../apps/server/src/db/query-rows';
import { customers } from '../../apps/server/src/modules/customers/schema';
import { shopSites } from './attributes';
import { findScenarioSite, insertInBatches } from './foundation';
import type { Generator } from './generator';
import { ascii, firstNames, lastNames, pick, places, random } from './names';

type CustomerInsert = typeof customers.$inferInsert;
const day = 86_400_000;

/** One customer per e-mail of the site's orders, and the orders linked to them, in two statements. */
async function customersFromOrders(db: Database, siteId: string): Promise<void> {
  await db.execute(sql`
    INSERT INTO customers (site_id, id, name, name_key, email, phone, address, zip, city, anonymous,
      marketing_consent, marketing_consent_at, last_active, orders, orders_sum, created_at, updated_at)
    SELECT ${siteId}, lower(to_hex(extract(epoch FROM min(created_at))::bigint)) || substr(md5(lower(customer_email)), 1, 16),
      (array_agg(customer_name ORDER BY created_at))[1], lower((array_agg(customer_name ORDER BY created_at))[1]),
      lower(customer_email), (array_agg(invoice_information ->> 'phone' ORDER BY created_at))[1],
      (array_agg(invoice_information ->> 'address' ORDER BY created_at))[1],
      (array_agg(invoice_information ->> 'postalCode' ORDER BY created_at))[1],
      (array_agg(invoice_information ->> 'city' ORDER BY created_at))[1], true,
      bool_or(marketing_consent), min(created_at) FILTER (WHERE marketing_consent), max(created_at),
      count(*), sum(total), min(created_at), max(created_at)
    FROM orders WHERE site_id = ${siteId} AND customer_email <> '' AND NOT draft
    GROUP BY lower(customer_email)
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`
    UPDATE orders o SET customer_id = c.id FROM customers c
    WHERE o.site_id = ${siteId} AND c.site_id = ${siteId} AND c.email = lower(o.customer_email) AND o.customer_id IS NULL`);
}

async function countOf(db: Database, siteId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM customers WHERE site_id = ${siteId}`,
  );
  return Number(row?.n ?? 0);
}

/** Customers without orders, made over the last two years (staff-made accounts, not anonymous). */
function customersWithoutOrders(siteId: string, count: number, now: number): CustomerInsert[] {
  const next = random(1717);
  return Array.from({ length: count }, (_, index) => {
    const name = `${pick(next, firstNames)} ${pick(next, lastNames)}`;
    const createdAt = new Date(now - next() * 730 * day);
    return {
      siteId,
      id: ulid(createdAt.getTime()).toLowerCase(),
      name,
      nameKey: name.toLocaleLowerCase('nb'),
      email: `${ascii(name).replace(/ /g, '.')}.${index}@kunde.example`,
      city: pick(next, places),
      anonymous: false,
      createdAt,
      updatedAt: createdAt,
    };
  });
}

export const customersGenerator: Generator = {
  name: 'customers',
  counts: (scale) => ({ customersOnScenarioSite: Math.round(100_000 * scale) }),
  async generate(db: Database, counts): Promise<void> {
    const scenario = await findScenarioSite(db);
    for (const site of await shopSites(db)) {
      await customersFromOrders(db, site.id);
      if (site.id !== scenario?.id) continue;
      const missing = (counts.customersOnScenarioSite ?? 0) - (await countOf(db, site.id));
      if (missing <= 0) continue;
      const rows = customersWithoutOrders(site.id, missing, Date.now());
      await insertInBatches(rows, (batch) => db.insert(customers).values(batch).onConflictDoNothing(), 2000);
    }
  },
};
