/** PATCH pages/{id} with `components`: every save checks the sections and stores them as their definitions say. */
import { sectionInstanceMessages } from '@vev/sections';
import { type Page, type PageListItem, sectionEditMessages } from '@vev/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { type SignedIn, startTestServer } from '../../../test/harness';
import { newId } from '../../platform/ids';
import { components } from '../components/schema';

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

const read = <T>(path: string, siteId = shopId) => server.readJson<T>(admin, `/api/sites/${siteId}${path}`);
const idOf = async (title: string, siteId = shopId) =>
  (await read<PageListItem[]>('/pages?limit=100', siteId)).find((row) => row.title === title)?._id as string;
const page = (id: string, siteId = shopId) => read<Page>(`/pages/${id}`, siteId);
const patch = (id: string, payload: object, who: SignedIn = admin, siteId = shopId) =>
  server.inject({ method: 'PATCH', url: `/api/sites/${siteId}/pages/${id}`, headers: who.headers, payload });

const section = (name: string, component: string, props: Record<string, unknown> = {}, extra: object = {}) => ({
  _id: `id-${name}`,
  internalId: `id-${name}`,
  name,
  component,
  props,
  ...extra,
});

/** A reusable component as the components module stores it (that module is built elsewhere). */
async function addComponent(siteId: string, component: string): Promise<string> {
  const id = newId();
  const document = { name: `Felles ${component}`, description: '', component, components: [] };
  await server.database.db
    .insert(components)
    .values({ siteId, id, name: document.name, component, published: document, publishedAt: new Date() });
  return id;
}

async function expectRefused(id: string, list: unknown[], fields: Record<string, string>, siteId = shopId) {
  const before = await page(id, siteId);
  const response = await patch(id, { version: before.version, components: list }, admin, siteId);
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toMatchObject({ error: 'badRequest' });
  expect(response.json().fields).toEqual(fields);
  expect(await page(id, siteId)).toEqual(before);
}

describe('PATCH pages/{id}: sections are checked on every save', () => {
  it('stores the sections as their definitions say: defaults filled in, plain text as rich text', async () => {
    const id = await idOf('Personvern');
    const before = await page(id);
    const response = await patch(id, {
      version: before.version,
      components: [
        section('hero1', 'hero', { heading: 'Personvern' }),
        section('richtext1', 'richText', { content: 'Hei\nDu' }),
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const [hero, text] = response.json<Page>().components;
    expect(hero).toMatchObject({ name: 'hero1', props: { heading: 'Personvern', height: 'medium', align: 'center' } });
    const content = JSON.parse(String((text?.props as { content?: string } | undefined)?.content));
    expect(content.blocks.map((block: { text: string }) => block.text)).toEqual(['Hei', 'Du']);
    expect(await page(id)).toEqual(response.json());
  });

  it('names every problem by its path, with Norwegian messages, and changes nothing', async () => {
    await expectRefused(
      await idOf('Kjøpsvilkår'),
      [section('hero1', 'hero', { heading: '' }), section('hero1', 'ukjent'), { name: 'x' }],
      // An empty heading is no problem in a draft: the section's form asks for it.
      {
        'components.1.name': sectionInstanceMessages.nameTaken,
        'components.1.component': sectionInstanceMessages.unknownType,
        'components.2._id': 'Feltet må fylles ut.',
        'components.2.internalId': 'Feltet må fylles ut.',
        'components.2.component': 'Feltet må fylles ut.',
        'components.2.props': 'Feltet må fylles ut.',
      },
    );
  });

  it("the shop's sections only on a site with e-commerce", async () => {
    await expectRefused(
      await idOf('Bli medlem', homeId),
      [section('productgrid1', 'productGrid')],
      { 'components.0.component': sectionInstanceMessages.needsEcommerce },
      homeId,
    );
    const id = await idOf('Tilbehør');
    const { version } = await page(id);
    const response = await patch(id, { version, components: [section('productgrid1', 'productGrid')] });
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('a newly placed section in the draft', () => {
  it('is saved with its required props empty, but the page is published only once it is filled in', async () => {
    const id = await idOf('Om oss');
    const before = await page(id);
    const placed = await patch(id, {
      version: before.version,
      components: [...before.components, section('hero9', 'hero', { heading: '' })],
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const draft = placed.json<Page>();
    const publish = (version: number) =>
      server.inject({
        method: 'POST',
        url: `/api/sites/${shopId}/pages/${id}/publish`,
        headers: admin.headers,
        payload: { version },
      });
    const refused = await publish(draft.version);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(sectionEditMessages.incomplete('Hero'));
    expect(sectionEditMessages.incomplete('Hero')).toBe(
      'Fyll ut det som mangler i seksjonen «Hero» før du publiserer.',
    );
    const filled = await patch(id, {
      version: draft.version,
      components: [...before.components, section('hero9', 'hero', { heading: 'Velkommen' })],
    });
    expect(filled.statusCode, filled.body).toBe(200);
    expect((await publish(filled.json<Page>().version)).statusCode).toBe(200);
  });
});

describe('PATCH pages/{id}: placed reusable components', () => {
  it('one of the site’s components of the same type is placed, without props of its own', async () => {
    const hero = await addComponent(shopId, 'hero');
    const id = await idOf('Ansatte');
    const { version } = await page(id);
    const placed = section('hero2', 'hero', { heading: 'Overstyrt' }, { componentRef: { ref: hero } });
    const response = await patch(id, { version, components: [placed] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Page>().components).toEqual([{ ...placed, props: {} }]);
  });

  it('an unknown component, another site’s, or one of another type is refused on the field', async () => {
    const text = await addComponent(shopId, 'richText');
    const homeHero = await addComponent(homeId, 'hero');
    const placed = (ref: string) => section('hero2', 'hero', {}, { componentRef: { ref } });
    const id = await idOf('Rådgivning');
    for (const ref of [newId(), homeHero]) {
      await expectRefused(id, [placed(ref)], { 'components.0.componentRef': sectionEditMessages.componentMissing });
    }
    await expectRefused(id, [placed(text)], { 'components.0.componentRef': sectionEditMessages.componentType });
  });

  it("a department places its own components and its parent site's", async () => {
    const parentHero = await addComponent(shopId, 'hero');
    const ownText = await addComponent(departmentId, 'richText');
    const id = await idOf('Om avdelingen', departmentId);
    const { version } = await page(id, departmentId);
    const response = await patch(
      id,
      {
        version,
        components: [
          section('hero1', 'hero', {}, { componentRef: { ref: parentHero } }),
          section('richtext1', 'richText', {}, { componentRef: { ref: ownText } }),
        ],
      },
      admin,
      departmentId,
    );
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('PATCH pages/{id} with sections: who may', () => {
  it('a contributor saves sections; a reader gets 403; a member of another site 404', async () => {
    const id = await idOf('Sykkelservice');
    const { version } = await page(id);
    const components = [section('hero1', 'hero', { heading: 'Service' })];
    expect((await patch(id, { version, components }, reader)).statusCode).toBe(403);
    const outside = await patch(id, { version, components }, outsider);
    expect(outside.statusCode).toBe(404);
    expect(outside.json()).toMatchObject({ error: 'resourceNotFound' });
    const saved = await patch(id, { version, components }, contributor);
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('a page of another site is not found before its sections are judged', async () => {
    const homePage = await idOf('Kontakt', homeId);
    const response = await patch(homePage, { version: 1, components: [{ name: 'x' }] });
    expect(response.statusCode).toBe(404);
  });
});
