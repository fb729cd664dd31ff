/**
 * The storefront's customer accounts (`/konto/…`, issue 17 item 4): sign-up by a confirmed e-mail
 * where customerCreation is public, sign-in throttled per address, the reset link (once, one hour),
 * the invitation, sessions kept to the site's host, and a guest's orders taken over only once the
 * address is confirmed.
 */
import { type OutboxMail, orderStatusLabels, type Product } from '@vev/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../../test/harness';
import { customers } from '../../modules/customers/schema';
import { orders } from '../../modules/orders/schema';
import { sites } from '../../platform/accounts/schema';
import { accountMessages } from './account-resolver';

const server = await startTestServer();
afterAll(() => server.close());
const { db } = server.database;

const shopId = await server.siteId('demobutikk');
const admin = await server.signIn('admin@demo.vev.no');
const shop = 'demobutikk.localhost:3000';
const password = 'et-langt-passord-123';

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
  (await server.readJson<OutboxMail[]>(admin, `/api/sites/${shopId}/mail-outbox`)).filter((mail) => mail.to === email);

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

describe('sign-up where customerCreation is public', () => {
  it('sends a confirmation link; the link lets the visitor choose a password and signs them in', async () => {
    const email = `ny-${Date.now()}@eksempel.no`;
    const visitor = browser();
    const form = await visitor.view('/konto/registrer');
    expect(form.statusCode).toBe(200);
    expect(form.headers['cache-control']).toBe('private, no-store');
    expect(form.body).toContain('>Navn</label>');
    const asked = await visitor.post('/konto/registrer', { name: 'Nora Ny', email });
    expect(asked.body).toContain('Sjekk e-posten din');
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('Bekreft e-postadressen din hos Demo Butikk');
    // Not an account yet: the row has no password, and no password signs in.
    expect((await customerRow(email))?.passwordHash).toBeNull();
    const link = await linkIn(email, 'bekreft');
    const page = await visitor.view(link);
    expect(page.statusCode).toBe(200);
    expect(page.headers['referrer-policy']).toBe('same-origin');
    expect(page.body).toContain('Gjenta passordet');
    const short = await visitor.post(link, { password: 'kort', passwordRepeat: 'kort' });
    expect(short.statusCode).toBe(400);
    const chosen = await visitor.post(link, { password, passwordRepeat: password });
    expect(chosen.statusCode).toBe(303);
    expect(chosen.headers.location).toBe('/konto?melding=passord');
    const set = chosen.cookies.find((entry) => entry.name === 'vev_konto');
    expect(set).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax' });
    expect(set?.domain).toBeUndefined();
    expect(set?.secure).toBeFalsy();
    const account = await visitor.view('/konto?melding=passord');
    expect(account.statusCode).toBe(200);
    expect(account.body).toContain('Mine ordre');
    expect(account.body).toContain('Du har ingen ordre ennå.');
    expect(account.body).toContain('Nora Ny');
    expect(account.body).toContain(accountMessages.passwordSet);
    const row = await customerRow(email);
    expect(row?.anonymous).toBe(false);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    // The link is used up.
    expect((await browser().view(link)).statusCode).toBe(404);
  });

  it('refuses a form from another origin, or from none', async () => {
    const foreign = await browser().post('/konto/logg-inn', { email: 'a@b.no', password }, 'https://angriper.no');
    expect(foreign.statusCode).toBe(403);
    expect((await browser().post('/konto/registrer', { name: 'X', email: 'x@b.no' }, null)).statusCode).toBe(403);
  });

  it('an address that already has an account gets a reset link, and the page says the same', async () => {
    const email = `finnes-${Date.now()}@eksempel.no`;
    await newAccount(email);
    const again = await browser().post('/konto/registrer', { name: 'Noen Andre', email });
    expect(again.body).toContain(accountMessages.sent);
    expect((await mailsTo(email)).map((mail) => mail.subject)).toContain('Velg nytt passord hos Demo Butikk');
    expect((await customerRow(email))?.name).toBe('Kari Konto');
  });
});

describe('invite-only sites', () => {
  it('offer no sign-up, and the invitation from the dashboard sets a password and signs in', async () => {
    await db
      .update(sites)
      .set({ settings: sql`${sites.settings} || '{"customerCreation":"invite"}'::jsonb`, updatedAt: new Date() })
      .where(eq(sites.id, shopId));
    try {
      const page = await browser().view('/konto/registrer');
      expect(page.body).toContain('bare på invitasjon');
      expect(page.body).not.toContain('name="email"');
      const email = `invitert-${Date.now()}@eksempel.no`;
      const refused = await browser().post('/konto/registrer', { name: 'Ikke Invitert', email });
      expect(refused.statusCode).toBe(403);
      expect(await mailsTo(email)).toEqual([]);
      expect((await browser().view('/konto/logg-inn')).body).not.toContain('Opprett konto');

      await api('POST', '/customers', { name: 'Ida Invitert', email, sendInvite: true });
      const invited = browser();
      const link = await linkIn(email, 'invitasjon');
      expect((await invited.view(link)).body).toContain(email);
      const chosen = await invited.post(link, { password, passwordRepeat: password });
      expect(chosen.statusCode).toBe(303);
      expect((await invited.view('/konto')).body).toContain('Ida Invitert');
    } finally {
      await db
        .update(sites)
        .set({ settings: sql`${sites.settings} - 'customerCreation'`, updatedAt: new Date() })
        .where(eq(sites.id, shopId));
    }
  });
});

