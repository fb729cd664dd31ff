/**
 * A customer's own account on the storefront (issue 17 item 4): marketing consent given and
 * withdrawn, a guest's orders taken over only once the address is confirmed, checkout when signed
 * in, and the details the customer keeps.
 */
import { orderStatusLabels } from '@vev/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { orders } from '../../modules/orders/schema';
import { accountPassword as password, startAccountFixture } from './account-fixtures';

const { server, db, shopId, api, product, browser, linkIn, newAccount, guestOrder, customerRow } =
  await startAccountFixture();
afterAll(() => server.close());

describe('marketing consent on the account', () => {
  const consentBox = (body: string) => /<input[^>]*id="vev-account-consent"[^>]*>/.exec(body)?.[0] ?? null;

  it('is asked where the site asks for it, and can always be withdrawn once given', async () => {
    const email = `samtykke-${Date.now()}@eksempel.no`;
    const visitor = await newAccount(email);
    const details = { name: 'Kari Samtykke', email, phone: '' };
    expect(consentBox((await visitor.view('/konto')).body), 'the site does not ask').toBeNull();

    await api('PATCH', '/site', { askForMarketingConsent: true });
    try {
      const asked = (await visitor.view('/konto')).body;
      expect(asked).toContain('Ja takk, send meg nyheter og tilbud på e-post.');
      expect(consentBox(asked)).not.toContain('checked');
      await visitor.post('/konto', { ...details, marketingConsentShown: 'true', marketingConsent: 'true' });
      const given = await customerRow(email);
      expect(given?.marketingConsent).toBe(true);
      expect(given?.marketingConsentAt).toBeInstanceOf(Date);
    } finally {
      await api('PATCH', '/site', { askForMarketingConsent: false });
    }

    const shown = (await visitor.view('/konto')).body;
    expect(consentBox(shown), 'given, it stays withdrawable').toContain('checked');
    await visitor.post('/konto', { ...details, phone: '12345678' });
    expect((await customerRow(email))?.marketingConsent, 'a form without the box leaves it').toBe(true);
    await visitor.post('/konto', { ...details, marketingConsentShown: 'true' });
    expect(await customerRow(email)).toMatchObject({ marketingConsent: false, marketingConsentAt: null });
    expect(consentBox((await visitor.view('/konto')).body), 'withdrawn where the site does not ask').toBeNull();
  });
});

describe("a guest's orders", () => {
  it('are taken over by the account only once its address is confirmed', async () => {
    const email = `gjest-${Date.now()}@eksempel.no`;
    const order = await guestOrder(email);
    const guestRow = await customerRow(email);
    expect(guestRow?.anonymous).toBe(true);
    const visitor = browser();
    await visitor.post('/konto/registrer', { name: 'Gjest Som Vil Ha Konto', email });
    // Before the link is opened: no account, no session, no orders shown.
    expect((await customerRow(email))?.passwordHash).toBeNull();
    expect((await visitor.view('/konto')).headers.location).toBe('/konto/logg-inn');
    const link = await linkIn(email, 'bekreft');
    await visitor.post(link, { password, passwordRepeat: password });
    const row = await customerRow(email);
    expect(row?.id).toBe(guestRow?.id);
    expect(row?.anonymous).toBe(false);
    // What the guest gave at checkout stays; the sign-up's name does not replace it.
    expect(row?.name).toBe('Gjest Kjøper');
    const account = await visitor.view('/konto');
    expect(account.body).toContain(`Ordre ${order.orderNumber}`);
    expect(account.body).toContain(`/ordre/${order.confirmationToken}`);
    expect(account.body).toContain(`<td>${orderStatusLabels[order.status]}</td>`);
  });

  it("a signed-in customer's checkout is theirs, whatever e-mail the form names", async () => {
    const email = `innlogget-${Date.now()}@eksempel.no`;
    const visitor = await newAccount(email);
    await visitor.post('/handlekurv', { product: product._id });
    const form = await visitor.view('/kasse');
    expect(form.body).toContain(`value="${email}"`);
    const key = /name="idempotencyKey" value="([^"]+)"/.exec(form.body)?.[1] ?? '';
    const placed = await visitor.post('/kasse', {
      idempotencyKey: key,
      name: 'Kari Konto',
      email: `annen-${email}`,
      phone: '',
      address: 'Storgata 1',
      postcode: '0155',
      city: 'Oslo',
      country: 'NO',
      shippingMethod: 'Hent i butikken',
      provider: 'faktura',
    });
    expect(placed.statusCode, placed.body).toBe(303);
    const row = await customerRow(email);
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.siteId, shopId), eq(orders.customerEmail, `annen-${email}`)));
    expect(order?.customerId).toBe(row?.id);
    expect(await customerRow(`annen-${email}`)).toBeUndefined();
    expect((await visitor.view('/konto')).body).toContain(`Ordre ${order?.orderNumber}`);
  });
});

describe("the account's details", () => {
  it('saves name and phone; a new e-mail is used once its link is opened', async () => {
    const email = `detaljer-${Date.now()}@eksempel.no`;
    const visitor = await newAccount(email);
    const saved = await visitor.post('/konto', { name: 'Kari Endret', email, phone: '99887766' });
    expect(saved.headers.location).toBe('/konto?melding=lagret');
    expect(await customerRow(email)).toMatchObject({ name: 'Kari Endret', phone: '99887766' });
    expect((await visitor.post('/konto', { name: '', email, phone: '' })).statusCode).toBe(400);
    const newEmail = `ny-${email}`;
    const moved = await visitor.post('/konto', { name: 'Kari Endret', email: newEmail, phone: '99887766' });
    expect(moved.headers.location).toBe('/konto?melding=ny-epost');
    expect((await customerRow(email))?.pendingEmail).toBe(newEmail);
    const link = await linkIn(newEmail, 'bekreft');
    expect((await visitor.view(link)).body).toContain('Bekreft e-postadressen');
    const confirmed = await visitor.post(link, {});
    expect(confirmed.headers.location).toBe('/konto?melding=epost-byttet');
    expect((await customerRow(newEmail))?.name).toBe('Kari Endret');
    expect((await visitor.view('/konto')).body).toContain(newEmail);
  });
});
