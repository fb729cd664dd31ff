import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { Site } from '@vev/shared';
import { createMemoryRouter, type LoaderFunction, matchRoutes, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routesOf } from '../../app/areas/area-routes';
import { createQueryClient } from '../../app/query-client';
import { sessionStore } from '../../app/session/session-store';
import { serveApi, signInToTestSite, testSiteId } from '../../test/render-route';
import { contentArea } from './routes';

/** A department, so the lists' filters depend on the site as well as on the URL. */
const site = { _id: testSiteId, name: 'demo', hasEcommerce: true, departmentOf: 'p0' } as unknown as Site;

const serveSite = () =>
  serveApi((request) => {
    if (request.path.endsWith('/site')) return site;
    if (request.path.endsWith('/permissions')) return { permission: 'admin' };
    return [];
  });

/** Runs the loaders of the routes matching the URL, as the router does when a change starts. */
function startChange(routes: ReturnType<typeof routesOf>, url: string) {
  const request = new Request(new URL(url, 'http://localhost'));
  for (const { route, params } of matchRoutes(routes, new URL(request.url).pathname) ?? []) {
    if (typeof route.loader !== 'function') continue;
    const args = { request, url: new URL(request.url), params, pattern: route.path ?? '', context: undefined };
    (route.loader as LoaderFunction)(args);
  }
}

function renderScreen(routes: ReturnType<typeof routesOf>, url: string, queryClient: QueryClient) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('content screens start their first requests with their code (issue 14)', () => {
  beforeEach(signInToTestSite);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    sessionStore.signOut();
  });

  it.each([
    ['/innhold/sider?q=om&forelder=p1', 'Sider', ['/pages', '/pages/tree']],
    ['/innhold/kategorier', 'Kategorier', ['/pages', '/pages/tree']],
    ['/innhold/filer?q=logo&tags=vår,sommer&type=image', 'Filer', ['/media/search']],
    ['/innhold/komponenter?q=hero', 'Komponenter', ['/components']],
  ])(
    '%s: the loader asks before the screen is there, and the screen asks no second time',
    { timeout: 30_000 },
    async (url, heading, paths) => {
      const requests = serveSite();
      const calls = (path: string) => requests.filter((request) => request.path === `/api/sites/${testSiteId}${path}`);
      const queryClient = createQueryClient();
      const routes = routesOf([contentArea], 'shell', queryClient);

      startChange(routes, url);
      await waitFor(() => {
        for (const path of paths) expect(calls(path), path).toHaveLength(1);
      });

      renderScreen(routes, url, queryClient);
      // The first import of the area's screens and words takes a while under test.
      await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 20_000 });
      await waitFor(() => expect(queryClient.isFetching()).toBe(0));
      for (const path of paths) expect(calls(path), path).toHaveLength(1);
    },
  );

  it('the loader asks with the filters in the URL and the site', async () => {
    const requests = serveSite();
    const queryClient = createQueryClient();
    startChange(routesOf([contentArea], 'shell', queryClient), '/innhold/sider?q=om&forelder=p1');
    const list = await waitFor(() => {
      const found = requests.find((request) => request.path === `/api/sites/${testSiteId}/pages`);
      if (!found) throw new Error('no page list asked for yet');
      return found;
    });
    expect(Object.fromEntries(list.query)).toMatchObject({
      text: 'om',
      descendantOf: 'p1',
      fetchInherited: 'true',
      isCategory: 'false',
    });
  });
});
