/**
 * The designer's live preview (`POST /_vev/forhandsvisning`): a draft rendered as the previewed
 * address would show it, only with a valid token for the site, only from the frame's own origin,
 * checked like a save, and never stored.
 */
import type { Component, Page, PageListItem, Template } from '@vev/shared';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../test/harness';
import { queryRows } from '../db/query-rows';
import { previewRenderPath } from './resolvers/preview-render';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
const homeId = await server.siteId('hjemmeside');
const admin = await server.signIn('admin@demo.vev.no');
const formerId = await server.addUser('tidligere@demo.vev.no', { demobutikk: 'contributor' });
const former = await server.signIn('tidligere@demo.vev.no');
const shop = 'demobutikk.localhost:3000';
const shopOrigin = `http://${shop}`;

const api = (path: string, siteId = shopId) => `/api/sites/${siteId}${path}`;
const read = <T>(path: string, siteId = shopId) => server.readJson<T>(admin, api(path, siteId));
const tokenFor = async (siteId = shopId, who = admin) =>
  (await server.readJson<{ token: string }>(who, api('/preview-token', siteId))).token;
const shopToken = await tokenFor();

/** What the bridge posts: the frame's own query, JSON, from the frame's own origin. */
const render = (
  payload: object,
  options: { query?: string; origin?: string | null; contentType?: string; host?: string } = {},
) =>
  server.inject({
    method: 'POST',
    url: `${previewRenderPath}?${options.query ?? `preview=true&token=${shopToken}&showControls=true`}`,
    headers: {
      host: options.host ?? shop,
      'content-type': options.contentType ?? 'application/json',
      ...(options.origin === null ? {} : { origin: options.origin ?? shopOrigin }),
    },
    payload: options.contentType?.startsWith('application/x-www-form-urlencoded')
      ? new URLSearchParams({ path: '/' }).toString()
      : JSON.stringify(payload),
  });

const pageNamed = async (title: string) => {
  const listed = (await read<PageListItem[]>('/pages?limit=100')).find((row) => row.title === title) as PageListItem;
  return read<Page>(`/pages/${listed._id}`);
};
const sectionOf = (page: { components: Record<string, unknown>[] }, component: string) =>
  page.components.find((section) => section.component === component) as {
    name: string;
    props: Record<string, unknown>;
  };
const heroDraft = (name: string, props: Record<string, unknown>, heading: string) => ({
  kind: 'section',
  name,
  props: { ...props, heading },
});
const rowCount = async (table: string) => {
  const [row] = await queryRows<{ count: number }>(
    server.database.db,
    sql.raw(`select count(*)::int as count from ${table}`),
  );
  return Number(row?.count);
};

describe('a page with a draft section', () => {
  it("answers the page with the section's unsaved props, as a preview is answered, and stores nothing", async () => {
    const front = await pageNamed('Forside');
    const hero = sectionOf(front, 'hero');
    const before = { revisions: await rowCount('revisions'), activity: await rowCount('activity_log') };
    const response = await render({ path: '/', draft: heroDraft(hero.name, hero.props, 'Skrevet, ikke lagret') });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toContain("connect-src 'self'");
    expect(response.headers['content-security-policy']).toContain(`frame-ancestors ${server.config.publicUrl.origin}`);
    expect(response.body).toContain(`data-vev-section="${hero.name}"`);
    expect(response.body).toContain('Skrevet, ikke lagret');
    expect(response.body).not.toContain(String(hero.props.heading));
    // The rest of the page is as its preview shows it: the template around it, the bridge.
    expect(response.body).toContain('data-vev-area="header"');
    expect(response.body).toContain('<script src="/_vev/preview-bridge.js" defer></script>');

    expect(await pageNamed('Forside')).toEqual(front);
    expect(await rowCount('revisions')).toBe(before.revisions);
    expect(await rowCount('activity_log')).toBe(before.activity);
    const preview = await server.inject({
      method: 'GET',
      url: `/?preview=true&token=${shopToken}`,
      headers: { host: shop },
    });
    expect(preview.body).toContain(String(hero.props.heading));
    expect(preview.body).not.toContain('Skrevet, ikke lagret');
  });

  it('props that do not fit the section are refused with their fields, an unknown section is not found', async () => {
    const front = await pageNamed('Forside');
    const hero = sectionOf(front, 'hero');
    const invalid = await render({ path: '/', draft: heroDraft(hero.name, hero.props, '') });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ error: 'badRequest', fields: { 'props.heading': 'Feltet må fylles ut.' } });
    const tooLong = await render({ path: '/', draft: heroDraft(hero.name, hero.props, 'x'.repeat(201)) });
    expect(tooLong.statusCode).toBe(400);
    const unknown = await render({ path: '/', draft: heroDraft('finnesikke9', hero.props, 'Hei') });
    expect(unknown.statusCode).toBe(404);
    const malformed = await render({ path: 'uten-skråstrek', draft: { kind: 'section', name: hero.name } });
    expect(malformed.statusCode).toBe(400);
    expect(await pageNamed('Forside')).toEqual(front);
  });
});

