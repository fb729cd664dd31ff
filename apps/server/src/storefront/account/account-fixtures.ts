/**
 * What the storefront account tests share: a test server with a published product in Demo Butikk,
 * browsers on the shop's host that keep their cookies, the outbox's links, a new account, a guest's
 * order and a customer's row. Not imported by the server.
 */
import type { OutboxMail, Product } from '@vev/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { startTestServer } from '../../../test/harness';
import { customers } from '../../modules/customers/schema';
import { orders } from '../../modules/orders/schema';

export const accountPassword = 'et-langt-passord-123';

export async function startAccountFixture() {
  const server = await startTestServer();
  const { db } = server.database;
  const shopId = await server.siteId('demobutikk');
  const admin = await server.signIn('admin@demo.vev.no');
  const shop = 'demobutikk.localhost:3000';
  const password = accountPassword;

  const api = async <T>(method: 'POST' | 'PATCH' | 'GET', path: string, payload?: object) => {
    const response = await server.inject({
      method,
      url: `/api/sites/${shopId}${path}`,
      headers: method === 'GET' ? { cookie: admin.cookie } : admin.headers,
      ...(payload ? { payload } : {}),
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json<T>();
  };

  async function publishedProduct(name: string): Promise<Product> {
    const created = await api<Product>('POST', '/products', { name });
    const price = {
      type: 'fixed',
      value: 25_000,
      compareAtValue: null,
      prefix: '',
      suffix: '',
      minPrice: null,
      maxPrice: null,
    };
    const edited = await api<Product>('PATCH', `/products/${created._id}`, {
      version: created.version,
      status: 'active',
      price,
    });
    await api('POST', `/products/${created._id}/publish`, { version: edited.version });
    return edited;
  }
  const product = await publishedProduct('Kontokopp');

  let clients = 0;

  /** A browser on a host, from an address of its own: keeps the cart and account cookies it is given. */
  function browser(host = shop) {
    clients += 1;
    const remoteAddress = `10.9.${Math.floor(clients / 250)}.${(clients % 250) + 1}`;
    const jar: Record<string, string> = {};
    const cookie = () =>
      Object.entries(jar)
        .map(([name, value]) => `${name}=${value}`)
        .join('; ');
    const remember = (response: LightMyRequestResponse) => {
      for (const set of response.cookies) {
        if (set.value === '' || (set.expires && set.expires.getTime() < Date.now())) delete jar[set.name];
        else jar[set.name] = set.value;
      }
      return response;
    };
    return {
      jar,
      view: async (url: string) =>
        remember(await server.inject({ method: 'GET', url, remoteAddress, headers: { host, cookie: cookie() } })),
      post: async (url: string, form: Record<string, string>, from: string | null = `http://${host}`) =>
        remember(
          await server.inject({
            method: 'POST',
            url,
            remoteAddress,
            headers: {
              host,
              'content-type': 'application/x-www-form-urlencoded',
              cookie: cookie(),
              ...(from ? { origin: from } : {}),
            },
            payload: new URLSearchParams(form).toString(),
          }),
        ),
    };
  }

  const mailsTo = async (email: string) =>
    (await server.readJson<OutboxMail[]>(admin, `/api/sites/${shopId}/mail-outbox`)).filter(
      (mail) => mail.to === email,
    );

  /** The path of the newest link to `/konto/{kind}/…` in the mails to this address. */
  async function linkIn(email: string, kind: string): Promise<string> {
    for (const mail of await mailsTo(email)) {
      const found = new RegExp(`http://demobutikk\\.localhost:3000(/konto/${kind}/[\\w-]{43})`).exec(mail.text ?? '');
      if (found?.[1]) return found[1];
    }
    throw new Error(`no ${kind} link to ${email}`);
  }

  /** Signs up, confirms with the mail's link and chooses the password: a signed-in browser. */
  async function newAccount(email: string, name = 'Kari Konto') {
    const visitor = browser();
    const asked = await visitor.post('/konto/registrer', { name, email });
    expect(asked.statusCode, asked.body).toBe(200);
    const link = await linkIn(email, 'bekreft');
    const chosen = await visitor.post(link, { password, passwordRepeat: password });
    expect(chosen.statusCode, chosen.body).toBe(303);
    return visitor;
  }

  async function guestOrder(email: string) {
    const guest = browser();
    await guest.post('/handlekurv', { product: product._id });
    const form = await guest.view('/kasse');
    const key = /name="idempotencyKey" value="([^"]+)"/.exec(form.body)?.[1] ?? '';
    const placed = await guest.post('/kasse', {
      idempotencyKey: key,
      name: 'Gjest Kjøper',
      email,
      phone: '',
      address: 'Storgata 1',
      postcode: '0155',
      city: 'Oslo',
      country: 'NO',
      shippingMethod: 'Hent i butikken',
      provider: 'faktura',
    });
    expect(placed.statusCode, placed.body).toBe(303);
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.siteId, shopId), eq(orders.customerEmail, email)))
      .orderBy(sql`${orders.createdAt} desc`)
      .limit(1);
    if (!order) throw new Error('no order');
    return order;
  }

  const customerRow = async (email: string) =>
    (
      await db
        .select()
        .from(customers)
        .where(and(eq(customers.siteId, shopId), eq(customers.email, email)))
    )[0];

  return { server, db, shopId, api, product, browser, mailsTo, linkIn, newAccount, guestOrder, customerRow };
}
