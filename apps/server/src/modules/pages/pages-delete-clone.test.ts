/** DELETE pages/{id} (admin; refused while referenced) and POST pages/clone (a department's local copy). */
import type { DependencyReport, Page, PageListItem, Revision, SearchResult, Template } from '@vev/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { type SignedIn, startTestServer } from '../../../test/harness';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
const homeId = await server.siteId('hjemmeside');
const departmentId = await server.siteId('demoavdeling');
const admin = await server.signIn('admin@demo.vev.no');
const contributor = await server.signIn('redaktor@demo.vev.no');
const reader = await server.signIn('leser@demo.vev.no');

const get = (path: string, siteId = shopId) =>
  server.inject({ method: 'GET', url: `/api/sites/${siteId}${path}`, headers: { cookie: admin.cookie } });
const read = <T>(path: string, siteId = shopId) => server.readJson<T>(admin, `/api/sites/${siteId}${path}`);
const send = (who: SignedIn, method: 'POST' | 'PATCH' | 'DELETE', path: string, payload?: object, siteId = shopId) =>
  server.inject({
    method,
    url: `/api/sites/${siteId}${path}`,
    headers: who.headers,
    ...(payload === undefined ? {} : { payload }),
  });
const remove = (id: string, who = admin, siteId = shopId) => send(who, 'DELETE', `/pages/${id}`, undefined, siteId);
const listed = (siteId = shopId) => read<PageListItem[]>('/pages?limit=100', siteId);
const idOf = async (title: string, siteId = shopId) =>
  (await listed(siteId)).find((row) => row.title === title)?._id as string;
const templateOf = async (name: string, siteId = shopId) =>
  (await read<Template[]>('/templates', siteId)).find((template) => template.name === name)?._id as string;
const pageTemplate = { ref: await templateOf('Standard side') };

async function publishedPage(title: string, changes: object = {}): Promise<Page> {
  const created = (await send(admin, 'POST', '/pages', { title, template: pageTemplate })).json();
  const edited = (
    await send(admin, 'PATCH', `/pages/${created._id}`, { version: created.version, preamble: title, ...changes })
  ).json();
  const published = await send(admin, 'POST', `/pages/${created._id}/publish`, { version: edited.version });
  expect(published.statusCode, published.body).toBe(200);
  return published.json();
}

describe('DELETE pages/{id}', () => {
  it('an admin deletes an unreferenced page: 204, and it is gone from the page, lists, search and revisions', async () => {
    const page = await publishedPage('Utgått kampanje');
    expect((await read<Revision[]>(`/revisions?type=page&reference=${page._id}`)).length).toBe(1);
    const response = await remove(page._id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await get(`/pages/${page._id}`)).statusCode).toBe(404);
    expect((await listed()).map((row) => row._id)).not.toContain(page._id);
    expect(await read<SearchResult[]>('/power-search?q=Utgått kampanje')).toEqual([]);
    expect(await read<Revision[]>(`/revisions?type=page&reference=${page._id}`)).toEqual([]);
    const [report] = await read<DependencyReport[]>(`/resource-dependencies?resources=${pageTemplate.ref}`);
    expect(report?.pages.map((entry) => entry.reference._id)).not.toContain(page._id);
  });

  it('a page with children is refused with 409 and the children in the dependency report', async () => {
    const about = await idOf('Om oss');
    const response = await remove(about);
    expect(response.statusCode).toBe(409);
    const body = response.json();
    expect(body).toMatchObject({
      error: 'conflict',
      message: 'Du kan ikke slette denne/disse før du fjerner referansene fra disse ressursene',
      details: { dependencies: { _id: about, hasDependents: true } },
    });
    const referencing = body.details.dependencies.pages.map(
      (entry: { reference: { title: string } }) => entry.reference.title,
    );
    expect(referencing.sort()).toEqual(['Ansatte', 'Historien vår']);
    expect((await get(`/pages/${about}`)).statusCode).toBe(200);
  });

  it('a page another page links to, even only in a draft, is refused with 409 naming the linking page', async () => {
    const target = await publishedPage('Lenkemål');
    const linking = await publishedPage('Lenker hit');
    const response = await send(admin, 'PATCH', `/pages/${linking._id}`, {
      version: linking.version,
      components: [
        {
          _id: 'lenke-seksjon',
          internalId: 'lenke-seksjon',
          name: 'calltoaction1',
          component: 'callToAction',
          props: { heading: 'Les mer', primaryLink: { type: 'page', page: target._id } },
        },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const refused = await remove(target._id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().details.dependencies.pages).toEqual([
      { reference: { _id: linking._id, title: 'Lenker hit', draft: true, draftFor: null }, dependents: 1 },
    ]);
    expect((await get(`/pages/${target._id}`)).statusCode).toBe(200);
  });

  it('contributors and readers cannot delete (403); the page stays', async () => {
    const page = await publishedPage('Skal bli');
    for (const who of [contributor, reader]) {
      const response = await remove(page._id, who);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: 'forbidden' });
    }
    expect((await get(`/pages/${page._id}`)).statusCode).toBe(200);
  });

  it("another site's page id is not found here, and that page stays", async () => {
    const foreign = await idOf('Styret', homeId);
    const response = await remove(foreign);
    expect(response.statusCode).toBe(404);
    expect((await get(`/pages/${foreign}`, homeId)).statusCode).toBe(200);
  });
});

describe('POST pages/clone', () => {
  const clone = (id: string, who = admin, siteId = departmentId) => send(who, 'POST', '/pages/clone', { id }, siteId);

  it("a department copies its site's page: its own page, with the content and the department's template", async () => {
    const source = await read<Page>(`/pages/${await idOf('Om oss')}`);
    const response = await clone(source._id);
    expect(response.statusCode, response.body).toBe(201);
    const copy = response.json();
    expect(copy._id).not.toBe(source._id);
    expect(copy).toMatchObject({
      site: departmentId,
      inherited: false,
      title: 'Om oss',
      slug: 'om-oss',
      preamble: source.preamble,
      seo: source.seo,
      parent: null,
      status: 'inactive',
      template: { ref: await templateOf('Standard side', departmentId) },
    });
    const own = await read<PageListItem[]>('/pages?limit=100', departmentId);
    expect(own.find((row) => row._id === copy._id)).toMatchObject({ inherited: false, title: 'Om oss' });
    expect(await read<Page>(`/pages/${source._id}`)).toEqual(source);
  });

  it('the copy gets a free slug when the department has one already', async () => {
    const response = await clone(await idOf('Kontakt'));
    expect(response.json()).toMatchObject({ title: 'Kontakt', slug: 'kontakt-2', path: '/kontakt-2' });
  });

  it("only a department's inherited pages can be cloned: anything else is not found", async () => {
    const cases: [string, string][] = [
      [await idOf('Kontakt'), shopId],
      [await idOf('Om avdelingen', departmentId), departmentId],
      [await idOf('Styret', homeId), departmentId],
      ['01jzzzzzzzzzzzzzzzzzzzzzzz', departmentId],
    ];
    for (const [id, siteId] of cases) {
      const response = await clone(id, admin, siteId);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'resourceNotFound' });
    }
  });

  it('a reader cannot clone (403)', async () => {
    const before = (await listed(departmentId)).length;
    const response = await clone(await idOf('Ansatte'), reader);
    expect(response.statusCode).toBe(403);
    expect(await listed(departmentId)).toHaveLength(before);
  });
});
