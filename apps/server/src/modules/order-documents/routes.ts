import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { access, currentSite } from '../../platform/access';
import { getOrder } from '../orders/read';
import { type OrderDocumentFile, renderOrderInvoice, renderOrderPackingSlip } from './documents';

const tags = ['Ordrer'];
const params = z.object({ siteId: z.string().max(40), id: z.string().max(40) }).strict();
const pdfAnswer = (description: string) => ({
  openapi: { answer: { status: 200 as const, mediaType: 'application/pdf', description } },
});

const download = (reply: FastifyReply, file: OrderDocumentFile) =>
  reply
    .headers({
      'content-type': file.contentType,
      'content-disposition': `attachment; filename="${file.filename}"`,
      'cache-control': 'private, no-store',
    })
    .send(file.content);

/** `orders/{id}/invoice.pdf` and `orders/{id}/packing-slip.pdf` under /api/sites/:siteId: whoever reads orders. */
export const orderDocumentRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const read = access.site('reader', 'read:order');

  app.get(
    '/orders/:id/invoice.pdf',
    {
      config: { access: read, ...pdfAnswer('Fakturaen som PDF') },
      schema: { summary: 'Last ned fakturaen for en ordre (PDF)', operationId: 'getOrderInvoicePdf', tags, params },
    },
    async (request, reply) => {
      const { siteId } = currentSite(request);
      return download(reply, await renderOrderInvoice(db, siteId, await getOrder(db, siteId, request.params.id)));
    },
  );

  app.get(
    '/orders/:id/packing-slip.pdf',
    {
      config: { access: read, ...pdfAnswer('Pakkseddelen som PDF') },
      schema: {
        summary: 'Last ned pakkseddelen for en ordre (PDF)',
        operationId: 'getOrderPackingSlipPdf',
        tags,
        params,
      },
    },
    async (request, reply) => {
      const { siteId } = currentSite(request);
      return download(reply, await renderOrderPackingSlip(db, siteId, await getOrder(db, siteId, request.params.id)));
    },
  );
};
