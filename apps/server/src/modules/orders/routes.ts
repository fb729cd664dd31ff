import {
  draftOrderCompletedSchema,
  draftOrderCompleteSchema,
  draftOrderCreateSchema,
  draftOrderMessages,
  orderGetQuerySchema,
  orderListQuerySchema,
  orderListResponseSchema,
  orderNoteCreateSchema,
  orderNoteSchema,
  orderPatchSchema,
  orderSchema,
  paymentProviderNameSchema,
  paymentSchema,
  placedOrderPatchSchema,
  refundFailureSchema,
  refundRequestSchema,
  refundSchema,
  revisionDetailSchema,
  revisionSchema,
} from '@vev/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { access, currentSite, currentUser } from '../../platform/access';
import { AppError, conflict, notFound } from '../../platform/errors';
import { idempotencyKeyOf } from '../../platform/idempotency';
import { answers } from '../../platform/openapi/shapes';
import { getRevision, listRevisions } from '../../platform/revisions/revisions';
import { providerContext } from '../payment-settings/context';
import { createPaymentProviders, providerNamed } from '../payments/registry';
import { chargePayment } from './charge';
import { completeDraftOrder, createDraftOrder, deleteDraftOrder, patchDraftOrder } from './drafts';
import { addOrderNote, deleteOrderNote } from './notes';
import { findOrderRow, getOrder, getOrderRevision, listOrders, orderRevisionType } from './read';
import { refundPayment } from './refund';
import { patchOrder, voidReservations } from './status';
import { applyPaymentEvent } from './webhook';

