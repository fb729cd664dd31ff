/**
 * An order-line goal (spec 3 'Experiment': goal type order line): a buyer in the experiment who
 * orders the goal product counts one goal for their variant, valued at the line's total, once.
 */
import { assignVariant, type Experiment, type ExperimentStats, type PageListItem, type Product } from '@vev/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../test/harness';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
const admin = await server.signIn('admin@demo.vev.no');
const shop = 'demobutikk.localhost:3000';
const origin = `http://${shop}`;
const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

const api = async <T>(method: 'POST' | 'PATCH' | 'GET', path: string, payload?: object) => {
  const response = await server.inject({
    method,
    url: `/api/sites/${shopId}${path}`,
    headers: method === 'GET' ? { cookie: admin.cookie } : admin.headers,
    ...(payload ? { payload } : {}),
  });
  if (response.statusCode >= 300) throw new Error(response.body);
  return response.json<T>();
};

const created = await api<Product>('POST', '/products', { name: 'Eksperimentgenser' });
const edited = await api<Product>('PATCH', `/products/${created._id}`, {
  version: created.version,
  status: 'active',
  price: { type: 'fixed', value: 50_000, compareAtValue: null, prefix: '', suffix: '', minPrice: null, maxPrice: null },
});
await api('POST', `/products/${created._id}/publish`, { version: edited.version });

const front = (await api<PageListItem[]>('GET', '/pages?limit=100')).find((page) => page.path === '/') as PageListItem;
const experiment = await api<Experiment>('POST', '/experiments', {
  name: 'Forsiden selger gensere',
  reference: front._id,
  goal: { type: 'orderLine', meta1: { value: created._id, operation: 'equals' } },
  variants: [
    { _id: '_baseline', name: '_baseline', weight: 1 },
    { name: 'Variant 1', weight: 1 },
  ],
});
await api('PATCH', `/experiments/${experiment._id}`, { active: true });

let buyerId = '';
for (let n = 0; !buyerId; n += 1) {
  if (assignVariant(experiment.variants, `kjopende-nummer-${n}`, experiment._id)?._id !== '_baseline')
    buyerId = `kjopende-nummer-${n}`;
}

describe('an order-line goal', () => {
  it('counts the buyer’s goal in their variant once, valued at the line’s total', async () => {
    let cookie = `vev_consent=1.analytics.analytics; vev_ab=${buyerId}`;
    const headers = () => ({ host: shop, 'user-agent': browser, cookie });
    const post = async (url: string, form: Record<string, string>) => {
      const response = await server.inject({
        method: 'POST',
        url,
        headers: { ...headers(), origin, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(form).toString(),
      });
      const cart = response.cookies.find((entry) => entry.name === 'vev_cart');
      if (cart) cookie = `${cookie}; vev_cart=${cart.value}`;
      return response;
    };
    await server.inject({ method: 'GET', url: '/', headers: headers() });
    await post('/handlekurv', { product: created._id, amount: '2' });
    const checkout = await server.inject({ method: 'GET', url: '/kasse', headers: headers() });
    const idempotencyKey = /name="idempotencyKey" value="([^"]+)"/.exec(checkout.body)?.[1] ?? '';
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
      idempotencyKey,
    };
    expect((await post('/kasse', details)).statusCode).toBe(303);
    expect((await post('/kasse', details)).statusCode).toBe(303);
    const stats = await api<ExperimentStats>('GET', `/experiments/${experiment._id}/stats`);
    expect(stats.map(({ entries, goals, goalValue }) => ({ entries, goals, goalValue }))).toEqual([
      { entries: 0, goals: 0, goalValue: 0 },
      { entries: 1, goals: 1, goalValue: 100_000 },
    ]);
  });
});
