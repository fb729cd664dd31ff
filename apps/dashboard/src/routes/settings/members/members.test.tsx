import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { Invite, Member, PermissionLevel } from '@vev/shared';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../../api/query-keys';
import { sessionStore } from '../../../app/session/session-store';
import { MembersLayout } from '.';
import { InviteListScreen } from './invite-list';
import { MemberListScreen } from './member-list';

const member = (user: string, name: string, permissions: PermissionLevel): Member => ({
  _id: user,
  user,
  userData: { name, email: `${user}@example.no` },
  permissions,
  createdAt: '2026-11-01T10:00:00.000Z',
});

function serve({ members = [] as Member[], invites = [] as Invite[], permission = 'admin' as PermissionLevel }) {
  vi.stubGlobal('fetch', async (input: string) => {
    const { pathname } = new URL(input, 'http://localhost');
    const answers: Record<string, unknown> = {
      '/api/users/me': { _id: 'me', name: 'Ada', email: 'me@example.no', profileImage: null },
      '/api/sites/s1/permissions': { permission },
      '/api/sites/s1/members': members,
      '/api/sites/s1/invites': invites,
    };
    const body = answers[pathname];
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
}

function renderAt(url: string, permission: PermissionLevel = 'admin') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(queryKeys.permissions('s1'), { permission });
  const router = createMemoryRouter(
    [
      {
        path: '/innstillinger/brukere',
        element: <MembersLayout />,
        children: [
          { index: true, element: <MemberListScreen /> },
          { path: 'invitasjoner', element: <InviteListScreen /> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('members and invitations (spec 2 §2 Users, §5)', () => {
  beforeEach(() => {
    sessionStore.signIn({ id: 'me', name: 'Ada', profileImage: null });
    sessionStore.chooseSite('s1');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    sessionStore.signOut();
  });

  it('admins and oneself show their level as text; others get a level picker and Fjern, oneself no Fjern', async () => {
    serve({
      members: [member('me', 'Ada Admin', 'admin'), member('a2', 'Arne Admin', 'admin'), member('r', 'Rolf', 'reader')],
    });
    renderAt('/innstillinger/brukere');
    const row = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
    expect(await screen.findByText('Rolf')).toBeTruthy();
    expect(within(row('Ada Admin')).getByText('Deg')).toBeTruthy();
    expect(within(row('Ada Admin')).queryByRole('button', { name: 'Fjern Ada Admin' })).toBeNull();
    expect(within(row('Arne Admin')).queryByRole('combobox')).toBeNull();
    expect(within(row('Arne Admin')).getByText('Administrator')).toBeTruthy();
    expect(within(row('Arne Admin')).getByRole('button', { name: 'Fjern Arne Admin' })).toBeTruthy();
    expect(within(row('Rolf')).getByRole('combobox', { name: 'Tilgang for Rolf' })).toBeTruthy();
  });

  it('the invitation starts at Leser, the least a person can be given', async () => {
    serve({ members: [member('me', 'Ada Admin', 'admin')] });
    renderAt('/innstillinger/brukere');
    fireEvent.click(await screen.findByRole('button', { name: 'Inviter bruker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inviter bruker' });
    expect(within(dialog).getByRole('combobox', { name: /^Tilgang/ })).toHaveProperty('value', 'Leser');
  });

  it('no invitations: the empty state says so', async () => {
    serve({});
    renderAt('/innstillinger/brukere/invitasjoner');
    expect(await screen.findByText('Ingen invitasjoner')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Invitasjoner', selected: true })).toBeTruthy();
  });

  it('a contributor is told only administrators manage users, and gets no invite button', async () => {
    serve({ permission: 'contributor' });
    renderAt('/innstillinger/brukere', 'contributor');
    expect(
      await screen.findByText('Bare administratorer kan se og endre hvem som har tilgang til nettstedet.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Inviter bruker' })).toBeNull();
  });
});
