/**
 * What the designer's preview frame loads besides pages: a template on its own
 * (`/_vev/maler/{id}`), and a page inside an experiment variant. Both only with a valid token.
 */
import type { Page, PageListItem, Revision, Template } from '@vev/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../test/harness';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
const homeId = await server.siteId('hjemmeside');
const departmentId = await server.siteId('demoavdeling');
const admin = await server.signIn('admin@demo.vev.no');

const tokenFor = async (siteId = shopId) =>
  (await server.readJson<{ token: string }>(admin, `/api/sites/${siteId}/preview-token`)).token;
const visit = (url: string, host = 'demobutikk.localhost:3000') =>
  server.inject({ method: 'GET', url, headers: { host } });
const api = (method: 'PATCH' | 'POST', path: string, payload: object, siteId = shopId) =>
  server.inject({ method, url: `/api/sites/${siteId}${path}`, headers: admin.headers, payload });
const templateNamed = async (name: string, siteId = shopId) =>
  (await server.readJson<Template[]>(admin, `/api/sites/${siteId}/templates`)).find(
    (template) => template.name === name,
  ) as Template;
const hero = (heading: string) => ({
  _id: 'preview-hero',
  internalId: 'preview-hero',
  name: 'hero9',
  component: 'hero',
  props: { heading },
});

describe('the template preview (/_vev/maler/{id})', () => {
  it("renders the template's areas, with a placeholder where the page's sections go", async () => {
    const template = await templateNamed('Kategoriside');
    const token = await tokenFor();
    const response = await visit(`/_vev/maler/${template._id}?preview=true&token=${token}&showControls=true`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const html = response.body;
    expect(html).toContain('Sidens innhold vises her.');
    expect(html).toContain(`data-vev-area="header" data-vev-template="${template._id}"`);
    expect(html).toContain(`data-vev-area="footer" data-vev-template="${template._id}"`);
    expect(html).toContain('data-vev-section="header1"');
    // The template's own main sections come after the page's place.
    const placeholder = html.indexOf('Sidens innhold vises her.');
    expect(html.indexOf('data-vev-section="categorylist1"')).toBeGreaterThan(placeholder);
    expect(html).toContain('<script src="/_vev/preview-bridge.js" defer></script>');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
  });

  it('shows the draft, and an old revision when asked for one', async () => {
    const created = (await api('POST', '/templates', { name: 'Forhåndsvist' })).json<Template>();
    const withHero = [...created.components, hero('Første utgave')];
    const first = (
      await api('PATCH', `/templates/${created._id}`, { version: created.version, components: withHero })
    ).json<Template>();
    await api('POST', `/templates/${created._id}/publish`, { version: first.version });
    const [revision] = await server.readJson<Revision[]>(
      admin,
      `/api/sites/${shopId}/revisions?type=template&reference=${created._id}`,
    );
    const current = await templateNamed('Forhåndsvist');
    await api('PATCH', `/templates/${created._id}`, {
      version: current.version,
      components: [...created.components, hero('Utkastet')],
    });
    const token = await tokenFor();
    const draft = await visit(`/_vev/maler/${created._id}?preview=true&token=${token}`);
    expect(draft.body).toContain('Utkastet');
    const old = await visit(`/_vev/maler/${created._id}?preview=true&token=${token}&revision=${revision?._id}`);
    expect(old.body).toContain('Første utgave');
    expect(old.body).not.toContain('Utkastet');
  });

  it('without a valid token, for an unknown template or another site’s, it is not found like a page', async () => {
    const template = await templateNamed('Standard side');
    const homeTemplate = await templateNamed('Standard side', homeId);
    const token = await tokenFor();
    for (const url of [
      `/_vev/maler/${template._id}`,
      `/_vev/maler/${template._id}?preview=true&token=feil`,
      `/_vev/maler/01jzzzzzzzzzzzzzzzzzzzzzzz?preview=true&token=${token}`,
      `/_vev/maler/${homeTemplate._id}?preview=true&token=${token}`,
    ]) {
      const response = await visit(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('Fant ikke siden');
      expect(response.body, url).not.toContain('Sidens innhold vises her.');
    }
  });

  it("a department previews its parent site's template", async () => {
    const template = await templateNamed('Standard side');
    const token = await tokenFor(departmentId);
    const response = await visit(
      `/_vev/maler/${template._id}?preview=true&token=${token}`,
      'demoavdeling.localhost:3000',
    );
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Sidens innhold vises her.');
  });
});

describe('a page in an experiment variant', () => {
  it("the preview shows the variant's sections; the page itself and the public site do not", async () => {
    const pages = await server.readJson<PageListItem[]>(admin, `/api/sites/${shopId}/pages?limit=100`);
    const contact = pages.find((page) => page.title === 'Kontakt') as PageListItem;
    const inVariant = 'experiment=kontakt-test&experimentVariant=b';
    const saved = await api('PATCH', `/pages/${contact._id}?${inVariant}`, {
      version: 0,
      components: [hero('Variant B på kontaktsiden')],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<Page>().variant).toEqual({ experiment: 'kontakt-test', variant: 'b' });
    const token = await tokenFor();
    const preview = await visit(`/kontakt?preview=true&token=${token}&${inVariant}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('Variant B på kontaktsiden');
    for (const url of [
      `/kontakt?preview=true&token=${token}`,
      `/kontakt?${inVariant}`,
      `/kontakt?preview=true&token=${token}&experiment=kontakt-test&experimentVariant=_baseline`,
    ]) {
      const response = await visit(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain('Variant B på kontaktsiden');
    }
  });
});
