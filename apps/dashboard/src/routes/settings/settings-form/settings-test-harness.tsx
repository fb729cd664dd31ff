/** Renders a settings screen for an admin over a given site, and records what it sends with PATCH site. */
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { Site, SiteUpdate } from '@vev/shared';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { queryKeys } from '../../../api/query-keys';

export function renderSettingsScreen(path: string, screen: ReactNode, site: Site) {
  const patches: SiteUpdate[] = [];
  vi.stubGlobal('fetch', async (_input: string, init: RequestInit = {}) => {
    const body = init.method === 'PATCH' ? JSON.parse(String(init.body)) : {};
    if (init.method === 'PATCH') patches.push(body);
    return new Response(JSON.stringify({ ...site, ...body }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  client.setQueryData(queryKeys.site(site._id), site);
  client.setQueryData(queryKeys.permissions(site._id), { permission: 'admin' });
  const router = createMemoryRouter([{ path, element: screen }], { initialEntries: [path] });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <ModalsProvider>
          <RouterProvider router={router} />
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return patches;
}
