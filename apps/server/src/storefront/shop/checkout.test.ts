/** The storefront checkout at /kasse and the confirmation at /ordre/{token}. */
import type { Order, Product } from '@vev/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../../test/harness';
import { storefrontVisitor } from '../../../test/storefront-visitor';
import { discountCodes } from '../../modules/discounts/schema';
import { checkoutMessages } from '../../modules/orders/place-order';
import { orders } from '../../modules/orders/schema';
import { testcardPayments } from '../../modules/payments/testkort-schema';
import { products } from '../../modules/products/schema';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
const admin = await server.signIn('admin@demo.vev.no');
const shop = 'demobutikk.localhost:3000';
const origin = `http://${shop}`;
const money = (text: string) => text.replace(/ /g, '\u00a0');

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

async function publishedProduct(name: string, fields: object): Promise<Product> {
  const created = await api<Product>('POST', '/products', { name });
  const edited = await api<Product>('PATCH', `/products/${created._id}`, {
    version: created.version,
    status: 'active',
    ...fields,
  });
  await api('POST', `/products/${created._id}/publish`, { version: edited.version });
  return api<Product>('GET', `/products/${created._id}`);
}

const saddle = await publishedProduct('Sykkelsete Myk', {
  price: { type: 'fixed', value: 60_000, compareAtValue: null, prefix: '', suffix: '', minPrice: null, maxPrice: null },
  manageStock: true,
  backorders: 'no',
  stockCount: 10,
  customizeOptions: [{ label: 'Brodering', key: 'brodering', price: 10_000 }],
});

const visitor = () => storefrontVisitor(server, shop);

const keyIn = (html: string) => /name="idempotencyKey" value="([^"]+)"/.exec(html)?.[1] ?? '';

const details = {
  name: 'Kari Nordmann',
  email: 'kari@eksempel.no',
  phone: '',
  address: 'Storgata 1',
  postcode: '0155',
  city: 'Oslo',
  country: 'NO',
  shippingMethod: 'Hjemlevering',
  provider: 'faktura',
};

