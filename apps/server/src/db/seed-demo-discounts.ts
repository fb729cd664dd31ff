/**
 * Demo Butikk's offers: a welcome code and a free-shipping code to try in the cart, and a Black Week
 * sale planned but not switched on. None is automatic and active, so the catalog's prices (which the
 * browser journeys check) stay as they are.
 */
import { createDiscount } from '../modules/discounts/service';
import type { Database } from './client';

const day = 86_400_000;

export async function seedDemoDiscounts(tx: Database, siteId: string, now = new Date()): Promise<void> {
  const since = new Date(now.getTime() - 60 * day).toISOString();
  await createDiscount(tx, {
    siteId,
    discount: {
      name: 'Velkomstrabatt',
      __type: 'code',
      active: true,
      offerValue: 10,
      startDate: since,
      codes: [{ code: 'VELKOMMEN10', label: 'Nyhetsbrevet' }],
    },
  });
  await createDiscount(tx, {
    siteId,
    discount: {
      name: 'Gratis frakt',
      __type: 'code',
      active: true,
      offerType: 'newPrice',
      offerValue: 0,
      startDate: since,
      appliesTo: 'allShipping',
      codes: [{ code: 'FRIFRAKT', label: 'Instagram', maxUses: 100 }],
    },
  });
  const blackWeek = new Date(now.getTime() + 7 * day);
  await createDiscount(tx, {
    siteId,
    discount: {
      name: 'Black Week',
      offerValue: 20,
      startDate: blackWeek.toISOString(),
      endDate: new Date(blackWeek.getTime() + 7 * day).toISOString(),
    },
  });
}
