import {
  defaultBookingSettings,
  defaultCookieDialogMeta,
  defaultOrderReceiptText,
  defaultPaymentProviders,
  plainTextToRichText,
} from '@vev/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, startTestServer, type TestServer } from '../../../test/harness';
import { activityLog } from '../../platform/activity/schema';

let server: TestServer;
let shopId: string;
let homeId: string;
let admin: SignedIn;
let contributor: SignedIn;
let reader: SignedIn;
let newcomer: SignedIn;
let otherSiteAdmin: SignedIn;

beforeAll(async () => {
  server = await startTestServer();
  shopId = await server.siteId('demobutikk');
  homeId = await server.siteId('hjemmeside');
  admin = await server.signIn('admin@demo.vev.no');
  contributor = await server.signIn('redaktor@demo.vev.no');
  reader = await server.signIn('leser@demo.vev.no');
  newcomer = await server.signIn('ny@demo.vev.no');
  await server.addUser('annen@example.no', { hjemmeside: 'admin' });
  otherSiteAdmin = await server.signIn('annen@example.no');
});
afterAll(() => server.close());

const getSite = (who: SignedIn, siteId = shopId) =>
  server.inject({ method: 'GET', url: `/api/sites/${siteId}/site`, headers: { cookie: who.cookie } });

const patchSite = (who: SignedIn, payload: object, siteId = shopId) =>
  server.inject({ method: 'PATCH', url: `/api/sites/${siteId}/site`, headers: who.headers, payload });

const activityFor = (siteId: string) =>
  server.database.db.select().from(activityLog).where(eq(activityLog.siteId, siteId));

/** Asserts that the demo shop still has its seeded state. */
async function expectShopUnchanged() {
  const site = (await getSite(admin)).json();
  expect(site).toMatchObject({
    name: 'demobutikk',
    displayName: 'Demo Butikk',
    hasEcommerce: true,
    departmentOf: null,
  });
  expect(site.tags).toEqual(['Sommer', 'Nyheter', 'Tilbud']);
}

describe('GET site', () => {
  it('a reader gets the whole site', async () => {
    const response = await getSite(reader);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      _id: shopId,
      name: 'demobutikk',
      displayName: 'Demo Butikk',
      canonicalDomain: null,
      domains: [],
      hasEcommerce: true,
      b2bEnabled: true,
      bookingEnabled: true,
      departmentsEnabled: true,
      partialPaymentEnabled: true,
      subscriptionsEnabled: true,
      cookieDialogEnabled: true,
      departmentOf: null,
      canBeDuplicated: true,
      notificationEmail: 'post@demobutikk.no',
      pageTitleSuffix: ' | Demo Butikk',
      tags: ['Sommer', 'Nyheter', 'Tilbud'],
      dataSets: [
        { name: 'ansatte', label: 'Ansatte' },
        { name: 'butikker', label: 'Butikker' },
      ],
      askForMarketingConsent: false,
      phoneIsRequiredInCheckout: false,
      redirectToCanonical: true,
      templateDistribution: {
        frontPage: { ref: expect.any(String), source: shopId },
        page: { ref: expect.any(String), source: shopId },
        category: { ref: expect.any(String), source: shopId },
        productPage: { ref: expect.any(String), source: shopId },
        // The shop's products are shown in its product page template.
        product: { ref: expect.any(String), source: shopId },
      },
      logo: null,
      favicon: null,
      protection: 'visitor',
      userCreation: 'invite',
      userCreationEmailDomains: [],
      customerCreation: 'public',
      customScripts: [],
      scriptHosts: [],
      geo: null,
      cookieDialogMeta: defaultCookieDialogMeta,
      emailTexts: { orderReceipt: JSON.stringify(plainTextToRichText(defaultOrderReceiptText)) },
      emailTemplate: null,
      emailTemplateProps: {},
      catalogRuleRestrictPricingUpperBound: false,
      catalogRuleRestrictPricingLowerBound: false,
      productCatalogAllowAdding: false,
      productCatalogAllowRemoving: false,
      taxClasses: expect.arrayContaining([expect.objectContaining({ id: '_default', name: '_default' })]),
      publishProductPriceExcludingTax: false,
      displayProductPriceExcludingTax: false,
      displayCartPriceExcludingTax: false,
      paymentProviders: defaultPaymentProviders,
      booking: defaultBookingSettings,
      theme: { name: 'standard', config: null, configDraft: null },
      globalProps: expect.objectContaining({ companyName: 'Demo Butikk AS', organizationNumber: '923456789' }),
      globalPropsDraft: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it('a user who is not a member gets 404 resourceNotFound, never the site', async () => {
    for (const outsider of [newcomer, otherSiteAdmin]) {
      const response = await getSite(outsider);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'resourceNotFound', message: 'Fant ikke det du lette etter.' });
    }
  });

  it('an unknown site id answers 404', async () => {
    const response = await getSite(admin, '01jzzzzzzzzzzzzzzzzzzzzzzz');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'resourceNotFound' });
  });

  it('without a session answers 401', async () => {
    const response = await server.inject({ method: 'GET', url: `/api/sites/${shopId}/site` });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'notLoggedIn' });
  });
});

