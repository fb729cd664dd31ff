/** betalingslosninger: the site's providers (PATCH site) and each provider's settings and credentials. */
import {
  defaultPaymentProviders,
  type PaymentProvider,
  type PaymentProviderOffer,
  type PaymentProviderSettings,
  paymentProviderMessages,
  type Site,
} from '@vev/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type SignedIn, startTestServer } from '../../../test/harness';
import { siteDuplicator } from '../../../test/site-duplication';
import { enabledProviders, fakturaSettings, providerContext } from './context';
import { openSecret } from './crypto';
import { paymentProviderSettings } from './schema';

const server = await startTestServer({ env: { STRIPE_API_BASE: 'http://127.0.0.1:9/stripe' } });
afterAll(() => server.close());
const { db } = server.database;

const shopId = await server.siteId('demobutikk');
const homeId = await server.siteId('hjemmeside');
const admin = await server.signIn('admin@demo.vev.no');
const contributor = await server.signIn('redaktor@demo.vev.no');
const reader = await server.signIn('leser@demo.vev.no');
await server.addUser('annen-betaling@example.no', { hjemmeside: 'admin' });
const otherSiteAdmin = await server.signIn('annen-betaling@example.no');

const settingsUrl = (name: string, siteId = shopId) => `/api/sites/${siteId}/payment-providers/${name}/settings`;
const patchSettings = (who: SignedIn, name: string, payload: object, siteId = shopId) =>
  server.inject({ method: 'PATCH', url: settingsUrl(name, siteId), headers: who.headers, payload });
const getSettings = (who: SignedIn, name: string, siteId = shopId) =>
  server.inject({ method: 'GET', url: settingsUrl(name, siteId), headers: { cookie: who.cookie } });
const patchSite = (who: SignedIn, payload: object, siteId = shopId) =>
  server.inject({ method: 'PATCH', url: `/api/sites/${siteId}/site`, headers: who.headers, payload });
const readSite = (siteId = shopId) => server.readJson<Site>(admin, `/api/sites/${siteId}/site`);

const stripeKey = 'sk_test_51Habcdefghijklmnop1234';
const stripeWebhook = 'whsec_abcdefghijklmnopqrstuvwxyz9876';
const vippsCredentials = {
  clientId: 'f7a1c2d3-0000-4000-8000-00000000abcd',
  clientSecret: 'vipps-client-secret-value-0042',
  subscriptionKey: 'ocp-apim-subscription-key-7777',
  merchantSerialNumber: '123456',
  webhookSecret: 'vipps-webhook-secret-value-5555',
};

const providers = (...list: [PaymentProvider['name'], boolean, boolean?][]): PaymentProvider[] =>
  list.map(([name, enabled, isDefault = false]) => ({ name, enabled, default: isDefault }));

