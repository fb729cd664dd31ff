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

/** `shopName`: the site's display name when the caller has read the site already. */
async function placed(db: Database, siteId: string, order: Order, shopName?: string) {
  if (!hasOrderNumber(order)) throw conflict(draftHasNoDocuments);
  if (shopName !== undefined) return { order, shop: { name: shopName } };
  const [site] = await db.select({ name: sites.displayName }).from(sites).where(eq(sites.id, siteId));
  if (!site) throw notFound(orderMessages.notFound);
  return { order, shop: site };
}

/** 'faktura-1042.pdf', with the site's Faktura settings as seller; 409 for a draft. */
export async function renderOrderInvoice(
  db: Database,
  siteId: string,
  order: Order,
  shopName?: string,
): Promise<OrderDocumentFile> {
  const { order: numbered, shop } = await placed(db, siteId, order, shopName);
  const document = invoiceFromOrder(numbered, await fakturaSettings(db, siteId), shop);
  return {
    filename: `faktura-${numbered.orderNumber}.pdf`,
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
