/**
 * Customers (spec 3 'Customer'): staff create one with an invitation in the outbox, the list and its
 * search, validation in Norwegian, one e-mail per site regardless of case, who may do what, another
 * site's ids 404, checkout making or reusing the customer (also two checkouts at once), and deletion
 * that anonymises the orders instead of deleting them.
 */
import type { Customer, CustomerExport, Order, OrderListResponse, OutboxMail } from '@vev/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { type SignedIn, startTestServer } from '../../../test/harness';
import { buyer, fakeCardProvider, orderFor, providersWith, publishedProduct } from '../orders/order-fixtures';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
await server.addUser('admin-hjemmeside-kunder@example.no', { hjemmeside: 'admin' });
const admin = await server.signIn('admin@demo.vev.no');
const contributor = await server.signIn('redaktor@demo.vev.no');
const reader = await server.signIn('leser@demo.vev.no');
const outsider = await server.signIn('admin-hjemmeside-kunder@example.no');
const api = `/api/sites/${shopId}`;
const providers = providersWith(fakeCardProvider());
const product = await publishedProduct(server, admin, shopId, { name: 'Kundekopp', price: 25_000, stock: null });

const send = (method: 'POST' | 'PATCH' | 'DELETE', path: string, body?: object, who: SignedIn = contributor) =>
  server.inject({ method, url: `${api}${path}`, headers: who.headers, ...(body ? { payload: body } : {}) });
const read = (path: string, who: SignedIn = reader) =>
  server.inject({ method: 'GET', url: `${api}${path}`, headers: { cookie: who.cookie } });

