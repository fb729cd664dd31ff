/** An order's documents: the invoice (with KID) and the packing slip, as PDFs. */

import type { ServerModule } from '../context';
import { getOrder } from '../orders/read';
import { invoiceAttachment, renderOrderInvoice } from './documents';
import { orderDocumentRoutes } from './routes';

export const orderDocumentsModule: ServerModule = {
  name: 'order-documents',
  routes: [{ mount: 'site', plugin: orderDocumentRoutes }],
  // The invoice a Faktura order's receipt carries is made when the receipt is sent, not in checkout.
  mailAttachments: ({ db }) => ({
    [invoiceAttachment]: async ({ siteId, id }) =>
      (await renderOrderInvoice(db, siteId, await getOrder(db, siteId, id))).content,
  }),
};
