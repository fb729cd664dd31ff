import { orderMessages } from '@vev/shared';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { access, currentSite } from '../../platform/access';
import { sites } from '../../platform/accounts/schema';
import { conflict, notFound } from '../../platform/errors';
import { getOrder } from '../orders/read';
import { fakturaSettings } from '../payment-settings/context';
import { hasOrderNumber, invoiceFromOrder, packingSlipFromOrder } from './from-order';
import { renderInvoicePdf } from './invoice-pdf';
import { renderPackingSlipPdf } from './packing-slip-pdf';

const tags = ['Ordrer'];
const params = z.object({ siteId: z.string().max(40), id: z.string().max(40) }).strict();
const pdfAnswer = (description: string) => ({
  openapi: { answer: { status: 200 as const, mediaType: 'application/pdf', description } },
});
export const draftHasNoDocuments = 'En kladd har ingen faktura eller pakkseddel før den er fullført.';

/** A placed order of the site, with the shop's name; 404 for another site's order, 409 for a draft. */
async function placedOrder(db: Database, siteId: string, orderId: string) {
  const order = await getOrder(db, siteId, orderId);
  if (!hasOrderNumber(order)) throw conflict(draftHasNoDocuments);
  const [site] = await db.select({ name: sites.displayName }).from(sites).where(eq(sites.id, siteId));
  if (!site) throw notFound(orderMessages.notFound);
  return { order, shop: site };
}

const pdf = (name: string) => ({
  'content-type': 'application/pdf',
  'content-disposition': `attachment; filename="${name}"`,
  'cache-control': 'private, no-store',
});

/** `orders/{id}/invoice.pdf` and `orders/{id}/packing-slip.pdf` under /api/sites/:siteId: whoever reads orders. */
export const orderDocumentRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const read = access.site('reader', 'read:order');

  app.get(
    '/orders/:id/invoice.pdf',
    {
      config: { access: read, ...pdfAnswer('Fakturaen som PDF') },
      schema: { summary: 'Last ned fakturaen for en ordre (PDF)', tags, params },
    },
    async (request, reply) => {
      const { siteId } = currentSite(request);
      const { order, shop } = await placedOrder(db, siteId, request.params.id);
      const document = invoiceFromOrder(order, await fakturaSettings(db, siteId), shop);
      return reply.headers(pdf(`faktura-${order.orderNumber}.pdf`)).send(await renderInvoicePdf(document));
    },
  );

  app.get(
    '/orders/:id/packing-slip.pdf',
    {
      config: { access: read, ...pdfAnswer('Pakkseddelen som PDF') },
      schema: { summary: 'Last ned pakkseddelen for en ordre (PDF)', tags, params },
    },
    async (request, reply) => {
      const { order, shop } = await placedOrder(db, currentSite(request).siteId, request.params.id);
      return reply
        .headers(pdf(`pakkseddel-${order.orderNumber}.pdf`))
        .send(await renderPackingSlipPdf(packingSlipFromOrder(order, shop)));
    },
  );
};
