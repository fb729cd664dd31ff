/**
 * `data-sets/{dataSet}` (spec 3 §7): a set's records by the set's name (GET list with search, POST,
 * GET, PATCH and DELETE by id), and `data-set-records` for the section editor's record picker.
 * Contributors write records (spec 3 §6), readers read them; deleting takes an admin, as elsewhere.
 */
import { dataSetRecordListQuerySchema, dataSetRecordSchema, dataSetRecordWriteSchema } from '@vev/sections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { access, currentSite } from '../../platform/access';
import { notFound } from '../../platform/errors';
import { answers } from '../../platform/openapi/shapes';
import { dataSetRecordActivity } from './activity';
import { createRecord, deleteRecord, getRecord, listRecords, pickRecords, updateRecord } from './records';
import { dataSetByName } from './sets';

const tags = ['Datasett'];
const setParams = z.object({ siteId: z.string().max(40), dataSet: z.string().max(60) }).strict();
const recordParams = setParams.extend({ id: z.string().max(40) }).strict();
const pickerQuery = z
  .object({
    text: z.string().trim().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(50).default(10),
  })
  .strict();
const pickerParams = z.object({ siteId: z.string().max(40), id: z.string().max(40) }).strict();

export const dataSetRecordRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const read = { access: access.site('reader', 'read:content') };
  const write = { access: access.site('contributor', 'write:content') };
  const setOf = async (request: { params: { dataSet: string } } & Parameters<typeof currentSite>[0]) => {
    const { siteId } = currentSite(request);
    return { siteId, set: await dataSetByName(db, siteId, request.params.dataSet) };
  };

  app.get(
    '/data-set-records',
    {
      config: read,
      schema: {
        summary: 'Søk i oppføringene til alle datasett (velgeren i seksjonsredigeringen)',
        tags,
        querystring: pickerQuery,
        response: { 200: z.array(dataSetRecordSchema) },
      },
    },
    async (request) => pickRecords(db, currentSite(request).siteId, request.query),
  );

  app.get(
    '/data-set-records/:id',
    {
      config: read,
      schema: {
        summary: 'Hent én oppføring, i hvilket som helst datasett',
        tags,
        params: pickerParams,
        response: { 200: dataSetRecordSchema },
      },
    },
    async (request) => {
      const [record] = await pickRecords(db, currentSite(request).siteId, { id: request.params.id, limit: 1 });
      if (!record) throw notFound();
      return record;
    },
  );

  app.get(
    '/data-sets/:dataSet',
    {
      config: read,
      schema: {
        summary: 'Hent oppføringene i et datasett: en side, eller et søk på tittel',
        tags,
        params: setParams,
        querystring: dataSetRecordListQuerySchema,
        response: { 200: z.array(dataSetRecordSchema) },
      },
    },
    async (request) => {
      const { siteId, set } = await setOf(request);
      return listRecords(db, siteId, set, request.query);
    },
  );

  app.get(
    '/data-sets/:dataSet/:id',
    {
      config: read,
      schema: { summary: 'Hent én oppføring', tags, params: recordParams, response: { 200: dataSetRecordSchema } },
    },
    async (request) => {
      const { siteId, set } = await setOf(request);
      return getRecord(db, siteId, set, request.params.id);
    },
  );

  app.post(
    '/data-sets/:dataSet',
    {
      config: { ...write, activity: dataSetRecordActivity.created },
      schema: {
        summary: 'Opprett en oppføring; verdiene følger datasettets felter',
        tags,
        params: setParams,
        body: dataSetRecordWriteSchema,
        response: { 201: dataSetRecordSchema },
      },
    },
    async (request, reply) => {
      const { siteId, set } = await setOf(request);
      return reply.status(201).send(await createRecord(db, { siteId, set, values: request.body.values }));
    },
  );

  app.patch(
    '/data-sets/:dataSet/:id',
    {
      config: { ...write, activity: dataSetRecordActivity.updated },
      schema: {
        summary: 'Endre en oppføring (verdiene som endres)',
        tags,
        params: recordParams,
        body: dataSetRecordWriteSchema,
        response: { 200: dataSetRecordSchema },
      },
    },
    async (request) => {
      const { siteId, set } = await setOf(request);
      return updateRecord(db, { siteId, set, id: request.params.id, values: request.body.values });
    },
  );

  app.delete(
    '/data-sets/:dataSet/:id',
    {
      config: {
        access: access.site('admin', 'write:content'),
        activity: dataSetRecordActivity.deleted,
        openapi: answers.noContent,
      },
      schema: { summary: 'Slett en oppføring (ikke mens noe refererer til den)', tags, params: recordParams },
    },
    async (request, reply) => {
      const { siteId, set } = await setOf(request);
      await deleteRecord(db, siteId, set, request.params.id);
      return reply.status(204).send();
    },
  );
};
