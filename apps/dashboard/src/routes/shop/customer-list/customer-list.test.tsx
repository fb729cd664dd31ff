import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { Customer } from '@vev/shared';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadWords, shopWords, workspaceWords } from '../../../i18n';
import { renderRoutes, serveApi, signInToTestSite } from '../../../test/render-route';
import { CustomerListScreen } from '.';

const customer = (changes: Partial<Customer>): Customer => ({
  _id: 'c1',
  name: 'Kari Nordmann',
  email: 'kari@example.no',
  phone: '',
  address: '',
  zip: '',
  city: '',
  profileImage: null,
  anonymous: false,
  marketingConsent: false,
  marketingConsentAt: null,
  lastActive: '2026-03-03T13:05:00.000Z',
  orders: 2,
  ordersSum: 129_900,
  invitedAt: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  ...changes,
});

const routes = [{ path: '/butikk/kunder', element: <CustomerListScreen /> }];

describe('the customer list (spec 3 §2 Customers, §7 GET customers)', () => {
  beforeAll(() => loadWords([workspaceWords, shopWords]));
  beforeEach(signInToTestSite);
  afterEach(cleanup);

  it("'Med kundekonto' asks for anonymous=false with the search's name; a guest is marked", async () => {
    const requests = serveApi(({ query }) =>
      query.get('anonymous') === 'false'
        ? [customer({})]
        : [customer({}), customer({ _id: 'c2', name: 'Gunnar Gjest', anonymous: true })],
    );
    renderRoutes(routes, '/butikk/kunder?q=kar', { permission: 'reader' });
    const guest = await screen.findByRole('row', { name: /Gunnar Gjest/ });
    expect(within(guest).getByText('Gjest (uten konto)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Opprett kunde' })).toBeNull();

    fireEvent.click(screen.getByRole('combobox', { name: 'Vis' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Med kundekonto', hidden: true }));
    expect(await screen.findByRole('row', { name: /Kari Nordmann/ })).toBeTruthy();
    expect(screen.queryByRole('row', { name: /Gunnar Gjest/ })).toBeNull();
    const last = requests.filter((request) => request.path.endsWith('/customers')).at(-1);
    expect(last?.query.get('anonymous')).toBe('false');
    expect(last?.query.get('name')).toBe('kar');
  });

  it('a filter that finds no one says so and offers all customers', async () => {
    serveApi(() => []);
    renderRoutes(routes, '/butikk/kunder?anonymous=true', { permission: 'contributor' });
    expect(await screen.findByText('Ingen kunder her enda')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Vis alle kunder' }));
    expect(await screen.findByText('Ingen kunder enda')).toBeTruthy();
  });
});
