/**
 * Draft orders (spec 3 §4 'Orders can be drafts'): staff take an order for a customer who calls. A
 * draft keeps its lines, buyer and shipping as entered (`orders.draft_input`) and its priced lines,
 * re-priced by the pricing engine on every change; it takes no stock and has no order number. Completing
 * it runs checkout's own transaction (`writeOrder` with `draftId`: stock, order number, payment
 * row in one go) and starts the payment: Faktura confirms at once, a card or Vipps provider gives
 * a payment page that staff copy and the customer gets by e-mail. Only a draft can be deleted.
 */
import { randomBytes } from 'node:crypto';
import {
  type DraftOrderCompleted,
  type DraftOrderInput,
  type DraftOrderPatch,
  draftInvoiceInformationSchema,
  draftOrderMessages,
  formatMoney,
  type InvoiceInformation,
  type Order,
  type PaymentProviderName,
} from '@vev/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { AppError, badRequest, conflict } from '../../platform/errors';
import { withIdempotency } from '../../platform/idempotency';
import { newId } from '../../platform/ids';
import { enqueueMail } from '../../platform/mail/outbox';
import type { SessionUser } from '../../platform/sessions/sessions';
import type { PaymentProviders } from '../payments/registry';
import { getSite } from '../sites/service';
import { abandonedPaymentMinutes } from './abandon';
import {
  checkoutMessages,
  offeredProvider,
  placeOrderInputSchema,
  priceOrderLines,
  startOrderPayment,
  writeOrder,
} from './place-order';
import { findOrderRow, presentOrder } from './read';
import { orders } from './schema';

/** A payment link waits a day for the customer before the abandoned-payment job cancels the order. */
export const paymentLinkMinutes = 24 * 60;

export const draftMessages = {
  ...draftOrderMessages,
  noStatusOnDraft: 'Et utkast får status når det fullføres.',
  paymentLinkSubject: (orderNumber: number, site: string) => `Betal ordre ${orderNumber} hos ${site}`,
} as const;

const searchOf = (info: { name: string; email: string }) => `${info.name} ${info.email}`.toLocaleLowerCase('nb');

/** The draft's priced columns from its input (inside the caller's transaction). */
async function pricedDraft(tx: Database, siteId: string, input: DraftOrderInput) {
  const site = await getSite(tx, siteId);
  const { orderLines, shippingLines, priced } = await priceOrderLines(tx, siteId, input, { draft: true, site });
  const info = input.invoiceInformation as InvoiceInformation;
  return {
    total: priced.total,
    totalTax: priced.tax,
    lines: orderLines,
    shippingLines,
    taxes: priced.taxes.map((tax) => ({ name: tax.name, basisPoints: tax.basisPoints, amount: tax.amount })),
    invoiceInformation: info,
    customerId: input.customerId,
    customerName: info.name,
    customerEmail: info.email,
    search: searchOf(info),
    customerNote: input.customerNote,
    draftInput: input,
  };
}

/** `POST orders`: a new draft, priced; no stock, no order number. */
export async function createDraftOrder(
  db: Database,
  input: { siteId: string; user: SessionUser; draft: DraftOrderInput },
): Promise<Order> {
  return db.transaction(async (tx) => {
    const id = newId();
    await tx.insert(orders).values({
      siteId: input.siteId,
      id,
      orderNumber: null,
      type: 'order',
      status: 'pending',
      paymentStatus: null,
      draft: true,
      confirmationToken: randomBytes(24).toString('base64url'),
      ...(await pricedDraft(tx, input.siteId, input.draft)),
    });
    return presentOrder(tx, await findOrderRow(tx, input.siteId, id));
  });
}

/** `PATCH orders/{id}` of a draft: its lines, buyer, shipping method or note, re-priced. */
export async function patchDraftOrder(
  db: Database,
  input: { siteId: string; orderId: string; patch: DraftOrderPatch },
): Promise<Order> {
  const { siteId, orderId, patch } = input;
  if (patch.status !== undefined)
    throw badRequest(draftMessages.noStatusOnDraft, { status: draftMessages.noStatusOnDraft });
  return db.transaction(async (tx) => {
    const row = await findOrderRow(tx, siteId, orderId, true);
    if (!row.draft || !row.draftInput) throw conflict(draftMessages.linesOnlyOnDrafts);
    const before = row.draftInput;
    const next: DraftOrderInput = {
      ...before,
      lines: patch.lines ?? before.lines,
      invoiceInformation: patch.invoiceInformation
        ? draftInvoiceInformationSchema.parse({ ...before.invoiceInformation, ...patch.invoiceInformation })
        : before.invoiceInformation,
      shippingMethod: patch.shippingMethod !== undefined ? patch.shippingMethod : before.shippingMethod,
      customerNote: patch.customerNote ?? before.customerNote,
      discountCode: patch.discountCode !== undefined ? patch.discountCode : (before.discountCode ?? null),
    };
    await tx
      .update(orders)
      .set({ ...(await pricedDraft(tx, siteId, next)), version: sql`${orders.version} + 1`, updatedAt: new Date() })
      .where(and(eq(orders.siteId, siteId), eq(orders.id, orderId)));
    return presentOrder(tx, await findOrderRow(tx, siteId, orderId));
  });
}