describe('the site payment providers (GET and PATCH site)', () => {
  it('a site that never saved has Faktura (default) and Testkort on, Stripe and Vipps MobilePay off', async () => {
    expect((await readSite(shopId)).paymentProviders).toEqual(defaultPaymentProviders);
    expect((await readSite(homeId)).paymentProviders).toEqual(defaultPaymentProviders);
    expect(await enabledProviders(db, shopId)).toEqual([
      { name: 'faktura', default: true },
      { name: 'testkort', default: false },
    ]);
  });

  it('an admin makes Testkort the default; checkout lists the default first', async () => {
    const list = providers(['faktura', true], ['testkort', true, true], ['stripe', false], ['vipps', false]);
    const response = await patchSite(admin, { paymentProviders: list });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Site>().paymentProviders).toEqual(list);
    expect((await readSite()).paymentProviders).toEqual(list);
    expect(await enabledProviders(db, shopId)).toEqual([
      { name: 'testkort', default: true },
      { name: 'faktura', default: false },
    ]);
    // A provider the platform stopped offering is left out.
    expect(await enabledProviders(db, shopId, ['faktura'])).toEqual([{ name: 'faktura', default: false }]);
  });

  it('refuses a list without exactly one default, a default that is off, and a provider twice, in Norwegian', async () => {
    const cases: [PaymentProvider[], Record<string, string>][] = [
      [providers(['faktura', true], ['testkort', true]), { paymentProviders: paymentProviderMessages.noDefault }],
      [
        providers(['faktura', true, true], ['testkort', true, true]),
        { paymentProviders: paymentProviderMessages.manyDefaults },
      ],
      [
        providers(['faktura', false, true], ['testkort', true]),
        { 'paymentProviders.0.enabled': paymentProviderMessages.defaultDisabled },
      ],
      [
        providers(['faktura', true, true], ['faktura', false]),
        { 'paymentProviders.1.name': paymentProviderMessages.duplicate },
      ],
    ];
    const before = await readSite();
    for (const [list, fields] of cases) {
      const response = await patchSite(admin, { paymentProviders: list });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().fields).toEqual(fields);
    }
    expect((await readSite()).paymentProviders).toEqual(before.paymentProviders);
  });

  it('an external provider is switched on only with its credentials stored', async () => {
    const response = await patchSite(admin, {
      paymentProviders: providers(['faktura', true, true], ['stripe', true], ['vipps', true]),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().fields).toEqual({
      'paymentProviders.1.enabled': 'Legg inn nøkler for Stripe før du slår den på.',
      'paymentProviders.2.enabled': 'Legg inn nøkler for Vipps MobilePay før du slår den på.',
    });
  });

  it('contributors and readers may not change the payment providers', async () => {
    for (const who of [contributor, reader]) {
      const response = await patchSite(who, { paymentProviders: defaultPaymentProviders });
      expect(response.statusCode).toBe(403);
    }
  });
});

