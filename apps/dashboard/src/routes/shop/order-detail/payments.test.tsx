import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Order, OrderLine } from '@vev/shared';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadWords, shopWords, workspaceWords } from '../../../i18n';
import { errorAnswer, type FakeRequest, renderRoutes, serveApi, signInToTestSite } from '../../../test/render-route';
import { OrderDetailScreen } from '.';
import { testOrder, testPayment } from './test-order';

const routes = [{ path: '/butikk/ordrer/:orderId/:tab', element: <OrderDetailScreen /> }];

/** The order's calls, with each call's headers kept beside them. */
function serve(order: Order, answer: (request: FakeRequest) => unknown = () => undefined) {
  const requests = serveApi((request) => {
    const own = answer(request);
    if (own !== undefined) return own;
    if (request.path.endsWith('/orders/o1')) return order;
    return [];
  });
  const headers: Record<string, string>[] = [];
  const answering = globalThis.fetch;
  vi.stubGlobal('fetch', (input: string, init: RequestInit = {}) => {
    headers.push({ ...(init.headers as Record<string, string>) });
    return answering(input, init);
  });
  return { requests, headers };
}

// Sykkel: 2 for 2 001,01 kr, so one of them is 1 000,51 kr (half up).
const oddOrder = (changes: Partial<Order> = {}) => {
  const base = testOrder();
  return testOrder({
    orderLines: [{ ...(base.orderLines[0] as OrderLine), total: 200_101 }, base.orderLines[1] as OrderLine],
    payments: [testPayment({ total: 250_101, chargedSum: 250_101, reservedSum: 250_101 })],
    ...changes,
  });
};

const field = (dialog: HTMLElement, name: string) => within(dialog).getByRole('textbox', { name }) as HTMLInputElement;

