/** PATCH site with the general settings of /innstillinger/nettsted (spec 2 §2, §3, §5, §6). */
import { type DependencyReport, defaultBookingSettings, type Media, type Site } from '@vev/shared';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type SignedIn, startTestServer } from '../../../test/harness';
import { sites } from '../../platform/accounts/schema';
import { dependencyBlockMessage } from '../../platform/references/references';
import { multipart, twoColouredImage } from '../media/testing';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
const homeId = await server.siteId('hjemmeside');
const admin = await server.signIn('admin@demo.vev.no');
const contributor = await server.signIn('redaktor@demo.vev.no');
const reader = await server.signIn('leser@demo.vev.no');
await server.addUser('annen@example.no', { hjemmeside: 'admin' });
const otherSiteAdmin = await server.signIn('annen@example.no');

const patchSite = (who: SignedIn, payload: object, siteId = shopId) =>
  server.inject({ method: 'PATCH', url: `/api/sites/${siteId}/site`, headers: who.headers, payload });
const readSite = (siteId = shopId) => server.readJson<Site>(admin, `/api/sites/${siteId}/site`);

async function upload(filename: string): Promise<Media> {
  const body = multipart([{ name: 'file', filename, content: await twoColouredImage() }]);
  const response = await server.inject({
    method: 'POST',
    url: `/api/sites/${shopId}/media`,
    headers: { ...admin.headers, ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const general = {
  displayName: 'Demo Butikk AS',
  notificationEmail: 'ordre@demobutikk.no',
  pageTitleSuffix: ' – Demo Butikk',
  redirectToCanonical: false,
  protection: 'internalVisitor',
  userCreation: 'emailDomain',
  userCreationEmailDomains: ['demobutikk.no'],
  customerCreation: 'invite',
  askForMarketingConsent: true,
  phoneIsRequiredInCheckout: true,
  customScripts: [
    { name: 'Statistikk', placement: 'head', code: '<script>window.stats = 1;</script>', consentCategory: 'analytics' },
    { name: 'Chat', placement: 'bodyEnd', code: '<script>window.chat = 1;</script>', consentCategory: null },
  ],
  geo: { coordinates: { latitude: 59.9139, longitude: 10.7522 } },
} as const;

describe('PATCH site: general settings', () => {
  it('an admin saves every general field, gets the site back, and it is kept', async () => {
    const response = await patchSite(admin, general);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject(general);
    expect(await readSite()).toMatchObject(general);
  });

  it('the logo and the favicon are media references, and the files show the site as their user', async () => {
    const logo = await upload('logo.png');
    const favicon = await upload('favicon.png');
    const response = await patchSite(admin, {
      logo: { ref: logo._id, url: logo.url, alt: 'Demo Butikk' },
      favicon: { ref: favicon._id, url: favicon.url, alt: '' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      logo: { ref: logo._id, alt: 'Demo Butikk' },
      favicon: { ref: favicon._id },
    });

    const [report] = await server.readJson<DependencyReport[]>(
      admin,
      `/api/sites/${shopId}/resource-dependencies?resources=${logo._id}`,
    );
    expect(report).toMatchObject({
      hasDependents: true,
      site: [{ reference: { _id: shopId, title: 'Demo Butikk AS' } }],
    });
    const refused = await server.inject({
      method: 'DELETE',
      url: `/api/sites/${shopId}/media/${logo._id}`,
      headers: admin.headers,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'conflict', message: dependencyBlockMessage });

    // Removing the logo frees the file; the favicon stays in use.
    expect((await patchSite(admin, { logo: null })).json()).toMatchObject({
      logo: null,
      favicon: { ref: favicon._id },
    });
    const deleted = await server.inject({
      method: 'DELETE',
      url: `/api/sites/${shopId}/media/${logo._id}`,
      headers: admin.headers,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const [faviconReport] = await server.readJson<DependencyReport[]>(
      admin,
      `/api/sites/${shopId}/resource-dependencies?resources=${favicon._id}`,
    );
    expect(faviconReport?.hasDependents).toBe(true);
  });

  it('the catalog flags and the subscriptions switch are saved', async () => {
    const flags = {
      catalogRuleRestrictPricingUpperBound: true,
      catalogRuleRestrictPricingLowerBound: false,
      productCatalogAllowAdding: true,
      productCatalogAllowRemoving: true,
      subscriptionsEnabled: false,
    };
    const response = await patchSite(admin, flags);
    expect(response.json()).toMatchObject(flags);
    expect(await readSite()).toMatchObject(flags);
    const [summary] = (await server.readJson<Site[]>(admin, '/api/sites')).filter((site) => site._id === shopId);
    expect(summary?.subscriptionsEnabled).toBe(false);
  });

  it('the canonical domain must be one of the site’s domains', async () => {
    const refused = await patchSite(admin, { canonicalDomain: 'demobutikk.no' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: 'badRequest',
      message: '«canonicalDomain»: Velg et av nettstedets domener.',
      fields: { canonicalDomain: 'Velg et av nettstedets domener.' },
    });

    await server.database.db
      .update(sites)
      .set({ domains: ['demobutikk.no', 'www.demobutikk.no'] })
      .where(eq(sites.id, shopId));
    const saved = await patchSite(admin, { canonicalDomain: 'WWW.demobutikk.no' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ canonicalDomain: 'www.demobutikk.no' });

    // A domain removed under the canonical domain does not block other changes.
    await server.database.db
      .update(sites)
      .set({ domains: ['demobutikk.no'] })
      .where(eq(sites.id, shopId));
    const unrelated = await patchSite(admin, { pageTitleSuffix: ' | Demo' });
    expect(unrelated.statusCode, unrelated.body).toBe(200);
    expect((await patchSite(admin, { canonicalDomain: null })).json()).toMatchObject({ canonicalDomain: null });
  });

  it('sign-up by e-mail domain needs a domain, also when only the mode changes', async () => {
    await patchSite(admin, { userCreation: 'invite', userCreationEmailDomains: [] }, homeId);
    const response = await patchSite(admin, { userCreation: 'emailDomain' }, homeId);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      userCreationEmailDomains: 'Legg til minst ett e-postdomene når alle med godkjent domene kan opprette bruker.',
    });
    expect((await readSite(homeId)).userCreation).toBe('invite');
  });

  it('refuses bad values with Norwegian messages and changes nothing', async () => {
    const before = await readSite();
    const response = await patchSite(admin, {
      displayName: 'Skal ikke lagres',
      protection: 'password',
      userCreationEmailDomains: ['https://firma.no'],
      geo: { coordinates: { latitude: 100, longitude: 10 } },
      logo: { ref: 'x', url: 'y', farge: 'blå' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      protection: 'Ugyldig valg.',
      'userCreationEmailDomains.0': 'Skriv bare domenet, for eksempel firma.no.',
      'geo.coordinates.latitude': 'Kan være maks 90.',
      'logo.farge': 'Ukjent felt.',
    });
    expect(await readSite()).toEqual(before);
  });

  it('the booking settings start at their defaults, are saved by an admin and checked', async () => {
    expect((await readSite()).booking).toEqual(defaultBookingSettings);
    const booking = {
      changeDeadlineHours: 48,
      reminderEnabled: true,
      reminderHoursBefore: 12,
      copyEmail: 'booking@demobutikk.no',
      confirmationText: 'Møt opp ti minutter før.',
    };
    const response = await patchSite(admin, { booking });
    expect(response.statusCode, response.body).toBe(200);
    expect((await readSite()).booking).toEqual(booking);
    const bad = await patchSite(admin, { booking: { ...booking, reminderHoursBefore: 0, copyEmail: 'ikke e-post' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['booking.reminderHoursBefore', 'booking.copyEmail']);
    expect((await patchSite(contributor, { booking })).statusCode).toBe(403);
    expect((await readSite()).booking).toEqual(booking);
  });

  it('a contributor and a reader get 403 and nothing changes', async () => {
    const before = await readSite();
    for (const who of [contributor, reader]) {
      for (const changes of [
        { protection: 'admin' },
        { subscriptionsEnabled: true },
        { productCatalogAllowAdding: false },
      ]) {
        const response = await patchSite(who, changes);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ error: 'forbidden' });
      }
    }
    expect(await readSite()).toEqual(before);
  });

  it("another site's admin gets 404 and nothing changes", async () => {
    const before = await readSite();
    const response = await patchSite(otherSiteAdmin, { subscriptionsEnabled: true, protection: 'admin' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'resourceNotFound' });
    expect(await readSite()).toEqual(before);
  });
});
