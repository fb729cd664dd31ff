import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../app/session/session-store';
import { type FakeRequest, renderRoutes, serveApi, signInToTestSite } from '../../../test/render-route';
import { CreateTemplateModal } from './CreateTemplateModal';

function renderModal(): { requests: FakeRequest[]; location: () => string } {
  const requests = serveApi((request) => (request.method === 'POST' ? { _id: 'ny', name: 'Kampanje' } : []));
  const { router } = renderRoutes(
    [
      { path: '/innstillinger/maler/liste', element: <CreateTemplateModal opened onClose={() => {}} /> },
      { path: '/innstillinger/maler/liste/:id', element: <p>Malen</p> },
    ],
    '/innstillinger/maler/liste',
    { permission: 'contributor' },
  );
  return { requests, location: () => router.state.location.pathname };
}

const dialog = () => screen.getByRole('dialog', { name: 'Opprett mal' });

describe('create template (spec 2 §5 Required names: template name)', () => {
  beforeEach(signInToTestSite);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    sessionStore.signOut();
  });

  it('the name is required: without one nothing is created', async () => {
    const { requests } = renderModal();
    fireEvent.click(await within(dialog()).findByRole('button', { name: 'Opprett' }));
    expect(await within(dialog()).findByText('Feltet må fylles ut.')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('a name of spaces is no name', async () => {
    const { requests } = renderModal();
    fireEvent.change(within(dialog()).getByRole('textbox', { name: /^Navn/ }), { target: { value: '   ' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Opprett' }));
    expect(await within(dialog()).findByText('Feltet må fylles ut.')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('creates a sub-template with the name and opens its editor', async () => {
    const { requests, location } = renderModal();
    fireEvent.change(within(dialog()).getByRole('textbox', { name: /^Navn/ }), { target: { value: ' Kampanje ' } });
    fireEvent.click(within(dialog()).getByRole('switch', { name: /^Delmal/ }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Opprett' }));
    await waitFor(() => expect(location()).toBe('/innstillinger/maler/liste/ny'));
    const posts = requests.filter((request) => request.method === 'POST');
    expect(posts.map((request) => [request.path, request.body])).toEqual([
      ['/api/sites/s1/templates', { name: 'Kampanje', partial: true }],
    ]);
  });
});
