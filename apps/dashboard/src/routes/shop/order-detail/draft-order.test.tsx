import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { customizeOptionSchema, newProductDocument, type Order, type OrderLine, type Product } from '@vev/shared';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadWords, shopWords, workspaceWords } from '../../../i18n';
import { errorAnswer, type FakeRequest, renderRoutes, serveApi, signInToTestSite } from '../../../test/render-route';
import { OrderDetailScreen } from '.';
import { testOrder } from './test-order';

const routes = [
  { path: '/butikk/ordrer', element: <p>Ordrelisten</p> },
  { path: '/butikk/ordrer/:orderId', element: <OrderDetailScreen /> },
];

const lamp = (amount: number): OrderLine => ({
  ...(testOrder().orderLines[0] as OrderLine),
  _id: `l-${amount}`,
  product: { _id: 'p1', name: 'Lykt' },
  variant: null,
  name: 'Lykt',
  productPrice: 29_900,
  amount,
  total: 29_900 * amount,
  customizations: [],
});

const draft = (amount = 1): Order =>
  testOrder({
    _id: 'd1',
    orderNumber: null,
    draft: true,
    status: 'pending',
    paymentStatus: null,
    payments: [],
    shippingLines: [],
    orderLines: [lamp(amount)],
    draftLines: [{ productId: 'p1', variantId: null, quantity: amount, customizations: [] }],
    total: 29_900 * amount,
    totalTax: 5_980 * amount,
  });

/** An engravable bottle: 'Gravering' (a choice) and, when engraved, a required text of at most 12 characters. */
const bottle = {
  ...newProductDocument({ name: 'Drikkeflaske', slug: 'drikkeflaske' }),
  _id: 'p2',
  customizeOptions: [
    customizeOptionSchema.parse({
      label: 'Gravering',
      key: 'gravering',
      type: 'Radio',
      options: [
        { label: 'Nei', default: true },
        { label: 'Ja', price: 9_900 },
      ],
    }),
    customizeOptionSchema.parse({
      label: 'Tekst på gravering',
      key: 'tekst',
      required: true,
      max: 12,
      conditions: [{ targetKey: 'gravering', targetValue: 'Ja' }],
    }),
  ],
} as unknown as Product;

const lampProduct = { ...newProductDocument({ name: 'Lykt', slug: 'lykt' }), _id: 'p1' } as unknown as Product;

/** The draft's calls (the lamp's product for its line), with each call's headers kept beside them. */
function serve(answer: (request: FakeRequest) => unknown) {
  const requests = serveApi(
    (request) => answer(request) ?? (request.path.endsWith('/products/p1') ? lampProduct : undefined) ?? [],
  );
  const headers: Record<string, string>[] = [];
  const answering = globalThis.fetch;
  vi.stubGlobal('fetch', (input: string, init: RequestInit = {}) => {
    headers.push({ ...(init.headers as Record<string, string>) });
    return answering(input, init);
  });
  return { requests, headers };
}

