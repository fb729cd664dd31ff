/** GET power-search (spec 1 §2 'Power search overlay', §7): what a hit shows, limits, and only this site. */
import type { Page, PageListItem, SearchResult, Template } from '@vev/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../../test/harness';
import { cacheHeader } from '../../platform/cache/answer-cache';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
const homeId = await server.siteId('hjemmeside');
const admin = await server.signIn('admin@demo.vev.no');

const read = <T>(path: string, siteId = shopId) => server.readJson<T>(admin, `/api/sites/${siteId}${path}`);
const search = (q: string, siteId = shopId, extra = '') =>
  read<SearchResult[]>(`/power-search?q=${encodeURIComponent(q)}${extra}`, siteId);
const idOf = async (title: string) =>
  (await read<PageListItem[]>('/pages?limit=100')).find((row) => row.title === title)?._id as string;
const template = { ref: (await read<Template[]>('/templates')).find((row) => row.name === 'Standard side')?._id };

async function createPage(title: string, changes: object = {}): Promise<Page> {
  const created = await server.inject({
    method: 'POST',
    url: `/api/sites/${shopId}/pages`,
    headers: admin.headers,
    payload: { title, template },
  });
  const { _id, version } = created.json();
  const edited = await server.inject({
    method: 'PATCH',
    url: `/api/sites/${shopId}/pages/${_id}`,
    headers: admin.headers,
    payload: { version, ...changes },
  });
  expect(edited.statusCode, edited.body).toBe(200);
  return edited.json();
}

