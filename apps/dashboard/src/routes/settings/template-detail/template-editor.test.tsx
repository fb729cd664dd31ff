import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PermissionLevel, Template } from '@vev/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../app/session/session-store';
import { errorAnswer, type FakeRequest, renderRoutes, serveApi, signInToTestSite } from '../../../test/render-route';
import { TemplateDetailScreen } from '.';

const standard: Template = {
  _id: 't1',
  name: 'Standard side',
  site: 's1',
  partial: false,
  components: [
    { _id: 'a', internalId: 'a', name: 'header1', component: 'header', props: {}, inHeader: true },
    { _id: 'b', internalId: 'b', name: 'hero1', component: 'hero', props: {} },
    { _id: 'c', internalId: 'c', name: 'footer1', component: 'footer', props: {}, inFooter: true },
  ],
  modified: false,
  modifiedDate: null,
  inherited: false,
  revision: null,
  version: 3,
};

function renderEditor(url: string, permission: PermissionLevel, answer?: (request: FakeRequest) => unknown) {
  const requests = serveApi((request) => {
    if (request.path.endsWith('/preview-token')) {
      return { token: 'x', expiresAt: '2099-01-01T00:00:00.000Z', storefrontUrl: 'http://demo.localhost:9' };
    }
    return answer?.(request) ?? standard;
  });
  renderRoutes([{ path: '/innstillinger/maler/liste/:templateId/:tab?', element: <TemplateDetailScreen /> }], url, {
    permission,
  });
  return requests;
}

const nameField = () => screen.getByRole('textbox', { name: /^Navn/ });

describe('template editor (spec 2 §2 Templates, §5; spec 1 §4)', () => {
  beforeEach(signInToTestSite);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    sessionStore.signOut();
  });

  it('Generelt: a changed name is saved by itself with the version it was based on', async () => {
    const requests = renderEditor('/innstillinger/maler/liste/t1/generelt', 'contributor', (request) =>
      request.method === 'PATCH' ? { ...standard, name: 'Artikkel', version: 4 } : undefined,
    );
    fireEvent.change(await screen.findByRole('textbox', { name: /^Navn/ }), { target: { value: 'Artikkel' } });
    await waitFor(() => expect(screen.getByText('Alt er lagret')).toBeTruthy(), { timeout: 2000 });
    expect(requests.filter((request) => request.method === 'PATCH').map((request) => request.body)).toEqual([
      { name: 'Artikkel', version: 3 },
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Artikkel' })).toBeTruthy();
  });

  it('an empty name is not saved', async () => {
    const requests = renderEditor('/innstillinger/maler/liste/t1/generelt', 'contributor');
    fireEvent.change(await screen.findByRole('textbox', { name: /^Navn/ }), { target: { value: '' } });
    expect(await screen.findByText('Feltet må fylles ut.')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(requests.filter((request) => request.method === 'PATCH')).toEqual([]);
  });

  it('a save someone else overtook is refused, and the editor offers to load their version', async () => {
    renderEditor('/innstillinger/maler/liste/t1/generelt', 'contributor', (request) =>
      request.method === 'PATCH'
        ? errorAnswer(409, { error: 'conflict', message: 'Endret av andre.', details: { currentVersion: 5 } })
        : undefined,
    );
    fireEvent.change(await screen.findByRole('textbox', { name: /^Navn/ }), { target: { value: 'Artikkel' } });
    const dialog = await screen.findByRole('dialog', { name: 'Siden er endret av noen andre' }, { timeout: 2000 });
    expect(within(dialog).getByRole('button', { name: 'Last inn på nytt' })).toBeTruthy();
  });

  it('a reader sees the name read-only and no Lagre, Publiser or Slett', async () => {
    renderEditor('/innstillinger/maler/liste/t1/generelt', 'reader');
    expect(await screen.findByText('Du har lesetilgang og kan ikke endre denne malen.')).toBeTruthy();
    expect(nameField().closest('fieldset')?.disabled).toBe(true);
    for (const action of ['Lagre', 'Publiser', 'Slett']) {
      expect(screen.queryByRole('button', { name: action })).toBeNull();
    }
    expect(screen.getByRole('button', { name: 'Versjonslogg' })).toBeTruthy();
  });

  it('Innhold lists the sections by area, with the section types’ names', async () => {
    renderEditor('/innstillinger/maler/liste/t1', 'contributor');
    const area = async (name: string) => within(await screen.findByRole('region', { name }));
    expect((await area('Topp')).getByText('Toppmeny')).toBeTruthy();
    expect((await area('Hovedinnhold')).getByText('Hero')).toBeTruthy();
    expect((await area('Bunn')).getByText('Bunntekst')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Rediger design' }).getAttribute('href')).toBe('/designer/maler/t1');
    const preview = await screen.findByTitle('Forhåndsvisning av «Standard side»');
    expect(preview.getAttribute('src')).toMatch(/^http:\/\/demo\.localhost:9\/_vev\/maler\/t1\?preview=true&token=x/);
  });
});
