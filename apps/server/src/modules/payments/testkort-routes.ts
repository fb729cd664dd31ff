/**
 * `/betaling/testkort/{reference}`: Testkort's hosted page on the platform's own host. Public by
 * nature: the unguessable reference is the key. The form posts to its own address; like the sign-on
 * pages it is guarded by the Origin check on every write (platform/access.ts) and `form-action 'self'`.
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { access } from '../../platform/access';
import { cardProblems } from './testkort-card';
import { cancelAtHostedPage, findHostedPayment, type HostedPayment, payAtHostedPage } from './testkort-hosted';
import { renderPaymentDonePage, renderPaymentMissingPage, renderPaymentPage } from './testkort-page';
import type { TestcardPaymentRow } from './testkort-schema';

const params = z.object({ reference: z.string().min(1).max(100) });
const form = z
  .object({
    action: z.enum(['pay', 'cancel']),
    cardNumber: z.string().max(40).default(''),
    expiry: z.string().max(10).default(''),
    cvc: z.string().max(10).default(''),
  })
  .strict();

const closedTexts: Record<TestcardPaymentRow['status'], { title: string; text: string }> = {
  created: { title: '', text: '' },
  reserved: {
    title: 'Betalingen er godkjent',
    text: 'Beløpet er reservert på kortet ditt. Du sendes tilbake til butikken.',
  },
  captured: { title: 'Betalingen er gjennomført', text: 'Denne betalingen er allerede betalt.' },
  refunded: { title: 'Betalingen er refundert', text: 'Denne betalingen er betalt og refundert.' },
  cancelled: { title: 'Betalingen er avbrutt', text: 'Ingenting er trukket fra kortet ditt.' },
  failed: {
    title: 'Betalingen feilet',
    text: 'Kortet ble avvist for mange ganger. Ingenting er trukket fra kortet ditt.',
  },
};

/** The form posts to the address it came from, whatever host the buyer reached it by. */
const pagePath = (reference: string) => `/betaling/testkort/${encodeURIComponent(reference)}`;

export const testkortPageRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  // The app's referrer policy stays: with 'no-referrer' Chromium would post the form with Origin 'null'.
  const html = (reply: FastifyReply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');

  const done = (reply: FastifyReply, { row, merchant }: HostedPayment, redirect: boolean) =>
    html(reply).send(
      renderPaymentDonePage({ merchant, ...row, ...closedTexts[row.status], returnUrl: row.returnUrl, redirect }),
    );

  const missing = (reply: FastifyReply) => html(reply.status(404)).send(renderPaymentMissingPage());

  app.get(
    '/betaling/testkort/:reference',
    { config: { access: access.public }, schema: { hide: true, params } },
    async (request, reply) => {
      const hosted = await findHostedPayment(db, request.params.reference);
      if (!hosted) return missing(reply);
      if (hosted.row.status !== 'created') return done(reply, hosted, false);
      const { row, merchant } = hosted;
      return html(reply).send(renderPaymentPage({ merchant, ...row, action: pagePath(row.id) }));
    },
  );

  app.post(
    '/betaling/testkort/:reference',
    { config: { access: access.public }, schema: { hide: true, params, body: form } },
    async (request, reply) => {
      const hosted = await findHostedPayment(db, request.params.reference);
      if (!hosted) return missing(reply);
      const { row, merchant } = hosted;
      const { action, ...card } = request.body;
      if (action === 'cancel') {
        const cancelled = await cancelAtHostedPage(db, row);
        return done(reply, { row: cancelled, merchant }, cancelled.status === 'cancelled');
      }
      const paid = await payAtHostedPage(db, row, card);
      if (paid.outcome === 'reserved') return done(reply, { row: paid.row, merchant }, true);
      if (paid.outcome === 'closed') return done(reply, { row: paid.row, merchant }, false);
      return html(reply.status(paid.check.problem === 'declined' ? 402 : 422)).send(
        renderPaymentPage({
          merchant,
          ...row,
          action: pagePath(row.id),
          cardNumber: card.cardNumber,
          expiry: card.expiry,
          error: cardProblems[paid.check.problem],
        }),
      );
    },
  );
};
