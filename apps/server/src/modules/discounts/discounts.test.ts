/**
 * Discounts (spec 3 'Discounts'): a new one's defaults, round trips with codes (upper case, usage
 * kept), validation in Norwegian, codes unique per site regardless of case, who may do what, another
 * site's ids 404, and the activity log.
 */
import type { Discount } from '@vev/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { type SignedIn, startTestServer } from '../../../test/harness';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
await server.addUser('admin-hjemmeside-tilbud@example.no', { hjemmeside: 'admin' });
const admin = await server.signIn('admin@demo.vev.no');
const contributor = await server.signIn('redaktor@demo.vev.no');
const reader = await server.signIn('leser@demo.vev.no');
const outsider = await server.signIn('admin-hjemmeside-tilbud@example.no');
const api = `/api/sites/${shopId}`;

const send = (method: 'POST' | 'PATCH' | 'DELETE', path: string, body?: object, who: SignedIn = contributor) =>
  server.inject({ method, url: `${api}${path}`, headers: who.headers, ...(body ? { payload: body } : {}) });
const read = (path: string, who: SignedIn = reader) =>
  server.inject({ method: 'GET', url: `${api}${path}`, headers: { cookie: who.cookie } });

const startDate = '2026-06-01T00:00:00.000Z';
const create = async (body: object) => {
  const response = await send('POST', '/discounts', { startDate, offerValue: 10, ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Discount;
};

describe('discounts', () => {
  it('a new one is automatic, percentage, on all products, inactive and without a limit', async () => {
    const discount = await create({ name: 'Sommersalg', offerValue: 12.5 });
    expect(discount).toMatchObject({
      name: 'Sommersalg',
      __type: 'automatic',
      active: false,
      offerType: 'percentage',
      offerValue: 12.5,
      startDate,
      endDate: null,
      appliesTo: 'all',
      appliesToValues: [],
      cartRules: null,
      codes: [],
      used: 0,
    });
    expect((await read(`/discounts/${discount._id}`)).json()).toEqual(discount);
  });

  it('round trip with codes: stored upper case, a code sent back keeps its id, one left out is removed', async () => {
    const discount = await create({
      name: 'Kodetilbud',
      __type: 'code',
      codes: [{ code: 'vinter' }, { code: 'HOST' }],
    });
    expect(discount.codes.map(({ code, active, label, used }) => ({ code, active, label, used }))).toEqual([
      { code: 'VINTER', active: true, label: '', used: 0 },
      { code: 'HOST', active: true, label: '', used: 0 },
    ]);
    const [vinter] = discount.codes;
    const updated = await send('PATCH', `/discounts/${discount._id}`, {
      offerType: 'fixed',
      offerValue: 5_000,
      endDate: '2026-09-01T00:00:00.000Z',
      cartRules: { limit: 2, limitSelection: 'mostExpensive' },
      codes: [{ _id: vinter?._id, code: 'VINTER', label: 'Nyhetsbrev', active: false, maxUses: 100 }],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      offerType: 'fixed',
      offerValue: 5_000,
      endDate: '2026-09-01T00:00:00.000Z',
      cartRules: { limit: 2, limitSelection: 'mostExpensive' },
      codes: [{ _id: vinter?._id, code: 'VINTER', label: 'Nyhetsbrev', active: false, maxUses: 100, used: 0 }],
    });
    const list = (await read('/discounts?text=kodetil')).json() as Discount[];
    expect(list.map((entry) => entry.name)).toEqual(['Kodetilbud']);
    expect((await send('DELETE', `/discounts/${discount._id}`)).statusCode).toBe(403);
    expect((await send('DELETE', `/discounts/${discount._id}`, undefined, admin)).statusCode).toBe(204);
    expect((await read(`/discounts/${discount._id}`)).statusCode).toBe(404);
    // The deleted discount's codes are free again.
    await create({ name: 'Ny vinter', __type: 'code', codes: [{ code: 'vinter' }] });
  });

  it('a code is unique in the site regardless of case', async () => {
    await create({ name: 'Først', __type: 'code', codes: [{ code: 'Sommer26' }] });
    const second = await send('POST', '/discounts', {
      name: 'Etter',
      __type: 'code',
      offerValue: 10,
      startDate,
      codes: [{ code: 'sommer26' }],
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('Koden SOMMER26 er allerede i bruk i et annet tilbud.');
    const names = ((await read('/discounts?limit=100')).json() as Discount[]).map((entry) => entry.name);
    expect(names).not.toContain('Etter');
  });

  it('refuses what spec 3 §5 refuses, in Norwegian, and a PATCH is checked against the whole discount', async () => {
    const empty = await send('POST', '/discounts', { name: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({
      name: 'Feltet må fylles ut.',
      offerValue: 'Feltet må fylles ut.',
      startDate: 'Feltet må fylles ut.',
    });
    const discount = await create({ name: 'Prosent', offerValue: 50 });
    const tooMuch = await send('PATCH', `/discounts/${discount._id}`, { offerValue: 150 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().fields).toEqual({ offerValue: 'Prosenten må være mellom 0 og 100.' });
    const values = await send('PATCH', `/discounts/${discount._id}`, { appliesTo: 'products' });
    expect(values.json().fields).toEqual({ appliesToValues: 'Velg minst én.' });
    const ends = await send('PATCH', `/discounts/${discount._id}`, { endDate: '2026-01-01T00:00:00.000Z' });
    expect(ends.json().fields).toEqual({ endDate: 'Sluttidspunktet må være etter starttidspunktet.' });
    expect((await send('POST', '/discounts', { name: 'X', offerValue: 1, startDate, siteId: 'x' })).statusCode).toBe(
      400,
    );
    expect((await read(`/discounts/${discount._id}`)).json()).toMatchObject({ offerValue: 50, appliesTo: 'all' });
  });

  it('changing appliesTo clears the chosen values (spec 3 §4): a PATCH without new ones is refused or keeps none', async () => {
    const discount = await create({ name: 'Utvalgte', appliesTo: 'products', appliesToValues: ['produkt-1'] });
    const categories = await send('PATCH', `/discounts/${discount._id}`, { appliesTo: 'categories' });
    expect(categories.statusCode).toBe(400);
    expect(categories.json().fields).toEqual({ appliesToValues: 'Velg minst én.' });
    const all = await send('PATCH', `/discounts/${discount._id}`, { appliesTo: 'all' });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toMatchObject({ appliesTo: 'all', appliesToValues: [] });
    const shipping = await create({ name: 'Frakt', appliesTo: 'allShipping', appliesToValues: ['klasse-1'] });
    expect(shipping.appliesToValues).toEqual([]);
  });

  it('power search finds it by name and by code until it is deleted', async () => {
    const discount = await create({ name: 'Høstkampanje', __type: 'code', codes: [{ code: 'lovfall' }] });
    const search = async (q: string) =>
      (await read(`/power-search?q=${encodeURIComponent(q)}`, admin)).json() as { _id: string; type: string }[];
    const hit = { _id: discount._id, type: 'discount', title: 'Høstkampanje', subtitle: 'LOVFALL' };
    expect(await search('Høstkampanje')).toContainEqual(
      expect.objectContaining({ ...hit, editPath: `/butikk/tilbud/${discount._id}` }),
    );
    expect(await search('LOVFALL')).toContainEqual(expect.objectContaining(hit));
    expect((await send('DELETE', `/discounts/${discount._id}`, undefined, admin)).statusCode).toBe(204);
    expect((await search('Høstkampanje')).map((row) => row._id)).not.toContain(discount._id);
  });

  it('is in the activity log with its name', async () => {
    const discount = await create({ name: 'Loggført' });
    const log = await server.inject({
      method: 'GET',
      url: `${api}/activity?limit=5`,
      headers: { cookie: admin.cookie },
    });
    const entry = (log.json() as { kind: string; target: { label: string; editPath: string } | null }[]).find(
      (item) => item.kind === 'discount.created',
    );
    expect(entry?.target).toMatchObject({ label: 'Loggført', editPath: `/butikk/tilbud/${discount._id}` });
  });
});

describe('who may', () => {
  it('readers read but do not write; another site’s admin gets 404', async () => {
    const discount = await create({ name: 'Bare for butikken' });
    expect((await send('POST', '/discounts', { name: 'X', offerValue: 1, startDate }, reader)).statusCode).toBe(403);
    expect((await send('PATCH', `/discounts/${discount._id}`, { active: true }, reader)).statusCode).toBe(403);
    expect((await read('/discounts', outsider)).statusCode).toBe(404);
    const homeId = await server.siteId('hjemmeside');
    const other = await server.inject({
      method: 'GET',
      url: `/api/sites/${homeId}/discounts/${discount._id}`,
      headers: { cookie: outsider.cookie },
    });
    expect(other.statusCode).toBe(404);
  });
});
