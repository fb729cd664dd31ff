/** POST, GET and PATCH components: a named section of one type, edited as a draft. */
import type { Component, ComponentListItem } from '@vev/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../../test/harness';
import { staleEditMessage } from '../../platform/resources/drafts';
import { components } from './schema';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
const homeId = await server.siteId('hjemmeside');
const departmentId = await server.siteId('demoavdeling');
const admin = await server.signIn('admin@demo.vev.no');

const api = (siteId: string) => `/api/sites/${siteId}`;
const create = (payload: object, siteId = shopId) =>
  server.inject({ method: 'POST', url: `${api(siteId)}/components`, headers: admin.headers, payload });
const patch = (id: string, payload: object) =>
  server.inject({ method: 'PATCH', url: `${api(shopId)}/components/${id}`, headers: admin.headers, payload });
const list = (query: string, siteId = shopId) =>
  server.readJson<ComponentListItem[]>(admin, `${api(siteId)}/components${query}`);
async function created(payload: object, siteId = shopId): Promise<Component> {
  const response = await create(payload, siteId);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const offer = await created({
  name: '  Kampanje: vårservice ',
  component: 'callToAction',
  description: 'Vises i april',
});

describe('POST components', () => {
  it('makes one section of the type with its defaults, published as created', async () => {
    expect(offer).toEqual({
      _id: expect.any(String),
      site: shopId,
      name: 'Kampanje: vårservice',
      description: 'Vises i april',
      component: 'callToAction',
      components: [
        {
          _id: expect.any(String),
          internalId: expect.any(String),
          name: 'calltoaction1',
          component: 'callToAction',
          props: expect.objectContaining({ heading: 'Klar for å komme i gang?', background: 'primary' }),
        },
      ],
      author: { name: 'Ada Administrator' },
      modified: false,
      modifiedDate: null,
      publishedAt: expect.any(String),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      version: 1,
      inherited: false,
      revision: null,
    });
    expect(await server.readJson<Component>(admin, `${api(shopId)}/components/${offer._id}`)).toEqual(offer);
  });

  it.each([
    [{ component: 'hero' }, { name: 'Feltet må fylles ut.' }],
    [{ name: '   ', component: 'hero' }, { name: 'Feltet må fylles ut.' }],
    [{ name: 'x'.repeat(121), component: 'hero' }, { name: 'Kan være maks 120 tegn.' }],
    [{ name: 'Uten type' }, { component: 'Feltet må fylles ut.' }],
    [{ name: 'Ukjent', component: 'karusell' }, { component: 'Ukjent seksjonstype.' }],
    [{ name: 'Farge', component: 'hero', farge: 'blå' }, { farge: 'Ukjent felt.' }],
  ])('refuses %j with Norwegian messages', async (payload, fields) => {
    const response = await create(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'badRequest', fields });
  });

  it("refuses the shop's sections on a site without e-commerce", async () => {
    const response = await create({ name: 'Produkter', component: 'productGrid' }, homeId);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ component: 'Denne seksjonstypen krever nettbutikk.' });
    expect((await create({ name: 'Produkter', component: 'productGrid' })).statusCode).toBe(201);
  });
});

await created({ name: 'Åpningstider', component: 'contact' });
await created({ name: 'Bilde av butikken', component: 'image' });

