/**
 * Experiment variants of a page (spec 1 §7: `experiment` and `experimentVariant`): the variant's
 * sections are read and written apart from the page, with versions of their own.
 */
import { type DependencyReport, type Page, type PageListItem, pageVariantMessages, type Template } from '@vev/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { type SignedIn, startTestServer } from '../../../test/harness';
import { staleEditMessage } from '../../platform/resources/drafts';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
const admin = await server.signIn('admin@demo.vev.no');
const contributor = await server.signIn('redaktor@demo.vev.no');
const reader = await server.signIn('leser@demo.vev.no');
await server.addUser('bare-hjemmeside@example.no', { hjemmeside: 'admin' });
const outsider = await server.signIn('bare-hjemmeside@example.no');

const inVariant = (variant: string) => `experiment=forside-test&experimentVariant=${variant}`;
const read = <T>(path: string, who: SignedIn = admin) => server.readJson<T>(who, `/api/sites/${shopId}${path}`);
const idOf = async (title: string) =>
  (await read<PageListItem[]>('/pages?limit=100')).find((row) => row.title === title)?._id as string;
const send = (who: SignedIn, method: 'PATCH' | 'POST' | 'DELETE', path: string, payload?: object) =>
  server.inject({
    method,
    url: `/api/sites/${shopId}${path}`,
    headers: who.headers,
    ...(payload ? { payload } : {}),
  });
const hero = (heading: string, extra: object = {}) => ({
  _id: 'variant-hero',
  internalId: 'variant-hero',
  name: 'hero1',
  component: 'hero',
  props: { heading, ...extra },
});

describe('GET pages/{id} in a variant', () => {
  it("before the variant is written: the page's sections, version 0, and which variant it is", async () => {
    const id = await idOf('Forside');
    const own = await read<Page>(`/pages/${id}`);
    expect(own.variant).toBeNull();
    const shown = await read<Page>(`/pages/${id}?${inVariant('b')}`);
    expect(shown).toEqual({ ...own, version: 0, variant: { experiment: 'forside-test', variant: 'b' } });
  });

  it('_baseline, or an experiment without a variant, is the page itself', async () => {
    const id = await idOf('Forside');
    const own = await read<Page>(`/pages/${id}`);
    expect(await read<Page>(`/pages/${id}?${inVariant('_baseline')}`)).toEqual(own);
    expect(await read<Page>(`/pages/${id}?experiment=forside-test`)).toEqual(own);
  });

  it('ids are checked for their form only: at most 40 letters, digits, - and _', async () => {
    const id = await idOf('Forside');
    const response = await server.inject({
      method: 'GET',
      url: `/api/sites/${shopId}/pages/${id}?experiment=${'x'.repeat(41)}&experimentVariant=b!`,
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      experiment: 'Kan være maks 40 tegn.',
      experimentVariant: 'Ugyldig format.',
    });
  });
});