/** `DELETE orders/{id}`: a draft only; a placed order answers 409 (it is cancelled instead). */
export async function deleteDraftOrder(db: Database, input: { siteId: string; orderId: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findOrderRow(tx, input.siteId, input.orderId, true);
    if (!row.draft) throw conflict(draftMessages.onlyDrafts);
    await tx.delete(orders).where(and(eq(orders.siteId, input.siteId), eq(orders.id, input.orderId)));
  });
}

async function mailPaymentLink(db: Database, siteId: string, order: Order, url: string): Promise<void> {
  const email = order.invoiceInformation.email;
  if (!email || order.orderNumber === null) return;
  const site = await getSite(db, siteId);
  const subject = draftMessages.paymentLinkSubject(order.orderNumber, site.displayName);
  const amount = formatMoney(order.total);
  const text = `Hei ${order.invoiceInformation.name},\n\nHer er lenken for å betale ordre ${order.orderNumber} (${amount}):\n${url}\n\n${site.displayName}`;
  const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
  const html = `<!doctype html><html lang="nb"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:Helvetica,Arial,sans-serif"><p>Hei ${escapeHtml(order.invoiceInformation.name)},</p><p>Her er lenken for å betale ordre ${order.orderNumber} (${escapeHtml(amount)}):</p><p><a href="${escapeHtml(url)}">Betal ordren</a></p><p style="color:#6b7280">${escapeHtml(site.displayName)}</p></body></html>`;
  await enqueueMail(db, { siteId, to: email, subject, html, text });
}

/**
 * `POST orders/{id}/complete`: the draft becomes an order in checkout's transaction (stock and
 * order number together), then its payment starts. The same Idempotency-Key answers the same order.
 */
export async function completeDraftOrder(
  db: Database,
  config: Config,
  providers: PaymentProviders,
  input: {
    siteId: string;
    orderId: string;
    user: SessionUser;
    provider: PaymentProviderName;
    idempotencyKey?: string;
  },
): Promise<DraftOrderCompleted> {
  const { siteId, orderId } = input;
  await findOrderRow(db, siteId, orderId);
  const provider = await offeredProvider(db, config, siteId, providers, input.provider);
  const answer = await withIdempotency<DraftOrderCompleted | { paymentFailed: true; orderId: string }>(
    db,
    { siteId, key: input.idempotencyKey, scope: `complete:${orderId}`, body: { provider: input.provider } },
    async () => {
      const row = await findOrderRow(db, siteId, orderId);
      if (!row.draft || !row.draftInput) throw conflict(draftMessages.alreadyPlaced);
      const { customerId, ...draft } = row.draftInput;
      const order = placeOrderInputSchema.parse({ ...draft, customerId, provider: input.provider });
      const site = await getSite(db, siteId);
      const written = await writeOrder(db, siteId, order, {
        site,
        draftId: orderId,
        author: input.user,
        abandonAfterMinutes: input.provider === 'faktura' ? abandonedPaymentMinutes : paymentLinkMinutes,
      });
      const next = await startOrderPayment(db, config, {
        siteId,
        provider,
        providerName: input.provider,
        siteName: site.displayName,
        written,
        customer: order.invoiceInformation,
        confirmationUrl: new URL(`/ordre/${written.confirmationToken}`, config.publicUrl).href,
      });
      if (next === 'failed') return { status: 502, body: { paymentFailed: true as const, orderId } };
      const placed = await presentOrder(db, await findOrderRow(db, siteId, orderId));
      const paymentUrl = 'redirectUrl' in next ? next.redirectUrl : null;
      if (paymentUrl) await mailPaymentLink(db, siteId, placed, paymentUrl);
      return { status: 200, body: { order: placed, paymentUrl } };
    },
  );
  if ('paymentFailed' in answer.body) throw new AppError(502, 'serviceUnavailable', checkoutMessages.paymentFailed);
  return answer.body;
}
