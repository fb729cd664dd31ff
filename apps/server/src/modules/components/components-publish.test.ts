/**
 * Components through their life: publish, discard, rollback and delete (refused while a page uses
 * it), where they show up (revisions, power search, dependency reports), and who may do what.
 */
import type {
  AppComponent,
  Component,
  DependencyReport,
  Page,
  PageListItem,
  Revision,
  SearchResult,
} from '@vev/shared';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { type SignedIn, startTestServer } from '../../../test/harness';
import { newId } from '../../platform/ids';
import { dependencyBlockMessage } from '../../platform/references/references';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
const homeId = await server.siteId('hjemmeside');
const admin = await server.signIn('admin@demo.vev.no');
const contributor = await server.signIn('redaktor@demo.vev.no');
const reader = await server.signIn('leser@demo.vev.no');
await server.addUser('bare-hjemmeside@example.no', { hjemmeside: 'admin' });
const otherSiteAdmin = await server.signIn('bare-hjemmeside@example.no');

type Method = NonNullable<InjectOptions['method']>;
const call = (who: SignedIn, method: Method, path: string, payload?: object, siteId = shopId) =>
  server.inject({
    method,
    url: `/api/sites/${siteId}${path}`,
    headers: method === 'GET' ? { cookie: who.cookie } : who.headers,
    ...(payload === undefined ? {} : { payload }),
  });
