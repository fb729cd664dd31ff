import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { OrderListItem } from '@vev/shared';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadWords, shopWords, workspaceWords } from '../../../i18n';
import { renderRoutes, serveApi, signInToTestSite } from '../../../test/render-route';
import { OrderListScreen } from '.';

const row = (changes: Partial<OrderListItem>): OrderListItem => ({
  _id: 'o1',
  orderNumber: 1001,
  type: 'order',
  timestamp: '2026-03-03T13:05:00.000Z',
  status: 'confirmed',
  paymentStatus: 'paid',
  total: 129_900,
  totalTax: 25_980,
  customerName: 'Kari Nordmann',
  customerEmail: 'kari@example.no',
  customer: null,
  draft: false,
  ...changes,
});

const routes = [{ path: '/butikk/ordrer', element: <OrderListScreen /> }];

describe('the order list (spec 3 §2, §4)', () => {
  beforeAll(() => loadWords([workspaceWords, shopWords]));
  beforeEach(signInToTestSite);
  afterEach(cleanup);

  it('shows number, customer, date, total and both badges; no customer and no payment status have their fallbacks', async () => {
    serveApi(() => ({
      items: [
        row({}),
        row({
          _id: 'o2',
          orderNumber: 1002,
          customerName: '',
          customerEmail: '',
          status: 'failed',
          paymentStatus: null,
        }),
      ],
      nextCursor: null,
    }));
    renderRoutes(routes, '/butikk/ordrer', { permission: 'reader' });
    const first = (await screen.findByText('#1001')).closest('tr') as HTMLElement;
    expect(within(first).getByText('Kari Nordmann')).toBeTruthy();
    expect(within(first).getByText('3. mars 2026 kl. 14:05')).toBeTruthy();
    expect(within(first).getByText('1 299,00 kr')).toBeTruthy();
    expect(within(first).getByText('Bekreftet')).toBeTruthy();
    expect(within(first).getByText('Betalt')).toBeTruthy();
    const second = screen.getByText('#1002').closest('tr') as HTMLElement;
    expect(within(second).getByText('Mangler kundeinformasjon')).toBeTruthy();
    expect(within(second).getByText('Feilet')).toBeTruthy();
    expect(within(second).getByText('Manuell')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ordre #1001' }).getAttribute('href')).toBe('/butikk/ordrer/o1');
  });

  it('asks with the search text and filters in the address, and the next page with the cursor', async () => {
    const requests = serveApi(({ query }) =>
      query.get('cursor')
        ? { items: [row({ _id: 'o3', orderNumber: 999 })], nextCursor: null }
        : { items: [row({})], nextCursor: 'c2' },
    );
    renderRoutes(routes, '/butikk/ordrer?q=kari&status=pending&paymentStatus=bogus', { permission: 'admin' });
    await screen.findByText('#1001');
    const first = requests.find((request) => request.path.endsWith('/orders'));
    expect(first?.query.get('text')).toBe('kari');
    expect(first?.query.get('status')).toBe('pending');
    // An unknown payment status in the address is not sent.
    expect(first?.query.get('paymentStatus')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Last flere' }));
    await screen.findByText('#999');
    expect(requests.at(-1)?.query.get('cursor')).toBe('c2');
  });

  it('an empty list says so; with a filter it offers to clear the filters', async () => {
    serveApi(() => ({ items: [], nextCursor: null }));
    const { router } = renderRoutes(routes, '/butikk/ordrer?status=canceled', { permission: 'admin' });
    expect(await screen.findByText('Ingen ordrer med disse filtrene')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Fjern filtrene' }));
    expect(await screen.findByText('Ingen ordrer enda')).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it("'Vis: Utkast' asks for the drafts (?draft=true); a draft reads 'Utkast' for its number and status; 'Opprett ordre' links to a new draft", async () => {
    const requests = serveApi(() => ({
      items: [row({ _id: 'd1', orderNumber: null, draft: true, paymentStatus: null, status: 'pending' })],
      nextCursor: null,
    }));
    renderRoutes(routes, '/butikk/ordrer?draft=true', { permission: 'contributor' });
    const draft = (await screen.findByText('Kari Nordmann')).closest('tr') as HTMLElement;
    expect(within(draft).getAllByText('Utkast')).toHaveLength(2);
    expect(within(draft).queryByText('Venter')).toBeNull();
    expect(requests.find((request) => request.path.endsWith('/orders'))?.query.get('draft')).toBe('true');
    expect(screen.getByRole('link', { name: 'Opprett ordre' }).getAttribute('href')).toBe('/butikk/ordrer/opprett');
  });
});