const create = async (body: object) => {
  const response = await send('POST', '/customers', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Customer;
};
const list = async (query: string) => (await read(`/customers?${query}`)).json() as Customer[];

describe('customers', () => {
  it('staff create one with an invitation: the mail with its link is in the outbox', async () => {
    const customer = await create({ name: 'Ola Invitert', email: 'Ola.Invitert@Example.no', sendInvite: true });
    expect(customer).toMatchObject({
      name: 'Ola Invitert',
      email: 'ola.invitert@example.no',
      phone: '',
      anonymous: false,
      orders: 0,
      ordersSum: 0,
      lastActive: null,
      marketingConsent: false,
    });
    expect(customer.invitedAt).not.toBeNull();
    expect((await read(`/customers/${customer._id}`)).json()).toEqual(customer);
    const mails = await server.readJson<OutboxMail[]>(admin, `${api}/mail-outbox`);
    const mail = mails.find((entry) => entry.to === 'ola.invitert@example.no');
    expect(mail?.subject).toBe('Du er invitert til å lage en konto hos Demo Butikk');
    expect(mail?.text).toMatch(/http:\/\/demobutikk\.localhost:3000\/konto\/invitasjon\/[\w-]{43}/);
    const plain = await create({ name: 'Uten Invitasjon', email: 'uten@example.no' });
    expect(plain.invitedAt).toBeNull();
  });

  it('the list is newest first; the search finds the start of a name or an e-mail; anonymous=false', async () => {
    const first = await create({ name: 'Søkbar Person', email: 'finn-meg@example.no' });
    expect((await list('name=søkb')).map((entry) => entry._id)).toEqual([first._id]);
    expect((await list('name=FINN-MEG')).map((entry) => entry._id)).toEqual([first._id]);
    expect(await list('name=person')).toEqual([]);
    const page = await list('limit=2');
    expect(page).toHaveLength(2);
    expect(page[0]?._id).toBe(first._id);
    expect((await list('anonymous=false&limit=100')).every((entry) => !entry.anonymous)).toBe(true);
    expect((await read('/customers?limit=1000')).statusCode).toBe(400);
  });

  it('refuses what spec 3 §5 refuses, in Norwegian; e-mail is unique regardless of case', async () => {
    const empty = await send('POST', '/customers', { name: ' ', email: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toMatchObject({ name: 'Feltet må fylles ut.', email: 'Feltet må fylles ut.' });
    expect((await send('POST', '/customers', { name: 'X', email: 'ikke-epost' })).json().fields).toEqual({
      email: 'Ugyldig e-postadresse.',
    });
    expect((await send('POST', '/customers', { name: 'X', email: 'x@example.no', orders: 5 })).statusCode).toBe(400);
    await create({ name: 'Unik', email: 'unik@example.no' });
    const twice = await send('POST', '/customers', { name: 'Unik igjen', email: 'UNIK@example.no' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      message: 'Det finnes allerede en kunde med denne e-postadressen.',
      fields: { email: 'Det finnes allerede en kunde med denne e-postadressen.' },
    });
    const other = await create({ name: 'Annen', email: 'annen@example.no' });
    const moved = await send('PATCH', `/customers/${other._id}`, { email: 'Unik@Example.no' });
    expect(moved.statusCode).toBe(409);
    const edited = await send('PATCH', `/customers/${other._id}`, { phone: '900 00 000', city: 'Bergen' });
    expect(edited.json()).toMatchObject({ phone: '900 00 000', city: 'Bergen', email: 'annen@example.no' });
    expect((await send('PATCH', `/customers/${other._id}`, { sendInvite: true })).statusCode).toBe(400);
  });

  it('is in the activity log with its name', async () => {
    const customer = await create({ name: 'Loggført Kunde', email: 'logg@example.no' });
    const log = (await read('/activity?limit=5', admin)).json() as {
      kind: string;
      target: { label: string; editPath: string } | null;
    }[];
    expect(log.find((entry) => entry.kind === 'customer.created')?.target).toMatchObject({
      label: 'Loggført Kunde',
      editPath: `/butikk/kunder/${customer._id}`,
    });
  });
});

describe('checkout', () => {
  it('a guest checkout makes an anonymous customer by e-mail and counts the order; a second reuses it', async () => {
    const email = 'Gjest@Example.no';
    const first = await orderFor(server, shopId, providers, {
      productId: product._id,
      invoiceInformation: { ...buyer, name: 'Gjest Kjøper', email },
      marketingConsent: true,
    });
    const customerId = first.order.customer?._id as string;
    expect(customerId).toBeTruthy();
    const second = await orderFor(server, shopId, providers, {
      productId: product._id,
      quantity: 2,
      invoiceInformation: { ...buyer, name: 'Gjest Kjøper', email: email.toLowerCase() },
    });
    const customer = (await read(`/customers/${customerId}`)).json() as Customer;
    expect(customer).toMatchObject({
      email: 'gjest@example.no',
      anonymous: true,
      orders: 2,
      ordersSum: first.order.total + second.order.total,
      marketingConsent: true,
      address: buyer.address,
      zip: buyer.postalCode,
      city: buyer.city,
    });
    expect(customer.lastActive).not.toBeNull();
    expect(customer.marketingConsentAt).not.toBeNull();
    const orders = (await read(`/orders?customer=${customerId}`)).json() as OrderListResponse;
    expect(orders.items).toHaveLength(2);
  });

  it('two checkouts with one e-mail at the same moment: one customer with two orders', async () => {
    const invoiceInformation = { ...buyer, name: 'Samtidig', email: 'samtidig@example.no' };
    const placed = await Promise.all(
      [1, 2].map(() => orderFor(server, shopId, providers, { productId: product._id, invoiceInformation })),
    );
    const ids = new Set(placed.map((entry) => entry.order.customer?._id));
    expect(ids.size).toBe(1);
    const found = await list('name=samtidig');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ orders: 2, ordersSum: placed.reduce((sum, entry) => sum + entry.order.total, 0) });
  });

  it('a staff-made customer keeps what staff entered and stays not anonymous', async () => {
    const made = await create({ name: 'Fast Kunde', email: 'fast@example.no', phone: '111' });
    const placed = await orderFor(server, shopId, providers, {
      productId: product._id,
      invoiceInformation: { ...buyer, name: 'Annet Navn', email: 'FAST@example.no', phone: '222' },
    });
    expect(placed.order.customer?._id).toBe(made._id);
    expect((await read(`/customers/${made._id}`)).json()).toMatchObject({
      name: 'Fast Kunde',
      phone: '111',
      anonymous: false,
      orders: 1,
    });
  });
});

describe('draft orders', () => {
  it('a draft for a chosen customer, completed by staff, is counted on that customer', async () => {
    const made = await create({ name: 'Telefonkunde', email: 'telefon@example.no' });
    const draft = await send('POST', '/orders', {
      lines: [{ productId: product._id, variantId: null, quantity: 1, customizations: [] }],
      invoiceInformation: { ...buyer, name: 'Telefonkunde', email: 'annen-adresse@example.no' },
      customerId: made._id,
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const done = await send('POST', `/orders/${draft.json()._id}/complete`, { provider: 'faktura' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().order.customer?._id).toBe(made._id);
    expect((await read(`/customers/${made._id}`)).json()).toMatchObject({
      orders: 1,
      ordersSum: done.json().order.total,
    });
    expect(await list('name=annen-adresse')).toEqual([]);
  });
});

describe('GDPR', () => {
  it('export is for admins: the customer and their orders as JSON', async () => {
    const invoiceInformation = { ...buyer, name: 'Eksport Person', email: 'eksport@example.no' };
    const placed = await orderFor(server, shopId, providers, { productId: product._id, invoiceInformation });
    const id = placed.order.customer?._id as string;
    expect((await read(`/customers/${id}/export`, contributor)).statusCode).toBe(403);
    const response = await read(`/customers/${id}/export`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('attachment');
    const exported = response.json() as CustomerExport;
    expect(exported.customer.email).toBe('eksport@example.no');
    expect(exported.orders.map((order) => order._id)).toEqual([placed.order._id]);
  });

  it('deletion is for admins and anonymises: the orders keep their rows without name, e-mail, address, phone', async () => {
    const invoiceInformation = { ...buyer, name: 'Slett Meg', email: 'slett@example.no', phone: '999' };
    const placed = await orderFor(server, shopId, providers, { productId: product._id, invoiceInformation });
    const id = placed.order.customer?._id as string;
    expect((await send('DELETE', `/customers/${id}`)).statusCode).toBe(403);
    expect((await send('DELETE', `/customers/${id}`, undefined, admin)).statusCode).toBe(204);
    expect((await read(`/customers/${id}`)).statusCode).toBe(404);
    expect((await read(`/customers/${id}`)).json().message).toBe('Finner ikke kunden. Den kan være slettet.');
    const order = (await read(`/orders/${placed.order._id}`)).json() as Order;
    expect(order.total).toBe(placed.order.total);
    expect(order.customer).toEqual({ _id: id, name: null });
    expect(order.invoiceInformation).toMatchObject({ name: '', email: '', address: '', phone: '', city: buyer.city });
    const revisions = (await read(`/orders/${placed.order._id}/revisions`)).json() as { _id: string }[];
    const snapshot = (await read(`/orders/${placed.order._id}?revision=${revisions.at(-1)?._id}`)).json() as Order;
    expect(snapshot.invoiceInformation).toMatchObject({ name: '', email: '' });
    expect((await read('/orders?text=slett')).json().items).toEqual([]);
    // The e-mail may come back as a new customer.
    await create({ name: 'Ny Slett', email: 'slett@example.no' });
  });
});

describe('who may', () => {
  it('readers read but do not write; another site’s admin gets 404', async () => {
    const customer = await create({ name: 'Bare Butikken', email: 'bare@example.no' });
    expect((await send('POST', '/customers', { name: 'X', email: 'x2@example.no' }, reader)).statusCode).toBe(403);
    expect((await send('PATCH', `/customers/${customer._id}`, { name: 'Y' }, reader)).statusCode).toBe(403);
    expect((await read('/customers', outsider)).statusCode).toBe(404);
    const homeId = await server.siteId('hjemmeside');
    for (const path of [`/customers/${customer._id}`, `/customers/${customer._id}/export`]) {
      const other = await server.inject({
        method: 'GET',
        url: `/api/sites/${homeId}${path}`,
        headers: { cookie: outsider.cookie },
      });
      expect(other.statusCode).toBe(404);
    }
  });
});
