/**
 * The measured shop's discounts: three automatic ones in effect (a sale on everything, a deeper one on
 * a hundred products, half price on shipping), so the cart and checkout scenarios price with
 * discounts as QUALITY.md asks ('cart priced on read, with customizations and discounts').
 */
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client';
import { createDiscount } from '../../apps/server/src/modules/discounts/service';
import { products } from '../../apps/server/src/modules/products/schema';
import { findScenarioSite } from './foundation';
import type { Generator } from './generator';

export const discountsGenerator: Generator = {
  name: 'discounts',
  counts: () => ({ discountsOnScenarioSite: 3 }),
  async generate(db: Database): Promise<void> {
    const site = await findScenarioSite(db);
    if (!site) return;
    const picked = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.siteId, site.id))
      .orderBy(asc(products.id))
      .limit(100);
    const common = { active: true, startDate: '2026-01-01T00:00:00.000Z' };
    const discounts = [
      { name: 'Helgesalg', offerValue: 10 },
      { name: 'Ukens varer', offerValue: 25, appliesTo: 'products' as const, appliesToValues: picked.map((p) => p.id) },
      { name: 'Halv frakt', offerValue: 50, appliesTo: 'allShipping' as const },
    ];
    for (const discount of discounts)
      await createDiscount(db, { siteId: site.id, discount: { ...common, ...discount } });
  },
};
