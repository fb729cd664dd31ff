/** PATCH pages/{id}/components/{name} (spec 1 §7): one section's props, to the page's draft. */
import { type Page, type PageListItem, sectionEditMessages } from '@vev/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { type SignedIn, startTestServer } from '../../../test/harness';
import { newId } from '../../platform/ids';
import { staleEditMessage } from '../../platform/resources/drafts';
import { components } from '../components/schema';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
const departmentId = await server.siteId('demoavdeling');
const admin = await server.signIn('admin@demo.vev.no');
const contributor = await server.signIn('redaktor@demo.vev.no');
const reader = await server.signIn('leser@demo.vev.no');
await server.addUser('bare-hjemmeside@example.no', { hjemmeside: 'admin' });
const outsider = await server.signIn('bare-hjemmeside@example.no');

const read = <T>(path: string, siteId = shopId) => server.readJson<T>(admin, `/api/sites/${siteId}${path}`);
const idOf = async (title: string, siteId = shopId) =>
  (await read<PageListItem[]>('/pages?limit=100', siteId)).find((row) => row.title === title)?._id as string;
const page = (id: string) => read<Page>(`/pages/${id}`);
const patchSection = (id: string, name: string, payload: object, who: SignedIn = admin, siteId = shopId) =>
  server.inject({
    method: 'PATCH',
    url: `/api/sites/${siteId}/pages/${id}/components/${name}`,
    headers: who.headers,
    payload,
  });
const heroOf = (shown: Page) =>
  shown.components.find((section) => section.name === 'hero1') as { props: Record<string, unknown> } | undefined;

describe('PATCH pages/{id}/components/{name}', () => {
  it("replaces the section's props in the draft and answers the page", async () => {
    const id = await idOf('Ansatte');
    const before = await page(id);
    const response = await patchSection(id, 'hero1', { version: before.version, props: { heading: 'Møt oss' } });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<Page>();
    expect(saved).toMatchObject({ _id: id, modified: true, version: before.version + 1, variant: null });
    // The props as the definition stores them: what was left out gets its default.
    expect(heroOf(saved)?.props).toMatchObject({ heading: 'Møt oss', height: 'medium', text: '' });
    expect(saved.components.filter((section) => section.name !== 'hero1')).toEqual(
      before.components.filter((section) => section.name !== 'hero1'),
    );
    expect(await page(id)).toEqual(saved);
  });

  it('props that do not fit the definition are refused per prop, and nothing changes', async () => {
    const id = await idOf('Rådgivning');
    const before = await page(id);
    const response = await patchSection(id, 'hero1', {
      version: before.version,
      props: { heading: '', height: 'enorm', ukjent: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'badRequest' });
    expect(response.json().fields).toEqual({
      'props.heading': 'Feltet må fylles ut.',
      'props.height': 'Ugyldig valg.',
      'props.ukjent': 'Ukjent felt.',
    });
    expect(await page(id)).toEqual(before);
  });

  it('an edit based on an old version gets 409', async () => {
    const id = await idOf('Kontakt');
    const before = await page(id);
    const first = await patchSection(id, 'hero1', { version: before.version, props: { heading: 'Først' } });
    expect(first.statusCode).toBe(200);
    const late = await patchSection(id, 'hero1', { version: before.version, props: { heading: 'Sist' } });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      error: 'conflict',
      message: staleEditMessage,
      details: { currentVersion: before.version + 1 },
    });
    expect(heroOf(await page(id))?.props.heading).toBe('Først');
  });

  it("an unknown section is not found ('Fant ikke seksjonen.'); an unknown page 404s too", async () => {
    const id = await idOf('Nyheter');
    const { version } = await page(id);
    const response = await patchSection(id, 'hero9', { version, props: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'resourceNotFound', message: sectionEditMessages.notFound });
    expect(sectionEditMessages.notFound).toBe('Fant ikke seksjonen.');
    const unknownPage = await patchSection(newId(), 'hero1', { version, props: {} });
    expect(unknownPage.json()).toEqual({ error: 'resourceNotFound', message: 'Fant ikke det du lette etter.' });
  });

  it('a placed reusable component is changed under Komponenter, not here', async () => {
    const ref = newId();
    await server.database.db.insert(components).values({
      siteId: shopId,
      id: ref,
      name: 'Felles hero',
      component: 'hero',
      published: { name: 'Felles hero', description: '', component: 'hero', components: [] },
    });
    const id = await idOf('Tjenester');
    const before = await page(id);
    const placed = {
      _id: 'felles',
      internalId: 'felles',
      name: 'hero7',
      component: 'hero',
      props: {},
      componentRef: { ref },
    };
    const saved = await server.inject({
      method: 'PATCH',
      url: `/api/sites/${shopId}/pages/${id}`,
      headers: admin.headers,
      payload: { version: before.version, components: [...before.components, placed] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const response = await patchSection(id, 'hero7', {
      version: saved.json<Page>().version,
      props: { heading: 'Nei' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'badRequest',
      message: 'Denne seksjonen er en gjenbrukbar komponent. Endre den under Komponenter.',
    });
  });

  it('the body is strict: props and version only', async () => {
    const id = await idOf('Ansatte');
    const { version } = await page(id);
    const response = await patchSection(id, 'hero1', { version, props: {}, name: 'hero2' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ name: 'Ukjent felt.' });
    const withoutVersion = await patchSection(id, 'hero1', { props: {} });
    expect(withoutVersion.json().fields).toEqual({ version: 'Feltet må fylles ut.' });
  });
});

describe('PATCH pages/{id}/components/{name}: who may', () => {
  it('contributors and admins edit; readers get 403; a member of another site 404', async () => {
    const id = await idOf('Sykkelservice');
    const edit = async (who: SignedIn) => {
      const { version } = await page(id);
      return patchSection(id, 'hero1', { version, props: { heading: 'Service' } }, who);
    };
    expect((await edit(reader)).statusCode).toBe(403);
    expect((await edit(outsider)).statusCode).toBe(404);
    expect((await edit(contributor)).statusCode).toBe(200);
    expect((await edit(admin)).statusCode).toBe(200);
  });

  it("a department cannot edit its parent site's page (404)", async () => {
    const id = await idOf('Ansatte');
    const { version } = await page(id);
    const response = await patchSection(id, 'hero1', { version, props: { heading: 'Avdeling' } }, admin, departmentId);
    expect(response.statusCode).toBe(404);
  });
});
