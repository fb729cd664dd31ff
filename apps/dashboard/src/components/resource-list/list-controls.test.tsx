import { MantineProvider, NativeSelect } from '@mantine/core';
import { QueryClient, QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ResourceList } from './ResourceList';
import { useListFilters } from './use-list-filters';
import { nextSort, useListSort } from './use-list-sort';

interface Order {
  id: string;
  name: string;
  status: 'new' | 'paid';
}

const orders: Order[] = [
  { id: 'o1', name: 'Bestilling B', status: 'new' },
  { id: 'o2', name: 'Bestilling A', status: 'paid' },
  { id: 'o3', name: 'Bestilling C', status: 'paid' },
];

/** What the list asked the server for, and what it answered. */
function fakeServer() {
  const server = {
    requests: [] as { status: string | undefined; sort: string | undefined }[],
    bulk: [] as string[][],
    async list(status: string | undefined, sort: string | undefined): Promise<Order[]> {
      server.requests.push({ status, sort });
      const rows = orders.filter((order) => !status || order.status === status);
      if (!sort) return rows;
      const direction = sort.startsWith('-') ? -1 : 1;
      return [...rows].sort((a, b) => a.name.localeCompare(b.name) * direction);
    },
  };
  return server;
}

function OrderList({ server }: { server: ReturnType<typeof fakeServer> }) {
  const filters = useListFilters(['status'] as const);
  const sort = useListSort();
  const query = useInfiniteQuery({
    queryKey: ['orders', filters.values.status, sort.value],
    initialPageParam: 0,
    queryFn: () => server.list(filters.values.status, sort.value),
    getNextPageParam: () => undefined,
  });
  return (
    <ResourceList
      title="Bestillinger"
      filters={
        <NativeSelect
          label="Status"
          data={[
            { value: '', label: 'Alle' },
            { value: 'new', label: 'Ny' },
            { value: 'paid', label: 'Betalt' },
          ]}
          value={filters.values.status ?? ''}
          onChange={(event) => filters.set('status', event.currentTarget.value)}
        />
      }
      sort={sort}
      columns={[
        { key: 'name', title: 'Navn', cell: (order) => order.name, sortable: true },
        { key: 'status', title: 'Status', cell: (order) => order.status },
      ]}
      query={query}
      rowKey={(order) => order.id}
      rowLink={(order) => ({ to: `/bestillinger/${order.id}`, label: order.name })}
      emptyState={{ title: 'Ingen bestillinger' }}
      bulkActions={(selected, clear) => (
        <button
          type="button"
          onClick={() => {
            server.bulk.push(selected.map((order) => order.id));
            clear();
          }}
        >
          Marker som sendt
        </button>
      )}
    />
  );
}

function Location() {
  const location = useLocation();
  return <output aria-label="adresse">{location.pathname + location.search}</output>;
}

function renderList(server: ReturnType<typeof fakeServer>, url = '/bestillinger') {
  const router = createMemoryRouter(
    [
      {
        path: '/bestillinger',
        element: (
          <>
            <OrderList server={server} />
            <Location />
          </>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const address = () => screen.getByRole('status', { name: 'adresse' }).textContent;
const rowNames = () =>
  within(screen.getByRole('table'))
    .queryAllByRole('link')
    .map((link) => link.getAttribute('aria-label'));

describe('ResourceList filters, sorting and bulk selection', () => {
  afterEach(cleanup);

  it('sort order: a header cycles ascending, descending, then the list’s own order', () => {
    expect(nextSort(null, 'name')).toBe('name');
    expect(nextSort('name', 'name')).toBe('-name');
    expect(nextSort('-name', 'name')).toBeNull();
    expect(nextSort('-date', 'name')).toBe('name');
  });

  it('a filter from the address is passed to the query, and changing it writes the address', async () => {
    const server = fakeServer();
    renderList(server, '/bestillinger?status=paid');
    await waitFor(() => expect(rowNames()).toEqual(['Bestilling A', 'Bestilling C']));
    expect(server.requests[0]).toEqual({ status: 'paid', sort: undefined });

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'new' } });
    await waitFor(() => expect(rowNames()).toEqual(['Bestilling B']));
    expect(address()).toBe('/bestillinger?status=new');

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '' } });
    await waitFor(() => expect(rowNames()).toHaveLength(3));
    expect(address()).toBe('/bestillinger');
  });

  it('a sortable header sorts through the address and says its order', async () => {
    const server = fakeServer();
    renderList(server);
    await waitFor(() => expect(rowNames()).toEqual(['Bestilling B', 'Bestilling A', 'Bestilling C']));
    expect(within(screen.getByRole('table')).queryByRole('button', { name: 'Status' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Navn' }));
    await waitFor(() => expect(rowNames()).toEqual(['Bestilling A', 'Bestilling B', 'Bestilling C']));
    expect(address()).toBe('/bestillinger?sort=name');
    expect(screen.getByRole('columnheader', { name: 'Navn' }).getAttribute('aria-sort')).toBe('ascending');

    fireEvent.click(screen.getByRole('button', { name: 'Navn' }));
    await waitFor(() => expect(rowNames()).toEqual(['Bestilling C', 'Bestilling B', 'Bestilling A']));
    expect(address()).toBe('/bestillinger?sort=-name');
    expect(screen.getByRole('columnheader', { name: 'Navn' }).getAttribute('aria-sort')).toBe('descending');
    expect(server.requests.at(-1)).toEqual({ status: undefined, sort: '-name' });
  });

  it('ticked rows show the bulk bar; its action gets them, and "Velg alle" ticks every loaded row', async () => {
    const server = fakeServer();
    renderList(server);
    await waitFor(() => expect(rowNames()).toHaveLength(3));
    expect(screen.queryByRole('toolbar')).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Velg Bestilling A' }));
    const bar = screen.getByRole('toolbar', { name: '1 valgt' });
    fireEvent.click(within(bar).getByRole('button', { name: 'Velg alle' }));
    expect(screen.getByRole('toolbar', { name: '3 valgt' })).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Velg alle' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Marker som sendt' }));
    expect(server.bulk).toEqual([['o1', 'o2', 'o3']]);
    expect(screen.queryByRole('toolbar')).toBeNull();
  });

  it('the header checkbox ticks all loaded rows and clears them again', async () => {
    renderList(fakeServer());
    await waitFor(() => expect(rowNames()).toHaveLength(3));
    const all = screen.getByRole('checkbox', { name: 'Velg alle' });
    fireEvent.click(all);
    expect(screen.getByRole('toolbar', { name: '3 valgt' })).toBeTruthy();
    fireEvent.click(all);
    expect(screen.queryByRole('toolbar')).toBeNull();
  });
});