describe('the order editor, betalinger (spec 3 §4, §5, §8)', () => {
  beforeAll(() => loadWords([workspaceWords, shopWords]));
  beforeEach(signInToTestSite);
  afterEach(() => {
    cleanup();
    notifications.clean();
    vi.restoreAllMocks();
  });

  it('shows each payment with its figures and history; "Aktiver" only on the one waiting to be charged, which reloads the order', async () => {
    const order = testOrder({
      payments: [
        testPayment({
          _id: 'pay1',
          provider: 'faktura',
          method: 'invoice',
          chargeStatus: 'waiting',
          charged: false,
          chargedSum: 0,
          chargeTimestamp: null,
        }),
        testPayment({ _id: 'pay2', total: 10_000, chargedSum: 10_000, reservedSum: 10_000 }),
      ],
    });
    const { requests } = serve(order, ({ method }) => (method === 'POST' ? {} : undefined));
    renderRoutes(routes, '/butikk/ordrer/o1/betalinger', { permission: 'contributor' });
    const invoice = await screen.findByRole('region', { name: 'Faktura' });
    const card = screen.getByRole('region', { name: 'Testkort' });
    expect(within(invoice).getByText('Betalingsmåte: Faktura')).toBeTruthy();
    expect(within(card).getAllByText('100,00 kr')).toHaveLength(3);
    expect(within(card).getByText('Reservert', { selector: '.mantine-Timeline-itemTitle p' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Aktiver' })).toBeNull();
    // Reserved but not charged: no refund yet.
    expect((within(invoice).getByRole('button', { name: 'Refunder' }) as HTMLButtonElement).disabled).toBe(true);

    const loads = requests.filter((request) => request.method === 'GET').length;
    fireEvent.click(within(invoice).getByRole('button', { name: 'Aktiver' }));
    expect(await screen.findByText('Betaling aktivert')).toBeTruthy();
    expect(requests.find((request) => request.method === 'POST')?.path).toMatch(
      /\/orders\/o1\/payments\/pay1\/charge$/,
    );
    await waitFor(() => expect(requests.filter((request) => request.method === 'GET').length).toBeGreaterThan(loads));
  });

  it('a failed charge shows no message; it is only logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const order = testOrder({ payments: [testPayment({ chargeStatus: 'waiting', charged: false, chargedSum: 0 })] });
    serve(order, ({ method }) => (method === 'POST' ? errorAnswer(502, { message: 'Avvist' }) : undefined));
    renderRoutes(routes, '/butikk/ordrer/o1/betalinger', { permission: 'admin' });
    fireEvent.click(await screen.findByRole('button', { name: 'Aktiver' }));
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.queryByText('Betaling aktivert')).toBeNull();
    expect(screen.queryByText(/Avvist/)).toBeNull();
  });

  it('a reader sees the payments without "Aktiver" or "Refunder"', async () => {
    serve(testOrder({ payments: [testPayment({ chargeStatus: 'waiting', charged: false, chargedSum: 0 })] }));
    renderRoutes(routes, '/butikk/ordrer/o1/betalinger', { permission: 'reader' });
    await screen.findByRole('region', { name: 'Testkort' });
    expect(screen.queryByRole('button', { name: 'Aktiver' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Refunder' })).toBeNull();
  });

  it('refund: the line sum follows the quantity proportionally, the quantity stays within what remains, restock is forced with one payment, and a double click is one refund with an Idempotency-Key', async () => {
    const { requests, headers } = serve(oddOrder(), ({ method }) =>
      method === 'POST' ? { _id: 'r1', payment: 'pay1', total: 100_051 } : undefined,
    );
    renderRoutes(routes, '/butikk/ordrer/o1/betalinger', { permission: 'contributor' });
    fireEvent.click(await screen.findByRole('button', { name: 'Refunder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refunder betaling' });
    expect(within(dialog).getByText('Igjen å refundere av betalingen: 2 501,01 kr')).toBeTruthy();
    const restock = within(dialog).getByRole('checkbox', { name: 'Legg tilbake på lager: Sykkel' }) as HTMLInputElement;
    expect(restock.checked).toBe(true);
    expect(restock.disabled).toBe(true);
    // Shipping is never put back in stock.
    expect(within(dialog).queryByRole('checkbox', { name: 'Legg tilbake på lager: Posten' })).toBeNull();

    fireEvent.change(field(dialog, 'Antall: Sykkel'), { target: { value: '3' } });
    expect(await within(dialog).findByText('Antallet kan være maks 2.')).toBeTruthy();
    fireEvent.change(field(dialog, 'Antall: Sykkel'), { target: { value: '1' } });
    await waitFor(() => expect(field(dialog, 'Sum: Sykkel').value).toBe('1000,51'));
    expect(within(dialog).getByLabelText('Sum å refundere').textContent?.replace(/\s/g, ' ')).toBe('1 000,51 kr');

    fireEvent.change(field(dialog, 'Notat'), { target: { value: 'Ripe i lakken' } });
    const send = within(dialog).getByRole('button', { name: 'Refunder' });
    fireEvent.click(send);
    fireEvent.click(send);
    expect(await screen.findByText('Betaling refundert')).toBeTruthy();
    const posts = requests.filter((request) => request.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.path).toMatch(/\/orders\/o1\/payments\/pay1\/refunds$/);
    expect(posts[0]?.body).toEqual({
      sum: 100_051,
      note: 'Ripe i lakken',
      items: [{ ref: 'l1', amount: 1, sum: 100_051, restock: true }],
    });
    const postIndex = requests.indexOf(posts[0] as FakeRequest);
    expect(headers[postIndex]?.['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('refund: the sum is at least 0,01 kr and at most what remains; with two payments restock is a choice', async () => {
    const order = oddOrder({
      payments: [testPayment({ chargedSum: 1_000, refundedSum: 0 }), testPayment({ _id: 'pay2', provider: 'faktura' })],
    });
    const { requests } = serve(order);
    renderRoutes(routes, '/butikk/ordrer/o1/betalinger', { permission: 'contributor' });
    const card = await screen.findByRole('region', { name: 'Testkort' });
    fireEvent.click(within(card).getByRole('button', { name: 'Refunder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refunder betaling' });
    const restock = within(dialog).getByRole('checkbox', { name: 'Legg tilbake på lager: Sykkel' }) as HTMLInputElement;
    expect(restock.checked).toBe(false);
    expect(restock.disabled).toBe(false);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Refunder' }));
    expect(await within(dialog).findByText('Beløpet må være minst 0,01 kr.')).toBeTruthy();
    const total = field(dialog, 'Sum å refundere');
    fireEvent.change(total, { target: { value: '10,01' } });
    fireEvent.blur(total);
    expect(await within(dialog).findByText('Beløpet kan være maks 10,00 kr.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refunder' }));
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('refund: an answer with a status field is a failure: no message, the modal stays, it is logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    serve(oddOrder(), ({ method }) => (method === 'POST' ? { status: 'failed', message: 'Avvist' } : undefined));
    renderRoutes(routes, '/butikk/ordrer/o1/betalinger', { permission: 'contributor' });
    fireEvent.click(await screen.findByRole('button', { name: 'Refunder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refunder betaling' });
    fireEvent.change(field(dialog, 'Antall: Hjelm'), { target: { value: '1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refunder' }));
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.queryByText('Betaling refundert')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Refunder betaling' })).toBeTruthy();
  });
});