describe('the draft order screen (spec 3 §4 drafts)', () => {
  beforeAll(() => loadWords([workspaceWords, shopWords]));
  beforeEach(signInToTestSite);
  afterEach(() => {
    cleanup();
    notifications.clean();
  });

  it("shows the server's prices, sends a changed quantity to the server and shows its new price", async () => {
    const { requests } = serve((request) => {
      if (request.path.endsWith('/orders/d1')) return request.method === 'PATCH' ? draft(3) : draft(1);
      return undefined;
    });
    renderRoutes(routes, '/butikk/ordrer/d1', { permission: 'contributor' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Utkast' })).toBeTruthy();
    expect(screen.getByTestId('draft-total').textContent?.replace(/\s/g, ' ')).toBe('Totalt: 299,00 kr');
    const quantity = screen.getByRole('textbox', { name: 'Antall: Lykt' });
    fireEvent.change(quantity, { target: { value: '3' } });
    fireEvent.blur(quantity);
    await waitFor(() =>
      expect(screen.getByTestId('draft-total').textContent?.replace(/\s/g, ' ')).toBe('Totalt: 897,00 kr'),
    );
    expect(requests.find((request) => request.method === 'PATCH')?.body).toEqual({
      lines: [{ productId: 'p1', variantId: null, quantity: 3, customizations: [] }],
    });
  });

  it('a discount code is tried on the server: refused, it says why under the field (no toast); taken, it shows with Fjern', async () => {
    const refused = 'Rabattkoden finnes ikke.';
    const { requests } = serve((request) => {
      if (!request.path.endsWith('/orders/d1')) return undefined;
      if (request.method !== 'PATCH') return draft(1);
      const code = (request.body as { discountCode: string | null }).discountCode;
      if (code === 'FEIL')
        return errorAnswer(400, { error: 'badRequest', message: refused, fields: { discountCode: refused } });
      return { ...draft(1), discountCode: code };
    });
    renderRoutes(routes, '/butikk/ordrer/d1', { permission: 'contributor' });
    const field = await screen.findByRole('textbox', { name: 'Rabattkode' });
    fireEvent.change(field, { target: { value: 'FEIL' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bruk' }));
    expect(await screen.findByText(refused)).toBeTruthy();
    expect(screen.queryByText('Oida...')).toBeNull();
    fireEvent.change(field, { target: { value: 'VELKOMMEN10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bruk' }));
    expect(await screen.findByText('VELKOMMEN10')).toBeTruthy();
    expect(screen.queryByText(refused)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Fjern rabattkoden VELKOMMEN10' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Rabattkode' })).toBeTruthy());
    expect(requests.filter((request) => request.method === 'PATCH').map((request) => request.body)).toEqual([
      { discountCode: 'FEIL' },
      { discountCode: 'VELKOMMEN10' },
      { discountCode: null },
    ]);
  });

  it('a product with customizations opens its form when added: the fields as the product page shows them, checked in Norwegian before they are sent', async () => {
    const { requests } = serve((request) => {
      if (request.path.endsWith('/products/p2')) return bottle;
      if (request.path.endsWith('/products')) return [{ _id: 'p2', name: 'Drikkeflaske' }];
      if (request.path.endsWith('/orders/d1')) return draft(1);
      return undefined;
    });
    renderRoutes(routes, '/butikk/ordrer/d1', { permission: 'contributor' });
    const box = await screen.findByRole('combobox', { name: 'Legg til produkt' });
    fireEvent.focus(box);
    fireEvent.click(box);
    fireEvent.change(box, { target: { value: 'Drikke' } });
    fireEvent.click(await screen.findByRole('option', { name: /Drikkeflaske/, hidden: true }, { timeout: 3000 }));
    const form = await screen.findByRole('dialog', { name: 'Drikkeflaske' });
    // The text shows only once 'Ja' is chosen, and costs what the choice adds.
    expect(within(form).queryByRole('textbox', { name: /Tekst på gravering/ })).toBeNull();
    fireEvent.click(within(form).getByRole('radio', { name: /^Ja \(\+ 99,00\skr\)$/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Legg til' }));
    expect(await within(form).findByText('Fyll ut «Tekst på gravering».')).toBeTruthy();
    fireEvent.change(within(form).getByRole('textbox', { name: /Tekst på gravering/ }), {
      target: { value: 'Kari' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Legg til' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'PATCH')).toBe(true));
    expect(requests.find((request) => request.method === 'PATCH')?.body).toEqual({
      lines: [
        { productId: 'p1', variantId: null, quantity: 1, customizations: [] },
        {
          productId: 'p2',
          variantId: null,
          quantity: 1,
          customizations: [
            { key: 'gravering', value: 'Ja' },
            { key: 'tekst', value: 'Kari' },
          ],
        },
      ],
    });
    // The picker waits for typing to pause (500 ms) before it searches.
  }, 20_000);

  it("'Fullfør ordre' with Faktura completes it with an Idempotency-Key", async () => {
    const placed = { ...draft(1), draft: false, orderNumber: 1042, draftLines: null };
    const { requests, headers } = serve((request) => {
      if (request.path.endsWith('/orders/d1/complete')) return { order: placed, paymentUrl: null };
      if (request.path.endsWith('/orders/d1')) return draft(1);
      return undefined;
    });
    renderRoutes(routes, '/butikk/ordrer/d1', { permission: 'contributor' });
    fireEvent.click(await screen.findByRole('button', { name: 'Fullfør ordre' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fullfør ordre' });
    expect(within(dialog).getByRole('radio', { name: 'Faktura' })).toHaveProperty('checked', true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fullfør ordre' }));
    await waitFor(() => expect(requests.some((request) => request.path.endsWith('/complete'))).toBe(true));
    const at = requests.findIndex((request) => request.path.endsWith('/complete'));
    expect(requests[at]?.body).toEqual({ provider: 'faktura' });
    expect(headers[at]?.['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
    expect(await screen.findByText('Ordre 1042 er lagt inn')).toBeTruthy();
  });

  it('a payment link is shown to copy', async () => {
    const placed = { ...draft(1), draft: false, orderNumber: 1043, draftLines: null };
    serve((request) => {
      if (request.path.endsWith('/orders/d1/complete')) {
        return { order: placed, paymentUrl: 'https://betaling.example/abc' };
      }
      if (request.path.endsWith('/orders/d1')) return draft(1);
      return undefined;
    });
    renderRoutes(routes, '/butikk/ordrer/d1', { permission: 'contributor' });
    fireEvent.click(await screen.findByRole('button', { name: 'Fullfør ordre' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fullfør ordre' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Betalingslenke (Testkort)' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fullfør ordre' }));
    const link = await screen.findByRole('dialog', { name: 'Betalingslenke' });
    expect(within(link).getByRole('textbox', { name: 'Betalingslenke' })).toHaveProperty(
      'value',
      'https://betaling.example/abc',
    );
  });

  it("'Slett utkast' asks first, then deletes and goes back to the drafts", async () => {
    const { requests } = serve((request) => {
      if (request.method === 'DELETE') return new Response(null, { status: 204 });
      if (request.path.endsWith('/orders/d1')) return draft(1);
      return undefined;
    });
    renderRoutes(routes, '/butikk/ordrer/d1', { permission: 'contributor' });
    fireEvent.click(await screen.findByRole('button', { name: 'Slett utkast' }));
    const confirm = await screen.findByRole('dialog', { name: 'Bekreft' });
    expect(within(confirm).getByText('Er du sikker på at du vil slette?')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Slett' }));
    expect(await screen.findByText('Ordrelisten')).toBeTruthy();
    expect(requests.find((request) => request.method === 'DELETE')?.path).toMatch(/\/orders\/d1$/);
  });
});
