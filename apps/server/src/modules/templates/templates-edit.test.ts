/**
 * The templates' write side (spec 1 §7, spec 2 §7): create, edit, publish, discard, roll back,
 * delete and clone, with the levels of every draftable resource.
 */
import { sectionInstanceMessages } from '@vev/sections';
import { type Revision, sectionEditMessages, type Template } from '@vev/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { type SignedIn, startTestServer } from '../../../test/harness';
import { staleEditMessage } from '../../platform/resources/drafts';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
const homeId = await server.siteId('hjemmeside');
const departmentId = await server.siteId('demoavdeling');
const admin = await server.signIn('admin@demo.vev.no');
const contributor = await server.signIn('redaktor@demo.vev.no');
const reader = await server.signIn('leser@demo.vev.no');
await server.addUser('bare-hjemmeside@example.no', { hjemmeside: 'admin' });
const outsider = await server.signIn('bare-hjemmeside@example.no');

type Method = 'POST' | 'PATCH' | 'DELETE';
const send = (who: SignedIn, method: Method, path: string, payload?: object, siteId = shopId) =>
  server.inject({
    method,
    url: `/api/sites/${siteId}${path}`,
    headers: who.headers,
    ...(payload ? { payload } : {}),
  });
const read = <T>(path: string, siteId = shopId) => server.readJson<T>(admin, `/api/sites/${siteId}${path}`);
const template = (id: string, siteId = shopId) => read<Template>(`/templates/${id}`, siteId);
const named = async (name: string, siteId = shopId) =>
  (await read<Template[]>('/templates', siteId)).find((entry) => entry.name === name) as Template;

async function create(name: string, partial?: boolean, who = contributor, siteId = shopId): Promise<Template> {
  const response = await send(who, 'POST', '/templates', partial === undefined ? { name } : { name, partial }, siteId);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}
const section = (name: string, component: string, props: Record<string, unknown> = {}, area: object = {}) => ({
  _id: `id-${name}`,
  internalId: `id-${name}`,
  name,
  component,
  props,
  ...area,
});

