import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { customers } from '../../apps/server/src/modules/customers/schema';
import { orders } from '../../apps/server/src/modules/orders/schema';
import { startTestServer } from '../../apps/server/test/harness';
import { customersGenerator } from './customers';

const server = await startTestServer();
afterAll(() => server.close());

describe('the bench customers', () => {
  it('are the orders’ buyers, counted and linked as checkout does it', async () => {
    const { db } = server.database;
    const shopId = await server.siteId('demobutikk');
    // As the bench's orders are written: without customers.
    await db.update(orders).set({ customerId: null }).where(eq(orders.siteId, shopId));
    await db.delete(customers).where(eq(customers.siteId, shopId));
    await customersGenerator.generate(db, { customersOnScenarioSite: 0 }, { siteIds: [], userIds: [] });
    const rows = await db.select().from(orders).where(eq(orders.siteId, shopId));
    const people = await db.select().from(customers).where(eq(customers.siteId, shopId));
    expect(people.length).toBe(new Set(rows.map((row) => row.customerEmail.toLowerCase())).size);
    for (const person of people) {
      const own = rows.filter((row) => row.customerId === person.id);
      expect(own.length).toBe(person.orders);
      expect(person.ordersSum).toBe(own.reduce((sum, row) => sum + row.total, 0));
      expect(person.nameKey).toBe(person.name.toLowerCase());
    }
  });
});