describe('who may ask', async () => {
  const hero = sectionOf(await pageNamed('Forside'), 'hero');
  const payload = { path: '/', draft: heroDraft(hero.name, hero.props, 'Uten lov') };

  it('only with a valid preview token for this site, of someone still a member', async () => {
    const formerToken = await tokenFor(shopId, former);
    const removed = await server.inject({ method: 'DELETE', url: api(`/members/${formerId}`), headers: admin.headers });
    expect(removed.statusCode, removed.body).toBe(204);
    for (const query of [
      '',
      `token=${shopToken}`,
      'preview=true&token=feil',
      `preview=true&token=${await tokenFor(homeId)}`,
      `preview=true&token=${formerToken}`,
    ]) {
      const response = await render(payload, { query });
      expect(response.statusCode, query).toBe(403);
      expect(response.body, query).not.toContain('Uten lov');
    }
  });

  it("only from the frame's own origin, as JSON", async () => {
    for (const options of [
      { origin: null },
      { origin: server.config.publicUrl.origin },
      { origin: 'https://angriper.example' },
      { origin: 'http://hjemmeside.localhost:3000' },
      { contentType: 'application/x-www-form-urlencoded' },
      { contentType: 'text/plain' },
    ]) {
      const response = await render(payload, options);
      expect(response.statusCode, JSON.stringify(options)).toBe(403);
      expect(response.body).not.toContain('Uten lov');
    }
  });

  it("renders only what this site previews: another site's template is not found", async () => {
    const templates = await read<Template[]>('/templates', homeId);
    const homeTemplate = templates[0] as Template;
    const section = homeTemplate.components[0] as { name: string; props: Record<string, unknown> };
    const response = await render({
      path: `/_vev/maler/${homeTemplate._id}`,
      draft: { kind: 'section', name: section.name, props: section.props },
    });
    expect(response.statusCode).toBe(404);
    const otherHost = await render(payload, {
      host: 'hjemmeside.localhost:3000',
      origin: 'http://hjemmeside.localhost:3000',
    });
    expect(otherHost.statusCode).toBe(403);
  });
});

describe('the other designers', () => {
  it("a template's section and a reusable component's section", async () => {
    const template = (await read<Template[]>('/templates')).find((row) => row.name === 'Standard side') as Template;
    const header = sectionOf(template, 'header');
    const inTemplate = await render({
      path: `/_vev/maler/${template._id}`,
      draft: { kind: 'section', name: header.name, props: { ...header.props, showSiteName: false } },
    });
    expect(inTemplate.statusCode, inTemplate.body).toBe(200);
    expect(inTemplate.body).toContain('Sidens innhold vises her.');

    const created = await server.inject({
      method: 'POST',
      url: api('/components'),
      headers: admin.headers,
      payload: { name: 'Levende helt', component: 'hero' },
    });
    const component = created.json<Component>();
    const section = component.components[0] as { name: string; props: Record<string, unknown> };
    const alone = await render({
      path: `/_vev/komponenter/${component._id}`,
      draft: heroDraft(section.name, section.props, 'Komponentutkast'),
    });
    expect(alone.statusCode, alone.body).toBe(200);
    expect(alone.body).toContain('Komponentutkast');
    expect((await read<Component>(`/components/${component._id}`)).components).toEqual(component.components);
  });

  it('theme settings and global content, checked as their save checks them', async () => {
    const theme = await render({ path: '/', draft: { kind: 'theme', document: { colors: { primary: '#123456' } } } });
    expect(theme.statusCode, theme.body).toBe(200);
    expect(theme.body.toLowerCase()).toContain('#123456');
    const global = await render({
      path: '/',
      draft: { kind: 'global', document: { companyName: 'Levende Firma AS' } },
    });
    expect(global.statusCode, global.body).toBe(200);
    expect(global.body).toContain('Levende Firma AS');
    const badTheme = await render({ path: '/', draft: { kind: 'theme', document: { colors: { primary: 'rød' } } } });
    expect(badTheme.statusCode).toBe(400);
    expect(Object.keys(badTheme.json().fields ?? {})).toContain('colors.primary');
    const site = await read<{ theme: { configDraft: unknown }; globalPropsDraft: unknown }>('/site');
    expect(JSON.stringify(site)).not.toContain('#123456');
    expect(JSON.stringify(site)).not.toContain('Levende Firma AS');
  });
});
