import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryKeys } from '../api/query-keys';
import { sessionStore } from '../app/session/session-store';
import { PermissionGate } from './PermissionGate';

function renderGate(level: 'all' | 'contributor' | 'admin', permission?: 'reader' | 'contributor' | 'admin') {
  const client = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  if (permission) client.setQueryData(queryKeys.permissions('s1'), { permission });
  return render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <PermissionGate level={level}>
          <button type="button">Slett</button>
        </PermissionGate>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('PermissionGate (spec 1 §6)', () => {
  beforeEach(() => {
    sessionStore.signIn({ id: 'u1', name: 'Ada', profileImage: null });
    sessionStore.chooseSite('s1');
  });
  afterEach(() => {
    cleanup();
    sessionStore.signOut();
  });

  it('admin shows its children to admins only', () => {
    renderGate('admin', 'admin');
    expect(screen.getByRole('button', { name: 'Slett' })).toBeTruthy();
  });

  it('admin hides its children from contributors', () => {
    renderGate('admin', 'contributor');
    expect(screen.queryByRole('button', { name: 'Slett' })).toBeNull();
  });

  it('contributor admits contributors but not readers', () => {
    renderGate('contributor', 'contributor');
    expect(screen.getByRole('button', { name: 'Slett' })).toBeTruthy();
  });

  it('contributor hides its children from readers', () => {
    renderGate('contributor', 'reader');
    expect(screen.queryByRole('button', { name: 'Slett' })).toBeNull();
  });

  it('all admits readers', () => {
    renderGate('all', 'reader');
    expect(screen.getByRole('button', { name: 'Slett' })).toBeTruthy();
  });

  it('hides its children while the level is unknown', () => {
    renderGate('all');
    expect(screen.queryByRole('button', { name: 'Slett' })).toBeNull();
  });
});
