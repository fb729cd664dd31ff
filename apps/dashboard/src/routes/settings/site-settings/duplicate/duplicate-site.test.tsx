import { notifications } from '@mantine/notifications';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Site } from '@vev/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../../../api/query-keys';
import { sessionStore } from '../../../../app/session/session-store';
import { duplicationPollMs } from '../../../../hooks/api/site-duplication';
import { errorAnswer, type FakeRequest, renderRoutes, serveApi, signInToTestSite } from '../../../../test/render-route';
import { DuplicateSiteSection } from './DuplicateSiteSection';

const homeSite = { _id: 's1', name: 'hjemmeside', displayName: 'Hjemmeside', hasEcommerce: false } as Site;
const shopSite = { ...homeSite, name: 'demobutikk', hasEcommerce: true } as Site;

/** The server: POST starts job j1; the job is running until `done()` is called. */
function fakeServer(post: (request: FakeRequest) => unknown = () => ({ jobId: 'j1' })) {
  let finished = false;
  const requests = serveApi((request) => {
    if (request.method === 'POST') return post(request);
    if (request.path.endsWith('/site/duplicate/j1')) {
      return finished ? { status: 'done', newSiteId: 'kopi' } : { status: 'running', newSiteId: null };
    }
    return [];
  });
  return { requests, done: () => (finished = true) };
}

function renderSection(site: Site = homeSite) {
  return renderRoutes(
    [{ path: '/innstillinger/nettsted', element: <DuplicateSiteSection site={site} /> }],
    '/innstillinger/nettsted',
    {
      permission: 'admin',
    },
  );
}

const dialog = () => screen.getByRole('dialog', { name: 'Dupliser nettsted' });
const openModal = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Dupliser nettsted' }));
  await screen.findByRole('dialog', { name: 'Dupliser nettsted' });
};
const type = (label: RegExp, value: string) =>
  fireEvent.change(within(dialog()).getByRole('textbox', { name: label }), { target: { value } });
const submit = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Dupliser' }));

describe('Dupliser nettsted (spec 2 §5)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInToTestSite();
  });
  afterEach(() => {
    cleanup();
    notifications.clean();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    sessionStore.signOut();
  });

  it('the typed name must be the system name exactly, and the new name is required; nothing is sent', async () => {
    const { requests } = fakeServer();
    renderSection();
    await openModal();
    expect(within(dialog()).getByText('Systemnavnet er «hjemmeside». Skriv det nøyaktig slik det står.')).toBeTruthy();
    type(/^Skriv navnet på nettstedet/, 'Hjemmeside');
    submit();
    expect(
      await within(dialog()).findByText('Navnet stemmer ikke. Skriv «hjemmeside» nøyaktig slik det står.'),
    ).toBeTruthy();
    expect(within(dialog()).getByText('Feltet må fylles ut.')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('offers the shop’s resources only with e-commerce', async () => {
    fakeServer();
    renderSection();
    await openModal();
    const offered = () =>
      within(dialog())
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value'));
    expect(offered()).toEqual(['media', 'templates', 'pages']);
    cleanup();
    renderSection(shopSite);
    await openModal();
    expect(offered()).toEqual(['media', 'templates', 'pages', 'products', 'attributes', 'productTemplates']);
  });

  it('starts the copy with what is chosen, says Duplisering startet, and offers the copy once it is there', async () => {
    const { requests, done } = fakeServer();
    const { client } = renderSection();
    client.setQueryData(queryKeys.sites(), []);
    await openModal();
    type(/^Skriv navnet på nettstedet/, 'hjemmeside');
    type(/^Navn på det nye nettstedet/, 'Nordnes Vel 2');
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: 'Filer' }));
    submit();
    expect(await screen.findByText('Duplisering startet')).toBeTruthy();
    expect(requests.find((request) => request.method === 'POST')).toMatchObject({
      path: '/api/sites/s1/site/duplicate',
      body: { confirmSite: 'hjemmeside', newSiteName: 'Nordnes Vel 2', resources: ['templates', 'pages'] },
    });
    expect(await screen.findByText('Dupliserer til «Nordnes Vel 2». Det kan ta noen minutter.')).toBeTruthy();
    done();
    await act(() => vi.advanceTimersByTimeAsync(duplicationPollMs));
    expect(await screen.findByText('«Nordnes Vel 2» er klar.')).toBeTruthy();
    await waitFor(() => expect(client.getQueryState(queryKeys.sites())?.isInvalidated).toBe(true));
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    fireEvent.click(screen.getByRole('button', { name: 'Gå til kopien' }));
    expect(sessionStore.get().siteId).toBe('kopi');
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('a refused start shows the server’s field message; other failures show nothing (spec 2 §8)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeServer(() => errorAnswer(400, { error: 'badRequest', message: 'x', fields: { newSiteName: 'For langt.' } }));
    renderSection();
    await openModal();
    type(/^Skriv navnet på nettstedet/, 'hjemmeside');
    type(/^Navn på det nye nettstedet/, 'Kopi');
    submit();
    expect(await within(dialog()).findByText('For langt.')).toBeTruthy();
    cleanup();
    fakeServer(() => errorAnswer(409, { error: 'conflict', message: 'Dette nettstedet kan ikke dupliseres.' }));
    renderSection();
    await openModal();
    type(/^Skriv navnet på nettstedet/, 'hjemmeside');
    type(/^Navn på det nye nettstedet/, 'Kopi');
    submit();
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByText('Duplisering startet')).toBeNull();
    expect(screen.queryByText('Dette nettstedet kan ikke dupliseres.')).toBeNull();
    warn.mockRestore();
  });
});
