import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { ComponentListItem, PermissionLevel, Site } from '@vev/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../app/session/session-store';
import { type FakeRequest, renderRoutes, serveApi, signInToTestSite } from '../../../test/render-route';
import { ComponentListScreen } from '.';

const site = { _id: 's1', hasEcommerce: true, departmentOf: null } as unknown as Site;

const component = (id: string, name: string, extra: Partial<ComponentListItem> = {}): ComponentListItem => ({
  _id: id,
  site: 's1',
  name,
  description: '',
  component: 'hero',
  author: null,
  modified: false,
  modifiedDate: null,
  publishedAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  version: 1,
  inherited: false,
  ...extra,
});

function renderList(components: ComponentListItem[], permission: PermissionLevel, url = '/innhold/komponenter') {
  const requests: FakeRequest[] = serveApi((request) => {
    const text = request.query.get('text') ?? '';
    return components.filter((item) => item.name.toLowerCase().includes(text.toLowerCase()));
  });
  const { router } = renderRoutes([{ path: '/innhold/komponenter', element: <ComponentListScreen /> }], url, {
    permission,
    site,
  });
  return Object.assign(requests, { search: () => router.state.location.search });
}

describe('component list (spec 3 §2 Components; spec 2 §8 empty states)', () => {
  beforeEach(signInToTestSite);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    sessionStore.signOut();
  });

  it('lists name, type, last change and status, 20 at a time', async () => {
    const requests = renderList(
      [
        component('k1', 'Sommerbanner', { description: 'Øverst på kampanjesidene' }),
        component('k2', 'Nyhetsbrev', {
          component: 'callToAction',
          modified: true,
          modifiedDate: '2026-11-21T10:00:00.000Z',
        }),
      ],
      'reader',
    );
    const row = (await screen.findByRole('link', { name: 'Sommerbanner' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Hero')).toBeTruthy();
    expect(within(row).getByText('Øverst på kampanjesidene')).toBeTruthy();
    expect(within(row).getByText('20. november 2026 kl. 11:00')).toBeTruthy();
    expect(within(row).getByText('Publisert')).toBeTruthy();
    const other = screen.getByRole('link', { name: 'Nyhetsbrev' }).closest('tr') as HTMLElement;
    expect(within(other).getByText('Oppfordring til handling')).toBeTruthy();
    expect(within(other).getByText('Upubliserte endringer')).toBeTruthy();
    expect(Object.fromEntries(requests[0]?.query ?? [])).toEqual({ skip: '0', limit: '20' });
  });

  it('without components a contributor reads "Ingen komponenter funnet" and can create one', async () => {
    renderList([], 'contributor');
    expect(await screen.findByText('Ingen komponenter funnet')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Opprett komponent' })).toHaveLength(2);
  });

  it('a reader reads the same, without the create action', async () => {
    renderList([], 'reader');
    expect(await screen.findByText('Ingen komponenter funnet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Opprett komponent' })).toBeNull();
  });

  it('a search without hits names the text', async () => {
    const requests = renderList([component('k1', 'Sommerbanner')], 'contributor', '/innhold/komponenter?q=vinter');
    expect(await screen.findByText('Ingen treff på «vinter»')).toBeTruthy();
    expect(screen.queryByText('Ingen komponenter funnet')).toBeNull();
    expect(requests[0]?.query.get('text')).toBe('vinter');
  });

  it('the address with ?opprett=1 opens the create modal for a contributor', async () => {
    const requests = renderList([], 'contributor', '/innhold/komponenter?opprett=1');
    expect(await screen.findByRole('dialog', { name: 'Opprett komponent' })).toBeTruthy();
    // The flag is dropped, so reloading or going back does not open it again.
    await waitFor(() => expect(requests.search()).toBe(''));
  });

  it('the request waits for a permission that is slow to come, instead of dropping it', async () => {
    let answerPermission: (value: unknown) => void = () => {};
    const permission = new Promise((resolve) => {
      answerPermission = resolve;
    });
    serveApi((request) => (request.path.endsWith('/permissions') ? permission : []));
    const { router } = renderRoutes(
      [{ path: '/innhold/komponenter', element: <ComponentListScreen /> }],
      '/innhold/komponenter?opprett=1',
      { site },
    );
    expect(await screen.findByText('Ingen komponenter funnet')).toBeTruthy();
    expect(router.state.location.search).toBe('?opprett=1');
    answerPermission({ permission: 'contributor' });
    expect(await screen.findByRole('dialog', { name: 'Opprett komponent' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