describe('the checkout', () => {
  it('sends a visitor without a cart back to the cart', async () => {
    const page = await visitor().view('/kasse');
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe('/handlekurv');
  });

  it("shows the form, the zone's shipping methods, the payment methods and the summary with MVA", async () => {
    const buyer = visitor();
    await buyer.post('/handlekurv', { product: saddle._id, amount: '2', 'custom[brodering]': 'KN' });
    const page = await buyer.view('/kasse');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    const html = page.body;
    for (const label of ['Navn', 'E-post', 'Telefon (valgfritt)', 'Adresse', 'Postnummer', 'Poststed', 'Land']) {
      expect(html).toContain(`>${label}</label>`);
    }
    expect(html).toContain('<option value="NO" selected="">Norge</option>');
    expect(html).toContain(`Hjemlevering: ${money('149,00 kr')}`);
    expect(html).toContain('Hent i butikken: Gratis');
    expect(html).toContain('Faktura');
    expect(html).not.toContain('Ja takk, send meg nyheter');
    expect(keyIn(html)).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(html).toContain('Brodering: KN');
    // (600 + 100) × 2 + 149 shipping, MVA 25 % of it.
    expect(html).toContain(money('1 400,00 kr'));
    expect(html).toContain(money('1 549,00 kr'));
    expect(html).toContain(money('309,80 kr'));
  });

  it('refuses a form with errors, per field in Norwegian, keeping what was typed', async () => {
    const buyer = visitor();
    await buyer.post('/handlekurv', { product: saddle._id });
    await api('PATCH', '/site', { phoneIsRequiredInCheckout: true, askForMarketingConsent: true });
    try {
      const form = keyIn((await buyer.view('/kasse')).body);
      const refused = await buyer.post('/kasse', {
        ...details,
        name: 'Kari Nordmann',
        email: 'kari.eksempel.no',
        postcode: '15',
        marketingConsent: 'true',
        idempotencyKey: form,
      });
      expect(refused.statusCode).toBe(400);
      const html = refused.body;
      expect(html).toContain('Noen felter må rettes før du kan bestille.');
      expect(html).toContain('Skriv en gyldig e-postadresse, for eksempel ola@eksempel.no.');
      expect(html).toContain('Skriv telefonnummeret ditt.');
      expect(html).toContain('Et norsk postnummer har fire sifre.');
      expect(html).toContain('value="Kari Nordmann"');
      expect(html).toContain('value="kari.eksempel.no"');
      expect(html).toContain('Ja takk, send meg nyheter og tilbud på e-post.');
      expect(html).toMatch(/name="marketingConsent" checked=""/);
      expect(keyIn(html)).toBe(form);
    } finally {
      await api('PATCH', '/site', { phoneIsRequiredInCheckout: false, askForMarketingConsent: false });
    }
  });

  it("answers the script's refresh with the address's shipping and summary, keeping every typed value", async () => {
    const buyer = visitor();
    await buyer.post('/handlekurv', { product: saddle._id });
    const idempotencyKey = keyIn((await buyer.view('/kasse')).body);
    const before = await server.database.db.select({ id: orders.id }).from(orders).where(eq(orders.siteId, shopId));
    const shippingOf = (html: string) =>
      /<fieldset class="vev-checkout-shipping">([\s\S]*?)<\/fieldset>/.exec(html)?.[1] ?? '';
    const abroad = await buyer.post('/kasse', { ...details, country: 'SE', action: 'refresh', idempotencyKey });
    expect(abroad.statusCode).toBe(200);
    expect(shippingOf(abroad.body)).toContain('Vi sender ikke til denne adressen.');
    const home = await buyer.post('/kasse', {
      ...details,
      postcode: '5013',
      city: 'Bergen',
      shippingMethod: 'Hent i butikken',
      action: 'refresh',
      idempotencyKey,
    });
    expect(home.statusCode).toBe(200);
    const shipping = shippingOf(home.body);
    expect(shipping).toContain(`Hjemlevering: ${money('149,00 kr')}`);
    expect(shipping).toContain('checked="" value="Hent i butikken"');
    // The summary the script puts in prices the chosen method (600 kr and free pickup).
    const side = /<aside class="vev-cart-side">([\s\S]*?)<\/aside>/.exec(home.body)?.[1] ?? '';
    expect(side).toContain('Bekreft bestilling');
    expect(side).toContain(money('600,00 kr'));
    expect(side).not.toContain(money('749,00 kr'));
    for (const value of ['Kari Nordmann', 'Storgata 1', '5013', 'Bergen'])
      expect(home.body).toContain(`value="${value}"`);
    expect(keyIn(home.body)).toBe(idempotencyKey);
    const after = await server.database.db.select({ id: orders.id }).from(orders).where(eq(orders.siteId, shopId));
    expect(after.length).toBe(before.length);
    // The script asks for the form again and replaces only those two parts, never the typed fields.
    const script = await buyer.view('/_vev/cart.js');
    expect(script.body).toContain("body.set('action', 'refresh')");
    expect(script.body).toContain("['.vev-checkout-shipping', '.vev-cart-side']");
    expect(script.body).not.toContain("addEventListener('change', function () { refresh.click(); })");
  });

  it('refuses a post from another origin', async () => {
    const buyer = visitor();
    await buyer.post('/handlekurv', { product: saddle._id });
    const refused = await buyer.post('/kasse', details, { origin: 'https://angriper.example' });
    expect(refused.statusCode).toBe(403);
  });

  it('places one order for a double click, shows its confirmation by token and empties the cart', async () => {
    const buyer = visitor();
    await buyer.post('/handlekurv', { product: saddle._id, amount: '1', 'custom[brodering]': 'OL' });
    const idempotencyKey = keyIn((await buyer.view('/kasse')).body);
    const before = await server.database.db.select({ id: orders.id }).from(orders).where(eq(orders.siteId, shopId));
    const first = await buyer.post('/kasse', { ...details, idempotencyKey });
    expect(first.statusCode, first.body).toBe(303);
    const location = first.headers.location as string;
    expect(location).toMatch(/^http:\/\/demobutikk\.localhost:3000\/ordre\/[A-Za-z0-9_-]{20,}$/);
    const second = await buyer.post('/kasse', { ...details, idempotencyKey });
    expect(second.headers.location).toBe(location);
    const after = await server.database.db.select({ id: orders.id }).from(orders).where(eq(orders.siteId, shopId));
    expect(after.length).toBe(before.length + 1);

    const confirmation = await buyer.view(new URL(location).pathname);
    expect(confirmation.statusCode).toBe(200);
    expect(confirmation.headers['cache-control']).toBe('private, no-store');
    const html = confirmation.body;
    expect(html).toContain('Takk for bestillingen!');
    expect(html).toMatch(/Ordrenummer <strong>\d+<\/strong>/);
    expect(html).toContain('Sykkelsete Myk × 1');
    expect(html).toContain('Brodering: OL');
    expect(html).toContain('Frakt: Hjemlevering');
    expect(html).toContain('Faktura');
    expect(html).toContain(money('849,00 kr'));
    expect(html).toContain('Herav MVA 25 %');
    expect((await buyer.view('/handlekurv')).body).toContain('Handlekurven er tom');
    // A made-up token shows nothing.
    expect((await buyer.view('/ordre/AAAAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
  });

  it("sends a card payment to the provider's page on another origin by a page that moves on; the cart stays", async () => {
    const buyer = visitor();
    await buyer.post('/handlekurv', { product: saddle._id });
    const idempotencyKey = keyIn((await buyer.view('/kasse')).body);
    const placed = await buyer.post('/kasse', { ...details, provider: 'testkort', idempotencyKey });
    // Not a 303: the shop's `form-action 'self'` would stop the browser following it to the platform host.
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.headers['cache-control']).toBe('private, no-store');
    expect(placed.headers['content-security-policy']).toContain("form-action 'self'");
    const next = /<meta http-equiv="refresh" content="0;url=([^"]+)">/.exec(placed.body)?.[1] ?? '';
    expect(next).toMatch(/^http:\/\/localhost:3000\/betaling\/testkort\/tk_[A-Za-z0-9_-]+$/);
    expect(placed.body).toContain(`<a href="${next}">Gå videre til betaling</a>`);
    expect(placed.body).toContain('<html lang="nb">');
    // A double click answers the same way on to the same payment.
    const again = await buyer.post('/kasse', { ...details, provider: 'testkort', idempotencyKey });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain(`content="0;url=${next}"`);
    expect((await buyer.view('/handlekurv')).body).toContain('Sykkelsete Myk');
  });

  it('shows a card order confirmed when the buyer is back before the webhook, asking the provider', async () => {
    const buyer = visitor();
    await buyer.post('/handlekurv', { product: saddle._id });
    const idempotencyKey = keyIn((await buyer.view('/kasse')).body);
    const placed = await buyer.post('/kasse', { ...details, provider: 'testkort', idempotencyKey });
    const payAt = new URL(/content="0;url=([^"]+)"/.exec(placed.body)?.[1] ?? '');
    const [hosted] = await server.database.db
      .select({ returnUrl: testcardPayments.returnUrl })
      .from(testcardPayments)
      .where(and(eq(testcardPayments.siteId, shopId), eq(testcardPayments.id, payAt.pathname.split('/').pop() ?? '')));
    const confirmation = new URL(hosted?.returnUrl ?? '').pathname;
    expect(confirmation).toMatch(/^\/ordre\/[A-Za-z0-9_-]{20,}$/);
    // Not paid yet: the provider has nothing to report.
    expect((await buyer.view(confirmation)).body).toContain('Testkort – Betaling venter');

    const paid = await server.inject({
      method: 'POST',
      url: payAt.pathname,
      headers: { host: payAt.host, origin: payAt.origin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        action: 'pay',
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/39',
        cvc: '123',
      }).toString(),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    // The webhook is still queued (no worker here); the confirmation asks Testkort itself.
    const back = await buyer.view(confirmation);
    expect(back.statusCode).toBe(200);
    expect(back.body).toContain('<dd>Bekreftet</dd>');
    expect(back.body).toContain('Testkort – Reservert');
    expect((await buyer.view('/handlekurv')).body).toContain('Handlekurven er tom');
  });

  it("prices the order with the cart's code: its lines and total, the confirmation, the code's use", async () => {
    await api('POST', '/discounts', {
      name: 'Setekode',
      __type: 'code',
      active: true,
      startDate: '2026-01-01T00:00:00.000Z',
      offerValue: 25,
      appliesTo: 'products',
      appliesToValues: [saddle._id],
      codes: [{ code: 'SETE25', maxUses: 1 }],
    });
    const buyer = visitor();
    await buyer.post('/handlekurv', { product: saddle._id, amount: '1', 'custom[brodering]': 'AB' });
    const late = visitor();
    await late.post('/handlekurv', { product: saddle._id, amount: '1', 'custom[brodering]': 'CD' });
    for (const who of [buyer, late]) {
      expect((await who.post('/handlekurv', { action: 'discount', code: 'sete25' })).statusCode).toBe(303);
    }
    const form = (await buyer.view('/kasse')).body;
    // (600 + 100) kr less 25 %, and 149 kr shipping.
    expect(form).toContain(`Du sparer ${money('175,00 kr')}`);
    expect(form).toContain(`<dt>Setekode</dt><dd>− ${money('175,00 kr')}</dd>`);
    expect(form).toContain(money('674,00 kr'));
    const placed = await buyer.post('/kasse', { ...details, idempotencyKey: keyIn(form) });
    expect(placed.statusCode, placed.body).toBe(303);
    const location = new URL(placed.headers.location as string);
    const [row] = await server.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.siteId, shopId), eq(orders.confirmationToken, location.pathname.split('/').pop() ?? '')));
    expect(row?.total).toBe(67_400);
    expect(row?.lines[0]).toMatchObject({ discount: 17_500, discounts: { Setekode: 17_500 }, total: 52_500 });
    expect((await buyer.view(location.pathname)).body).toContain(`Setekode: − ${money('175,00 kr')}`);
    const [code] = await server.database.db
      .select({ used: discountCodes.used })
      .from(discountCodes)
      .where(and(eq(discountCodes.siteId, shopId), eq(discountCodes.code, 'SETE25')));
    expect(code?.used).toBe(1);
    // The other cart held the code before it was used up: its order is refused, and says why.
    const lateForm = (await late.view('/kasse')).body;
    expect(lateForm).toContain('Rabattkoden SETE25 gjelder ikke lenger. Fjern den i handlekurven før du bestiller.');
    const refused = await late.post('/kasse', { ...details, idempotencyKey: keyIn(lateForm) });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain('Rabattkoden er brukt opp.');

    // The order keeps its code; cancelled, it gives the code's use back (once), and the other cart may use it.
    const order = await api<Order>('GET', `/orders/${row?.id}`);
    expect(order.discountCode).toBe('SETE25');
    await api('PATCH', `/orders/${row?.id}`, { status: 'canceled' });
    await api('PATCH', `/orders/${row?.id}`, { status: 'canceled' });
    const [returned] = await server.database.db
      .select({ used: discountCodes.used })
      .from(discountCodes)
      .where(and(eq(discountCodes.siteId, shopId), eq(discountCodes.code, 'SETE25')));
    expect(returned?.used).toBe(0);
    const retried = await late.post('/kasse', { ...details, idempotencyKey: keyIn((await late.view('/kasse')).body) });
    expect(retried.statusCode, retried.body).toBe(303);
  });

  it('refuses an order the stock no longer allows', async () => {
    const buyer = visitor();
    await buyer.post('/handlekurv', { product: saddle._id, amount: '3' });
    const current = await api<Product>('GET', `/products/${saddle._id}`);
    await api('PATCH', `/products/${saddle._id}`, { version: current.version, stockCount: 1 });
    const idempotencyKey = keyIn((await buyer.view('/kasse')).body);
    const refused = await buyer.post('/kasse', { ...details, idempotencyKey });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain('Det er bare 1 igjen på lager.');
  });
});

