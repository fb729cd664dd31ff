import {
  shippingClassCreateSchema,
  shippingClassSchema,
  shippingClassUpdateSchema,
  shippingZoneCreateSchema,
  shippingZoneSchema,
  shippingZoneUpdateSchema,
} from '@vev/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { siteResourceRoutes } from '../../platform/resources/plain-routes';
import { shippingActivity } from './activity';
import {
  createShippingClass,
  createShippingZone,
  deleteShippingClass,
  deleteShippingZone,
  getShippingClass,
  getShippingZone,
  listShippingClasses,
  listShippingZones,
  updateShippingClass,
  updateShippingZone,
} from './service';

const tags = ['Frakt'];
/** Shipping is an admin's setting, written by admins; the zones are read by admins only too. */
const levels = { read: 'admin', write: 'admin', remove: 'admin' } as const;
/** Everyone on the site reads the classes: the product editor offers them (its Frakt tab). */
const classLevels = { ...levels, read: 'reader' } as const;
const scopes = { read: 'read:shipping', write: 'write:shipping' } as const;
/** A site has a handful of classes and zones: one page of 100 holds them all. */
const listQuery = z
  .object({
    skip: z.coerce.number().int().min(0).max(10_000).default(0),
    limit: z.coerce.number().int().min(1).max(100).default(100),
  })
  .strict();

/** `shipping/classes` and `shipping/zones` (spec 2 §7), under /api/sites/:siteId: admin screens. */
export const shippingRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  await app.register(
    siteResourceRoutes({
      path: '/shipping/classes',
      tags,
      levels: classLevels,
      scopes,
      schemas: {
        entity: shippingClassSchema,
        listQuery,
        create: shippingClassCreateSchema,
        update: shippingClassUpdateSchema,
      },
      service: {
        list: listShippingClasses,
        get: getShippingClass,
        create: (database, { siteId, body }) => createShippingClass(database, { siteId, shippingClass: body }),
        update: (database, { siteId, id, body }) => updateShippingClass(database, { siteId, id, update: body }),
        remove: deleteShippingClass,
      },
      activity: {
        created: shippingActivity.classCreated,
        updated: shippingActivity.classUpdated,
        deleted: shippingActivity.classDeleted,
      },
      summaries: {
        list: 'Hent fraktklassene',
        get: 'Hent én fraktklasse',
        create: 'Opprett en fraktklasse',
        update: 'Endre en fraktklasse',
        remove: 'Slett en fraktklasse (ikke mens en fraktmetode bruker den)',
      },
    }),
    { db },
  );

  await app.register(
    siteResourceRoutes({
      path: '/shipping/zones',
      tags,
      levels,
      scopes,
      schemas: {
        entity: shippingZoneSchema,
        listQuery,
        create: shippingZoneCreateSchema,
        update: shippingZoneUpdateSchema,
      },
      service: {
        list: listShippingZones,
        get: getShippingZone,
        create: (database, { siteId, body }) => createShippingZone(database, { siteId, zone: body }),
        update: (database, { siteId, id, body }) => updateShippingZone(database, { siteId, id, update: body }),
        remove: deleteShippingZone,
      },
      activity: {
        created: shippingActivity.zoneCreated,
        updated: shippingActivity.zoneUpdated,
        deleted: shippingActivity.zoneDeleted,
      },
      summaries: {
        list: 'Hent fraktsonene, i den rekkefølgen de prøves',
        get: 'Hent én fraktsone',
        create: 'Opprett en fraktsone med fraktmetodene sine',
        update: 'Endre en fraktsone (fraktmetodene sendes som en hel liste)',
        remove: 'Slett en fraktsone',
      },
    }),
    { db },
  );
};
