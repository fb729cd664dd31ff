import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type PropDefinition, propsObjectSchema } from '@vev/sections';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../app/session/session-store';
import { DefaultSectionFormProvider } from './DefaultSectionFormProvider';
import { SectionForm } from './SectionForm';
import './test-harness';

let requests: string[] = [];

function serve() {
  requests = [];
  vi.stubGlobal('fetch', async (input: string) => {
    const url = new URL(input, 'http://localhost');
    requests.push(`${url.pathname}${url.search}`);
    const answers: Record<string, unknown> = {
      '/api/sites/s1/pages': [{ _id: 'c1', title: 'Sykler', path: '/sykler' }],
      '/api/sites/s1/pages/c1': { _id: 'c1', title: 'Sykler', path: '/sykler' },
      '/api/sites/s1/components': [{ _id: 'k1', name: 'Nyhetsbrev', component: 'callToAction' }],
    };
    const body = answers[url.pathname];
    return body === undefined
      ? new Response(JSON.stringify({ error: 'resourceNotFound', message: 'Fant ikke' }), { status: 404 })
      : new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
}

function renderWith(fields: readonly PropDefinition[], value: Record<string, unknown>) {
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ModalsProvider>
          <DefaultSectionFormProvider>
            <SectionForm fields={fields} schema={propsObjectSchema(fields)} value={value} onSubmit={() => {}} />
          </DefaultSectionFormProvider>
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the dashboard’s searches for the section form', () => {
  beforeEach(() => {
    sessionStore.signIn({ id: 'u1', name: 'Ada', profileImage: null });
    sessionStore.chooseSite('s1');
    serve();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    sessionStore.signOut();
  });

  it('a category reference shows the stored category and searches published categories', async () => {
    const fields = [{ name: 'category', label: 'Kategori', type: 'ref', to: 'category' }] as const;
    renderWith(fields, { category: 'c1' });
    const input = screen.getByRole('combobox', { name: 'Kategori' }) as HTMLInputElement;
    await waitFor(() => expect(input.value).toBe('Sykler'));
    fireEvent.click(input);
    await waitFor(() => expect(requests).toContain('/api/sites/s1/pages?isCategory=true&draft=false&limit=10'));
    expect(requests).toContain('/api/sites/s1/pages/c1');
  });

  it('a component reference searches published components, ten at a time', async () => {
    const fields = [{ name: 'component', label: 'Komponent', type: 'ref', to: 'component' }] as const;
    renderWith(fields, { component: null });
    fireEvent.click(screen.getByRole('combobox', { name: 'Komponent' }));
    await waitFor(() => expect(requests).toContain('/api/sites/s1/components?text=&limit=10&draft=false'));
    expect(
      await screen.findByRole('option', { name: 'Nyhetsbrev Oppfordring til handling', hidden: true }),
    ).toBeTruthy();
  });

  it('a chosen component that was deleted says it is gone', async () => {
    const fields = [{ name: 'component', label: 'Komponent', type: 'ref', to: 'component' }] as const;
    renderWith(fields, { component: 'borte' });
    const input = screen.getByRole('combobox', { name: 'Komponent' }) as HTMLInputElement;
    await waitFor(() => expect(input.value).toBe('Finnes ikke lenger'));
  });
});
