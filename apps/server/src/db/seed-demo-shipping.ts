/**
 * Demo Butikk's shipping: classes Standard and Stor pakke, and one zone Norge with home delivery
 * (dearer for big parcels), pickup in the shop, and free shipping from 1 000 kr.
 */
import { shippingZoneCreateSchema } from '@vev/shared';
import { shippingClasses, shippingZones } from '../modules/shipping/schema';
import { newId } from '../platform/ids';
import type { Database } from './client';

export async function seedDemoShipping(tx: Database, siteId: string): Promise<void> {
  const standard = newId();
  const large = newId();
  await tx.insert(shippingClasses).values([
    { siteId, id: standard, name: 'Standard', description: 'Pakker som går i postkassen eller på hentested.' },
    { siteId, id: large, name: 'Stor pakke', description: 'Sykler, rammer og andre store eller tunge pakker.' },
  ]);
  const zone = shippingZoneCreateSchema.parse({
    name: 'Norge',
    regions: { countries: ['NO'] },
    methods: [
      {
        name: 'Hjemlevering',
        type: 'flatRate',
        taxStatus: 'taxable',
        cost: 14_900,
        costCalculation: 'class',
        default: true,
        classes: [{ class: large, cost: 29_900 }],
      },
      { name: 'Hent i butikken', type: 'pickup', cost: 0, costCalculation: 'order', default: false },
      {
        name: 'Gratis frakt over 1 000 kr',
        type: 'free',
        costCalculation: 'order',
        default: false,
        minimumOrderTotal: 100_000,
      },
    ],
  });
  await tx.insert(shippingZones).values({ siteId, id: newId(), ...zone, sort: 0 });
}