describe('POST templates', () => {
  it('a whole template starts with a header and a footer, published at once so pickers show it', async () => {
    const created = await create('  Landingsside  ');
    expect(created).toMatchObject({
      name: 'Landingsside',
      site: shopId,
      partial: false,
      modified: false,
      modifiedDate: null,
      inherited: false,
      version: 1,
      revision: null,
    });
    expect(
      created.components.map(({ name, component, inHeader, inFooter }) => [name, component, inHeader, inFooter]),
    ).toEqual([
      ['header1', 'header', true, undefined],
      ['footer1', 'footer', undefined, true],
    ]);
    const pickable = await read<Template[]>('/templates?draft=false&partial=false&limit=100');
    expect(pickable.map((entry) => entry._id)).toContain(created._id);
  });

  it('a sub-template (partial) starts empty', async () => {
    const created = await create('Nyhetsbrev-blokk', true);
    expect(created).toMatchObject({ partial: true, components: [] });
    expect((await read<Template[]>('/templates?partial=true')).map((entry) => entry._id)).toContain(created._id);
  });

  it('the name is required and at most 120 characters; nothing else may be set', async () => {
    for (const [payload, fields] of [
      [{ name: '   ' }, { name: 'Feltet må fylles ut.' }],
      [{ name: 'x'.repeat(121) }, { name: 'Kan være maks 120 tegn.' }],
      [{ name: 'Mal', site: homeId }, { site: 'Ukjent felt.' }],
    ] as const) {
      const response = await send(contributor, 'POST', '/templates', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual(fields);
    }
  });

  it('readers cannot create (403); a member of another site gets 404', async () => {
    expect((await send(reader, 'POST', '/templates', { name: 'Nei' })).statusCode).toBe(403);
    expect((await send(outsider, 'POST', '/templates', { name: 'Nei' })).statusCode).toBe(404);
  });
});

describe('PATCH templates/{id}', () => {
  it('name and sections go to the draft; the published template is kept until publish', async () => {
    const created = await create('Kampanjemal');
    const components = [
      section('header1', 'header', {}, { inHeader: true }),
      section('hero1', 'hero', { heading: 'Kampanje' }),
      section('footer1', 'footer', {}, { inFooter: true }),
    ];
    const response = await send(contributor, 'PATCH', `/templates/${created._id}`, {
      version: created.version,
      name: 'Kampanje',
      components,
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<Template>();
    expect(saved).toMatchObject({ name: 'Kampanje', modified: true, version: 2 });
    expect(saved.components.map((entry) => entry.name)).toEqual(['header1', 'hero1', 'footer1']);
    expect(saved.components[1]).toMatchObject({ props: { heading: 'Kampanje', height: 'medium' } });
    expect(await template(created._id)).toEqual(saved);
  });

  it('sections are checked as on pages; a sub-template’s are named partial_…', async () => {
    const partial = await create('Delmal', true);
    const response = await send(admin, 'PATCH', `/templates/${partial._id}`, {
      version: partial.version,
      components: [section('hero1', 'hero', { heading: 'Hei' }), section('partial_hero2', 'hero', { heading: '' })],
    });
    expect(response.statusCode).toBe(400);
    // The empty heading is no problem in a draft (the section's form asks for it); the name is.
    expect(response.json().fields).toEqual({ 'components.0.name': sectionEditMessages.partialName });
    const fine = await send(admin, 'PATCH', `/templates/${partial._id}`, {
      version: partial.version,
      components: [section('partial_hero1', 'hero', { heading: 'Hei' })],
    });
    expect(fine.statusCode, fine.body).toBe(200);

    const homeTemplate = await create('Butikkmal', false, admin, homeId);
    const shopSection = await send(
      admin,
      'PATCH',
      `/templates/${homeTemplate._id}`,
      { version: homeTemplate.version, components: [section('productgrid1', 'productGrid')] },
      homeId,
    );
    expect(shopSection.json().fields).toEqual({ 'components.0.component': sectionInstanceMessages.needsEcommerce });
  });

  it('partial, ids and the site cannot be changed; a stale version gets 409', async () => {
    const created = await create('Skrivebeskyttet mal');
    const refused = await send(contributor, 'PATCH', `/templates/${created._id}`, {
      version: created.version,
      partial: true,
      _id: 'annen',
      site: homeId,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({
      partial: 'Feltet kan ikke endres.',
      _id: 'Feltet kan ikke endres.',
      site: 'Feltet kan ikke endres.',
    });
    await send(contributor, 'PATCH', `/templates/${created._id}`, { version: created.version, name: 'Først' });
    const stale = await send(contributor, 'PATCH', `/templates/${created._id}`, {
      version: created.version,
      name: 'Sist',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: 'conflict', message: staleEditMessage });
  });

  it("a reader gets 403; a department cannot edit its parent site's template (404)", async () => {
    const standard = await named('Standard side');
    const payload = { version: standard.version, name: 'Endret' };
    expect((await send(reader, 'PATCH', `/templates/${standard._id}`, payload)).statusCode).toBe(403);
    expect((await send(outsider, 'PATCH', `/templates/${standard._id}`, payload)).statusCode).toBe(404);
    expect((await send(admin, 'PATCH', `/templates/${standard._id}`, payload, departmentId)).statusCode).toBe(404);
    expect((await template(standard._id)).name).toBe('Standard side');
  });
});

describe('publish, discard and roll back', () => {
  it('publish writes a revision; discard drops the draft; an admin rolls back to an old version', async () => {
    const created = await create('Sesongmal');
    const edited = (
      await send(contributor, 'PATCH', `/templates/${created._id}`, { version: created.version, name: 'Sommer' })
    ).json<Template>();
    const published = await send(contributor, 'POST', `/templates/${created._id}/publish`, { version: edited.version });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ name: 'Sommer', modified: false });
    const [revision] = await read<Revision[]>(`/revisions?type=template&reference=${created._id}`);
    expect(await template(created._id)).toMatchObject({ name: 'Sommer' });
    expect(await read<Template>(`/templates/${created._id}?revision=${revision?._id}`)).toMatchObject({
      name: 'Sommer',
      revision: revision?._id,
      modified: false,
    });

    const winter = (
      await send(contributor, 'PATCH', `/templates/${created._id}`, {
        version: published.json().version,
        name: 'Vinter',
      })
    ).json<Template>();
    const discarded = await send(contributor, 'POST', `/templates/${created._id}/discard`, { version: winter.version });
    expect(discarded.json()).toMatchObject({ name: 'Sommer', modified: false });

    const autumn = await send(contributor, 'PATCH', `/templates/${created._id}`, {
      version: discarded.json().version,
      name: 'Høst',
    });
    await send(contributor, 'POST', `/templates/${created._id}/publish`, { version: autumn.json().version });
    const rollback = `/templates/${created._id}/rollback/${revision?._id}`;
    expect((await send(contributor, 'POST', rollback)).statusCode).toBe(403);
    const rolledBack = await send(admin, 'POST', rollback);
    expect(rolledBack.statusCode, rolledBack.body).toBe(200);
    expect(rolledBack.json()).toMatchObject({ name: 'Sommer', modified: false });
  });
});

describe('DELETE templates/{id}', () => {
  it('an admin deletes an unused template; contributors cannot', async () => {
    const created = await create('Kastes');
    expect((await send(contributor, 'DELETE', `/templates/${created._id}`)).statusCode).toBe(403);
    expect((await send(admin, 'DELETE', `/templates/${created._id}`)).statusCode).toBe(204);
    expect(
      (
        await server.inject({
          method: 'GET',
          url: `/api/sites/${shopId}/templates/${created._id}`,
          headers: { cookie: admin.cookie },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('a template pages use, or one assigned to a page type, is refused with the dependency report', async () => {
    const standard = await named('Standard side');
    const response = await send(admin, 'DELETE', `/templates/${standard._id}`);
    expect(response.statusCode).toBe(409);
    const report = response.json().details.dependencies;
    expect(report.pages.length).toBeGreaterThan(0);
    expect(report.templateDistribution.map((entry: { reference: { title: string } }) => entry.reference.title)).toEqual(
      ['Demo Butikk'],
    );
    expect((await template(standard._id)).name).toBe('Standard side');
  });
});

describe('POST templates/clone', () => {
  it("a copy named '{name} (kopi)', with new section ids", async () => {
    const source = await named('Kategoriside');
    const response = await send(contributor, 'POST', '/templates/clone', { id: source._id });
    expect(response.statusCode, response.body).toBe(201);
    const copy = response.json<Template>();
    expect(copy).toMatchObject({ name: 'Kategoriside (kopi)', partial: false, site: shopId, modified: false });
    expect(copy._id).not.toBe(source._id);
    const strip = (list: Record<string, unknown>[]) => list.map(({ _id, internalId, ...rest }) => rest);
    expect(strip(copy.components)).toEqual(strip(source.components));
    const sourceIds = source.components.map((entry) => entry._id);
    expect(copy.components.every((entry) => !sourceIds.includes(entry._id) && entry._id === entry.internalId)).toBe(
      true,
    );
  });

  it("a department clones its parent site's template into its own site", async () => {
    const parentTemplate = await named('Produktside');
    const response = await send(admin, 'POST', '/templates/clone', { id: parentTemplate._id }, departmentId);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ name: 'Produktside (kopi)', site: departmentId, inherited: false });
  });

  it("another site's template, or an unknown one, is not found; readers cannot clone", async () => {
    const shopTemplate = await named('Standard side');
    expect((await send(admin, 'POST', '/templates/clone', { id: shopTemplate._id }, homeId)).statusCode).toBe(404);
    expect((await send(admin, 'POST', '/templates/clone', { id: '01jzzzzzzzzzzzzzzzzzzzzzzz' })).statusCode).toBe(404);
    expect((await send(reader, 'POST', '/templates/clone', { id: shopTemplate._id })).statusCode).toBe(403);
  });
});
