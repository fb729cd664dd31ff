/**
 * Sub-templates placed in whole templates (spec 1 §3: a component instance's `template` ref): where
 * they may go, what they must be, and how the storefront shows their sections in the placing area.
 */
import { sectionEditMessages, type Template } from '@vev/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../../test/harness';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
const homeId = await server.siteId('hjemmeside');
const admin = await server.signIn('admin@demo.vev.no');
const contributor = await server.signIn('redaktor@demo.vev.no');
const host = 'demobutikk.localhost:3000';

const send = (method: 'POST' | 'PATCH' | 'DELETE', path: string, payload?: object, siteId = shopId) =>
  server.inject({
    method,
    url: `/api/sites/${siteId}${path}`,
    headers: contributor.headers,
    ...(payload ? { payload } : {}),
  });
const read = <T>(path: string, siteId = shopId) => server.readJson<T>(admin, `/api/sites/${siteId}${path}`);
const section = (name: string, component: string, extra: object = {}) => ({
  _id: `id-${name}`,
  internalId: `id-${name}`,
  name,
  component,
  props: {},
  ...extra,
});
const placing = (ref: string, extra: object = {}) => section('template1', 'template', { template: { ref }, ...extra });

async function created(name: string, partial: boolean, siteId = shopId): Promise<Template> {
  const response = await send('POST', '/templates', { name, partial }, siteId);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function saved(template: Template, components: object[]): Promise<Template> {
  const response = await send('PATCH', `/templates/${template._id}`, { components, version: template.version });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const banner = await created('Kampanjebanner', true);
const bannerWithText = await saved(banner, [
  section('partial_calltoaction1', 'callToAction', {
    props: {
      heading: 'Ukens tilbud i delmalen',
      primaryLink: { type: 'custom', url: '/tilbud', label: 'Se tilbudene' },
    },
  }),
]);
await send('POST', `/templates/${banner._id}/publish`, { version: bannerWithText.version });
const whole = await created('Med kampanjebanner', false);

describe('placing a sub-template', () => {
  it('a whole template places a partial one; the stored section keeps no props', async () => {
    const next = await saved(whole, [
      ...whole.components,
      placing(banner._id, { props: { heading: 'x' }, inHeader: true }),
    ]);
    expect(next.components.at(-1)).toMatchObject({ component: 'template', template: { ref: banner._id }, props: {} });
  });

  it('only partial templates of the site, and only in whole templates', async () => {
    const current = await read<Template>(`/templates/${whole._id}`);
    const notPartial = await send('PATCH', `/templates/${whole._id}`, {
      components: [placing(whole._id)],
      version: current.version,
    });
    expect(notPartial.statusCode).toBe(400);
    expect(notPartial.json().fields).toEqual({ 'components.0.template': sectionEditMessages.notPartial });

    const [foreign] = await read<Template[]>('/templates?partial=false', homeId);
    const elsewhere = await send('PATCH', `/templates/${whole._id}`, {
      components: [placing(foreign?._id ?? '')],
      version: current.version,
    });
    expect(elsewhere.json().fields).toEqual({ 'components.0.template': sectionEditMessages.partialMissing });

    const inPartial = await send('PATCH', `/templates/${banner._id}`, {
      components: [section('partial_template1', 'template', { template: { ref: banner._id } })],
      version: (await read<Template>(`/templates/${banner._id}`)).version,
    });
    expect(inPartial.json().fields).toEqual({
      'components.0.component': sectionEditMessages.partialsOnlyInTemplates,
    });
  });

  it('a placed sub-template cannot be deleted', async () => {
    const response = await server.inject({
      method: 'DELETE',
      url: `/api/sites/${shopId}/templates/${banner._id}`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(409);
    expect(JSON.stringify(response.json().details.dependencies.templates)).toContain('Med kampanjebanner');
  });
});

describe('the storefront shows a placed sub-template', () => {
  it("its sections in the placing section's area, as published", async () => {
    const current = await read<Template>(`/templates/${whole._id}`);
    await send('POST', `/templates/${whole._id}/publish`, { version: current.version });
    const distribution = await server.inject({
      method: 'PATCH',
      url: `/api/sites/${shopId}/site`,
      headers: admin.headers,
      payload: { templateDistribution: { page: { ref: whole._id, source: shopId } } },
    });
    expect(distribution.statusCode, distribution.body).toBe(200);
    const created = await send('POST', '/pages', { title: 'Med banner', template: { ref: whole._id } });
    const page = created.json();
    await send('PATCH', `/pages/${page._id}`, { status: 'active', version: page.version });

    const html = (await server.inject({ method: 'GET', url: '/med-banner', headers: { host } })).body;
    const header = html.slice(html.indexOf('data-vev-area="header"'), html.indexOf('data-vev-area="main"'));
    expect(header).toContain('Ukens tilbud i delmalen');
    expect(header).toContain('data-vev-section="partial_calltoaction1"');
  });

  it('changes to a sub-template that are not published show only in a preview', async () => {
    const draftOnly = await created('Utkastbanner', true);
    // Created published, so its first state shows; an unpublished change to it does not.
    await saved(draftOnly, [section('partial_richtext1', 'richText', { props: { content: 'Bare i utkastet' } })]);
    const current = await read<Template>(`/templates/${whole._id}`);
    await saved(current, [...current.components, placing(draftOnly._id, { name: 'template2' })]);
    await send('POST', `/templates/${whole._id}/publish`, {
      version: (await read<Template>(`/templates/${whole._id}`)).version,
    });
    const html = (await server.inject({ method: 'GET', url: '/med-banner', headers: { host } })).body;
    expect(html).not.toContain('Bare i utkastet');
  });
});