describe('sign-in and sign-out', () => {
  it('a wrong password and an unknown address get the same answer', async () => {
    const email = `feil-${Date.now()}@eksempel.no`;
    await newAccount(email);
    const wrong = await browser().post('/konto/logg-inn', { email, password: 'feil-passord-123' });
    const unknown = await browser().post('/konto/logg-inn', { email: `ukjent-${email}`, password });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toContain(accountMessages.wrongCredentials);
    expect(unknown.body).toContain(accountMessages.wrongCredentials);
    expect(wrong.cookies.find((entry) => entry.name === 'vev_konto')).toBeUndefined();
  });

  it('is throttled per address after five failures, even for the right password', async () => {
    const email = `strupet-${Date.now()}@eksempel.no`;
    await newAccount(email);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await browser().post('/konto/logg-inn', { email, password: `galt-${attempt}-passord` })).statusCode).toBe(
        401,
      );
    }
    const held = await browser().post('/konto/logg-inn', { email, password });
    expect(held.statusCode).toBe(429);
    expect(held.headers['retry-after']).toBeDefined();
    expect(held.body).toContain('For mange mislykkede innloggingsforsøk');
  });

  it('makes a new session at each sign-in; signing out ends it', async () => {
    const email = `okt-${Date.now()}@eksempel.no`;
    const first = await newAccount(email);
    const before = first.jar.vev_konto;
    const signedIn = await first.post('/konto/logg-inn', { email, password });
    expect(signedIn.statusCode).toBe(303);
    expect(signedIn.headers.location).toBe('/konto');
    expect(first.jar.vev_konto).toBeDefined();
    expect(first.jar.vev_konto).not.toBe(before);
    // The old token signs no one in.
    const stale = browser();
    stale.jar.vev_konto = before as string;
    expect((await stale.view('/konto')).headers.location).toBe('/konto/logg-inn');
    const kept = first.jar.vev_konto as string;
    const out = await first.post('/konto/logg-ut', {});
    expect(out.headers.location).toBe('/konto/logg-inn?melding=logget-ut');
    const replay = browser();
    replay.jar.vev_konto = kept;
    expect((await replay.view('/konto')).headers.location).toBe('/konto/logg-inn');
  });

  it("another site's host does not accept the cookie", async () => {
    const email = `vert-${Date.now()}@eksempel.no`;
    const visitor = await newAccount(email);
    const elsewhere = browser('demoavdeling.localhost:3000');
    elsewhere.jar.vev_konto = visitor.jar.vev_konto as string;
    const there = await elsewhere.view('/konto');
    expect(there.statusCode).toBe(303);
    expect(there.headers.location).not.toBe(undefined);
    expect(there.body).not.toContain(email);
    expect((await visitor.view('/konto')).statusCode).toBe(200);
  });
});

describe('password reset', () => {
  it('the link works once, within the hour, and ends the old sessions', async () => {
    const email = `glemt-${Date.now()}@eksempel.no`;
    const old = await newAccount(email);
    const asked = await browser().post('/konto/glemt-passord', { email });
    expect(asked.body).toContain(accountMessages.resetSent);
    const unknown = await browser().post('/konto/glemt-passord', { email: `ingen-${email}` });
    expect(unknown.body).toContain(accountMessages.resetSent);
    expect(await mailsTo(`ingen-${email}`)).toEqual([]);
    const link = await linkIn(email, 'nytt-passord');
    const newPassword = 'et-helt-nytt-passord';
    const visitor = browser();
    const chosen = await visitor.post(link, { password: newPassword, passwordRepeat: newPassword });
    expect(chosen.statusCode).toBe(303);
    expect((await old.view('/konto')).headers.location).toBe('/konto/logg-inn');
    expect((await visitor.view('/konto')).statusCode).toBe(200);
    const again = await browser().post(link, { password, passwordRepeat: password });
    expect(again.statusCode).toBe(404);
    expect(again.body).toContain('Lenken er ugyldig eller allerede brukt.');
    expect((await browser().post('/konto/logg-inn', { email, password: newPassword })).statusCode).toBe(303);
  });

  it('an expired link is refused', async () => {
    const email = `utlopt-${Date.now()}@eksempel.no`;
    await newAccount(email);
    await browser().post('/konto/glemt-passord', { email });
    const link = await linkIn(email, 'nytt-passord');
    await db
      .update(customers)
      .set({ resetExpiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(customers.siteId, shopId), eq(customers.email, email)));
    const page = await browser().view(link);
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('Lenken er for gammel.');
    expect((await browser().post(link, { password, passwordRepeat: password })).statusCode).toBe(410);
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
