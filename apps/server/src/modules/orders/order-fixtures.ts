/**
 * What the order tests share: a published product with stock in a shop, and a fake card provider
 * that behaves like an external one (a redirect, then reserve by webhook), with the real Faktura.
 * Not imported by the server.
 */
import type { PaymentProviderName, Product, SimpleVariant } from '@vev/shared';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { type SignedIn, siteApiAs, type TestServer } from '../../../test/harness';
import { fakturaProvider } from '../payments/faktura';
import type { PaymentProvider } from '../payments/provider';
import type { PaymentProviders } from '../payments/registry';
import { products } from '../products/schema';
import { type PlaceOrderInput, placeOrder } from './place-order';

export async function publishedProduct(
  server: TestServer,
  who: SignedIn,
  siteId: string,
  input: { name: string; price: number; stock: number | null },
): Promise<Product> {
  const api = siteApiAs(server, who);
  const call = <T>(method: 'GET' | 'POST' | 'PATCH', path: string, payload?: object) =>
    api<T>(siteId, method, path, payload);
  const created = await call<Product>('POST', '/products', { name: input.name });
  const edited = await call<Product>('PATCH', `/products/${created._id}`, {
    version: created.version,
    price: { ...created.price, value: input.price },
    manageStock: input.stock !== null,
    status: 'active',
    ...(input.stock !== null ? { stockCount: input.stock } : {}),
  });
  return call<Product>('POST', `/products/${created._id}/publish`, { version: edited.version });
}

/** A published product whose one simple variant has its own stock (managed), priced `price`. */
export async function publishedVariantProduct(
  server: TestServer,
  who: SignedIn,
  siteId: string,
  input: { name: string; price: number; variant: string; stock: number },
): Promise<{ product: Product; variant: SimpleVariant }> {
  const api = siteApiAs(server, who);
  const call = <T>(method: 'GET' | 'POST' | 'PATCH', path: string, payload?: object) =>
    api<T>(siteId, method, path, payload);
  const created = await call<Product>('POST', '/products', { name: input.name });
  const variant = await call<SimpleVariant>('POST', `/products/${created._id}/simple-variants`, {
    name: input.variant,
    stockCount: input.stock,
  });
  const edited = await call<Product>('PATCH', `/products/${created._id}`, {
    version: (await call<Product>('GET', `/products/${created._id}`)).version,
    price: { ...created.price, value: input.price },
    manageStock: true,
    status: 'active',
  });
  const product = await call<Product>('POST', `/products/${created._id}/publish`, { version: edited.version });
  return { product, variant };
}

/** A card provider like an external one: the buyer is sent to its page; refunds fail when told to. */
export function fakeCardProvider(options: { failRefunds?: boolean; failCaptures?: boolean } = {}): PaymentProvider & {
  refundCalls: number;
} {
  const provider = {
    name: 'testkort' as PaymentProviderName,
    refundCalls: 0,
    create: async (_context, input) => ({
      kind: 'redirect' as const,
      url: `https://betaling.example/${input.paymentId}`,
      providerReference: `ref_${input.paymentId}`,
    }),
    capture: async () => (options.failCaptures ? { ok: false as const, error: 'Avvist' } : { ok: true as const }),
    refund: async () => {
      provider.refundCalls += 1;
      return options.failRefunds ? { ok: false as const, error: 'Kortet er sperret' } : { ok: true as const };
    },
    cancel: async () => ({ ok: true as const }),
    verifyWebhook: async () => null,
    state: async () => 'created' as const,
  } satisfies PaymentProvider & { refundCalls: number };
  return provider;
}

export function providersWith(card: PaymentProvider): PaymentProviders {
  return new Map<PaymentProviderName, PaymentProvider>([
    ['faktura', fakturaProvider],
    ['testkort', card],
  ]);
}

export const buyer = {
  name: 'Kari Nordmann',
  email: 'kari@example.no',
  phone: '',
  address: 'Storgata 1',
  postalCode: '0155',
  city: 'Oslo',
  country: 'NO',
};

export function orderFor(
  server: TestServer,
  siteId: string,
  providers: PaymentProviders,
  input: Partial<PlaceOrderInput> & { productId: string; quantity?: number; idempotencyKey?: string },
) {
  const { productId, quantity = 1, idempotencyKey, ...rest } = input;
  return placeOrder(server.database.db, server.config, {
    siteId,
    providers,
    lines: [{ productId, variantId: null, quantity, customizations: [] }],
    invoiceInformation: buyer,
    provider: 'faktura',
    ...rest,
    ...(idempotencyKey ? { idempotencyKey } : {}),
  });
}

export type Method = NonNullable<InjectOptions['method']>;

/** The order tests' calls to one site's API (as `who`), and a product's stock as stored. */
export function orderTestKit(server: TestServer, siteId: string) {
  const call = (who: SignedIn, method: Method, path: string, payload?: object, headers: Record<string, string> = {}) =>
    server.inject({
      method,
      url: `/api/sites/${siteId}${path}`,
      headers: method === 'GET' ? { cookie: who.cookie, ...headers } : { ...who.headers, ...headers },
      ...(payload === undefined ? {} : { payload }),
    });
  async function ok<T>(who: SignedIn, method: Method, path: string, payload?: object): Promise<T> {
    const response = await call(who, method, path, payload);
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.statusCode === 204 ? (undefined as T) : response.json();
  }
  const stockOf = async (id: string) =>
    (
      await server.database.db
        .select({ stock: products.stockCount })
        .from(products)
        .where(and(eq(products.siteId, siteId), eq(products.id, id)))
    )[0]?.stock;
  return { call, ok, stockOf };
}
