import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { BookingDetail } from '@vev/shared';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { bookingWords, loadWords, workspaceWords } from '../../../i18n';
import { serveApi, signInToTestSite } from '../../../test/render-route';
import { BookingDetails } from './BookingDetails';

const held: BookingDetail = {
  _id: 'b1',
  service: 'svc1',
  serviceName: 'Girjustering',
  event: null,
  resources: ['r1'],
  resourceDetails: [{ _id: 'r1', name: 'Sykkelmekaniker Kari' }],
  start: '2099-11-30T08:00:00.000Z',
  end: '2099-11-30T09:00:00.000Z',
  slots: 1,
  name: 'Ola Testkunde',
  email: 'ola@example.no',
  phone: '',
  customer: 'c42',
  order: 'o33',
  orderNumber: 33,
  status: 'held',
  createdAt: '2099-11-27T08:00:00.000Z',
};

function renderDetails() {
  const router = createMemoryRouter(
    [{ path: '/booking/kalender', element: <BookingDetails id="b1" canWrite onClose={() => undefined} /> }],
    { initialEntries: ['/booking/kalender'] },
  );
  render(
    <MantineProvider>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('a booking opened from the calendar (spec 3 §4 Booking)', () => {
  beforeAll(() => loadWords([workspaceWords, bookingWords]));
  beforeEach(signInToTestSite);
  afterEach(cleanup);

  it('links the customer and the order that bought the time, and says it waits for payment', async () => {
    serveApi(({ path }) => (path.endsWith('/booking/bookings/b1') ? held : {}));
    renderDetails();
    const customer = await screen.findByRole('link', { name: 'Se kundekortet' });
    expect(customer.getAttribute('href')).toBe('/butikk/kunder/c42');
    expect(screen.getByRole('link', { name: 'Ordre #33' }).getAttribute('href')).toBe('/butikk/ordrer/o33');
    expect(screen.getByText('Venter på betaling')).toBeTruthy();
    expect(screen.queryByText('c42')).toBeNull();
  });

  it('shows a dash for a booking made without a customer account', async () => {
    serveApi(({ path }) => (path.endsWith('/booking/bookings/b1') ? { ...held, customer: null, order: null } : {}));
    renderDetails();
    expect(await screen.findByText('Ingen ordre')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Se kundekortet' })).toBeNull();
  });
});
