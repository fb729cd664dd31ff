/** Shipping classes and zones (spec 2 'frakt'): admin only, validated in Norwegian, a class in use stays. */
import { type ShippingClass, type ShippingZone, shippingMessages } from '@vev/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { type SignedIn, startTestServer } from '../../../test/harness';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
await server.addUser('admin-hjemmeside-frakt@example.no', { hjemmeside: 'admin' });
const admin = await server.signIn('admin@demo.vev.no');
const contributor = await server.signIn('redaktor@demo.vev.no');
const reader = await server.signIn('leser@demo.vev.no');
const outsider = await server.signIn('admin-hjemmeside-frakt@example.no');
const api = `/api/sites/${shopId}`;

const send = (method: 'POST' | 'PATCH' | 'DELETE', path: string, body?: object, who: SignedIn = admin) =>
  server.inject({ method, url: `${api}${path}`, headers: who.headers, ...(body ? { payload: body } : {}) });
const read = (path: string, who: SignedIn = admin) =>
  server.inject({ method: 'GET', url: `${api}${path}`, headers: { cookie: who.cookie } });

const flatRate = (overrides: object = {}) => ({
  name: 'Budbil',
  type: 'flatRate',
  taxStatus: 'taxable',
  cost: 19_900,
  costCalculation: 'class',
  default: true,
  ...overrides,
});

describe('the demo shop', () => {
  it('has the classes Standard and Stor pakke and the zone Norge with three methods', async () => {
    const classes = (await read('/shipping/classes')).json() as ShippingClass[];
    expect(classes.map((entry) => entry.name)).toEqual(['Standard', 'Stor pakke']);
    const [norway] = (await read('/shipping/zones')).json() as ShippingZone[];
    const large = classes.find((entry) => entry.name === 'Stor pakke');
    expect(norway).toMatchObject({ name: 'Norge', regions: { countries: ['NO'], postcodeRanges: [] } });
    expect(norway?.methods).toEqual([
      expect.objectContaining({
        name: 'Hjemlevering',
        cost: 14_900,
        default: true,
        classes: [{ class: large?._id, cost: 29_900 }],
      }),
      expect.objectContaining({ name: 'Hent i butikken', type: 'pickup', cost: 0, default: false }),
      expect.objectContaining({ name: 'Gratis frakt over 1 000 kr', type: 'free', minimumOrderTotal: 100_000 }),
    ]);
  });
});

