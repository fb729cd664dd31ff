import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PermissionLevel, Site, Template } from '@vev/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../app/session/session-store';
import { type FakeRequest, renderRoutes, serveApi, signInToTestSite } from '../../../test/render-route';
import { TemplateUsageScreen } from '.';

const template = (id: string, name: string, site = 's1') => ({ _id: id, name, site }) as Template;
const templates = [template('t1', 'Standard side'), template('t2', 'Kampanje'), template('t3', 'Felles', 'parent')];

const siteWith = (hasEcommerce: boolean): Site =>
  ({
    _id: 's1',
    hasEcommerce,
    templateDistribution: { frontPage: { ref: 't1', source: 's1' }, page: { ref: 't1', source: 's1' } },
  }) as unknown as Site;

function serve(site: Site): FakeRequest[] {
  return serveApi((request) => {
    if (request.path === '/api/sites/s1/templates') return templates;
    if (request.path === '/api/sites/s1/site' && request.method === 'PATCH') {
      return { ...site, ...(request.body as object) };
    }
    return site;
  });
}

function renderUsage(site: Site, permission: PermissionLevel) {
  return renderRoutes(
    [{ path: '/innstillinger/maler/bruk', element: <TemplateUsageScreen /> }],
    '/innstillinger/maler/bruk',
    {
      site,
      permission,
    },
  );
}

const row = (pageType: string) => screen.getByRole('cell', { name: pageType }).closest('tr') as HTMLElement;

async function choose(pageType: string, templateName: string) {
  const select = await screen.findByRole('combobox', { name: `Mal for ${pageType}` });
  await waitFor(() => expect(select.hasAttribute('disabled')).toBe(false));
  fireEvent.click(select);
  // The options of this select: its listbox (the dropdown is still fading in, so not yet visible).
  const listbox = await waitFor(
    () => document.getElementById(select.getAttribute('aria-controls') ?? '') as HTMLElement,
  );
  fireEvent.click(within(listbox).getByRole('option', { name: templateName, hidden: true }));
}

describe('template usage (spec 2 §2 Templates, §6, §8)', () => {
  beforeEach(signInToTestSite);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    sessionStore.signOut();
  });

  it('a web shop chooses a template for every page type; an unassigned one shows "Ingen mal valgt"', async () => {
    const site = siteWith(true);
    serve(site);
    renderUsage(site, 'contributor');
    expect(await screen.findByRole('heading', { level: 1, name: 'Malbruk' })).toBeTruthy();
    const pageTypes = screen
      .getAllByRole('row')
      .slice(1)
      .map((tr) => within(tr).getAllByRole('cell')[0]?.textContent);
    expect(pageTypes).toEqual(['Forside', 'Side', 'Kategori', 'Produktside', 'Produkt', 'Handlekurv', 'Kasse']);
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Mal for Side' }) as HTMLInputElement).value).toBe('Standard side'),
    );
    expect(within(row('Kategori')).getByPlaceholderText('Ingen mal valgt')).toBeTruthy();
  });

  it('a site without e-commerce has no shop page types', async () => {
    const site = siteWith(false);
    serve(site);
    renderUsage(site, 'contributor');
    expect(await screen.findByRole('cell', { name: 'Kategori' })).toBeTruthy();
    for (const shopType of ['Produktside', 'Produkt', 'Handlekurv', 'Kasse']) {
      expect(screen.queryByRole('cell', { name: shopType })).toBeNull();
    }
  });

  it('changing a template asks first, saves the page type with the template’s site at once and says "Mal endret"', async () => {
    const site = siteWith(true);
    const requests = serve(site);
    renderUsage(site, 'contributor');
    await choose('Side', 'Felles');

    const question = await screen.findByText('Er du sikker på at du vil endre malen for denne sidetypen?');
    expect(requests.filter((request) => request.method === 'PATCH')).toEqual([]);
    const dialog = question.closest('[role="dialog"]') as HTMLElement;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Endre mal' }));

    expect(await screen.findByText('Mal endret')).toBeTruthy();
    const patches = requests.filter((request) => request.method === 'PATCH');
    expect(patches).toHaveLength(1);
    // Only the changed page type: the server keeps the others.
    expect(patches[0]?.body).toEqual({ templateDistribution: { page: { ref: 't3', source: 'parent' } } });
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Mal for Side' }) as HTMLInputElement).value).toBe('Felles'),
    );
  });

  it('cancelling the question leaves the template as it was and saves nothing', async () => {
    const site = siteWith(true);
    const requests = serve(site);
    renderUsage(site, 'contributor');
    await choose('Forside', 'Kampanje');
    const question = await screen.findByText('Er du sikker på at du vil endre malen for denne sidetypen?');
    fireEvent.click(within(question.closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: 'Avbryt' }));

    await waitFor(() =>
      expect(screen.queryByText('Er du sikker på at du vil endre malen for denne sidetypen?')).toBeNull(),
    );
    expect((screen.getByRole('combobox', { name: 'Mal for Forside' }) as HTMLInputElement).value).toBe('Standard side');
    expect(requests.filter((request) => request.method === 'PATCH')).toEqual([]);
  });

  it('a reader sees the choices as text, without pickers', async () => {
    const site = siteWith(true);
    serve(site);
    renderUsage(site, 'reader');
    expect(await screen.findByText('Du har lesetilgang og kan ikke endre hvilken mal sidetypene bruker.')).toBeTruthy();
    await waitFor(() => expect(within(row('Side')).getByText('Standard side')).toBeTruthy());
    expect(within(row('Kasse')).getByText('Ingen mal valgt')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: /^Mal for/ })).toBeNull();
  });
});
