/**
 * An order's documents as files, for whoever needs them: the download routes and the order
 * receipt e-mail (which attaches the invoice of a Faktura order).
 */
import { type Order, orderMessages } from '@vev/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sites } from '../../platform/accounts/schema';
import { conflict, notFound } from '../../platform/errors';
import { fakturaSettings } from '../payment-settings/context';
import { hasOrderNumber, invoiceFromOrder, packingSlipFromOrder } from './from-order';
import { renderInvoicePdf } from './invoice-pdf';
import { renderPackingSlipPdf } from './packing-slip-pdf';

export const draftHasNoDocuments = 'En kladd har ingen faktura eller pakkseddel før den er fullført.';

export interface OrderDocumentFile {
  filename: string;
  contentType: 'application/pdf';
  content: Buffer;
}

async function placed(db: Database, siteId: string, order: Order) {
  if (!hasOrderNumber(order)) throw conflict(draftHasNoDocuments);
  const [site] = await db.select({ name: sites.displayName }).from(sites).where(eq(sites.id, siteId));
  if (!site) throw notFound(orderMessages.notFound);
  return { order, shop: site };
}

export const invoiceFilename = (orderNumber: number) => `faktura-${orderNumber}.pdf`;

/** The kind of mail attachment that is an order's invoice, made when the mail is sent (index.ts). */
export const invoiceAttachment = 'orderInvoice';

/** The invoice of a placed order as an attachment of its receipt, made when the receipt is sent. */
export const orderInvoiceAttachment = (order: { _id: string; orderNumber: number }) => ({
  filename: invoiceFilename(order.orderNumber),
  contentType: 'application/pdf' as const,
  made: { kind: invoiceAttachment, id: order._id },
});

/** 'faktura-1042.pdf', with the site's Faktura settings as seller; 409 for a draft. */
export async function renderOrderInvoice(db: Database, siteId: string, order: Order): Promise<OrderDocumentFile> {
  const { order: numbered, shop } = await placed(db, siteId, order);
  const document = invoiceFromOrder(numbered, await fakturaSettings(db, siteId), shop);
  return {
    filename: invoiceFilename(numbered.orderNumber),
    contentType: 'application/pdf',
    content: await renderInvoicePdf(document),
  };
}

/** 'pakkseddel-1042.pdf'; 409 for a draft. */
export async function renderOrderPackingSlip(db: Database, siteId: string, order: Order): Promise<OrderDocumentFile> {
  const { order: numbered, shop } = await placed(db, siteId, order);
  return {
    filename: `pakkseddel-${numbered.orderNumber}.pdf`,
    contentType: 'application/pdf',
    content: await renderPackingSlipPdf(packingSlipFromOrder(numbered, shop)),
  };
}
