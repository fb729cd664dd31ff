/** Reusable components on the storefront: placed on pages and templates, and alone at their preview address. */
import type { Component, Page, PageListItem, Revision, Site } from '@vev/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../test/harness';
import { templateResource } from '../modules/templates/resource';
import { newId } from '../platform/ids';
import { publishDraft, saveDraft } from '../platform/resources/drafts';
import { componentPreviewPath } from './components';
import { areasOf } from './view';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
const homeId = await server.siteId('hjemmeside');
const departmentId = await server.siteId('demoavdeling');
const admin = await server.signIn('admin@demo.vev.no');
const shop = 'demobutikk.localhost:3000';

const api = (path: string, siteId = shopId) => `/api/sites/${siteId}${path}`;
const visit = (url: string, host = shop) => server.inject({ method: 'GET', url, headers: { host } });
async function send<T>(method: 'POST' | 'PATCH', path: string, payload: object = {}, siteId = shopId): Promise<T> {
  const response = await server.inject({ method, url: api(path, siteId), headers: admin.headers, payload });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json();
}
const tokenFor = async (siteId = shopId) =>
  (await server.readJson<{ token: string }>(admin, api('/preview-token', siteId))).token;

/** A hero component whose published heading is `heading`. */
async function heroComponent(name: string, heading: string): Promise<Component> {
  const created = await send<Component>('POST', '/components', { name, component: 'hero' });
  const section = { ...created.components[0], props: { ...(created.components[0]?.props as object), heading } };
  const edited = await send<Component>('PATCH', `/components/${created._id}`, {
    version: created.version,
    components: [section],
  });
  return send<Component>('POST', `/components/${created._id}/publish`, { version: edited.version });
}

const placing = (ref: string, name: string) => {
  const id = newId();
  return { _id: id, internalId: id, name, component: 'hero', props: {}, componentRef: { ref } };
};

async function placeOnPage(path: string, ref: string, name: string): Promise<Page> {
  const listed = await server.readJson<PageListItem[]>(admin, api('/pages?limit=100'));
  const page = await server.readJson<Page>(admin, api(`/pages/${listed.find((row) => row.path === path)?._id}`));
  const edited = await send<Page>('PATCH', `/pages/${page._id}`, {
    version: page.version,
    components: [...page.components, placing(ref, name)],
  });
  return send<Page>('POST', `/pages/${page._id}/publish`, { version: edited.version });
}

const banner = await heroComponent('Kampanjebanner', 'Vårsalg i hele butikken');
await placeOnPage('/kjopsvilkar', banner._id, 'hero77');
await placeOnPage('/personvern', banner._id, 'hero78');

describe('a placed component', () => {
  it('renders the component’s published section under the placing instance’s name, on every page that places it', async () => {
    for (const [path, name] of [
      ['/kjopsvilkar', 'hero77'],
      ['/personvern', 'hero78'],
    ] as const) {
      const response = await visit(path);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(`data-vev-section="${name}" data-vev-component="hero"`);
      expect(response.body).toContain('Vårsalg i hele butikken');
    }
  });

  it('shows its draft in a preview only; publishing it changes every page at once', async () => {
    const current = await server.readJson<Component>(admin, api(`/components/${banner._id}`));
    const section = {
      ...current.components[0],
      props: { ...(current.components[0]?.props as object), heading: 'Nytt utkast' },
    };
    const draft = await send<Component>('PATCH', `/components/${banner._id}`, {
      version: current.version,
      components: [section],
    });
    expect((await visit('/personvern')).body).not.toContain('Nytt utkast');
    const preview = await visit(`/personvern?preview=true&token=${await tokenFor()}`);
    expect(preview.body).toContain('Nytt utkast');
    await send('POST', `/components/${banner._id}/publish`, { version: draft.version });
    expect((await visit('/personvern')).body).toContain('Nytt utkast');
    expect((await visit('/kjopsvilkar')).body).toContain('Nytt utkast');
  });

  it('renders in a template too, from the parent site on a department', async () => {
    const footerBanner = await heroComponent('Bunnbanner', 'Fri frakt over 1000 kroner');
    const site = await server.readJson<Site>(admin, api('/site', departmentId));
    const templateId = site.templateDistribution.page?.ref as string;
    const user = { id: newId(), name: 'Test', email: 'test@example.no', profileImage: null };
    const template = await server.readJson<{ components: Record<string, unknown>[]; version: number }>(
      admin,
      api(`/templates/${templateId}`, departmentId),
    );
    const row = await saveDraft(server.database.db, templateResource, {
      siteId: departmentId,
      id: templateId,
      user,
      version: template.version,
      changes: { components: [...template.components, { ...placing(footerBanner._id, 'hero5'), inFooter: true }] },
    });
    await publishDraft(server.database.db, templateResource, {
      siteId: departmentId,
      id: templateId,
      user,
      version: row.version,
    });
    const response = await visit('/om-avdelingen', 'demoavdeling.localhost:3000');
    expect(response.statusCode).toBe(200);
    const footer = response.body.slice(response.body.indexOf('data-vev-area="footer"'));
    expect(footer).toContain('Fri frakt over 1000 kroner');
  });

  it('a component that is gone renders nothing, and the other sections still do', () => {
    const areas = areasOf(
      { id: null, document: null },
      {
        components: [
          placing(newId(), 'hero1'),
          { _id: 'b', internalId: 'b', name: 'spacer1', component: 'spacer', props: {} },
        ],
      } as unknown as Page,
      new Map(),
    );
    expect(areas.main.map((instance) => instance.name)).toEqual(['spacer1']);
  });
});

describe(`the component preview address (${componentPreviewPath}/{id})`, () => {
  it('shows the component’s draft alone, between the page template’s header and footer', async () => {
    const response = await visit(`${componentPreviewPath}/${banner._id}?preview=true&token=${await tokenFor()}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('<title>Kampanjebanner | Demo Butikk</title>');
    expect(response.body).toContain('data-vev-area="header"');
    expect(response.body).toContain('data-vev-section="hero1" data-vev-component="hero"');
    expect(response.body).toContain('data-vev-area="footer"');
    expect(response.body).toContain('<meta name="robots" content="noindex, nofollow">');
  });

  it('shows an old revision when asked for one', async () => {
    const revisions = await server.readJson<Revision[]>(
      admin,
      api(`/revisions?type=component&reference=${banner._id}`),
    );
    const first = revisions.at(-1) as Revision;
    const response = await visit(
      `${componentPreviewPath}/${banner._id}?preview=true&token=${await tokenFor()}&revision=${first._id}`,
    );
    expect(response.body).toContain('Vårsalg i hele butikken');
    expect(response.body).not.toContain('Nytt utkast');
  });

  it('is an unknown page without a valid token, with another site’s token, or for an unknown component', async () => {
    for (const query of [
      '',
      '?preview=true',
      '?preview=true&token=tull',
      `?preview=true&token=${await tokenFor(homeId)}`,
    ]) {
      const response = await visit(`${componentPreviewPath}/${banner._id}${query}`);
      expect(response.statusCode, query).toBe(404);
      expect(response.body).toContain('Fant ikke siden');
      expect(response.body).not.toContain('Nytt utkast');
    }
    const unknown = await visit(`${componentPreviewPath}/${newId()}?preview=true&token=${await tokenFor()}`);
    expect(unknown.statusCode).toBe(404);
    const elsewhere = await visit(
      `${componentPreviewPath}/${banner._id}?preview=true&token=${await tokenFor(homeId)}`,
      'hjemmeside.localhost:3000',
    );
    expect(elsewhere.statusCode).toBe(404);
  });
});
