import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type DependencyReport, dependentGroups, type PermissionLevel, type Template } from '@vev/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../app/session/session-store';
import { errorAnswer, type FakeRequest, renderRoutes, serveApi, signInToTestSite } from '../../../test/render-route';
import { TemplateListScreen } from '.';

const template = (id: string, name: string, extra: Partial<Template> = {}): Template => ({
  _id: id,
  name,
  site: 's1',
  partial: false,
  components: [],
  modified: false,
  modifiedDate: null,
  inherited: false,
  version: 1,
  revision: null,
  ...extra,
});

const usedByPage: DependencyReport = {
  _id: 't1',
  hasDependents: true,
  ...(Object.fromEntries(dependentGroups.map((group) => [group, []])) as unknown as Omit<
    DependencyReport,
    '_id' | 'hasDependents'
  >),
  pages: [{ reference: { _id: 'p1', title: 'Om oss', draft: false, draftFor: null }, dependents: 1 }],
};

function renderList(templates: Template[], permission: PermissionLevel, answer?: (request: FakeRequest) => unknown) {
  const requests = serveApi((request) => answer?.(request) ?? (request.method === 'GET' ? templates : null));
  const { router } = renderRoutes(
    [
      { path: '/innstillinger/maler/liste', element: <TemplateListScreen /> },
      { path: '/innstillinger/maler/liste/:id', element: <p>Malen</p> },
    ],
    '/innstillinger/maler/liste',
    { permission },
  );
  return { requests, location: () => router.state.location.pathname };
}

const row = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;

async function rowAction(name: string, action: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Handlinger for ${name}` }));
  fireEvent.click(await screen.findByRole('menuitem', { name: action, hidden: true }));
}

describe('template list (spec 2 §2 Templates, §6)', () => {
  beforeEach(signInToTestSite);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    sessionStore.signOut();
  });

  it('asks for every template, whole and partial, with the template designer’s limit', async () => {
    const { requests } = renderList([template('t1', 'Standard side')], 'reader');
    await screen.findByRole('link', { name: 'Standard side' });
    expect(requests[0]?.path).toBe('/api/sites/s1/templates');
    expect(Object.fromEntries(requests[0]?.query ?? [])).toEqual({ fetchInherited: 'true', limit: '999', skip: '0' });
  });

  it('without templates a contributor is asked to create the first one', async () => {
    renderList([], 'contributor');
    expect(await screen.findByText('Opprett din første mal')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Opprett mal' })).toHaveLength(2);
  });

  it('without templates a reader is told none were found, and cannot create', async () => {
    renderList([], 'reader');
    expect(await screen.findByText('Ingen maler funnet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Opprett mal' })).toBeNull();
  });

  it('shows each template’s kind and status, and the parent site’s templates as Global', async () => {
    renderList(
      [
        template('t1', 'Standard side'),
        template('t2', 'Kampanjeblokk', { partial: true, modified: true, modifiedDate: '2026-11-20T10:00:00.000Z' }),
        template('t3', 'Felles side', { inherited: true, site: 'parent' }),
      ],
      'reader',
    );
    await screen.findByRole('link', { name: 'Standard side' });
    expect(within(row('Standard side')).getByText('Mal')).toBeTruthy();
    expect(within(row('Standard side')).getByText('Publisert')).toBeTruthy();
    expect(within(row('Kampanjeblokk')).getByText('Delmal')).toBeTruthy();
    expect(within(row('Kampanjeblokk')).getByText('Upubliserte endringer')).toBeTruthy();
    expect(within(row('Felles side')).getByText('Global')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Handlinger for/ })).toBeNull();
  });

  it('Dupliser makes a copy, says "Handling fullført" and opens it', async () => {
    const { requests, location } = renderList([template('t1', 'Standard side')], 'contributor', (request) =>
      request.method === 'POST' ? template('t9', 'Standard side (kopi)') : undefined,
    );
    await rowAction('Standard side', 'Dupliser');
    expect(await screen.findByText('Handling fullført')).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/innstillinger/maler/liste/t9'));
    expect(requests.find((request) => request.method === 'POST')).toMatchObject({
      path: '/api/sites/s1/templates/clone',
      body: { id: 't1' },
    });
  });

  it('only admins delete; a template in use is kept and the dependency block names who uses it', async () => {
    const { requests } = renderList([template('t1', 'Standard side')], 'admin', (request) =>
      request.method === 'DELETE'
        ? errorAnswer(409, { error: 'conflict', message: 'I bruk.', details: { dependencies: usedByPage } })
        : undefined,
    );
    await rowAction('Standard side', 'Slett');
    const question = await screen.findByText('Er du sikker på at du vil slette?');
    fireEvent.click(within(question.closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: 'Slett' }));
    const block = await screen.findByRole('dialog', { name: 'Oops!' });
    expect(within(block).getByText('Om oss')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual([
      '/api/sites/s1/templates/t1',
    ]);
  });

  it('a contributor gets the designer and Dupliser, but not Slett', async () => {
    renderList([template('t1', 'Standard side')], 'contributor');
    fireEvent.click(await screen.findByRole('button', { name: 'Handlinger for Standard side' }));
    // The menu is still fading in: its items count as hidden until the transition ends.
    const menu = await screen.findByRole('menu', { hidden: true });
    const items = within(menu)
      .getAllByRole('menuitem', { hidden: true })
      .map((item) => [item.textContent, item.getAttribute('href')]);
    expect(items).toEqual([
      ['Rediger design', '/designer/maler/t1'],
      ['Dupliser', null],
    ]);
  });
});
