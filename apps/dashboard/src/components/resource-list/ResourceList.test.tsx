import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { defaultPageSize } from '@vev/shared';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScreenPreloadContext } from '../../app/areas/screen-preload';
import { ResourceList } from './ResourceList';
import { useListSearch } from './use-list-search';

interface Item {
  id: string;
  name: string;
}

const items = (from: number, count: number): Item[] =>
  Array.from({ length: count }, (_, index) => ({ id: `i${from + index}`, name: `Ting ${from + index}` }));

/** A server with `total` items; `fail` makes the next answers fail. */
function fakeServer(total: number) {
  const server = {
    fail: false,
    requests: [] as { skip: number; text: string }[],
    async list(skip: number, text: string): Promise<Item[]> {
      server.requests.push({ skip, text });
      if (server.fail) throw new Error('Tjeneren svarte ikke.');
      const all = items(0, total).filter((item) => item.name.includes(text));
      return all.slice(skip, skip + defaultPageSize);
    },
  };
  return server;
}

function ItemList({ server, emptyAction }: { server: ReturnType<typeof fakeServer>; emptyAction?: boolean }) {
  const search = useListSearch();
  const query = useInfiniteQuery({
    queryKey: ['items', search.text],
    initialPageParam: 0,
    queryFn: ({ pageParam }) => server.list(pageParam, search.text),
    getNextPageParam: (last, all) => (last.length < defaultPageSize ? undefined : all.length * defaultPageSize),
    retry: false,
  });
  return (
    <ResourceList
      title="Ting"
      search={search}
      searchPlaceholder="Søk etter ting"
      columns={[
        { key: 'name', title: 'Navn', cell: (item) => item.name },
        { key: 'id', title: 'Id', cell: (item) => item.id },
      ]}
      query={query}
      rowKey={(item) => item.id}
      rowLink={(item) => ({ to: `/ting/${item.id}`, label: item.name })}
      emptyState={{
        title: emptyAction ? 'Opprett din første ting' : 'Ingen ting funnet',
        action: emptyAction ? <button type="button">Opprett ting</button> : undefined,
      }}
    />
  );
}

function Location() {
  const location = useLocation();
  return <output aria-label="adresse">{location.pathname + location.search}</output>;
}

function renderList(
  server: ReturnType<typeof fakeServer>,
  { url = '/ting', emptyAction = false, preload = (_path: string) => {} } = {},
) {
  const router = createMemoryRouter(
    [
      {
        path: '/ting',
        element: (
          <>
            <ItemList server={server} emptyAction={emptyAction} />
            <Location />
          </>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  const client = new QueryClient();
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <ScreenPreloadContext.Provider value={preload}>
          <RouterProvider router={router} />
        </ScreenPreloadContext.Provider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

const rowLinks = () => within(screen.getByRole('table')).queryAllByRole('link');

describe('ResourceList', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("loads a row's screen ahead of the click when it is pointed at for a moment, not when passed over", async () => {
    const preloaded: string[] = [];
    renderList(fakeServer(3), { preload: (path) => preloaded.push(path) });
    await waitFor(() => expect(rowLinks()).toHaveLength(3));
    const [first, second] = rowLinks();
    fireEvent.pointerEnter(first as HTMLElement);
    fireEvent.pointerLeave(first as HTMLElement);
    fireEvent.pointerEnter(second as HTMLElement);
    await waitFor(() => expect(preloaded).toEqual(['/ting/i1']));
    fireEvent.focus(first as HTMLElement);
    expect(preloaded).toEqual(['/ting/i1', '/ting/i0']);
  });

  it('rows are real links to the resource, named by it', async () => {
    renderList(fakeServer(3));
    const link = await screen.findByRole('link', { name: 'Ting 1' });
    expect(link.getAttribute('href')).toBe('/ting/i1');
  });

  it('loads 20 at a time and stops after a page that brings fewer than 20', async () => {
    const server = fakeServer(45);
    renderList(server);
    await waitFor(() => expect(rowLinks()).toHaveLength(20));

    fireEvent.click(screen.getByRole('button', { name: 'Last flere' }));
    await waitFor(() => expect(rowLinks()).toHaveLength(40));

    fireEvent.click(screen.getByRole('button', { name: 'Last flere' }));
    await waitFor(() => expect(rowLinks()).toHaveLength(45));
    expect(screen.queryByRole('button', { name: 'Last flere' })).toBeNull();
    expect(server.requests.map((request) => request.skip)).toEqual([0, 20, 40]);
  });

  it('a first page of exactly 20 still offers more, and an empty next page ends the list', async () => {
    const server = fakeServer(20);
    renderList(server);
    await waitFor(() => expect(rowLinks()).toHaveLength(20));
    fireEvent.click(screen.getByRole('button', { name: 'Last flere' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Last flere' })).toBeNull());
    expect(rowLinks()).toHaveLength(20);
  });

  it('loads the next page when the end of the list scrolls into view', async () => {
    const observers: IntersectionObserverCallback[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          observers.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    renderList(fakeServer(30));
    await waitFor(() => expect(rowLinks()).toHaveLength(20));
    act(() => {
      observers.at(-1)?.([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    });
    await waitFor(() => expect(rowLinks()).toHaveLength(30));
  });

  it('an empty list shows its own empty state with its action', async () => {
    renderList(fakeServer(0), { emptyAction: true });
    expect(await screen.findByText('Opprett din første ting')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Opprett ting' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('an empty list without an action says none were found', async () => {
    renderList(fakeServer(0));
    expect(await screen.findByText('Ingen ting funnet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Opprett ting' })).toBeNull();
  });

  it('a search without hits names the text, not the empty state', async () => {
    renderList(fakeServer(5), { url: '/ting?q=sofa', emptyAction: true });
    expect(await screen.findByText('Ingen treff på «sofa»')).toBeTruthy();
    expect(screen.queryByText('Opprett din første ting')).toBeNull();
  });

  it('the search text comes from the URL and goes back to it after the debounce', async () => {
    const server = fakeServer(30);
    const router = renderList(server, { url: '/ting?q=Ting+2' });
    const box = screen.getByRole('searchbox', { name: 'Søk etter ting' }) as HTMLInputElement;
    expect(box.value).toBe('Ting 2');
    await waitFor(() => expect(rowLinks()).toHaveLength(11));

    fireEvent.change(box, { target: { value: 'Ting 1' } });
    expect(router.state.location.search).toBe('?q=Ting+2');
    await waitFor(() => expect(router.state.location.search).toBe('?q=Ting+1'), { timeout: 2000 });
    expect(await screen.findByRole('link', { name: 'Ting 10' })).toBeTruthy();
    expect(rowLinks()).toHaveLength(11);
    expect(server.requests.map((request) => request.text)).toEqual(['Ting 2', 'Ting 1']);
  });

  it('a list that cannot load says so and can try again', async () => {
    const server = fakeServer(5);
    server.fail = true;
    renderList(server);
    expect(await screen.findByText('Kunne ikke hente listen')).toBeTruthy();
    expect(screen.getByText('Tjeneren svarte ikke.')).toBeTruthy();

    server.fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    await waitFor(() => expect(rowLinks()).toHaveLength(5));
  });
});
