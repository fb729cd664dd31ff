import {
  formCreateSchema,
  formEntryListQuerySchema,
  formEntrySchema,
  formListQuerySchema,
  formSchema,
  formUpdateSchema,
} from '@vev/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { access, currentSite } from '../../platform/access';
import { answers } from '../../platform/openapi/shapes';
import { siteResourceRoutes } from '../../platform/resources/plain-routes';
import type { MediaContext } from '../media/service';
import { formActivity } from './activity';
import { deleteFormEntry, exportFormEntries, listFormEntries } from './entries';
import { createForm, deleteForm, getForm, listForms, updateForm } from './service';

const tags = ['Skjemaer'];
const formParams = z.object({ siteId: z.string().max(40), id: z.string().max(40) }).strict();
const entryParams = formParams.extend({ entryId: z.string().max(40) }).strict();

/**
 * `forms` and `forms/{id}/entries` (spec 3 §7), under /api/sites/:siteId. Contributors build forms
 * and read what visitors sent; readers see the forms but not the entries, which hold visitors'
 * personal data; deleting a form or an entry takes an admin.
 */
export const formRoutes: FastifyPluginAsyncZod<{ db: Database; media: MediaContext }> = async (app, { db, media }) => {
  await app.register(
    siteResourceRoutes({
      path: '/forms',
      tags,
      levels: { read: 'reader', write: 'contributor', remove: 'admin' },
      scopes: { read: 'read:content', write: 'write:content' },
      schemas: {
        entity: formSchema,
        listQuery: formListQuerySchema,
        create: formCreateSchema,
        update: formUpdateSchema,
      },
      service: {
        list: listForms,
        get: getForm,
        create: (database, { siteId, body }) => createForm(database, { siteId, form: body }),
        update: (database, { siteId, id, body }) => updateForm(database, { siteId, id, update: body }),
        remove: (database, siteId, id) => deleteForm(database, media, siteId, id),
      },
      activity: formActivity,
      summaries: {
        list: 'Hent skjemaene: en side, eller et søk på navn',
        get: 'Hent ett skjema',
        create: 'Opprett et skjema',
        update: 'Endre et skjema',
        remove: 'Slett et skjema med innsendelsene (ikke mens en side viser det)',
      },
    }),
    { db },
  );

  const readEntries = { access: access.site('contributor', 'read:content') };
  // Kept while no entry comes or goes ('forms') and the form stands ('content': its deletion).
  const cachedEntries = { ...readEntries, cachedBy: ['forms', 'content'] as const };

  app.get(
    '/forms/:id/entries',
    {
      config: cachedEntries,
      schema: {
        summary: 'Hent innsendelsene til et skjema, 50 om gangen, nyeste først',
        tags,
        params: formParams,
        querystring: formEntryListQuerySchema,
        response: { 200: z.array(formEntrySchema) },
      },
    },
    async (request) =>
      listFormEntries(db, { siteId: currentSite(request).siteId, formId: request.params.id, query: request.query }),
  );

  app.get(
    '/forms/:id/entries/export',
    {
      config: { ...readEntries, openapi: answers.csv('Innsendelsene som CSV') },
      schema: { summary: 'Last ned innsendelsene til et skjema som CSV', tags, params: formParams },
    },
    async (request, reply) => {
      const csv = await exportFormEntries(db, { siteId: currentSite(request).siteId, formId: request.params.id });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="innsendelser.csv"')
        .send(csv);
    },
  );

  app.delete(
    '/forms/:id/entries/:entryId',
    {
      config: { access: access.site('admin', 'write:content'), openapi: answers.noContent },
      schema: { summary: 'Slett en innsendelse', tags, params: entryParams },
    },
    async (request, reply) => {
      const { id, entryId } = request.params;
      await deleteFormEntry(db, media, { siteId: currentSite(request).siteId, formId: id, id: entryId });
      return reply.status(204).send();
    },
  );
};
