/**
 * Orders through the API: the list, one order and its revisions, status changes, notes, 'Aktiver'
 * and refunds, for each role and for another site's user (404). Placing one: orders-place.test.ts.
 */
import type { Order, OrderListResponse, OrderNote, Payment, Refund, Revision } from '@vev/shared';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../../test/harness';
import { mailOutbox } from '../../platform/mail/schema';
import {
  fakeCardProvider,
  type Method,
  orderFor,
  orderTestKit,
  providersWith,
  publishedProduct,
} from './order-fixtures';
import { refundPayment } from './refund';
import { paymentEvents } from './schema';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
await server.addUser('bare-hjemmeside-ordre@example.no', { hjemmeside: 'admin' });
const admin = await server.signIn('admin@demo.vev.no');
const contributor = await server.signIn('redaktor@demo.vev.no');
const reader = await server.signIn('leser@demo.vev.no');
const outsider = await server.signIn('bare-hjemmeside-ordre@example.no');
const { db } = server.database;
const card = fakeCardProvider();
const providers = providersWith(card);

const { call, ok, stockOf } = orderTestKit(server, shopId);

const lamp = await publishedProduct(server, contributor, shopId, {
  name: 'Sykkellykt Ordre',
  price: 49_900,
  stock: 20,
});

describe('GET orders and orders/{id}', () => {
  it('lists newest first, searches by number, name and e-mail, and pages with a cursor', async () => {
    await orderFor(server, shopId, providers, { productId: lamp._id });
    const first = await orderFor(server, shopId, providers, {
      productId: lamp._id,
      invoiceInformation: { name: 'Ola Søkbar', email: 'ola.sok@example.no', country: 'NO', postalCode: '0155' },
    });
    const list = await ok<OrderListResponse>(reader, 'GET', '/orders?limit=1');
    expect(list.items).toHaveLength(1);
    expect(list.nextCursor).not.toBeNull();
    const next = await ok<OrderListResponse>(reader, 'GET', `/orders?limit=1&cursor=${list.nextCursor}`);
    expect(next.items[0]?._id).not.toBe(list.items[0]?._id);
    // Offset paging (spec 3 §7 'skip and limit') after and before the first page: each its own statement.
    for (const query of ['limit=1&skip=1', 'limit=1', 'limit=1&skip=1']) {
      const page = await ok<OrderListResponse>(reader, 'GET', `/orders?${query}`);
      expect(page.items[0]?._id).toBe(query.includes('skip') ? next.items[0]?._id : list.items[0]?._id);
    }
    for (const text of ['søkbar', 'OLA.SOK@', String(first.order.orderNumber)]) {
      const found = await ok<OrderListResponse>(reader, 'GET', `/orders?text=${encodeURIComponent(text)}`);
      expect(found.items.map((item) => item._id)).toContain(first.order._id);
    }
    // Digits alone are an order number: that order only.
    const byNumber = await ok<OrderListResponse>(reader, 'GET', `/orders?text=${first.order.orderNumber}`);
    expect(byNumber.items.map((item) => item._id)).toEqual([first.order._id]);
    // A whole address finds its own orders in any case, not those of an address that contains it.
    const longer = await orderFor(server, shopId, providers, {
      productId: lamp._id,
      invoiceInformation: { name: 'Kola Søkbar', email: 'kola.sok@example.no', country: 'NO', postalCode: '0155' },
    });
    const exact = await ok<OrderListResponse>(
      reader,
      'GET',
      `/orders?text=${encodeURIComponent(' Ola.Sok@Example.no')}`,
    );
    expect(exact.items.map((item) => item._id)).toEqual([first.order._id]);
    const part = await ok<OrderListResponse>(reader, 'GET', '/orders?text=la.sok@');
    expect(part.items.map((item) => item._id)).toEqual([longer.order._id, first.order._id]);
    const byStatus = await ok<OrderListResponse>(reader, 'GET', '/orders?status=pending&paymentStatus=pending');
    expect(byStatus.items.every((item) => item.status === 'pending')).toBe(true);
    const bad = await call(reader, 'GET', '/orders?status=nope');
    expect(bad.statusCode).toBe(400);
    const got = await ok<Order>(reader, 'GET', `/orders/${first.order._id}`);
    expect(got.invoiceInformation.name).toBe('Ola Søkbar');
  });

  it("answers 404 to another site's user and for an unknown order", async () => {
    const placed = await orderFor(server, shopId, providers, { productId: lamp._id });
    for (const path of ['/orders', `/orders/${placed.order._id}`, `/orders/${placed.order._id}/revisions`]) {
      expect((await call(outsider, 'GET', path)).statusCode).toBe(404);
    }
    expect((await call(reader, 'GET', '/orders/finnesikke')).statusCode).toBe(404);
  });

  it("every order route answers another site's user 404 and changes nothing", async () => {
    const placed = await orderFor(server, shopId, providers, { productId: lamp._id });
    const order = placed.order._id;
    const payment = placed.order.payments[0]?._id;
    const [revision] = await ok<Revision[]>(reader, 'GET', `/orders/${order}/revisions`);
    const note = await ok<OrderNote>(contributor, 'POST', `/orders/${order}/notes`, { note: 'Intern', internal: true });
    const routes: [Method, string, object?][] = [
      ['GET', `/orders/${order}/revisions/${revision?._id}`],
      ['GET', `/orders/${order}?revision=${revision?._id}`],
      ['PATCH', `/orders/${order}`, { status: 'finished' }],
      ['POST', `/orders/${order}/notes`, { note: 'Hei', internal: false }],
      ['DELETE', `/orders/${order}/notes/${note._id}`],
      ['POST', `/orders/${order}/payments/${payment}/charge`],
      ['POST', `/orders/${order}/payments/${payment}/refunds`, { sum: 100, items: [] }],
    ];
    for (const [method, path, payload] of routes) {
      expect((await call(outsider, method, path, payload)).statusCode, `${method} ${path}`).toBe(404);
    }
    const after = await ok<Order>(reader, 'GET', `/orders/${order}`);
    expect(after).toMatchObject({
      version: placed.order.version + 1,
      status: 'confirmed',
      notes: [{ text: 'Intern' }],
    });
    expect(after.payments[0]?.chargeStatus).toBe('waiting');
  });
});

