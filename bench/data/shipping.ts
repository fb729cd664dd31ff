/**
 * The shipping module's share of the data set: every site a few classes and zones, each zone with
 * its methods, as a Norwegian shop has them (the lists are bounded; a site has a handful).
 */

import type { ShippingMethod } from '@vev/shared';
import { ulid } from 'ulid';
import type { Database } from '../../apps/server/src/db/client';
import { shippingClasses, shippingZones, sites } from '../../apps/server/src/db/schema';
import { insertInBatches } from './foundation';
import type { Generator } from './generator';

const classNames = ['Standard', 'Stor pakke', 'Pall', 'Kjølevare', 'Brev'];
const zoneNames = ['Norge', 'Nord-Norge', 'Svalbard', 'Norden', 'Europa', 'Verden'];

function methods(classIds: string[]): ShippingMethod[] {
  return [
    {
      name: 'Hjemlevering',
      type: 'flatRate',
      taxStatus: 'taxable',
      cost: 14_900,
      costCalculation: 'class',
      default: true,
      classes: classIds.map((id, index) => ({ class: id, cost: 14_900 + index * 10_000 })),
      minimumOrderTotal: null,
    },
    {
      name: 'Hent i butikken',
      type: 'pickup',
      taxStatus: 'taxable',
      cost: 0,
      costCalculation: 'order',
      default: false,
      classes: [],
      minimumOrderTotal: null,
    },
    {
      name: 'Gratis frakt over 1 000 kr',
      type: 'free',
      taxStatus: 'taxable',
      cost: 0,
      costCalculation: 'order',
      default: false,
      classes: [],
      minimumOrderTotal: 100_000,
    },
  ];
}

export const shippingGenerator: Generator = {
  name: 'shipping',
  counts: (scale) => ({
    shippingClassesPerSite: Math.max(1, Math.min(classNames.length, Math.round(5 * scale))),
    shippingZonesPerSite: Math.max(1, Math.min(zoneNames.length, Math.round(6 * scale))),
  }),
  async generate(db: Database, counts): Promise<void> {
    const siteRows = await db.select({ id: sites.id }).from(sites);
    const classRows: (typeof shippingClasses.$inferInsert)[] = [];
    const zoneRows: (typeof shippingZones.$inferInsert)[] = [];
    for (const site of siteRows) {
      const classIds = classNames.slice(0, counts.shippingClassesPerSite).map((name) => {
        const id = ulid().toLowerCase();
        classRows.push({ siteId: site.id, id, name, description: `${name} (bench)` });
        return id;
      });
      zoneNames.slice(0, counts.shippingZonesPerSite).forEach((name, sort) => {
        zoneRows.push({
          siteId: site.id,
          id: ulid().toLowerCase(),
          name,
          regions: { countries: ['NO'], postcodeRanges: [] },
          methods: methods(classIds),
          sort,
        });
      });
    }
    await insertInBatches(classRows, (batch) => db.insert(shippingClasses).values(batch));
    await insertInBatches(zoneRows, (batch) => db.insert(shippingZones).values(batch));
  },
};
