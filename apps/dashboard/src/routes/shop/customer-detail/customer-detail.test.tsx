import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { Customer, OrderListItem } from '@vev/shared';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryKeys } from '../../../api/query-keys';
import { createQueryClient } from '../../../app/query-client';
import { loadWords, shopWords, workspaceWords } from '../../../i18n';
import { errorAnswer, serveApi, signInToTestSite, testSiteId } from '../../../test/render-route';
import { CustomerDetailScreen } from '.';

const customer: Customer = {
  _id: 'c1',
  name: 'Kari Nordmann',
  email: 'kari@example.no',
  phone: '',
  address: '',
  zip: '',
  city: '',
  profileImage: null,
  anonymous: true,
  marketingConsent: false,
  marketingConsentAt: null,
  lastActive: '2026-03-03T13:05:00.000Z',
  orders: 1,
  ordersSum: 99_600,
  invitedAt: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
};

const order: OrderListItem = {
  _id: 'o19',
  orderNumber: 19,
  type: 'order',
  timestamp: '2026-03-03T13:05:00.000Z',
  status: 'finished',
  paymentStatus: 'paid',
  total: 99_600,
  totalTax: 19_920,
  customerName: 'Kari Nordmann',
  customerEmail: 'kari@example.no',
  customer: { _id: 'c1', name: 'Kari Nordmann' },
  draft: false,
};

/** The screen with the app's own query client, so its error toast is the one the user would see. */
function renderScreen(url: string) {
  const client = createQueryClient();
  client.setQueryData(queryKeys.permissions(testSiteId), { permission: 'contributor' });
  const router = createMemoryRouter(
    [
      { path: '/butikk/kunder/:customerId', element: <CustomerDetailScreen /> },
      { path: '/butikk/kunder/:customerId/:tab', element: <CustomerDetailScreen /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <Notifications />
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the customer editor (spec 3 §2 Customers, §8)', () => {
  beforeAll(() => loadWords([workspaceWords, shopWords]));
  beforeEach(signInToTestSite);
  afterEach(() => {
    act(() => notifications.clean());
    cleanup();
  });

  it("a customer who is gone reads 'Finner ikke kunde', once: no error toast besides", async () => {
    serveApi(() =>
      errorAnswer(404, { code: 'resourceNotFound', message: 'Finner ikke kunden. Den kan være slettet.' }),
    );
    renderScreen('/butikk/kunder/borte');
    expect(await screen.findByRole('heading', { name: 'Finner ikke kunde' })).toBeTruthy();
    expect(screen.queryByText('Oida...')).toBeNull();
  });

  it("the ordrer tab names each order as the order list does ('Ordre #19')", async () => {
    const requests = serveApi(({ path }) =>
      path.endsWith('/customers/c1') ? customer : { items: [order], nextCursor: null },
    );
    renderScreen('/butikk/kunder/c1/ordrer');
    expect(await screen.findByRole('link', { name: 'Ordre #19' })).toBeTruthy();
    expect(requests.find((request) => request.path.endsWith('/orders'))?.query.get('customer')).toBe('c1');
  });
});
