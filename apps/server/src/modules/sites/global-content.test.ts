/**
 * Global content (designer /designer/globalt, admins): `PATCH site` sets globalPropsDraft, and
 * POST global-props/publish, discard and rollback/{revision} take it from there; the storefront shows
 * the published content publicly and the draft in a preview; pages it links to show it as their user.
 */
import type { DependencyReport, PageListItem, Revision, Site } from '@vev/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { type SignedIn, startTestServer } from '../../../test/harness';
import { dependencyBlockMessage } from '../../platform/references/references';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
const admin = await server.signIn('admin@demo.vev.no');
const contributor = await server.signIn('redaktor@demo.vev.no');
const reader = await server.signIn('leser@demo.vev.no');
await server.addUser('bare-hjemmeside@example.no', { hjemmeside: 'admin' });
const otherSiteAdmin = await server.signIn('bare-hjemmeside@example.no');

const api = (path: string) => `/api/sites/${shopId}${path}`;
const patchSite = (who: SignedIn, payload: object) =>
  server.inject({ method: 'PATCH', url: api('/site'), headers: who.headers, payload });
const post = (who: SignedIn, path: string) =>
  server.inject({ method: 'POST', url: api(path), headers: who.headers, payload: {} });
const readSite = () => server.readJson<Site>(admin, api('/site'));
const revisions = () => server.readJson<Revision[]>(admin, api(`/revisions?type=globalProps&reference=${shopId}`));
const visit = async (path: string, query = '') =>
  (await server.inject({ method: 'GET', url: `${path}${query}`, headers: { host: 'demobutikk.localhost:3000' } })).body;
const previewQuery = async () => {
  const { token } = await server.readJson<{ token: string }>(admin, api('/preview-token'));
  return `?preview=true&token=${token}`;
};
const pageId = async (title: string) =>
  (await server.readJson<PageListItem[]>(admin, api('/pages?limit=100'))).find((page) => page.title === title)
    ?._id as string;
const report = async (id: string) =>
  (await server.readJson<DependencyReport[]>(admin, api(`/resource-dependencies?resources=${id}`)))[0];

describe('global content', () => {
  it('the demo shop has published global content, shown in the footer and the announcement bar', async () => {
    const site = await readSite();
    expect(site.globalPropsDraft).toBeNull();
    expect(site.globalProps).toMatchObject({
      companyName: 'Demo Butikk AS',
      address: { street: 'Strandgaten 12', postcode: '5013', city: 'Bergen' },
      announcement: { enabled: true, text: 'Gratis vårsjekk når du kjøper ny sykkel før 1. mai.' },
    });
    const page = await visit('/om-oss');
    expect(page).toContain('Gratis vårsjekk når du kjøper ny sykkel før 1. mai.');
    expect(page).toContain(`© ${new Date().getFullYear()} Demo Butikk AS`);
    expect(page).toContain('<dt>Torsdag</dt><dd><span class="vev-nowrap">10–20</span></dd>');
  });

  it('a draft is checked, stored with defaults, and shown in a preview only', async () => {
    const current = (await readSite()).globalProps;
    const draft = { ...current, companyName: 'Demo Sykkel AS', announcement: { enabled: false } };
    const response = await patchSite(admin, { globalPropsDraft: draft });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Site>().globalPropsDraft).toMatchObject({
      companyName: 'Demo Sykkel AS',
      announcement: { enabled: false, text: '', link: null },
    });
    expect(await visit('/om-oss')).toContain('Demo Butikk AS');
    const preview = await visit('/om-oss', await previewQuery());
    expect(preview).toContain(`© ${new Date().getFullYear()} Demo Sykkel AS`);
    expect(preview).not.toContain('class="vev-announcement"');
  });

  it('refuses content that is not valid, with Norwegian messages, and keeps the draft', async () => {
    const before = await readSite();
    const response = await patchSite(admin, {
      globalPropsDraft: { organizationNumber: '12', email: 'post', announcement: { enabled: true }, farge: 'blå' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      'globalPropsDraft.organizationNumber': 'Organisasjonsnummeret må ha 9 siffer.',
      'globalPropsDraft.email': 'Ugyldig e-postadresse.',
      'globalPropsDraft.announcement.text': 'Feltet må fylles ut.',
      'globalPropsDraft.farge': 'Ukjent felt.',
    });
    expect((await patchSite(admin, { globalProps: {} })).json().fields).toEqual({
      globalProps: 'Feltet kan ikke endres.',
    });
    expect(await readSite()).toEqual(before);
  });

  it('publish applies the draft and writes a revision; discard drops a draft', async () => {
    const response = await post(admin, '/global-props/publish');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Site>()).toMatchObject({
      globalProps: { companyName: 'Demo Sykkel AS' },
      globalPropsDraft: null,
    });
    expect(await revisions()).toHaveLength(2);
    expect(await visit('/om-oss')).toContain('Demo Sykkel AS');

    await patchSite(admin, { globalPropsDraft: { companyName: 'Forkastes' } });
    const discarded = await post(admin, '/global-props/discard');
    expect(discarded.json<Site>()).toMatchObject({
      globalProps: { companyName: 'Demo Sykkel AS' },
      globalPropsDraft: null,
    });
  });

  it('rollback (admins) publishes an old revision as a new one', async () => {
    const [, seeded] = await revisions();
    expect((await post(contributor, `/global-props/rollback/${seeded?._id}`)).statusCode).toBe(403);
    const response = await post(admin, `/global-props/rollback/${seeded?._id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Site>().globalProps).toMatchObject({ companyName: 'Demo Butikk AS' });
    expect(await revisions()).toHaveLength(3);
    const [themeLike] = await server.readJson<Revision[]>(
      admin,
      api(`/revisions?type=page&reference=${await pageId('Om oss')}`),
    );
    expect((await post(admin, `/global-props/rollback/${themeLike?._id}`)).statusCode).toBe(404);
  });

  it('a page the announcement links to shows the site as its user, and cannot be deleted', async () => {
    const service = await pageId('Sykkelservice');
    expect((await report(service))?.globalProps).toEqual([
      { reference: { _id: shopId, title: 'Demo Butikk', draft: false, draftFor: null }, dependents: 1 },
    ]);
    const refused = await server.inject({ method: 'DELETE', url: api(`/pages/${service}`), headers: admin.headers });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: dependencyBlockMessage });

    const advice = await pageId('Rådgivning');
    const link = { type: 'page', page: advice, label: 'Book en time' };
    const current = (await readSite()).globalProps as { announcement: object };
    await patchSite(admin, { globalPropsDraft: { ...current, announcement: { enabled: true, text: 'Ny', link } } });
    expect((await report(advice))?.globalPropsDraft).toHaveLength(1);
    expect((await report(advice))?.globalProps).toEqual([]);
    await post(admin, '/global-props/discard');
    expect((await report(advice))?.globalPropsDraft).toEqual([]);
  });

  it('only admins change global content; another site’s admin gets 404', async () => {
    const before = await readSite();
    for (const who of [contributor, reader]) {
      expect((await patchSite(who, { globalPropsDraft: { companyName: 'Nei' } })).statusCode).toBe(403);
      for (const action of ['publish', 'discard']) {
        expect((await post(who, `/global-props/${action}`)).statusCode).toBe(403);
      }
    }
    expect((await patchSite(otherSiteAdmin, { globalPropsDraft: { companyName: 'Kapret' } })).statusCode).toBe(404);
    expect((await post(otherSiteAdmin, '/global-props/publish')).statusCode).toBe(404);
    expect(await readSite()).toEqual(before);
  });
});