describe('GET power-search', () => {
  it('a page hit: type, title, subtitle, description, image, path and editPath', async () => {
    const id = await idOf('Sykkelservice');
    // The workshop's booking service has the same name: the page is one of the hits.
    const hits = await search('Sykkelservice');
    expect(hits.map((found) => found.type).sort()).toEqual(['bookingService', 'page']);
    const hit = hits.find((found) => found.type === 'page');
    expect(hit).toEqual({
      _id: id,
      type: 'page',
      title: 'Sykkelservice',
      subtitle: '/tjenester/sykkelservice',
      description: 'Vårsjekk, hjulsett og girjustering på verkstedet vårt.',
      // The demo page's featured image, from the shop's media library.
      image: expect.stringMatching(/^http:\/\/localhost:3000\/media\/\w+\/file\?v=\w+$/),
      path: '/tjenester/sykkelservice',
      editPath: `/innhold/sider/${id}`,
    });
  });

  it('categories, product pages and templates open their own editors', async () => {
    expect((await search('Elsykler'))[0]).toMatchObject({
      type: 'category',
      path: '/sykler/elsykler',
      editPath: `/innhold/kategorier/${await idOf('Elsykler')}`,
    });
    expect((await search('Standard produktside'))[0]).toMatchObject({
      type: 'productPage',
      editPath: `/innhold/produktsider/${await idOf('Standard produktside')}`,
    });
    const templateHit = (await search('Kategoriside')).find((hit) => hit.type === 'template');
    expect(templateHit).toMatchObject({ title: 'Kategoriside', subtitle: 'Mal' });
    expect(templateHit?.editPath).toBe(`/innstillinger/maler/liste/${templateHit?._id}`);
  });

  it('shows the featured image and finds the page by a prefix, a typo or a tag', async () => {
    const url = 'https://res.cloudinary.com/demo/image/upload/sykkeltur.jpg';
    const page = await createPage('Sykkeltur langs fjorden', {
      featuredImage: { url, alt: 'Sykkeltur' },
      tags: ['Fjordtur'],
    });
    for (const q of ['Sykkeltur', 'fjord', 'Sykeltur langs fjorden', 'Fjordtur']) {
      const hit = (await search(q)).find((result) => result._id === page._id);
      expect(hit, q).toMatchObject({ image: url, path: '/sykkeltur-langs-fjorden' });
    }
  });

  it('answers at most 5 hits unless asked for fewer', async () => {
    for (const n of [1, 2, 3, 4, 5, 6]) await createPage(`Vinterkampanje ${n}`);
    expect(await search('Vinterkampanje')).toHaveLength(5);
    expect(await search('Vinterkampanje', shopId, '&limit=2')).toHaveLength(2);
  });

  it("never shows another site's pages", async () => {
    const pageHits = async (q: string) => (await search(q)).filter((hit) => hit.type !== 'media');
    for (const q of ['Styret', 'Dugnad i parken', 'Nordnes']) {
      expect(await pageHits(q), q).toEqual([]);
      expect((await search(q, homeId)).length, q).toBeGreaterThan(0);
    }
    const hits = await search('Sommer', homeId);
    expect(hits.map((hit) => hit.title)).toContain('Sommerfest 2026');
    expect(hits.map((hit) => hit.title)).not.toContain('Sommeren er her');
  });

  it('a title that starts with the text comes first, the shortest first', async () => {
    await createPage('Fjelltur', { preamble: 'Fjelltur for hele familien, med fjelltur-kart.' });
    await createPage('Fjelltur med guide');
    await createPage('Høstens beste turer', { preamble: 'Alt om fjelltur, fjelltur og mer fjelltur.' });
    const titles = (await search('fjelltur')).map((hit) => hit.title);
    expect(titles.slice(0, 2)).toEqual(['Fjelltur', 'Fjelltur med guide']);
    expect(titles).toContain('Høstens beste turer');
  });

  it('a repeated search is answered from the cache until a page or a file of the site changes', async () => {
    const ask = async () => {
      const response = await server.inject({
        method: 'GET',
        url: `/api/sites/${shopId}/power-search?q=Trehjulssykkel`,
        headers: admin.headers,
      });
      const titles = (response.json() as SearchResult[]).map((hit) => hit.title);
      return { titles, cached: response.headers[cacheHeader] === 'hit' };
    };
    expect(await ask()).toEqual({ titles: [], cached: false });
    expect(await ask()).toEqual({ titles: [], cached: true });
    await createPage('Trehjulssykkel for voksne');
    expect(await ask()).toEqual({ titles: ['Trehjulssykkel for voksne'], cached: false });

    const [file] = await read<{ _id: string }[]>('/media/search?limit=1');
    const renamed = await server.inject({
      method: 'PATCH',
      url: `/api/sites/${shopId}/media/${file?._id}`,
      headers: admin.headers,
      payload: { original_filename: 'trehjulssykkel.jpg' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await ask()).toEqual({ titles: ['trehjulssykkel.jpg', 'Trehjulssykkel for voksne'], cached: false });
  });

  it("LIKE's wildcards in the text are plain characters", async () => {
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
  });

  it('an empty or blank query answers no hits', async () => {
    expect(await search('')).toEqual([]);
    expect(await search('   ')).toEqual([]);
  });

  it('a renamed or moved page moves the paths of the pages below it in the hits', async () => {
    const parent = await createPage('Verksted Alfa', { slug: 'verksted-alfa' });
    const child = await createPage('Hjulbytte Beta', { parent: parent._id });
    const grandchild = await createPage('Slangebytte Gamma', { parent: child._id });
    expect((await search('Slangebytte Gamma'))[0]?.path).toBe('/verksted-alfa/hjulbytte-beta/slangebytte-gamma');

    await server.inject({
      method: 'PATCH',
      url: `/api/sites/${shopId}/pages/${parent._id}`,
      headers: admin.headers,
      payload: { version: parent.version, slug: 'verkstedet' },
    });
    expect((await search('Hjulbytte Beta'))[0]).toMatchObject({
      _id: child._id,
      path: '/verkstedet/hjulbytte-beta',
      subtitle: '/verkstedet/hjulbytte-beta',
    });
    expect((await search('Slangebytte Gamma'))[0]).toMatchObject({
      _id: grandchild._id,
      path: '/verkstedet/hjulbytte-beta/slangebytte-gamma',
    });
    const listed = await read<PageListItem[]>(`/pages?descendantOf=${parent._id}`);
    expect(listed.map((row) => row.path).sort()).toEqual([
      '/verkstedet/hjulbytte-beta',
      '/verkstedet/hjulbytte-beta/slangebytte-gamma',
    ]);

    await server.inject({
      method: 'PATCH',
      url: `/api/sites/${shopId}/pages/${child._id}`,
      headers: admin.headers,
      payload: { version: child.version, parent: null },
    });
    expect((await search('Slangebytte Gamma'))[0]?.path).toBe('/hjulbytte-beta/slangebytte-gamma');
  });
});