describe('GET permissions', () => {
  it('answers the level the user has on the site', async () => {
    const level = async (who: SignedIn, siteId = shopId) =>
      (
        await server.inject({ method: 'GET', url: `/api/sites/${siteId}/permissions`, headers: { cookie: who.cookie } })
      ).json();
    expect(await level(admin)).toEqual({ permission: 'admin' });
    expect(await level(contributor)).toEqual({ permission: 'contributor' });
    expect(await level(reader)).toEqual({ permission: 'reader' });
    expect(await level(otherSiteAdmin, homeId)).toEqual({ permission: 'admin' });
    expect(await level(otherSiteAdmin)).toMatchObject({ error: 'resourceNotFound' });
  });
});

describe('PATCH site', () => {
  it('an admin changes the display name and tags, gets the whole site back, and it persists', async () => {
    const response = await patchSite(admin, { displayName: 'Hjemmesiden vår', tags: ['Høst', 'Vinter'] }, homeId);
    expect(response.statusCode).toBe(200);
    const updated = response.json();
    expect(updated).toMatchObject({
      _id: homeId,
      name: 'hjemmeside',
      displayName: 'Hjemmesiden vår',
      tags: ['Høst', 'Vinter'],
      pageTitleSuffix: ' | Hjemmeside',
      hasEcommerce: false,
    });
    expect(Object.keys(updated)).toHaveLength(Object.keys((await getSite(admin)).json()).length);
    expect((await getSite(reader, homeId)).json()).toEqual(updated);
  });

  it('a change to one setting keeps the others', async () => {
    const response = await patchSite(admin, { askForMarketingConsent: true }, homeId);
    expect(response.json()).toMatchObject({ askForMarketingConsent: true, pageTitleSuffix: ' | Hjemmeside' });
  });

  it('a reader gets 403 forbidden and nothing changes', async () => {
    const response = await patchSite(reader, { displayName: 'Lesers navn' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'forbidden', message: 'Du har ikke tilgang til å gjøre dette.' });
    await expectShopUnchanged();
  });

  it('a contributor gets 403 forbidden for anything but tags, and nothing changes', async () => {
    for (const changes of [{ displayName: 'Redaktørens navn' }, { tags: [], displayName: 'Begge deler' }]) {
      const response = await patchSite(contributor, changes);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: 'forbidden' });
    }
    await expectShopUnchanged();
  });

  it('a contributor may add tags to the site while editing content', async () => {
    const response = await patchSite(contributor, { tags: ['Sommer', 'Nyheter', 'Tilbud', 'Høst'] });
    expect(response.statusCode).toBe(200);
    expect(response.json().tags).toEqual(['Sommer', 'Nyheter', 'Tilbud', 'Høst']);
    await patchSite(admin, { tags: ['Sommer', 'Nyheter', 'Tilbud'] });
  });

  it("another site's admin and a user without sites get 404 and nothing changes", async () => {
    for (const outsider of [otherSiteAdmin, newcomer]) {
      const response = await patchSite(outsider, { displayName: 'Kapret' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'resourceNotFound' });
    }
    await expectShopUnchanged();
  });

  it('an unknown site id answers 404', async () => {
    const response = await patchSite(admin, { displayName: 'Ingen' }, '01jzzzzzzzzzzzzzzzzzzzzzzz');
    expect(response.statusCode).toBe(404);
  });

  it.each([
    ['name', 'kapret'],
    ['hasEcommerce', false],
    ['_id', 'annen-id'],
    ['departmentOf', 'annen-side'],
    ['canBeDuplicated', false],
    ['domains', ['kapret.no']],
    ['b2bEnabled', false],
    ['createdAt', '2000-01-01T00:00:00.000Z'],
  ])('refuses %s with 400 and Feltet kan ikke endres., changing nothing', async (field, value) => {
    const response = await patchSite(admin, { displayName: 'Skal ikke lagres', [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'badRequest',
      message: `«${field}»: Feltet kan ikke endres.`,
      fields: { [field]: 'Feltet kan ikke endres.' },
    });
    await expectShopUnchanged();
  });

  it('refuses unknown fields with Ukjent felt.', async () => {
    const response = await patchSite(admin, { displayName: 'Skal ikke lagres', farge: 'blå' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'badRequest', fields: { farge: 'Ukjent felt.' } });
    await expectShopUnchanged();
  });

  it('refuses an over-long display name, a wrong type and an empty name with a Norwegian message', async () => {
    const tooLong = await patchSite(admin, { displayName: 'x'.repeat(121) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields).toEqual({ displayName: 'Kan være maks 120 tegn.' });
    const wrongType = await patchSite(admin, { displayName: 42 });
    expect(wrongType.json().fields).toEqual({ displayName: 'Ugyldig verdi: forventet tekst.' });
    const empty = await patchSite(admin, { displayName: ' ' });
    expect(empty.json().fields).toEqual({ displayName: 'Feltet må fylles ut.' });
    await expectShopUnchanged();
  });

  it('refuses a tag given twice', async () => {
    const response = await patchSite(admin, { tags: ['Sommer', 'SOMMER'] });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ tags: 'En merkelapp kan ikke stå to ganger.' });
  });
});

