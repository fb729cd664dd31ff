import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import type { PageListItem, PageTreeNode, PermissionLevel, Site } from '@vev/shared';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../../api/query-keys';
import { sessionStore } from '../../../app/session/session-store';
import { PageListScreen } from '.';

const shop = {
  _id: 's1',
  name: 'demobutikk',
  displayName: 'Demo Butikk',
  hasEcommerce: true,
  b2bEnabled: true,
  departmentsEnabled: false,
  departmentOf: null,
  templateDistribution: {},
} as unknown as Site;

const page = (overrides: Partial<PageListItem>): PageListItem => ({
  _id: 'p1',
  title: 'Om oss',
  slug: 'om-oss',
  path: '/om-oss',
  status: 'active',
  isCategory: false,
  isProductPage: false,
  parent: null,
  author: { name: 'Rolf Redaktør' },
  modified: false,
  modifiedDate: null,
  updatedAt: '2025-01-15T13:05:00.000Z',
  inherited: false,
  site: 's1',
  catalogEntries: [],
  ...overrides,
});

let requests: URL[] = [];

function serve({ pages = [] as PageListItem[], tree = [] as PageTreeNode[] }) {
  requests = [];
  vi.stubGlobal('fetch', async (input: string) => {
    const url = new URL(input, 'http://localhost');
    requests.push(url);
    const body = url.pathname.endsWith('/pages/tree') ? tree : pages;
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
}

function renderScreen(url: string, { site = shop, permission = 'contributor' as PermissionLevel } = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
  });
  client.setQueryData(queryKeys.site('s1'), site);
  client.setQueryData(queryKeys.permissions('s1'), { permission });
  const router = createMemoryRouter([{ path: '/innhold/:kind', element: <PageListScreen /> }], {
    initialEntries: [url],
  });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const listRequests = () => requests.filter((url) => url.pathname === '/api/sites/s1/pages');

describe('page list screens (spec 1 §2)', () => {
  beforeEach(() => {
    sessionStore.signIn({ id: 'u1', name: 'Ada', profileImage: null });
    sessionStore.chooseSite('s1');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    sessionStore.signOut();
  });

  it('an empty list invites a contributor to create the first page', async () => {
    serve({});
    renderScreen('/innhold/sider');
    expect(await screen.findByText('Opprett din første side')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Opprett side' })).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 1, name: 'Sider' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Søk etter sider' })).toBeTruthy();
  });

  it('a reader sees that none were found, and no create button', async () => {
    serve({});
    renderScreen('/innhold/kategorier', { permission: 'reader' });
    expect(await screen.findByText('Ingen kategorier funnet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Opprett kategori' })).toBeNull();
  });

  it('inside a tree node the list asks for its descendants, and an empty one says none were found', async () => {
    serve({ tree: [{ _id: 'om', title: 'Om oss', children: [] }] });
    renderScreen('/innhold/sider?forelder=om');
    expect(await screen.findByText('Ingen sider funnet')).toBeTruthy();
    expect(listRequests()[0]?.searchParams.get('descendantOf')).toBe('om');
    const tree = screen.getByRole('navigation', { name: 'Nivåer' });
    expect(await within(tree).findByText('Tilbake til Alle sider')).toBeTruthy();
  });

  it('rows show title, path, unpublished changes, author or Ukjent, Oslo time and status', async () => {
    serve({
      pages: [
        page({ modified: true, catalogEntries: [{}, {}] }),
        page({ _id: 'p2', title: 'Kontakt', path: '/kontakt', author: null, status: 'inactive' }),
      ],
    });
    renderScreen('/innhold/sider');
    const row = (await screen.findByRole('link', { name: 'Om oss' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('/om-oss')).toBeTruthy();
    expect(within(row).getByText('Upubliserte endringer')).toBeTruthy();
    expect(within(row).getByText('Rolf Redaktør')).toBeTruthy();
    expect(within(row).getByText('15. januar 2025 kl. 14:05')).toBeTruthy();
    expect(within(row).getByText('Aktiv')).toBeTruthy();
    expect(within(row).getByText('2')).toBeTruthy();
    const other = screen.getByRole('link', { name: 'Kontakt' }).closest('tr') as HTMLElement;
    expect(within(other).getByText('Ukjent')).toBeTruthy();
    expect(within(other).getByText('Inaktiv')).toBeTruthy();
    expect(within(other).getByText('–')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Om oss' }).getAttribute('href')).toBe('/innhold/sider/p1');
  });

  it('Kataloger is a column only with B2B or departments', async () => {
    serve({ pages: [page({})] });
    renderScreen('/innhold/sider', { site: { ...shop, b2bEnabled: false } });
    await screen.findByRole('link', { name: 'Om oss' });
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Side', 'Forfatter', 'Sist endret', 'Status']);
  });

  it('a department also lists the parent site’s pages, marked Global', async () => {
    serve({ pages: [page({ inherited: true })] });
    renderScreen('/innhold/sider', { site: { ...shop, departmentOf: 's0' } });
    const row = (await screen.findByRole('link', { name: 'Om oss' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Global')).toBeTruthy();
    expect(listRequests()[0]?.searchParams.get('fetchInherited')).toBe('true');
  });

  it('product pages without e-commerce are a page that does not exist', async () => {
    serve({});
    renderScreen('/innhold/produktsider', { site: { ...shop, hasEcommerce: false } });
    expect(await screen.findAllByText('Siden finnes ikke')).toHaveLength(1);
    await waitFor(() => expect(listRequests()).toHaveLength(0));
  });
});