describe('a provider settings and credentials', () => {
  it('GET answers which keys are set and the webhook address, never a value', async () => {
    const stripe = await getSettings(admin, 'stripe');
    expect(stripe.statusCode, stripe.body).toBe(200);
    expect(stripe.json<PaymentProviderSettings>()).toEqual({
      name: 'stripe',
      external: true,
      settings: null,
      secrets: { secretKey: { set: false, last4: null }, webhookSecret: { set: false, last4: null } },
      webhookUrl: `http://localhost:3000/api/payments/stripe/webhook/${shopId}`,
      updatedAt: null,
    });
    const testkort = (await getSettings(admin, 'testkort')).json<PaymentProviderSettings>();
    expect(testkort).toMatchObject({ external: false, secrets: {}, webhookUrl: null, settings: null });
  });

  it('an admin stores Stripe credentials: encrypted at rest, answered only as set, kept when sent empty', async () => {
    const response = await patchSettings(admin, 'stripe', {
      secrets: { secretKey: stripeKey, webhookSecret: stripeWebhook },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).not.toContain(stripeKey);
    expect(response.body).not.toContain(stripeWebhook);
    expect(response.json<PaymentProviderSettings>().secrets).toEqual({
      secretKey: { set: true, last4: '1234' },
      webhookSecret: { set: true, last4: '9876' },
    });

    // The raw row holds neither value, and opens only with the key and this site and provider.
    const [row] = await db
      .select()
      .from(paymentProviderSettings)
      .where(and(eq(paymentProviderSettings.siteId, shopId), eq(paymentProviderSettings.provider, 'stripe')));
    expect(JSON.stringify(row)).not.toContain(stripeKey);
    expect(JSON.stringify(row)).not.toContain('sk_test');
    expect(row?.secrets).toMatch(/^v1\./);
    const associated = `payment-provider:${shopId}:stripe`;
    expect(JSON.parse(openSecret(server.config.secretsKey, row?.secrets ?? '', associated))).toEqual({
      secretKey: stripeKey,
      webhookSecret: stripeWebhook,
    });
    expect(() =>
      openSecret(server.config.secretsKey, row?.secrets ?? '', `payment-provider:${homeId}:stripe`),
    ).toThrow();

    // An empty field leaves the value; a new one replaces it.
    const again = await patchSettings(admin, 'stripe', {
      secrets: { secretKey: '', webhookSecret: `${stripeWebhook}X` },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await providerContext(db, server.config, shopId, 'stripe')).toEqual({
      siteId: shopId,
      credentials: { secretKey: stripeKey, webhookSecret: `${stripeWebhook}X` },
      apiBase: 'http://127.0.0.1:9/stripe',
    });
    const read = await getSettings(admin, 'stripe');
    expect(read.body).not.toContain(stripeKey);
    expect(read.json<PaymentProviderSettings>().updatedAt).toEqual(expect.any(String));

    // Now Stripe can be switched on.
    const on = await patchSite(admin, {
      paymentProviders: providers(['faktura', true, true], ['testkort', true], ['stripe', true]),
    });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.body).not.toContain(stripeKey);
    const offer = await server.readJson<PaymentProviderOffer>(admin, `/api/sites/${shopId}/payment-providers`);
    expect(offer.providers).toEqual([
      { name: 'faktura', external: false, ready: true },
      { name: 'testkort', external: false, ready: true },
      { name: 'stripe', external: true, ready: true },
      { name: 'vipps', external: true, ready: false },
    ]);
  });

  it('Vipps MobilePay takes its five keys; the short merchant number shows only as set', async () => {
    const response = await patchSettings(admin, 'vipps', { secrets: vippsCredentials });
    expect(response.statusCode, response.body).toBe(200);
    for (const value of Object.values(vippsCredentials)) expect(response.body).not.toContain(value);
    expect(response.json<PaymentProviderSettings>().secrets.merchantSerialNumber).toEqual({ set: true, last4: null });
    expect((await providerContext(db, server.config, shopId, 'vipps')).credentials).toEqual(vippsCredentials);
    expect(await providerContext(db, server.config, shopId, 'testkort')).toEqual({
      siteId: shopId,
      credentials: {},
      apiBase: null,
    });
  });

  it('refuses keys the provider does not have and values that are wrong, in Norwegian', async () => {
    const cases: [string, object, Record<string, string>][] = [
      ['stripe', { secrets: { clientId: 'x' } }, { 'secrets.clientId': paymentProviderMessages.unknownKey }],
      [
        'stripe',
        { secrets: { webhookSecret: 'nope' } },
        { 'secrets.webhookSecret': paymentProviderMessages.stripeWebhookSecret },
      ],
      [
        'stripe',
        { secrets: { secretKey: 'pk_live_1' } },
        { 'secrets.secretKey': paymentProviderMessages.stripeSecretKey },
      ],
      ['testkort', { settings: { dueDays: 10 } }, { settings: paymentProviderMessages.unknownKey }],
      [
        'faktura',
        { settings: { organizationNumber: '923609017' } },
        { 'settings.organizationNumber': paymentProviderMessages.organizationNumber },
      ],
      ['faktura', { settings: { dueDays: 120 } }, { 'settings.dueDays': paymentProviderMessages.dueDays }],
    ];
    for (const [name, payload, fields] of cases) {
      const response = await patchSettings(admin, name, payload);
      expect(response.statusCode, `${name} ${response.body}`).toBe(400);
      expect(response.json().fields).toEqual(fields);
    }
    expect((await getSettings(admin, 'paypal')).statusCode).toBe(404);
  });

  it("Faktura's invoice details are saved as given, checked with MOD11, and read by fakturaSettings", async () => {
    expect(await fakturaSettings(db, shopId)).toMatchObject({ dueDays: 14, organizationNumber: '' });
    const response = await patchSettings(admin, 'faktura', {
      settings: {
        companyName: 'Demo Butikk AS',
        organizationNumber: '923 609 016',
        accountNumber: '1234.56.78903',
        dueDays: 30,
        address: 'Storgata 1',
        postalCode: '0155',
        city: 'Oslo',
        email: 'faktura@demobutikk.no',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const expected = {
      companyName: 'Demo Butikk AS',
      organizationNumber: '923609016',
      accountNumber: '12345678903',
      dueDays: 30,
      address: 'Storgata 1',
      postalCode: '0155',
      city: 'Oslo',
      email: 'faktura@demobutikk.no',
    };
    expect(response.json<PaymentProviderSettings>()).toMatchObject({
      settings: expected,
      secrets: {},
      webhookUrl: null,
    });
    expect(await fakturaSettings(db, shopId)).toEqual(expected);
    // A partial change keeps the rest.
    await patchSettings(admin, 'faktura', { settings: { dueDays: 10 } });
    expect(await fakturaSettings(db, shopId)).toEqual({ ...expected, dueDays: 10 });
  });

  it('only admins of the site: contributors and readers are refused, another site is not found', async () => {
    for (const who of [contributor, reader]) {
      expect((await getSettings(who, 'stripe')).statusCode).toBe(403);
      expect((await patchSettings(who, 'stripe', { secrets: { secretKey: stripeKey } })).statusCode).toBe(403);
    }
    expect((await getSettings(otherSiteAdmin, 'stripe')).statusCode).toBe(404);
    expect((await patchSettings(otherSiteAdmin, 'stripe', { secrets: { secretKey: stripeKey } })).statusCode).toBe(404);
    // Another site's own settings are its own: nothing of the shop's.
    const home = (await getSettings(otherSiteAdmin, 'stripe', homeId)).json<PaymentProviderSettings>();
    expect(home.secrets.secretKey).toEqual({ set: false, last4: null });
  });

  it('the activity log names the provider', async () => {
    const activity = await server.readJson<{ entries?: unknown[] } | unknown[]>(
      admin,
      `/api/sites/${shopId}/activity?limit=50`,
    );
    expect(JSON.stringify(activity)).toContain('paymentProvider.updated');
    expect(JSON.stringify(activity)).not.toContain(stripeKey);
  });
});

describe('a copy of the site', () => {
  it('has no credentials, so its external providers start off and the default passes to one still on', async () => {
    const on = await patchSite(admin, {
      paymentProviders: providers(['stripe', true, true], ['faktura', false], ['testkort', true], ['vipps', true]),
    });
    expect(on.statusCode, on.body).toBe(200);
    const duplicate = await siteDuplicator(server, admin, 'demobutikk');
    const { newSiteId } = await duplicate('betalingskopi', []);
    expect((await readSite(newSiteId)).paymentProviders).toEqual(
      providers(['stripe', false], ['faktura', false], ['testkort', true, true], ['vipps', false]),
    );
    expect((await providerContext(db, server.config, newSiteId, 'stripe')).credentials).toEqual({});
    const rows = await db.select().from(paymentProviderSettings).where(eq(paymentProviderSettings.siteId, newSiteId));
    expect(rows).toEqual([]);
  });
});

describe('a platform that offers no providers', async () => {
  const bare = await startTestServer({ env: { PAYMENT_PROVIDERS: 'none' } });
  afterAll(() => bare.close());
  const bareAdmin = await bare.signIn('admin@demo.vev.no');
  const bareShop = await bare.siteId('demobutikk');

  it('lists none, and refuses switching one on', async () => {
    expect(await bare.readJson<PaymentProviderOffer>(bareAdmin, `/api/sites/${bareShop}/payment-providers`)).toEqual({
      providers: [],
    });
    const response = await bare.inject({
      method: 'PATCH',
      url: `/api/sites/${bareShop}/site`,
      headers: bareAdmin.headers,
      payload: { paymentProviders: providers(['testkort', true, true]) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      'paymentProviders.0.enabled': 'Testkort tilbys ikke på denne plattformen.',
    });
  });
});