const read = <T>(path: string, siteId = shopId) => server.readJson<T>(admin, `/api/sites/${siteId}${path}`);
const component = (id: string) => read<Component>(`/components/${id}`);
async function ok<T>(who: SignedIn, method: Method, path: string, payload?: object): Promise<T> {
  const response = await call(who, method, path, payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json();
}
const heroWith = (current: Component, heading: string) => [
  { ...current.components[0], props: { ...(current.components[0]?.props as object), heading } },
];
/** A hero component with a saved draft whose heading is `heading`. */
async function heroDraft(name: string, heading: string): Promise<Component> {
  const created = await ok<Component>(contributor, 'POST', '/components', { name, component: 'hero' });
  return ok<Component>(contributor, 'PATCH', `/components/${created._id}`, {
    version: created.version,
    components: heroWith(created, heading),
  });
}

describe('publish, discard and rollback', () => {
  it('a component whose section lacks what its form asks for is kept as a draft but not published', async () => {
    const draft = await heroDraft('Halvferdig banner', '');
    const publish = (version: number) => call(admin, 'POST', `/components/${draft._id}/publish`, { version });
    const refused = await publish(draft.version);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Fyll ut det som mangler i seksjonen «Hero» før du publiserer.');
    const filled = await ok<Component>(contributor, 'PATCH', `/components/${draft._id}`, {
      version: draft.version,
      components: heroWith(draft, 'Høstsalg'),
    });
    expect((await publish(filled.version)).statusCode).toBe(200);
  });

  it('publish applies the draft and writes a revision; discard drops it', async () => {
    const draft = await heroDraft('Sommerbanner', 'Sommer i butikken');
    const published = await ok<Component>(contributor, 'POST', `/components/${draft._id}/publish`, {
      version: draft.version,
    });
    expect(published).toMatchObject({ modified: false, modifiedDate: null, version: draft.version + 1 });
    expect(published.components[0]?.props).toMatchObject({ heading: 'Sommer i butikken' });
    const revisions = await read<Revision[]>(`/revisions?type=component&reference=${draft._id}`);
    expect(revisions).toHaveLength(1);

    const again = await ok<Component>(contributor, 'PATCH', `/components/${draft._id}`, {
      version: published.version,
      components: heroWith(published, 'Ikke denne'),
    });
    const discarded = await ok<Component>(contributor, 'POST', `/components/${draft._id}/discard`, {
      version: again.version,
    });
    expect(discarded).toMatchObject({ modified: false });
    expect(discarded.components[0]?.props).toMatchObject({ heading: 'Sommer i butikken' });
  });

  it('rollback (admins) publishes an old revision as a new one; ?revision shows it read-only', async () => {
    const draft = await heroDraft('Høstbanner', 'Første høst');
    await ok(admin, 'POST', `/components/${draft._id}/publish`);
    const second = await ok<Component>(admin, 'PATCH', `/components/${draft._id}`, {
      version: draft.version + 1,
      components: heroWith(await component(draft._id), 'Andre høst'),
    });
    await ok(admin, 'POST', `/components/${draft._id}/publish`, { version: second.version });
    const [, first] = await read<Revision[]>(`/revisions?type=component&reference=${draft._id}`);
    const shown = await component(`${draft._id}?revision=${first?._id}`);
    expect(shown).toMatchObject({ revision: first?._id, modified: false });
    expect(shown.components[0]?.props).toMatchObject({ heading: 'Første høst' });

    expect((await call(contributor, 'POST', `/components/${draft._id}/rollback/${first?._id}`)).statusCode).toBe(403);
    const rolledBack = await ok<Component>(admin, 'POST', `/components/${draft._id}/rollback/${first?._id}`);
    expect(rolledBack.components[0]?.props).toMatchObject({ heading: 'Første høst' });
    expect(await read<Revision[]>(`/revisions?type=component&reference=${draft._id}`)).toHaveLength(3);
  });

  it('a stale publish is refused with 409', async () => {
    const draft = await heroDraft('Vinterbanner', 'Vinter');
    const response = await call(contributor, 'POST', `/components/${draft._id}/publish`, { version: 1 });
    expect(response.statusCode).toBe(409);
    expect((await component(draft._id)).modified).toBe(true);
  });
});

describe('where components are used', () => {
  const pageId = async (title: string) =>
    (await read<PageListItem[]>('/pages?limit=100')).find((page) => page.title === title)?._id as string;

  it('a page placing a component keeps it from deletion (409 with the report) until removed', async () => {
    const placed = await ok<Component>(admin, 'POST', '/components', { name: 'Plassert', component: 'richText' });
    const page = await read<Page>(`/pages/${await pageId('Personvern')}`);
    const instanceId = newId();
    const instance = {
      _id: instanceId,
      internalId: instanceId,
      name: 'richtext9',
      component: 'richText',
      props: {},
      componentRef: { ref: placed._id },
    };
    const edited = await ok<Page>(admin, 'PATCH', `/pages/${page._id}`, {
      version: page.version,
      components: [...page.components, instance],
    });
    const refused = await call(admin, 'DELETE', `/components/${placed._id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: 'conflict',
      message: dependencyBlockMessage,
      details: {
        dependencies: { hasDependents: true, pages: [{ reference: { _id: page._id, title: 'Personvern' } }] },
      },
    });
    await ok(admin, 'PATCH', `/pages/${page._id}`, { version: edited.version, components: page.components });
    expect((await call(admin, 'DELETE', `/components/${placed._id}`)).statusCode).toBe(204);
    expect((await call(admin, 'GET', `/components/${placed._id}`)).statusCode).toBe(404);
    expect(await read<Revision[]>(`/revisions?type=component&reference=${placed._id}`)).toEqual([]);
  });

  it("a component's links show it in the dependency report of the page it links to", async () => {
    const target = await pageId('Kjøpsvilkår');
    const created = await ok<Component>(admin, 'POST', '/components', { name: 'Vilkår', component: 'callToAction' });
    const props = { heading: 'Les vilkårene', primaryLink: { type: 'page', page: target } };
    await ok(admin, 'PATCH', `/components/${created._id}`, {
      version: created.version,
      components: [{ ...created.components[0], props }],
    });
    const [report] = await read<DependencyReport[]>(`/resource-dependencies?resources=${target}`);
    expect(report?.components).toEqual([
      { reference: { _id: created._id, title: 'Vilkår', draft: true, draftFor: null }, dependents: 1 },
    ]);
  });

  it('power search finds a component by name, with its type and where to edit it', async () => {
    const created = await ok<Component>(admin, 'POST', '/components', {
      name: 'Nyhetsbrevboks',
      component: 'richText',
    });
    const hits = await read<SearchResult[]>('/power-search?q=nyhetsbrev');
    expect(hits).toContainEqual(
      expect.objectContaining({
        _id: created._id,
        type: 'component',
        title: 'Nyhetsbrevboks',
        subtitle: 'Tekst',
        editPath: `/innhold/komponenter/${created._id}`,
      }),
    );
  });
});

describe('GET app-components', () => {
  it('lists the section types the site can place, without the shop’s on a site without e-commerce', async () => {
    const shop = await read<AppComponent[]>('/app-components?draft=false&fetchInherited=true&limit=100');
    expect(shop.find((type) => type.name === 'hero')).toEqual({
      name: 'hero',
      label: 'Hero',
      description: expect.any(String),
      icon: expect.stringMatching(/^Icon/),
      appName: null,
      appIcon: null,
      usableInSection: true,
      usableInRichContent: false,
      requiresEcommerce: false,
    });
    expect(shop.map((type) => type.name)).toContain('productGrid');
    const home = await read<AppComponent[]>('/app-components', homeId);
    expect(home.map((type) => type.name)).not.toContain('productGrid');
    expect(home.length).toBe(shop.length - shop.filter((type) => type.requiresEcommerce).length);
    const limited = await call(reader, 'GET', '/app-components?limit=101');
    expect(limited.json().fields).toEqual({ limit: 'Kan være maks 100.' });
  });
});

const created = await ok<Component>(admin, 'POST', '/components', { name: 'Tilgangstest', component: 'spacer' });

describe('who may do what', () => {
  const id = created._id;

  it('readers read lists, components and app-components, and nothing else', async () => {
    for (const path of ['/components', `/components/${id}`, '/app-components']) {
      expect((await call(reader, 'GET', path)).statusCode, path).toBe(200);
    }
    const writes: [Method, string, object?][] = [
      ['POST', '/components', { name: 'Leser', component: 'hero' }],
      ['PATCH', `/components/${id}`, { version: created.version, name: 'Leser' }],
      ['POST', `/components/${id}/publish`],
      ['POST', `/components/${id}/discard`],
      ['DELETE', `/components/${id}`],
    ];
    for (const [method, path, payload] of writes) {
      const response = await call(reader, method, path, payload);
      expect(response.statusCode, `${method} ${path}`).toBe(403);
      expect(response.json()).toMatchObject({ error: 'forbidden' });
    }
    expect(await component(id)).toEqual(created);
  });

  it('contributors create, edit, publish and discard, but do not delete', async () => {
    const edited = await ok<Component>(contributor, 'PATCH', `/components/${id}`, {
      version: created.version,
      description: 'Redigert av redaktøren',
    });
    await ok(contributor, 'POST', `/components/${id}/publish`, { version: edited.version });
    expect((await call(contributor, 'DELETE', `/components/${id}`)).statusCode).toBe(403);
    expect((await component(id)).description).toBe('Redigert av redaktøren');
  });

  it("another site's admin gets 404 for every component route, and nothing changes", async () => {
    const before = await component(id);
    const routes: [Method, string, object?][] = [
      ['GET', '/components'],
      ['GET', `/components/${id}`],
      ['GET', '/app-components'],
      ['POST', '/components', { name: 'Innbrudd', component: 'hero' }],
      ['PATCH', `/components/${id}`, { version: before.version, name: 'Kapret' }],
      ['POST', `/components/${id}/publish`],
      ['DELETE', `/components/${id}`],
    ];
    for (const [method, path, payload] of routes) {
      const response = await call(otherSiteAdmin, method, path, payload);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
    }
    // On their own site, the shop's component does not exist.
    expect((await call(otherSiteAdmin, 'GET', `/components/${id}`, undefined, homeId)).statusCode).toBe(404);
    expect(await component(id)).toEqual(before);
  });
});