describe('activity log', () => {
  it('a successful PATCH writes who, how, what and which site', async () => {
    const adminId = (
      await server.inject({ method: 'GET', url: '/api/users/me', headers: { cookie: admin.cookie } })
    ).json()._id;
    const before = await activityFor(shopId);
    expect((await patchSite(admin, { pageTitleSuffix: ' – Demo' })).statusCode).toBe(200);
    const after = await activityFor(shopId);
    expect(after).toHaveLength(before.length + 1);
    const entry = after.find((row) => !before.some((old) => old.id === row.id));
    expect(entry).toMatchObject({
      siteId: shopId,
      userId: adminId,
      method: 'PATCH',
      url: `/api/sites/${shopId}/site`,
      statusCode: 200,
    });
    expect(entry?.createdAt).toBeInstanceOf(Date);
  });

  it('refused writes and reads write nothing', async () => {
    const before = await activityFor(shopId);
    await patchSite(reader, { displayName: 'Nei' });
    await patchSite(admin, { name: 'nei' });
    await patchSite(otherSiteAdmin, { displayName: 'Nei' });
    await getSite(admin);
    expect(await activityFor(shopId)).toHaveLength(before.length);
    const otherSiteRows = await server.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.siteId, homeId), eq(activityLog.method, 'GET')));
    expect(otherSiteRows).toEqual([]);
  });
});