describe('a platform that stopped offering the test card', async () => {
  const bare = await startTestServer({ env: { PAYMENT_PROVIDERS: 'faktura' } });
  afterAll(() => bare.close());
  const bareShop = await bare.siteId('demobutikk');
  const [bell] = await bare.database.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.siteId, bareShop), eq(products.sku, 'DB-RK-KLANG')));

  it('shows and takes only Faktura at checkout, though the site still has Testkort on', async () => {
    let cookie = '';
    const post = async (url: string, form: Record<string, string>) => {
      const response = await bare.inject({
        method: 'POST',
        url,
        headers: { host: shop, origin, cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(form).toString(),
      });
      const set = response.cookies.find((entry) => entry.name === 'vev_cart');
      if (set) cookie = `vev_cart=${set.value}`;
      return response;
    };
    await post('/handlekurv', { product: bell?.id ?? '' });
    const form = await bare.inject({ method: 'GET', url: '/kasse', headers: { host: shop, cookie } });
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('value="faktura"');
    expect(form.body).not.toContain('value="testkort"');
    const refused = await post('/kasse', { ...details, provider: 'testkort', idempotencyKey: keyIn(form.body) });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(checkoutMessages.provider);
    expect(refused.headers.location).toBeUndefined();
    expect(refused.body).not.toContain('betaling/testkort');
  });
});
