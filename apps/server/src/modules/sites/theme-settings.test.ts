/**
 * Theme settings (designer /designer/temainnstillinger): `PATCH site` sets theme.configDraft, and
 * POST theme/publish, theme/discard and theme/rollback/{revision} take it from there; the storefront
 * shows the published theme publicly and the draft in a preview.
 */
import type { Revision, RevisionDetail, Site } from '@vev/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { type SignedIn, startTestServer } from '../../../test/harness';

const server = await startTestServer();
afterAll(() => server.close());

const homeId = await server.siteId('hjemmeside');
const shopId = await server.siteId('demobutikk');
const admin = await server.signIn('admin@demo.vev.no');
const contributor = await server.signIn('redaktor@demo.vev.no');
const reader = await server.signIn('leser@demo.vev.no');
await server.addUser('bare-butikken@example.no', { demobutikk: 'admin' });
const otherSiteAdmin = await server.signIn('bare-butikken@example.no');

const home = 'hjemmeside.localhost:3000';
const api = (path: string, siteId = homeId) => `/api/sites/${siteId}${path}`;
const patchSite = (who: SignedIn, payload: object, siteId = homeId) =>
  server.inject({ method: 'PATCH', url: api('/site', siteId), headers: who.headers, payload });
const post = (who: SignedIn, path: string, siteId = homeId) =>
  server.inject({ method: 'POST', url: api(path, siteId), headers: who.headers, payload: {} });
const readSite = () => server.readJson<Site>(admin, api('/site'));
const themeRevisions = () => server.readJson<Revision[]>(admin, api(`/revisions?type=theme&reference=${homeId}`));
const visit = async (query = '') =>
  (await server.inject({ method: 'GET', url: `/${query}`, headers: { host: home } })).body;
const previewQuery = async () => {
  const { token } = await server.readJson<{ token: string }>(admin, api('/preview-token'));
  return `?preview=true&token=${token}`;
};

describe('theme settings', () => {
  it("the site says which theme it has; a draft without a name keeps the site's theme", async () => {
    expect((await readSite()).theme).toEqual({ name: 'skog', config: null, configDraft: null });
    const response = await patchSite(admin, { theme: { configDraft: { colors: { primary: '#aa3300' } } } });
    expect(response.statusCode, response.body).toBe(200);
    const { theme } = response.json<Site>();
    expect(theme).toMatchObject({ name: 'skog', config: null });
    expect(theme.configDraft).toMatchObject({
      name: 'skog',
      colors: { primary: '#aa3300', secondary: '' },
      fontSources: { google: [], typekitKitId: '', custom: [] },
      radius: null,
    });
  });

  it('the public site keeps the published theme; the preview shows the draft', async () => {
    expect(await visit()).not.toContain('--vev-color-primary: #aa3300;');
    expect(await visit(await previewQuery())).toContain('--vev-color-primary: #aa3300;');
  });

  it('refuses settings that are not valid, with Norwegian messages, and keeps the draft', async () => {
    const before = await readSite();
    const response = await patchSite(admin, {
      theme: {
        configDraft: { name: 'ukjent', colors: { primary: 'rød' }, fontSources: { typekitKitId: 'x' }, farge: 1 },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      'theme.configDraft.name': 'Ugyldig valg.',
      'theme.configDraft.colors.primary': 'Ugyldig farge. Bruk rgba(r,g,b,a) eller #rrggbb.',
      'theme.configDraft.fontSources.typekitKitId': 'Prosjekt-ID-en består av 5–12 bokstaver og tall.',
      'theme.configDraft.farge': 'Ukjent felt.',
    });
    const renamed = await patchSite(admin, { theme: { name: 'kveld' } });
    expect(renamed.json().fields).toEqual({
      'theme.name': 'Ukjent felt.',
      'theme.configDraft': 'Feltet må fylles ut.',
    });
    expect(await readSite()).toEqual(before);
  });

  it('publish makes the draft the theme, with its name, and writes a revision', async () => {
    await patchSite(admin, { theme: { configDraft: { name: 'kveld', colors: { primary: '#aa3300' } } } });
    const response = await post(admin, '/theme/publish');
    expect(response.statusCode, response.body).toBe(200);
    const { theme } = response.json<Site>();
    expect(theme).toMatchObject({ name: 'kveld', configDraft: null, config: { name: 'kveld' } });
    const [revision] = await themeRevisions();
    expect(revision).toMatchObject({ type: 'theme', reference: homeId, author: { name: 'Ada Administrator' } });
    const detail = await server.readJson<RevisionDetail>(admin, api(`/revisions/${revision?._id}`));
    expect(detail.diff).not.toBeNull();
    const publicPage = await visit();
    expect(publicPage).toContain('--vev-color-primary: #aa3300;');
    expect(publicPage).toContain('--vev-color-background: #14171d;');
    // Nothing to publish: nothing happens.
    await post(admin, '/theme/publish');
    expect(await themeRevisions()).toHaveLength(1);
  });

  it('discard drops the draft', async () => {
    await patchSite(admin, { theme: { configDraft: { name: 'fjord' } } });
    const response = await post(admin, '/theme/discard');
    expect(response.statusCode).toBe(200);
    expect(response.json<Site>().theme).toMatchObject({ name: 'kveld', configDraft: null });
  });

  it('rollback publishes an old version as a new revision (admins only)', async () => {
    await patchSite(admin, { theme: { configDraft: { name: 'fjord' } } });
    await post(admin, '/theme/publish');
    const [, first] = await themeRevisions();
    expect((await post(contributor, `/theme/rollback/${first?._id}`)).statusCode).toBe(403);
    const response = await post(admin, `/theme/rollback/${first?._id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Site>().theme).toMatchObject({ name: 'kveld', configDraft: null });
    expect(await themeRevisions()).toHaveLength(3);
    const missing = await post(admin, '/theme/rollback/01jzzzzzzzzzzzzzzzzzzzzzzz');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Fant ikke versjonen.' });
  });

  it('a revision of the theme is shown in a preview when asked for', async () => {
    const [, , first] = await themeRevisions();
    await patchSite(admin, { theme: { configDraft: { name: 'standard' } } });
    const old = await visit(`${await previewQuery()}&revision=${first?._id}`);
    expect(old).toContain('--vev-color-primary: #aa3300;');
    await post(admin, '/theme/discard');
  });

  it('contributors and readers may not change the theme; another site’s admin gets 404', async () => {
    const before = await readSite();
    for (const who of [contributor, reader]) {
      expect((await patchSite(who, { theme: { configDraft: { name: 'fjord' } } })).statusCode).toBe(403);
      for (const action of ['publish', 'discard']) expect((await post(who, `/theme/${action}`)).statusCode).toBe(403);
    }
    expect((await patchSite(otherSiteAdmin, { theme: { configDraft: null } })).statusCode).toBe(404);
    expect((await post(otherSiteAdmin, '/theme/publish')).statusCode).toBe(404);
    expect((await post(otherSiteAdmin, '/theme/publish', shopId)).statusCode).toBe(200);
    expect(await readSite()).toEqual(before);
  });
});
