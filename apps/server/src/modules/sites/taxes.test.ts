/** PATCH site with the tax classes and price settings of /innstillinger/avgifter (spec 2 §3, §5, §6). */
import { type ActivityEntry, type Site, type TaxClass, taxMessages } from '@vev/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { type SignedIn, startTestServer } from '../../../test/harness';

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
const readSite = (siteId = shopId, who = admin) => server.readJson<Site>(who, `/api/sites/${siteId}/site`);

const mva = (value: number) => ({ name: 'MVA', value, priority: 1, compound: false, shipping: false });

describe('GET site: tax classes', () => {
  it('the demo shop has Standard 25 % and the reduced Norwegian rates, and prices include MVA', async () => {
    const site = await readSite(shopId, reader);
    expect(site.taxClasses.map((taxClass) => [taxClass.name, taxClass.rates[0]?.value])).toEqual([
      ['_default', 25],
      ['Næringsmidler', 15],
      ['Persontransport og overnatting', 12],
      ['Avgiftsfritt', 0],
    ]);
    expect(site.taxClasses[0]?.id).toBe('_default');
    expect(site).toMatchObject({
      publishProductPriceExcludingTax: false,
      displayProductPriceExcludingTax: false,
      displayCartPriceExcludingTax: false,
    });
  });

  it('a site that never saved taxes has the default class with 25 % MVA', async () => {
    const site = await readSite(homeId);
    expect(site.taxClasses).toEqual([
      { id: '_default', name: '_default', description: '', rates: [{ ...mva(25), shipping: true }] },
    ]);
  });
});

describe('PATCH site: tax classes', () => {
  it('an admin adds a class and changes the price settings; the new class gets an id that stays', async () => {
    const before = await readSite();
    const taxClasses = [
      ...before.taxClasses,
      { name: 'Redusert sats', description: 'Bøker', rates: [{ ...mva(15), compound: true }] },
    ];
    const response = await patchSite(admin, { taxClasses, displayCartPriceExcludingTax: true });
    expect(response.statusCode, response.body).toBe(200);
    const saved: Site = response.json();
    const added = saved.taxClasses.at(-1) as TaxClass;
    expect(added).toMatchObject({
      name: 'Redusert sats',
      description: 'Bøker',
      rates: [{ value: 15, compound: true }],
    });
    expect(added.id).toMatch(/^[a-z0-9]+$/);
    expect(saved.displayCartPriceExcludingTax).toBe(true);

    // Saved again with a changed rate: the class keeps its id.
    const again = await patchSite(admin, {
      taxClasses: saved.taxClasses.map((taxClass) =>
        taxClass.id === added.id ? { ...taxClass, rates: [mva(14.5)] } : taxClass,
      ),
    });
    expect(again.statusCode, again.body).toBe(200);
    expect((await readSite()).taxClasses.at(-1)).toEqual({ ...added, rates: [mva(14.5)] });

    // A deleted class is gone; the price setting goes back.
    const removed = await patchSite(admin, { taxClasses: before.taxClasses, displayCartPriceExcludingTax: false });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await readSite()).toEqual({ ...before, updatedAt: expect.any(String) });
  });

  it('the default class cannot be deleted or renamed', async () => {
    const before = await readSite();
    const [standard, ...others] = before.taxClasses;
    const deleted = await patchSite(admin, { taxClasses: others });
    expect(deleted.statusCode).toBe(400);
    expect(deleted.json().fields).toEqual({ taxClasses: taxMessages.defaultDeleted });

    const renamed = await patchSite(admin, { taxClasses: [{ ...standard, name: 'Vanlig' }, ...others] });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().fields).toEqual({ 'taxClasses.0.name': taxMessages.defaultRenamed });
    expect(await readSite()).toEqual(before);
  });

  it('refuses duplicate names and rates without name, rate or priority, with Norwegian messages', async () => {
    const before = await readSite();
    const response = await patchSite(admin, {
      taxClasses: [
        ...before.taxClasses,
        { name: 'næringsmidler', rates: [] },
        {
          name: 'Ny',
          rates: [
            { name: '', compound: false, shipping: false },
            { ...mva(12.345), priority: 0 },
          ],
        },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      'taxClasses.5.rates.0.name': taxMessages.rateName,
      'taxClasses.5.rates.0.value': taxMessages.rateValue,
      'taxClasses.5.rates.0.priority': taxMessages.ratePriority,
      'taxClasses.5.rates.1.value': taxMessages.rateDecimals,
      'taxClasses.5.rates.1.priority': taxMessages.ratePriorityWhole,
      'taxClasses.4.name': taxMessages.duplicateClassName,
    });
    expect(await readSite()).toEqual(before);
  });

  it('refuses unknown fields and a price setting that is not yes or no', async () => {
    const response = await patchSite(admin, {
      publishProductPriceExcludingTax: 'ja',
      taxClasses: [{ id: '_default', name: '_default', rates: [], farge: 'blå' }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({
      publishProductPriceExcludingTax: 'Ugyldig verdi: forventet ja eller nei.',
      'taxClasses.0.farge': 'Ukjent felt.',
    });
  });

  it('a contributor and a reader get 403 and nothing changes', async () => {
    const before = await readSite();
    for (const who of [contributor, reader]) {
      for (const changes of [
        { taxClasses: before.taxClasses.slice(0, 1) },
        { displayProductPriceExcludingTax: true },
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
    const response = await patchSite(otherSiteAdmin, { taxClasses: before.taxClasses.slice(0, 1) });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'resourceNotFound' });
    expect(await readSite()).toEqual(before);
  });

  it('a saved change is in the activity log as the site’s settings', async () => {
    const before = await readSite(homeId);
    const response = await patchSite(
      otherSiteAdmin,
      { taxClasses: [...before.taxClasses, { name: 'Mat', rates: [mva(15)] }] },
      homeId,
    );
    expect(response.statusCode, response.body).toBe(200);
    const log = await server.readJson<ActivityEntry[]>(otherSiteAdmin, `/api/sites/${homeId}/activity`);
    expect(log[0]).toMatchObject({ kind: 'site.updated', method: 'PATCH' });
  });
});