describe('shipping classes', () => {
  it('round trip: create, read, rename, delete', async () => {
    const created = await send('POST', '/shipping/classes', { name: 'Pall', description: 'Varer på pall' });
    expect(created.statusCode, created.body).toBe(201);
    const pall = created.json() as ShippingClass;
    expect(pall).toMatchObject({ name: 'Pall', description: 'Varer på pall' });
    expect((await read(`/shipping/classes/${pall._id}`)).json()).toEqual(pall);
    const renamed = await send('PATCH', `/shipping/classes/${pall._id}`, { name: 'Helpall' });
    expect(renamed.json()).toMatchObject({ name: 'Helpall', description: 'Varer på pall' });
    expect((await send('DELETE', `/shipping/classes/${pall._id}`)).statusCode).toBe(204);
    expect((await read(`/shipping/classes/${pall._id}`)).statusCode).toBe(404);
  });

  it('needs a name, in Norwegian, and refuses fields it does not know', async () => {
    const empty = await send('POST', '/shipping/classes', { name: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ name: 'Feltet må fylles ut.' });
    expect((await send('POST', '/shipping/classes', { name: 'X', siteId: 'annet' })).statusCode).toBe(400);
  });

  it('a class a zone’s method prices cannot be deleted: 409 naming the zone', async () => {
    const pall = (await send('POST', '/shipping/classes', { name: 'Pall' })).json() as ShippingClass;
    const zone = await send('POST', '/shipping/zones', {
      name: 'Nord-Norge',
      methods: [flatRate({ classes: [{ class: pall._id, cost: 49_900 }] })],
    });
    expect(zone.statusCode, zone.body).toBe(201);
    const refused = await send('DELETE', `/shipping/classes/${pall._id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(shippingMessages.classInUse(['Nord-Norge']));
    expect((await read(`/shipping/classes/${pall._id}`)).statusCode).toBe(200);
    const zoneId = (zone.json() as ShippingZone)._id;
    await send('PATCH', `/shipping/zones/${zoneId}`, { methods: [flatRate()] });
    expect((await send('DELETE', `/shipping/classes/${pall._id}`)).statusCode).toBe(204);
    expect((await send('DELETE', `/shipping/zones/${zoneId}`)).statusCode).toBe(204);
  });
});

describe('shipping zones', () => {
  it('round trip: regions, methods with class costs, in the order they were made', async () => {
    const [large] = ((await read('/shipping/classes')).json() as ShippingClass[]).filter(
      (c) => c.name === 'Stor pakke',
    );
    const body = {
      name: 'Nord-Norge',
      regions: { countries: ['no'], postcodeRanges: [{ from: '8000', to: '9999' }] },
      methods: [
        flatRate({ classes: [{ class: large?._id, cost: 49_900 }] }),
        { name: 'Hent selv', type: 'pickup', costCalculation: 'order', default: false },
      ],
    };
    const created = await send('POST', '/shipping/zones', body);
    expect(created.statusCode, created.body).toBe(201);
    const zone = created.json() as ShippingZone;
    expect(zone.regions).toEqual({ countries: ['NO'], postcodeRanges: [{ from: '8000', to: '9999' }] });
    expect(zone.methods[1]).toEqual({
      name: 'Hent selv',
      type: 'pickup',
      taxStatus: 'taxable',
      cost: 0,
      costCalculation: 'order',
      default: false,
      classes: [],
      minimumOrderTotal: null,
    });
    expect((await read(`/shipping/zones/${zone._id}`)).json()).toEqual(zone);
    const list = (await read('/shipping/zones')).json() as ShippingZone[];
    expect(list.map((entry) => entry.name)).toEqual(['Norge', 'Nord-Norge']);
    expect(list[1]?.sort).toBeGreaterThan(list[0]?.sort ?? 0);
    const renamed = await send('PATCH', `/shipping/zones/${zone._id}`, { name: 'Nord' });
    expect(renamed.json()).toMatchObject({ name: 'Nord', methods: zone.methods });
    expect((await send('DELETE', `/shipping/zones/${zone._id}`)).statusCode).toBe(204);
    expect((await read(`/shipping/zones/${zone._id}`)).statusCode).toBe(404);
  });

  it('a zone needs a name, and a method its name, type, default flag and cost calculation', async () => {
    const refused = await send('POST', '/shipping/zones', { name: '', methods: [{ cost: -5 }] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({
      name: 'Feltet må fylles ut.',
      'methods.0.name': 'Feltet må fylles ut.',
      'methods.0.type': 'Feltet må fylles ut.',
      'methods.0.costCalculation': 'Feltet må fylles ut.',
      'methods.0.default': 'Feltet må fylles ut.',
      'methods.0.cost': 'Må være minst 0.',
    });
  });

  it('one default method per zone; each class once per method; only the site’s own classes', async () => {
    const twoDefaults = await send('POST', '/shipping/zones', {
      name: 'Sone',
      methods: [flatRate(), flatRate({ name: 'Hent', type: 'pickup' })],
    });
    expect(twoDefaults.statusCode).toBe(400);
    expect(twoDefaults.json().fields).toEqual({ 'methods.1.default': shippingMessages.oneDefault });
    const [standard] = (await read('/shipping/classes')).json() as ShippingClass[];
    const twice = await send('POST', '/shipping/zones', {
      name: 'Sone',
      methods: [flatRate({ classes: [standard, standard].map((c) => ({ class: c?._id, cost: 100 })) })],
    });
    expect(twice.json().fields).toEqual({ 'methods.0.classes.1.class': shippingMessages.classTwice });
    const unknown = await send('POST', '/shipping/zones', {
      name: 'Sone',
      methods: [flatRate({ classes: [{ class: 'finnes-ikke', cost: 100 }] })],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ 'methods.0.classes.0.class': shippingMessages.unknownClass });
  });
});

describe('who may', () => {
  it('admins write; everyone reads the classes (the product editor offers them), admins the zones', async () => {
    for (const who of [reader, contributor]) {
      expect((await read('/shipping/classes', who)).statusCode).toBe(200);
      expect((await read('/shipping/zones', who)).statusCode).toBe(403);
      expect((await send('POST', '/shipping/classes', { name: 'X' }, who)).statusCode).toBe(403);
      expect((await send('POST', '/shipping/zones', { name: 'X' }, who)).statusCode).toBe(403);
    }
    expect((await read('/shipping/zones', outsider)).statusCode).toBe(404);
    expect((await read('/shipping/classes', outsider)).statusCode).toBe(404);
    expect((await send('POST', '/shipping/classes', { name: 'X' }, outsider)).statusCode).toBe(404);
  });

  it('another site’s ids answer 404, even to its own admin', async () => {
    const [norway] = (await read('/shipping/zones')).json() as ShippingZone[];
    const homeId = await server.siteId('hjemmeside');
    const other = await server.inject({
      method: 'GET',
      url: `/api/sites/${homeId}/shipping/zones/${norway?._id}`,
      headers: { cookie: outsider.cookie },
    });
    expect(other.statusCode).toBe(404);
  });
});
