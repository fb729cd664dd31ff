import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Order, OrderLine } from '@vev/shared';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadWords, shopWords, workspaceWords } from '../../../i18n';
import { type FakeRequest, renderRoutes, serveApi, signInToTestSite } from '../../../test/render-route';
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

/** The draft's calls, with each call's headers kept beside them. */
function serve(answer: (request: FakeRequest) => unknown) {
  const requests = serveApi((request) => answer(request) ?? []);
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
    expect(await screen.findByText('Er du sikker på at du vil slette?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Slett' }));
    expect(await screen.findByText('Ordrelisten')).toBeTruthy();
    expect(requests.find((request) => request.method === 'DELETE')?.path).toMatch(/\/orders\/d1$/);
  });
});
