import { dataSetCreateSchema, dataSetListQuerySchema, dataSetSchema, dataSetUpdateSchema } from '@vev/sections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { siteResourceRoutes } from '../../platform/resources/plain-routes';
import { dataSetActivity } from './activity';
import { dataSetRecordRoutes } from './record-routes';
import { createDataSet, deleteDataSet, getDataSet, listDataSets, updateDataSet } from './sets';

/**
 * `data-set-definitions`: the sets themselves, shaped by admins on the settings screen and read by
 * everyone (the menu lists them); then the records' routes.
 */
export const dataSetRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  await app.register(
    siteResourceRoutes({
      path: '/data-set-definitions',
      tags: ['Datasett'],
      levels: { read: 'reader', write: 'admin', remove: 'admin' },
      scopes: { read: 'read:content', write: 'write:content' },
      schemas: {
        entity: dataSetSchema,
        listQuery: dataSetListQuerySchema,
        create: dataSetCreateSchema,
        update: dataSetUpdateSchema,
      },
      service: {
        list: listDataSets,
        get: getDataSet,
        create: createDataSet,
        update: updateDataSet,
        remove: deleteDataSet,
      },
      activity: dataSetActivity,
      summaries: {
        list: 'Hent nettstedets datasett',
        get: 'Hent ett datasett med feltene',
        create: 'Opprett et datasett',
        update: 'Endre et datasetts navn eller felter',
        remove: 'Slett et datasett med oppføringene (ikke mens noe refererer til det eller dem)',
      },
    }),
    { db },
  );
  await app.register(dataSetRecordRoutes, { db });
};