describe('PATCH pages/{id} in a variant', () => {
  it('writes the sections to the variant; the page and its draft are untouched', async () => {
    const id = await idOf('Om oss');
    const own = await read<Page>(`/pages/${id}`);
    const response = await send(admin, 'PATCH', `/pages/${id}?${inVariant('b')}`, {
      version: 0,
      components: [hero('Variant B')],
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<Page>();
    expect(saved).toMatchObject({ version: 1, variant: { experiment: 'forside-test', variant: 'b' } });
    expect(saved.components).toEqual([
      hero('Variant B', {
        text: '',
        image: null,
        overlay: 40,
        primaryLink: null,
        secondaryLink: null,
        height: 'medium',
        align: 'center',
      }),
    ]);
    expect(await read<Page>(`/pages/${id}?${inVariant('b')}`)).toEqual(saved);
    expect(await read<Page>(`/pages/${id}`)).toEqual(own);
    // Another variant of the same experiment still starts from the page.
    expect((await read<Page>(`/pages/${id}?${inVariant('c')}`)).components).toEqual(own.components);

    const next = await send(admin, 'PATCH', `/pages/${id}?${inVariant('b')}`, { version: 1, components: [] });
    expect(next.json<Page>()).toMatchObject({ version: 2, components: [] });
  });

  it("a stale variant version gets 409; the page's own version does not count", async () => {
    const id = await idOf('Tjenester');
    const { version } = await read<Page>(`/pages/${id}`);
    const first = await send(admin, 'PATCH', `/pages/${id}?${inVariant('b')}`, { version, components: [] });
    expect(first.statusCode).toBe(409);
    expect(first.json()).toEqual({ error: 'conflict', message: staleEditMessage, details: { currentVersion: 0 } });
    expect(
      (await send(admin, 'PATCH', `/pages/${id}?${inVariant('b')}`, { version: 0, components: [] })).statusCode,
    ).toBe(200);
    const late = await send(admin, 'PATCH', `/pages/${id}?${inVariant('b')}`, { version: 0, components: [] });
    expect(late.json()).toMatchObject({ error: 'conflict', details: { currentVersion: 1 } });
  });

  it('only sections change in a variant', async () => {
    const id = await idOf('Kontakt');
    const response = await send(admin, 'PATCH', `/pages/${id}?${inVariant('b')}`, {
      version: 0,
      title: 'Annen tittel',
      status: 'inactive',
      components: [],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'badRequest',
      message: 'Bare seksjoner kan endres i en variant.',
      fields: { title: pageVariantMessages.onlySections, status: pageVariantMessages.onlySections },
    });
    expect((await read<Page>(`/pages/${id}?${inVariant('b')}`)).version).toBe(0);
  });

  it("the variant's sections are checked like the page's", async () => {
    const id = await idOf('Kontakt');
    const response = await send(admin, 'PATCH', `/pages/${id}?${inVariant('b')}`, {
      version: 0,
      components: [hero('Hei', { farge: 'blå' })],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ 'components.0.props.farge': 'Ukjent felt.' });
  });

  it('one section’s props in a variant, through PATCH pages/{id}/components/{name}', async () => {
    const id = await idOf('Ansatte');
    const own = await read<Page>(`/pages/${id}`);
    const response = await send(admin, 'PATCH', `/pages/${id}/components/hero1?${inVariant('b')}`, {
      version: 0,
      props: { heading: 'Bare i variant B' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<Page>();
    expect(saved.version).toBe(1);
    expect(saved.components.find((section) => section.name === 'hero1')).toMatchObject({
      props: { heading: 'Bare i variant B' },
    });
    expect(await read<Page>(`/pages/${id}`)).toEqual(own);
    const stale = await send(admin, 'PATCH', `/pages/${id}/components/hero1?${inVariant('b')}`, {
      version: 0,
      props: { heading: 'For sent' },
    });
    expect(stale.statusCode).toBe(409);
  });

  it('readers read a variant but cannot write it; a member of another site gets 404', async () => {
    const id = await idOf('Nyheter');
    expect((await read<Page>(`/pages/${id}?${inVariant('b')}`, reader)).version).toBe(0);
    const write = (who: SignedIn) =>
      send(who, 'PATCH', `/pages/${id}?${inVariant('b')}`, { version: 0, components: [hero('Nytt')] });
    expect((await write(reader)).statusCode).toBe(403);
    expect((await write(outsider)).statusCode).toBe(404);
    expect((await write(contributor)).statusCode).toBe(200);
  });
});

describe('what a variant refers to', () => {
  it("keeps a linked page from being deleted, until the variant's page is deleted with its variants", async () => {
    const template = (await read<Template[]>('/templates?partial=false'))[0] as Template;
    const create = async (title: string) =>
      (await send(admin, 'POST', '/pages', { title, template: { ref: template._id } })).json<Page>();
    const target = await create('Kampanjemål');
    const testPage = await create('Kampanjetest');
    const linking = hero('Se kampanjen', { primaryLink: { type: 'page', page: target._id } });
    const saved = await send(admin, 'PATCH', `/pages/${testPage._id}?${inVariant('b')}`, {
      version: 0,
      components: [linking],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const refused = await send(admin, 'DELETE', `/pages/${target._id}`);
    expect(refused.statusCode).toBe(409);
    const report = refused.json().details.dependencies as DependencyReport;
    expect(report.experiments.map((entry) => entry.reference.title)).toEqual(['Kampanjetest (variant b)']);
    expect((await send(admin, 'DELETE', `/pages/${testPage._id}`)).statusCode).toBe(204);
    expect((await send(admin, 'DELETE', `/pages/${target._id}`)).statusCode).toBe(204);
  });
});