const tag = 'Ordrer';
const orderParams = z.object({ siteId: z.string().max(40), id: z.string().max(40) }).strict();
const noteParams = orderParams.extend({ noteId: z.string().max(40) }).strict();
const paymentParams = orderParams.extend({ paymentId: z.string().max(40) }).strict();
const revisionParams = orderParams.extend({ revisionId: z.string().max(40) }).strict();
const pageQuery = z
  .object({
    skip: z.coerce.number().int().min(0).max(10_000).default(0),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();
const idempotencyHeaders = z.object({ 'idempotency-key': z.string().max(200).optional() }).passthrough();

/**
 * Orders (spec 3 §7 'Orders and customers') under /api/sites/:siteId: readers read; contributors
 * change the status and invoice information, write notes, activate and refund payments (access
 * keys: read:order / write:order).
 */
export const orderRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (app, { db, config }) => {
  const read = access.site('reader', 'read:order');
  const write = access.site('contributor', 'write:order');
  const providers = createPaymentProviders({ db, config });

  app.get(
    '/orders',
    {
      config: { access: read },
      schema: {
        summary: 'Hent ordrer (nyeste først; neste side med cursor)',
        tags: [tag],
        querystring: orderListQuerySchema,
        response: { 200: orderListResponseSchema },
      },
    },
    async (request) => listOrders(db, currentSite(request).siteId, request.query),
  );

  app.get(
    '/orders/:id',
    {
      config: { access: read },
      schema: {
        summary: 'Hent en ordre (eller en revisjon av den med ?revision=)',
        tags: [tag],
        params: orderParams,
        querystring: orderGetQuerySchema,
        response: { 200: orderSchema },
      },
    },
    async (request) => {
      const { siteId } = currentSite(request);
      return request.query.revision
        ? getOrderRevision(db, siteId, request.params.id, request.query.revision)
        : getOrder(db, siteId, request.params.id);
    },
  );

  app.patch(
    '/orders/:id',
    {
      config: { access: write },
      schema: {
        summary: 'Endre ordrens status eller fakturainformasjon (et utkast: også linjer og frakt, prises på nytt)',
        tags: [tag],
        params: orderParams,
        body: orderPatchSchema,
        response: { 200: orderSchema },
      },
    },
    async (request) => {
      const target = { siteId: currentSite(request).siteId, orderId: request.params.id, user: currentUser(request) };
      const row = await findOrderRow(db, target.siteId, target.orderId);
      if (row.draft) return patchDraftOrder(db, { ...target, patch: request.body });
      const { lines, shippingMethod, customerNote, ...placed } = request.body;
      if (lines !== undefined || shippingMethod !== undefined || customerNote !== undefined) {
        throw conflict(draftOrderMessages.linesOnlyOnDrafts);
      }
      const order = await patchOrder(db, { ...target, patch: placedOrderPatchSchema.parse(placed) });
      if (order.status !== 'canceled' || !order.payments.some((payment) => payment.reservationStatus === 'reserved')) {
        return order;
      }
      await voidReservations(db, config, providers, target);
      return getOrder(db, target.siteId, target.orderId);
    },
  );

  app.post(
    '/orders',
    {
      config: { access: write },
      schema: {
        summary: 'Opprett et ordreutkast (uten ordrenummer og uten å ta fra lageret)',
        tags: [tag],
        body: draftOrderCreateSchema,
        response: { 201: orderSchema },
      },
    },
    async (request, reply) => {
      const order = await createDraftOrder(db, {
        siteId: currentSite(request).siteId,
        user: currentUser(request),
        draft: request.body,
      });
      return reply.status(201).send(order);
    },
  );

  app.post(
    '/orders/:id/complete',
    {
      config: { access: write },
      schema: {
        summary: 'Fullfør et utkast til en ordre (Idempotency-Key): Faktura eller en betalingslenke',
        tags: [tag],
        params: orderParams,
        headers: idempotencyHeaders,
        body: draftOrderCompleteSchema,
        response: { 200: draftOrderCompletedSchema },
      },
    },
    async (request) =>
      completeDraftOrder(db, config, providers, {
        siteId: currentSite(request).siteId,
        orderId: request.params.id,
        user: currentUser(request),
        provider: request.body.provider,
        idempotencyKey: idempotencyKeyOf(request.headers['idempotency-key']),
      }),
  );

  app.delete(
    '/orders/:id',
    {
      config: { access: write, openapi: answers.noContent },
      schema: { summary: 'Slett et utkast (en lagt inn ordre kan ikke slettes)', tags: [tag], params: orderParams },
    },
    async (request, reply) => {
      await deleteDraftOrder(db, { siteId: currentSite(request).siteId, orderId: request.params.id });
      return reply.status(204).send();
    },
  );

  app.get(
    '/orders/:id/revisions',
    {
      config: { access: read },
      schema: {
        summary: 'Hent ordrens revisjoner (nyeste først)',
        tags: [tag],
        params: orderParams,
        querystring: pageQuery,
        response: { 200: z.array(revisionSchema) },
      },
    },
    async (request) => {
      const { siteId } = currentSite(request);
      await findOrderRow(db, siteId, request.params.id);
      return listRevisions(db, siteId, { type: orderRevisionType, reference: request.params.id, ...request.query });
    },
  );

  app.get(
    '/orders/:id/revisions/:revisionId',
    {
      config: { access: read },
      schema: {
        summary: 'Hent en revisjon av ordren',
        tags: [tag],
        params: revisionParams,
        response: { 200: revisionDetailSchema },
      },
    },
    async (request) => {
      const { siteId } = currentSite(request);
      await findOrderRow(db, siteId, request.params.id);
      const revision = await getRevision(db, siteId, request.params.revisionId);
      if (revision.type !== orderRevisionType || revision.reference !== request.params.id) throw notFound();
      return revision;
    },
  );

  app.post(
    '/orders/:id/notes',
    {
      config: { access: write },
      schema: {
        summary: 'Skriv et notat (internt, eller sendt til kunden på e-post)',
        tags: [tag],
        params: orderParams,
        body: orderNoteCreateSchema,
        response: { 201: orderNoteSchema },
      },
    },
    async (request, reply) => {
      const note = await addOrderNote(db, {
        siteId: currentSite(request).siteId,
        orderId: request.params.id,
        user: currentUser(request),
        note: request.body,
      });
      return reply.status(201).send(note);
    },
  );

  app.delete(
    '/orders/:id/notes/:noteId',
    {
      config: { access: write, openapi: answers.noContent },
      schema: { summary: 'Slett et notat', tags: [tag], params: noteParams },
    },
    async (request, reply) => {
      await deleteOrderNote(db, {
        siteId: currentSite(request).siteId,
        orderId: request.params.id,
        noteId: request.params.noteId,
        user: currentUser(request),
      });
      return reply.status(204).send();
    },
  );

  app.post(
    '/orders/:id/payments/:paymentId/charge',
    {
      config: { access: write },
      schema: {
        summary: "Aktiver (belast) en betaling; et svar med feltet 'status' betyr at det feilet",
        tags: [tag],
        params: paymentParams,
        response: { 200: z.union([paymentSchema, refundFailureSchema]) },
      },
    },
    async (request) =>
      chargePayment(db, config, providers, {
        siteId: currentSite(request).siteId,
        orderId: request.params.id,
        paymentId: request.params.paymentId,
        user: currentUser(request),
      }),
  );

  app.post(
    '/orders/:id/payments/:paymentId/refunds',
    {
      config: { access: write },
      schema: {
        summary: "Refunder fra en betaling (Idempotency-Key); et svar med feltet 'status' betyr at det feilet",
        tags: [tag],
        params: paymentParams,
        headers: idempotencyHeaders,
        body: refundRequestSchema,
        response: { 200: z.union([refundSchema, refundFailureSchema]) },
      },
    },
    async (request) =>
      refundPayment(db, config, providers, {
        siteId: currentSite(request).siteId,
        orderId: request.params.id,
        paymentId: request.params.paymentId,
        user: currentUser(request),
        request: request.body,
        idempotencyKey: idempotencyKeyOf(request.headers['idempotency-key']),
      }),
  );
};

const webhookParams = z.object({ provider: paymentProviderNameSchema, siteId: z.string().max(40) }).strict();

/**
 * Provider webhooks, `POST /api/payments/{provider}/webhook/{siteId}`: no session and no CSRF; the
 * provider's signature over the raw body is the check (401 when it does not hold).
 */
export const paymentWebhookRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (
  app,
  { db, config },
) => {
  const providers = createPaymentProviders({ db, config });
  // Signatures are over the bytes: this plugin's routes get the body as received.
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 1_000_000 }, (_request, body, done) =>
    done(null, body),
  );
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 1_000_000 }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/payments/:provider/webhook/:siteId',
    {
      config: { access: access.public, openapi: answers.noContent },
      schema: {
        summary: 'Varsel fra en betalingsløsning (signert)',
        tags: [tag],
        params: webhookParams,
      },
    },
    async (request, reply) => {
      const { provider: name, siteId } = request.params;
      const provider = providerNamed(providers, name);
      const rawBody = typeof request.body === 'string' ? request.body : '';
      const events = await provider.verifyWebhook(await providerContext(db, config, siteId, name), {
        method: request.method,
        pathAndQuery: request.url,
        host: request.headers.host ?? '',
        headers: request.headers as Record<string, string | undefined>,
        rawBody,
      });
      if (events === null) throw new AppError(401, 'notLoggedIn', 'Ugyldig signatur.');
      for (const event of events) await applyPaymentEvent(db, { siteId, provider: name, event });
      return reply.status(204).send();
    },
  );
};
