import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../app/session/session-store';
import { type FakeRequest, renderRoutes, serveApi, signInToTestSite } from '../../../test/render-route';
import { CreateComponentModal } from './CreateComponentModal';

function renderModal(hasEcommerce = true): { requests: FakeRequest[]; location: () => string } {
  const requests = serveApi((request) => (request.method === 'POST' ? { _id: 'k1' } : []));
  const { router } = renderRoutes(
    [
      {
        path: '/innhold/komponenter',
        element: <CreateComponentModal opened onClose={() => {}} hasEcommerce={hasEcommerce} />,
      },
      { path: '/innhold/komponenter/:id', element: <p>Komponenten</p> },
    ],
    '/innhold/komponenter',
    { permission: 'contributor' },
  );
  return { requests, location: () => router.state.location.pathname };
}

const dialog = () => screen.getByRole('dialog', { name: 'Opprett komponent' });
const typeSelect = () => within(dialog()).getByRole('combobox', { name: /^Komponenttype/ });

/** The type picker's options, by their labels. */
async function typeOptions(): Promise<HTMLElement[]> {
  fireEvent.click(typeSelect());
  const listbox = await waitFor(
    () => document.getElementById(typeSelect().getAttribute('aria-controls') ?? '') as HTMLElement,
  );
  return within(listbox).getAllByRole('option', { hidden: true });
}

describe('create component (spec 3 §3, §5: name and component type required)', () => {
  beforeEach(signInToTestSite);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    sessionStore.signOut();
  });

  it('name and type are required: without them nothing is created', async () => {
    const { requests } = renderModal();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Opprett' }));
    await waitFor(() => expect(within(dialog()).getAllByText('Feltet må fylles ut.')).toHaveLength(2));
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('offers the section types with their descriptions; shop sections only in a web shop', async () => {
    renderModal(false);
    const options = await typeOptions();
    const labels = options.map((option) => option.querySelector('p')?.textContent);
    expect(labels).toContain('Hero');
    expect(labels).not.toContain('Produktliste');
    expect(options.find((option) => option.textContent?.startsWith('Hero'))?.textContent).toMatch(/^Hero.+/);
  });

  it('creates with name, type and description, and opens the component', async () => {
    const { requests, location } = renderModal();
    fireEvent.change(within(dialog()).getByRole('textbox', { name: /^Navn/ }), { target: { value: 'Sommerbanner' } });
    const hero = (await typeOptions()).find((option) => option.textContent?.startsWith('Hero')) as HTMLElement;
    fireEvent.click(hero);
    fireEvent.change(within(dialog()).getByRole('textbox', { name: 'Beskrivelse' }), {
      target: { value: 'Øverst på kampanjesidene' },
    });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Opprett' }));
    await waitFor(() => expect(location()).toBe('/innhold/komponenter/k1'));
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([
      { name: 'Sommerbanner', component: 'hero', description: 'Øverst på kampanjesidene' },
    ]);
  });
});
