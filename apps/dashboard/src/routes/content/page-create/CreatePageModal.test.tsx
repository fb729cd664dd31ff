import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Site, Template } from '@vev/shared';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../app/session/session-store';
import { pageKinds } from '../page-kinds';
import { CreatePageModal } from './CreatePageModal';

const template = (id: string, name: string) => ({ _id: id, name }) as Template;
const site = { _id: 's1', templateDistribution: { page: { ref: 't2', source: 'site' } } } as unknown as Site;

let posted: unknown[] = [];

function serve(templates: Template[]) {
  posted = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    let body: unknown = [];
    if (url.pathname.endsWith('/templates')) body = templates;
    if (init.method === 'POST') {
      posted.push(JSON.parse(String(init.body)));
      body = { _id: 'ny' };
    }
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
}

function renderModal() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/innhold/sider',
        element: <CreatePageModal opened onClose={() => {}} kind={pageKinds.sider} site={site} defaultParent={null} />,
      },
      { path: '/innhold/sider/:id', element: <p>Redigering</p> },
    ],
    { initialEntries: ['/innhold/sider'] },
  );
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

describe('create page modal (spec 1 §5)', () => {
  beforeEach(() => {
    sessionStore.signIn({ id: 'u1', name: 'Ada', profileImage: null });
    sessionStore.chooseSite('s1');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    sessionStore.signOut();
  });

  it('title and template are required', async () => {
    serve([template('t1', 'Standard')]);
    renderModal();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Opprett' }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Opprett' }));
    expect(await screen.findAllByText('Feltet må fylles ut.')).toHaveLength(2);
    expect(posted).toEqual([]);
  });

  it('without templates it says so and cannot create', async () => {
    serve([]);
    renderModal();
    expect(await screen.findByText('Ingen maler opprettet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Opprett' }).hasAttribute('disabled')).toBe(true);
  });

  it('creates with the site’s default template and opens the editor', async () => {
    serve([template('t1', 'Standard'), template('t2', 'Artikkel')]);
    const router = renderModal();
    await waitFor(() =>
      expect((screen.getByLabelText(/^Mal/, { selector: 'input' }) as HTMLInputElement).value).toBe('Artikkel'),
    );
    fireEvent.change(screen.getByRole('textbox', { name: /Tittel/ }), { target: { value: 'Sommerkampanje' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opprett' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/innhold/sider/ny'));
    expect(posted).toEqual([{ title: 'Sommerkampanje', template: { ref: 't2' }, parent: null }]);
  });
});
