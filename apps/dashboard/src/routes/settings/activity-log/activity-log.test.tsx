import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { ActivityEntry, Member } from '@vev/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, serveApi, signInToTestSite, testSiteId } from '../../../test/render-route';
import { ActivityLogScreen } from '.';

const ada = { _id: 'ada', name: 'Ada Administrator', email: 'admin@demo.vev.no' };
const rolf = { _id: 'rolf', name: 'Rolf Redaktør', email: 'redaktor@demo.vev.no' };
const members: Member[] = [ada, rolf].map((user) => ({
  _id: user._id,
  user: user._id,
  userData: { name: user.name, email: user.email },
  permissions: 'admin',
  createdAt: '2026-01-01T10:00:00.000Z',
}));

const entry = (fields: Partial<ActivityEntry> & Pick<ActivityEntry, '_id' | 'timestamp'>): ActivityEntry => ({
  user: ada,
  method: 'POST',
  url: `/api/sites/${testSiteId}/pages/p1/publish`,
  kind: null,
  target: null,
  details: null,
  ...fields,
});

const log: ActivityEntry[] = [
  entry({
    _id: '6',
    timestamp: '2026-03-03T13:05:00.000Z',
    kind: 'page.published',
    target: { type: 'page', id: 'p1', label: 'Om oss', editPath: '/innhold/sider/p1', deleted: false },
  }),
  entry({
    _id: '5',
    timestamp: '2026-03-03T12:00:00.000Z',
    user: rolf,
    method: 'PATCH',
    url: `/api/sites/${testSiteId}/pages/p1/components/hero1`,
    kind: 'section.updated',
    target: { type: 'page', id: 'p1', label: 'Om oss', editPath: '/innhold/sider/p1', deleted: false },
    details: { section: 'Hero' },
  }),
  ...['b.jpg', 'a.jpg'].map((label, index) =>
    entry({
      _id: `4${index}`,
      timestamp: `2026-03-03T11:0${5 - index}:00.000Z`,
      user: rolf,
      url: `/api/sites/${testSiteId}/media`,
      kind: 'media.uploaded',
      target: { type: 'media', id: `m${index}`, label, editPath: `/innhold/filer?file=m${index}`, deleted: false },
    }),
  ),
  entry({
    _id: '3',
    timestamp: '2026-03-02T10:00:00.000Z',
    kind: 'page.published',
    target: { type: 'category', id: 'c1', label: 'Sko', editPath: null, deleted: true },
  }),
  entry({
    _id: '2',
    timestamp: '2026-03-01T10:00:00.000Z',
    method: 'DELETE',
    url: `/api/sites/${testSiteId}/redirects/x`,
  }),
];

beforeEach(signInToTestSite);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderLog(url = '/innstillinger/aktivitetslogg') {
  const requests = serveApi(({ path, query }) => {
    if (path.endsWith('/members')) return members;
    if (path.endsWith('/activity')) {
      return log.filter(
        (item) =>
          (!query.get('user') || item.user?._id === query.get('user')) &&
          (!query.get('kind') || item.kind === query.get('kind')),
      );
    }
    return null;
  });
  renderRoutes(
    [
      { path: '/innstillinger/aktivitetslogg', element: <ActivityLogScreen /> },
      { path: '*', element: <p>Annen side</p> },
    ],
    url,
    { permission: 'admin' },
  );
  return requests;
}

describe('Aktivitetslogg', () => {
  it('says what happened in words, with the thing as a link, who and when, and the request as a detail', async () => {
    renderLog();
    const [published, section, uploads, deleted, fallback] = await screen.findAllByRole('listitem');
    expect(published?.textContent).toContain('Publiserte siden «Om oss»');
    expect(
      within(published as HTMLElement)
        .getByRole('link', { name: '«Om oss»' })
        .getAttribute('href'),
    ).toBe('/innhold/sider/p1');
    expect(published?.textContent).toContain('Ada Administrator · 3. mars 2026 kl. 14:05');
    expect(published?.textContent).toContain(`POST /api/sites/${testSiteId}/pages/p1/publish`);
    expect(section?.textContent).toContain('Endret seksjonen «Hero» på «Om oss»');
    expect(uploads?.textContent).toContain('Lastet opp 2 filer: «b.jpg», «a.jpg»');
    expect(within(uploads as HTMLElement).getAllByRole('link')).toHaveLength(2);
    expect(deleted?.textContent).toContain('Publiserte kategorien «Sko» (nå slettet)');
    expect(within(deleted as HTMLElement).queryByRole('link')).toBeNull();
    expect(fallback?.textContent).toContain('Slettet noe under Videresendinger');
  });

  it('filters by person and by kind through the address and the query', async () => {
    const requests = renderLog('/innstillinger/aktivitetslogg?user=rolf&kind=section.updated');
    const lines = await screen.findAllByRole('listitem');
    expect(lines).toHaveLength(1);
    expect(lines[0]?.textContent).toContain('Endret seksjonen «Hero» på «Om oss»');
    const asked = requests.find((request) => request.path.endsWith('/activity'));
    expect(asked?.query.get('user')).toBe('rolf');
    expect(asked?.query.get('kind')).toBe('section.updated');
    expect(screen.getByRole('combobox', { name: 'Bruker' })).toHaveProperty('value', 'Rolf Redaktør');
    expect(screen.getByRole('combobox', { name: 'Hendelse' })).toHaveProperty('value', 'Seksjon endret');
  });

  it('an empty filtered log offers to clear the filters', async () => {
    const requests = renderLog('/innstillinger/aktivitetslogg?user=rolf&kind=domain.added');
    expect(await screen.findByText('Ingen hendelser passer filteret')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Fjern filtrene' }));
    expect((await screen.findAllByRole('listitem')).length).toBeGreaterThan(1);
    // Both filters go at once: the whole log is asked for.
    const last = requests.filter((request) => request.path.endsWith('/activity')).at(-1);
    expect(last?.query.get('user')).toBeNull();
    expect(last?.query.get('kind')).toBeNull();
  });
});
