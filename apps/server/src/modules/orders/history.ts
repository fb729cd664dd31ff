/**
 * What every change of an order leaves behind: a revision (the order as it became, with its diff),
 * a payment event per provider call or webhook, and the receipt and note e-mails in the outbox.
 */
import { findEmailTemplate, type Order, type PaymentEventKind, type PaymentProviderName } from '@vev/shared';
import type { Database } from '../../db/client';
import { newId } from '../../platform/ids';
import { enqueueMail, type OutgoingMail } from '../../platform/mail/outbox';
import { diffDocuments } from '../../platform/revisions/revisions';
import { revisions } from '../../platform/revisions/schema';
import type { SessionUser } from '../../platform/sessions/sessions';
import { renderOrderReceipt } from '../email-templates/order-receipt';
import { orderInvoiceAttachment } from '../order-documents/documents';
import { getSite } from '../sites/service';
import type { ReceiptSite } from './order-input';
import { orderRevisionType } from './read';
import { paymentEvents } from './schema';

export type OrderAuthor = Pick<SessionUser, 'id' | 'name' | 'email'> | null;

/** Writes a revision of the order; `author` is null for the buyer or the system (checkout, webhooks, jobs). */
export async function recordOrderRevision(
  db: Database,
  input: { siteId: string; order: Order; previous: Order | null; author: OrderAuthor },
): Promise<void> {
  await db.insert(revisions).values(orderRevisionRow(input));
}

type OrderRevisionInput = { siteId: string; order: Order; previous: Order | null; author: OrderAuthor };

/** The revision row of an order as it became, with its diff from `previous`. */
export function orderRevisionRow(input: OrderRevisionInput): typeof revisions.$inferInsert {
  const snapshot = { ...input.order, revision: null };
  return {
    siteId: input.siteId,
    id: newId(),
    type: orderRevisionType,
    reference: input.order._id,
    authorId: input.author?.id ?? null,
    authorName: input.author?.name ?? null,
    authorEmail: input.author?.email ?? null,
    snapshot,
    diff: diffDocuments(input.previous, snapshot) as object | null,
    // The clock, not the transaction's start: several changes in one transaction stay in order.
    createdAt: new Date(),
  };
}

export interface PaymentEventInput {
  siteId: string;
  paymentId: string;
  orderId: string;
  provider: PaymentProviderName;
  kind: PaymentEventKind;
  ok: boolean;
  amount?: number | null;
  message?: string | null;
  /** A webhook's event id: unique per site and provider, so the same event is recorded once. */
  providerEventId?: string | null;
  raw?: unknown;
}

/** A payment event row; false when a webhook event with this id was recorded before (apply nothing). */
export async function recordPaymentEvent(db: Database, event: PaymentEventInput): Promise<boolean> {
  const inserted = await paymentEventInsert(db, event).returning({ id: paymentEvents.id });
  return inserted.length > 0;
}

/** The payment event's insert, to run with other writes (`runTogether`); a repeated provider event is skipped. */
export function paymentEventInsert(db: Database, event: PaymentEventInput) {
  return db
    .insert(paymentEvents)
    .values({
      siteId: event.siteId,
      id: newId(),
      paymentId: event.paymentId,
      orderId: event.orderId,
      provider: event.provider,
      kind: event.kind,
      ok: event.ok,
      amount: event.amount ?? null,
      message: event.message?.slice(0, 500) ?? null,
      providerEventId: event.providerEventId ?? null,
      raw: (event.raw ?? null) as object | null,
    })
    .onConflictDoNothing();
}

/** The order receipt (the site's e-mail template and order-receipt text) to the buyer, through the outbox. */
export async function enqueueOrderReceipt(db: Database, siteId: string, order: Order): Promise<void> {
  if (!order.invoiceInformation.email || order.orderNumber === null) return;
  const mail = orderReceiptMail(await getSite(db, siteId), order);
  if (mail) await enqueueMail(db, { ...mail, siteId });
}

/** The receipt to the buyer's address; null without an address or an order number. */
export function orderReceiptMail(site: ReceiptSite, order: Order): OutgoingMail | null {
  const email = order.invoiceInformation.email;
  if (!email || order.orderNumber === null) return null;
  const templateId = site.emailTemplate;
  const rendered = renderOrderReceipt({
    site,
    template: templateId ? (findEmailTemplate(templateId) ?? null) : null,
    order: {
      number: String(order.orderNumber),
      customerName: order.invoiceInformation.name,
      lines: order.orderLines.map((line) => ({
        title: line.name,
        quantity: line.amount,
        unitPrice: line.productPrice,
      })),
      shipping: order.shippingLines.reduce((sum, line) => sum + line.total, 0),
    },
  });
  // A Faktura order's receipt carries its invoice (seller, KID, due date) as a PDF, made when it is sent.
  const attachments = order.payments.some((payment) => payment.provider === 'faktura')
    ? [orderInvoiceAttachment({ _id: order._id, orderNumber: order.orderNumber })]
    : [];
  return { to: email, subject: rendered.subject, html: rendered.html, text: rendered.text, attachments };
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** An external note to the customer, through the outbox. */
export async function enqueueNoteMail(db: Database, siteId: string, order: Order, text: string): Promise<void> {
  const email = order.invoiceInformation.email;
  if (!email) return;
  const site = await getSite(db, siteId);
  const subject = `Melding om ordre ${order.orderNumber ?? ''} fra ${site.displayName}`.replace('  ', ' ');
  const html = `<!doctype html><html lang="nb"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:Helvetica,Arial,sans-serif"><p>${escapeHtml(text).replace(/\n/g, '<br>')}</p><p style="color:#6b7280">${escapeHtml(site.displayName)}</p></body></html>`;
  await enqueueMail(db, { siteId, to: email, subject, html, text: `${text}\n\n${site.displayName}` });
}
