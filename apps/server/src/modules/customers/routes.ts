import {
  customerCreateSchema,
  customerExportSchema,
  customerListQuerySchema,
  customerSchema,
  customerUpdateSchema,
} from '@vev/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { access, currentSite } from '../../platform/access';
import { siteResourceRoutes } from '../../platform/resources/plain-routes';
import { customerActivity } from './activity';
import { anonymiseCustomer, exportCustomer } from './privacy';
import { createCustomer, getCustomer, listCustomers, updateCustomer } from './service';

const tags = ['Kunder'];
const idParams = z.object({ siteId: z.string().max(40), id: z.string().max(40) }).strict();

/**
 * `customers` (spec 3 §7 'Orders and customers') under /api/sites/:siteId: readers read,
 * contributors create and edit (spec 3 §6); deleting (anonymising) and exporting take an admin.
 * The spec has no customer scope for access keys: the order scopes cover them, as orders hold
 * the same people. A customer's orders are `GET orders?customer={id}`.
 */
export const customerRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (app, { db, config }) => {
  app.get(
    '/customers/:id/export',
    {
      config: { access: access.site('admin', 'read:order') },
      schema: {
        summary: 'Eksporter alt butikken har om en kunde (JSON), med ordrene',
        tags,
        params: idParams,
        response: { 200: customerExportSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      reply.header('content-disposition', `attachment; filename="kunde-${request.params.id}.json"`);
      return exportCustomer(db, currentSite(request).siteId, request.params.id);
    },
  );

  await app.register(
    siteResourceRoutes({
      path: '/customers',
      tags,
      levels: { read: 'reader', write: 'contributor', remove: 'admin' },
      scopes: { read: 'read:order', write: 'write:order' },
      schemas: {
        entity: customerSchema,
        listQuery: customerListQuerySchema,
        create: customerCreateSchema,
        update: customerUpdateSchema,
      },
      service: {
        list: listCustomers,
        get: getCustomer,
        create: (database, { siteId, body }) => createCustomer(database, config, { siteId, body }),
        update: (database, { siteId, id, body }) => updateCustomer(database, { siteId, id, update: body }),
        remove: anonymiseCustomer,
      },
      activity: customerActivity,
      summaries: {
        list: 'Hent kundene (nyeste først): en side, eller et søk på starten av navn eller e-post',
        get: 'Hent én kunde',
        create: 'Opprett en kunde (med sendInvite: send en invitasjon til å velge passord)',
        update: 'Endre en kunde',
        remove: 'Slett en kunde: ordrene beholdes, men mister navn, e-post, adresse og telefon',
      },
    }),
    { db },
  );
};