describe('GET components', () => {
  const names = (rows: ComponentListItem[]) => rows.map((row) => row.name);

  it('lists by name, with what the list shows, without the section itself', async () => {
    const rows = await list('?text=a');
    expect(names(rows)).toEqual([...names(rows)].sort((a, b) => a.localeCompare(b, 'nb')));
    expect(rows.find((row) => row._id === offer._id)).toEqual({
      _id: offer._id,
      site: shopId,
      name: 'Kampanje: vårservice',
      description: 'Vises i april',
      component: 'callToAction',
      author: { name: 'Ada Administrator' },
      modified: false,
      modifiedDate: null,
      publishedAt: offer.publishedAt,
      updatedAt: offer.updatedAt,
      version: 1,
      inherited: false,
    });
  });

  it('text finds by part of the name (wildcards are only letters); component filters by type', async () => {
    expect(names(await list('?text=VÅRSERV'))).toEqual(['Kampanje: vårservice']);
    expect(await list('?text=%25')).toEqual([]);
    expect(names(await list('?component=contact'))).toContain('Åpningstider');
    expect((await list('?component=contact')).every((row) => row.component === 'contact')).toBe(true);
  });

  it('skip and limit page through them; limit is at most 100', async () => {
    const all = await list('');
    expect(all.length).toBeGreaterThanOrEqual(4);
    expect(await list('?limit=2')).toEqual(all.slice(0, 2));
    expect(await list('?skip=2&limit=2')).toEqual(all.slice(2, 4));
    const tooMany = await server.inject({
      method: 'GET',
      url: `${api(shopId)}/components?limit=101`,
      headers: { cookie: admin.cookie },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fields).toEqual({ limit: 'Kan være maks 100.' });
  });

  it("a department with fetchInherited also gets its site's components, marked inherited", async () => {
    const own = await created({ name: 'Lagunen-kampanje', component: 'hero' }, departmentId);
    expect(names(await list('', departmentId))).toEqual(['Lagunen-kampanje']);
    const all = await list('?fetchInherited=true&draft=false', departmentId);
    expect(all.find((row) => row._id === own._id)?.inherited).toBe(false);
    expect(all.find((row) => row._id === offer._id)).toMatchObject({ inherited: true, site: shopId });
    const inherited = await server.readJson<Component>(admin, `${api(departmentId)}/components/${offer._id}`);
    expect(inherited).toMatchObject({ _id: offer._id, inherited: true });
    expect(names(await list('?fetchInherited=true', homeId))).not.toContain('Kampanje: vårservice');
  });
});

describe('PATCH components/{id}', () => {
  const section = (component: Component, props: object) => ({ ...component.components[0], props });
  const ctaProps = {
    heading: 'Vårservice til halv pris',
    primaryLink: { type: 'custom', url: '/tjenester', label: 'Bestill' },
  };

  it('changes go to the draft, normalized by the section type; the published state is untouched', async () => {
    const saved = await patch(offer._id, {
      version: offer.version,
      name: 'Vårkampanje',
      components: [section(offer, ctaProps)],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const body = saved.json<Component>();
    expect(body).toMatchObject({ name: 'Vårkampanje', modified: true, version: 2, modifiedDate: expect.any(String) });
    expect(body.components[0]?.props).toEqual({
      heading: 'Vårservice til halv pris',
      text: 'Ta kontakt, så hjelper vi deg videre.',
      primaryLink: {
        type: 'custom',
        page: null,
        product: null,
        url: '/tjenester',
        label: 'Bestill',
        ariaLabel: '',
        openInNewTab: false,
      },
      secondaryLink: null,
      background: 'primary',
    });
    const [row] = await server.database.db
      .select()
      .from(components)
      .where(and(eq(components.siteId, shopId), eq(components.id, offer._id)));
    expect(row?.published.name).toBe('Kampanje: vårservice');
    expect(row?.name).toBe('Vårkampanje');
  });

  it('the type is fixed at creation', async () => {
    const response = await patch(offer._id, { version: 2, component: 'hero' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: '«component»: Feltet kan ikke endres.',
      fields: { component: 'Feltet kan ikke endres.' },
    });
  });

  it('the section must be exactly one, of its type, with valid props', async () => {
    const current = await server.readJson<Component>(admin, `${api(shopId)}/components/${offer._id}`);
    const one = current.components[0] as Record<string, unknown>;
    const cases: [unknown[], Record<string, string>][] = [
      [[], { components: 'En komponent har nøyaktig én seksjon.' }],
      [[one, { ...one, name: 'calltoaction2' }], { components: 'En komponent har nøyaktig én seksjon.' }],
      [
        [{ ...one, component: 'hero', props: {} }],
        { 'components.0.component': 'Seksjonen må være av komponentens type.' },
      ],
      [
        [{ ...one, componentRef: { ref: offer._id } }],
        { 'components.0.componentRef': 'En komponent kan ikke vise en annen komponent.' },
      ],
      [[{ ...one, props: { ...(one.props as object), farge: 'blå' } }], { 'components.0.props.farge': 'Ukjent felt.' }],
    ];
    for (const [sections, fields] of cases) {
      const response = await patch(offer._id, { version: current.version, components: sections });
      expect(response.statusCode, JSON.stringify(sections)).toBe(400);
      expect(response.json().fields).toEqual(fields);
    }
    expect(await server.readJson<Component>(admin, `${api(shopId)}/components/${offer._id}`)).toEqual(current);
    // A draft may hold empty required props (the section's form asks for them before they are shown).
    const emptied = await patch(offer._id, {
      version: current.version,
      components: [{ ...one, props: { heading: '', primaryLink: null } }],
    });
    expect(emptied.statusCode, emptied.body).toBe(200);
  });

  it('an edit based on a stale version is refused with 409', async () => {
    const response = await patch(offer._id, { version: 1, description: 'For sent' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'conflict', message: staleEditMessage });
  });

  it('an unknown id, or a component inherited from the parent site, is not found for editing', async () => {
    expect((await patch('01jzzzzzzzzzzzzzzzzzzzzzzz', { version: 1, name: 'x' })).statusCode).toBe(404);
    const fromDepartment = await server.inject({
      method: 'PATCH',
      url: `${api(departmentId)}/components/${offer._id}`,
      headers: admin.headers,
      payload: { version: 2, name: 'Kapret' },
    });
    expect(fromDepartment.statusCode).toBe(404);
  });
});
