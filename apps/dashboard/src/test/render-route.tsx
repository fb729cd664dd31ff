/**
 * Component tests of whole screens: a fake API behind `fetch`, and the screen rendered in a memory
 * router with the app's providers (modals for confirmations, notifications for toasts).
 */
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { PermissionLevel, Site } from '@vev/shared';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { queryKeys } from '../api/query-keys';
import { sessionStore } from '../app/session/session-store';

export const testSiteId = 's1';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** Answers every call with the handler's value (as JSON) or Response; the calls are recorded in order. */
export function serveApi(handler: (request: FakeRequest) => unknown): FakeRequest[] {
  const requests: FakeRequest[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const request: FakeRequest = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    };
    requests.push(request);
    const answer = await handler(request);
    if (answer instanceof Response) return answer;
    return new Response(JSON.stringify(answer ?? null), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return requests;
}

/** A JSON error answer as the server gives it. */
export const errorAnswer = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Signs in and chooses the test site; call in beforeEach. */
export function signInToTestSite(): void {
  sessionStore.signIn({ id: 'u1', name: 'Ada', profileImage: null });
  sessionStore.chooseSite(testSiteId);
}

/** happy-dom has no `document.fonts`; Mantine's autosizing Textarea listens to it. */
function provideFontLoading(): void {
  if ('fonts' in document) return;
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

export function renderRoutes(
  routes: RouteObject[],
  url: string,
  options: { permission?: PermissionLevel; site?: Site } = {},
) {
  // What the test seeds (permission, site) stays as seeded until a write invalidates it.
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  if (options.permission) client.setQueryData(queryKeys.permissions(testSiteId), { permission: options.permission });
  if (options.site) client.setQueryData(queryKeys.site(testSiteId), options.site);
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  provideFontLoading();
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <ModalsProvider>
          <Notifications />
          <RouterProvider router={router} />
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { router, client };
}