describe('PATCH orders/{id}', () => {
  it('changes the status with a revision; cancelling gives the stock back once; failed and a canceled order are refused', async () => {
    const before = await stockOf(lamp._id);
    const placed = await orderFor(server, shopId, providers, { productId: lamp._id, quantity: 3 });
    expect(await stockOf(lamp._id)).toBe((before ?? 0) - 3);
    expect((await call(reader, 'PATCH', `/orders/${placed.order._id}`, { status: 'processing' })).statusCode).toBe(403);
    const processing = await ok<Order>(contributor, 'PATCH', `/orders/${placed.order._id}`, { status: 'processing' });
    expect(processing.status).toBe('processing');
    const failed = await call(contributor, 'PATCH', `/orders/${placed.order._id}`, { status: 'failed' });
    expect(failed.statusCode).toBe(400);
    expect(failed.json().fields.status).toBe('Status «Feilet» kan ikke velges.');
    const canceled = await ok<Order>(admin, 'PATCH', `/orders/${placed.order._id}`, { status: 'canceled' });
    expect(canceled.status).toBe('canceled');
    expect(await stockOf(lamp._id)).toBe(before);
    const again = await call(admin, 'PATCH', `/orders/${placed.order._id}`, { status: 'confirmed' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('En kansellert ordre kan ikke endre status.');
    expect(await stockOf(lamp._id)).toBe(before);
    const revisions = await ok<Revision[]>(reader, 'GET', `/orders/${placed.order._id}/revisions`);
    const oldest = revisions.at(-1) as Revision;
    const old = await ok<Order>(reader, 'GET', `/orders/${placed.order._id}?revision=${oldest._id}`);
    expect(old).toMatchObject({ status: 'pending', revision: oldest._id });
    const detail = await ok<{ snapshot: Order }>(reader, 'GET', `/orders/${placed.order._id}/revisions/${oldest._id}`);
    expect(detail.snapshot._id).toBe(placed.order._id);
  });

  it('changes the invoice information, validated in Norwegian', async () => {
    const placed = await orderFor(server, shopId, providers, { productId: lamp._id });
    const bad = await call(contributor, 'PATCH', `/orders/${placed.order._id}`, {
      invoiceInformation: { name: 'Ny', email: 'ikke-epost' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields['invoiceInformation.email']).toBe('Ugyldig e-postadresse.');
    const changed = await ok<Order>(contributor, 'PATCH', `/orders/${placed.order._id}`, {
      invoiceInformation: { name: 'Nytt Navn', email: 'ny@example.no' },
    });
    expect(changed.invoiceInformation).toMatchObject({ name: 'Nytt Navn', email: 'ny@example.no' });
    expect((await call(outsider, 'PATCH', `/orders/${placed.order._id}`, { status: 'processing' })).statusCode).toBe(
      404,
    );
  });
});

describe('notes', () => {
  it('saves an internal note, e-mails an external one, deletes; text required; readers and outsiders refused', async () => {
    const placed = await orderFor(server, shopId, providers, {
      productId: lamp._id,
      invoiceInformation: { name: 'Nora Notat', email: 'nora@example.no', country: 'NO', postalCode: '0155' },
    });
    const path = `/orders/${placed.order._id}/notes`;
    const empty = await call(contributor, 'POST', path, { note: '  ', internal: true });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.note).toBe('Skriv et notat.');
    expect((await call(reader, 'POST', path, { note: 'Hei', internal: true })).statusCode).toBe(403);
    expect((await call(outsider, 'POST', path, { note: 'Hei', internal: true })).statusCode).toBe(404);
    const internal = await call(contributor, 'POST', path, { note: 'Ring kunden', internal: true });
    expect(internal.statusCode).toBe(201);
    expect(internal.json<OrderNote>()).toMatchObject({
      text: 'Ring kunden',
      internal: true,
      author: { name: 'Rolf Redaktør' },
    });
    const before = await db.select().from(mailOutbox).where(eq(mailOutbox.to, 'nora@example.no'));
    const external = await ok<OrderNote>(contributor, 'POST', path, { note: 'Pakken er sendt', internal: false });
    const after = await db.select().from(mailOutbox).where(eq(mailOutbox.to, 'nora@example.no'));
    expect(after.length).toBe(before.length + 1);
    expect(after.some((mail) => mail.text.includes('Pakken er sendt'))).toBe(true);
    expect((await call(reader, 'DELETE', `${path}/${external._id}`)).statusCode).toBe(403);
    expect((await call(contributor, 'DELETE', `${path}/${external._id}`)).statusCode).toBe(204);
    expect((await call(contributor, 'DELETE', `${path}/${external._id}`)).statusCode).toBe(404);
    const order = await ok<Order>(reader, 'GET', `/orders/${placed.order._id}`);
    expect(order.notes.map((note) => note.text)).toEqual(['Ring kunden']);
  });
});

describe('charge and refund', () => {
  it("'Aktiver' marks a Faktura payment paid; then it cannot be activated again; a reader may not", async () => {
    const placed = await orderFor(server, shopId, providers, { productId: lamp._id });
    const paymentId = placed.order.payments[0]?._id;
    const path = `/orders/${placed.order._id}/payments/${paymentId}/charge`;
    expect((await call(reader, 'POST', path)).statusCode).toBe(403);
    expect((await call(outsider, 'POST', path)).statusCode).toBe(404);
    const charged = await ok<Payment>(contributor, 'POST', path);
    expect(charged).toMatchObject({ chargeStatus: 'done', charged: true, chargedSum: placed.order.total });
    const order = await ok<Order>(reader, 'GET', `/orders/${placed.order._id}`);
    expect(order.paymentStatus).toBe('paid');
    expect(order.payments[0]?.events.map((event) => [event.kind, event.ok])).toEqual([
      ['create', true],
      ['capture', true],
    ]);
    const again = await call(contributor, 'POST', path);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Betalingen kan ikke aktiveres.');
  });

  it('refunds a line with restock, validates in Norwegian, and refuses a reader', async () => {
    const before = await stockOf(lamp._id);
    const placed = await orderFor(server, shopId, providers, { productId: lamp._id, quantity: 2 });
    const paymentId = placed.order.payments[0]?._id as string;
    const line = placed.order.orderLines[0];
    const refundPath = `/orders/${placed.order._id}/payments/${paymentId}/refunds`;
    // Not charged yet: nothing to refund.
    const early = await call(contributor, 'POST', refundPath, { sum: 100, note: '', items: [] });
    expect(early.statusCode).toBe(400);
    expect(early.json().fields.payment).toBe('Betalingen kan ikke refunderes.');
    await ok(contributor, 'POST', `/orders/${placed.order._id}/payments/${paymentId}/charge`);
    const tooMuch = await call(contributor, 'POST', refundPath, {
      sum: 49_900,
      items: [{ ref: line?._id, amount: 3, sum: 49_900, restock: true }],
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().fields['items.0.amount']).toBe('Antallet kan være maks 2.');
    const zero = await call(contributor, 'POST', refundPath, { sum: 0, items: [] });
    expect(zero.json().fields.sum).toBe('Beløpet må være minst 0,01 kr.');
    expect((await call(reader, 'POST', refundPath, { sum: 100, items: [] })).statusCode).toBe(403);
    const response = await call(contributor, 'POST', refundPath, {
      sum: 49_900,
      note: 'Angret',
      items: [{ ref: line?._id, amount: 1, sum: 49_900, restock: false }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const refund = response.json<Refund>();
    expect(refund).not.toHaveProperty('status');
    // One payment: restock is forced on.
    expect(refund).toMatchObject({
      total: 49_900,
      note: 'Angret',
      items: [expect.objectContaining({ amount: 1, restock: true })],
    });
    expect(await stockOf(lamp._id)).toBe((before ?? 0) - 1);
    const order = await ok<Order>(reader, 'GET', `/orders/${placed.order._id}`);
    expect(order.paymentStatus).toBe('partiallyRefunded');
    expect(order.payments[0]?.refundedSum).toBe(49_900);
  });

  it('a provider that refuses a refund: 200 with a status field, nothing changed but a payment event', async () => {
    const refusing = providersWith(fakeCardProvider({ failRefunds: true }));
    const placed = await orderFor(server, shopId, providers, { productId: lamp._id });
    const paymentId = placed.order.payments[0]?._id as string;
    await ok(contributor, 'POST', `/orders/${placed.order._id}/payments/${paymentId}/charge`);
    const user = { id: 'u', name: 'Test', email: 'test@example.no', profileImage: null };
    // The order was paid by Faktura; its refunds go to the provider that refuses (a fake of an external one).
    const refusingFaktura = new Map(refusing);
    refusingFaktura.set('faktura', refusing.get('testkort') as never);
    const answer = await refundPayment(db, server.config, refusingFaktura, {
      siteId: shopId,
      orderId: placed.order._id,
      paymentId,
      user,
      request: { sum: 1_000, note: '', items: [] },
    });
    expect(answer).toEqual({ status: 'failed', message: 'Kortet er sperret' });
    const order = await ok<Order>(reader, 'GET', `/orders/${placed.order._id}`);
    expect(order.refunds).toEqual([]);
    expect(order.payments[0]?.refundedSum).toBe(0);
    const events = await db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId));
    expect(events.filter((event) => event.kind === 'refund').map((event) => event.ok)).toEqual([false]);
  });

  it('the same Idempotency-Key twice makes one refund with the same answer; another body is 422', async () => {
    const placed = await orderFor(server, shopId, providers, { productId: lamp._id });
    const paymentId = placed.order.payments[0]?._id as string;
    await ok(contributor, 'POST', `/orders/${placed.order._id}/payments/${paymentId}/charge`);
    const path = `/orders/${placed.order._id}/payments/${paymentId}/refunds`;
    const headers = { 'idempotency-key': 'refusjon-1' };
    const first = await call(contributor, 'POST', path, { sum: 1_000, note: 'a', items: [] }, headers);
    const second = await call(contributor, 'POST', path, { note: 'a', items: [], sum: 1_000 }, headers);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const other = await call(contributor, 'POST', path, { sum: 2_000, note: 'a', items: [] }, headers);
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe('Idempotency-Key er brukt med en annen forespørsel.');
    const order = await ok<Order>(reader, 'GET', `/orders/${placed.order._id}`);
    expect(order.refunds).toHaveLength(1);
  });

  it('two refunds at once that together exceed the remainder: one succeeds, one is refused', async () => {
    const placed = await orderFor(server, shopId, providers, { productId: lamp._id });
    const paymentId = placed.order.payments[0]?._id as string;
    await ok(contributor, 'POST', `/orders/${placed.order._id}/payments/${paymentId}/charge`);
    const path = `/orders/${placed.order._id}/payments/${paymentId}/refunds`;
    const sum = Math.ceil(placed.order.total * 0.6);
    const answers = await Promise.all([
      call(contributor, 'POST', path, { sum, items: [] }),
      call(admin, 'POST', path, { sum, items: [] }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const order = await ok<Order>(reader, 'GET', `/orders/${placed.order._id}`);
    expect(order.payments[0]?.refundedSum).toBe(sum);
  });
});
