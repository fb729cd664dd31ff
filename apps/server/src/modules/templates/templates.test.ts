/** GET templates and GET templates/{id} (spec 1 §7): the read side the create modal and the editor use. */
import type { Template } from '@vev/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../../test/harness';
import { newId } from '../../platform/ids';
import { createDraftable } from '../../platform/resources/drafts';
import { templateResource } from './resource';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
const homeId = await server.siteId('hjemmeside');
const departmentId = await server.siteId('demoavdeling');
const reader = await server.signIn('leser@demo.vev.no');

const get = (path: string, siteId = shopId) =>
  server.inject({ method: 'GET', url: `/api/sites/${siteId}${path}`, headers: { cookie: reader.cookie } });
const read = <T>(path: string, siteId = shopId) => server.readJson<T>(reader, `/api/sites/${siteId}${path}`);
const names = (templates: Template[]) => templates.map((template) => template.name);

/** Templates the designer issue will let people make: one never published, one partial. */
async function addTemplate(name: string, options: { partial: boolean; published: boolean }): Promise<string> {
  const id = newId();
  const now = new Date();
  await createDraftable(server.database.db, templateResource, {
    siteId: shopId,
    id,
    name,
    partial: options.partial,
    published: { name, components: [] },
    draft: null,
    version: 1,
    modifiedAt: null,
    publishedAt: options.published ? now : null,
    authorId: null,
    editorId: null,
    createdAt: now,
    updatedAt: now,
  });
  return id;
}
const unpublished = await addTemplate('Ny mal under arbeid', { partial: false, published: false });
const partial = await addTemplate('Bunntekst', { partial: true, published: true });

describe('GET templates', () => {
  it("the site's templates by name, with what the editor needs", async () => {
    const templates = await read<Template[]>('/templates');
    expect(names(templates)).toEqual([
      'Bunntekst',
      'Kategoriside',
      'Ny mal under arbeid',
      'Produktside',
      'Standard side',
    ]);
    const standard = templates.find((template) => template.name === 'Standard side');
    expect(standard).toEqual({
      _id: expect.any(String),
      name: 'Standard side',
      site: shopId,
      partial: false,
      components: expect.any(Array),
      modified: false,
      modifiedDate: null,
      inherited: false,
      // Created with a plain header and footer, then given the demo's menu and published.
      version: 3,
      revision: null,
    });
    expect(
      standard?.components.map(({ name, component, inHeader, inFooter }) => ({ name, component, inHeader, inFooter })),
    ).toEqual([
      { name: 'header1', component: 'header', inHeader: true, inFooter: undefined },
      { name: 'footer1', component: 'footer', inHeader: undefined, inFooter: true },
    ]);
  });

  it('draft=false leaves out templates never published; partial=false leaves out partials', async () => {
    const published = await read<Template[]>('/templates?draft=false');
    expect(published.map((template) => template._id)).not.toContain(unpublished);
    expect(published.map((template) => template._id)).toContain(partial);
    expect(
      names(await read<Template[]>('/templates?draft=false&partial=false&removeOverrides=true&limit=100')),
    ).toEqual(['Kategoriside', 'Produktside', 'Standard side']);
    expect(names(await read<Template[]>('/templates?partial=true'))).toEqual(['Bunntekst']);
  });

  it('skip and limit page through them', async () => {
    const all = await read<Template[]>('/templates');
    expect(await read<Template[]>('/templates?limit=2')).toEqual(all.slice(0, 2));
    expect(await read<Template[]>('/templates?skip=4&limit=2')).toEqual(all.slice(4));
  });

  it("a department with fetchInherited also gets its site's templates, marked inherited", async () => {
    const own = await read<Template[]>('/templates', departmentId);
    expect(names(own)).toEqual(['Kategoriside', 'Produktside', 'Standard side']);
    expect(own.every((template) => template.site === departmentId && !template.inherited)).toBe(true);
    const all = await read<Template[]>('/templates?fetchInherited=true&draft=false&partial=false', departmentId);
    const inherited = all.filter((template) => template.inherited);
    expect(names(inherited)).toEqual(['Kategoriside', 'Produktside', 'Standard side']);
    expect(inherited.every((template) => template.site === shopId)).toBe(true);
    expect(all).toHaveLength(6);
  });

  it("never lists another site's templates", async () => {
    const shopIds = (await read<Template[]>('/templates?fetchInherited=true')).map((template) => template._id);
    const homeIds = (await read<Template[]>('/templates', homeId)).map((template) => template._id);
    expect(homeIds.filter((id) => shopIds.includes(id))).toEqual([]);
  });
});

describe('GET templates/{id}', () => {
  it('answers one template', async () => {
    const [first] = await read<Template[]>('/templates');
    expect(await read<Template>(`/templates/${first?._id}`)).toEqual(first);
  });

  it("a department reads its site's template as inherited", async () => {
    const [shopTemplate] = await read<Template[]>('/templates?partial=false');
    expect(await read<Template>(`/templates/${shopTemplate?._id}`, departmentId)).toEqual({
      ...shopTemplate,
      inherited: true,
    });
  });

  it("an unknown id, or another site's template, is not found", async () => {
    const [homeTemplate] = await read<Template[]>('/templates', homeId);
    for (const id of ['01jzzzzzzzzzzzzzzzzzzzzzzz', homeTemplate?._id]) {
      const response = await get(`/templates/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'resourceNotFound', message: 'Fant ikke det du lette etter.' });
    }
  });
});
