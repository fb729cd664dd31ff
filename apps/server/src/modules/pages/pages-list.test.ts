/** GET pages (spec 1 §7): kinds, text search, descendants, published only, inherited pages, paging, order. */
import type { PageListItem } from '@vev/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { type SignedIn, startTestServer } from '../../../test/harness';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
const departmentId = await server.siteId('demoavdeling');
const admin = await server.signIn('admin@demo.vev.no');
const contributor = await server.signIn('redaktor@demo.vev.no');

async function list(query = '', siteId = shopId): Promise<PageListItem[]> {
  const response = await server.inject({
    method: 'GET',
    url: `/api/sites/${siteId}/pages${query}`,
    headers: { cookie: admin.cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const titles = (rows: PageListItem[]) => rows.map((row) => row.title);
const all = (query = '', siteId = shopId) => list(`?limit=100${query}`, siteId);
const idOf = async (title: string) => (await all()).find((row) => row.title === title)?._id as string;

async function write(who: SignedIn, method: 'POST' | 'PATCH', path: string, payload: object) {
  const response = await server.inject({ method, url: `/api/sites/${shopId}${path}`, headers: who.headers, payload });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json();
}
const templates: { _id: string; name: string }[] = (
  await server.inject({ method: 'GET', url: `/api/sites/${shopId}/templates`, headers: { cookie: admin.cookie } })
).json();
const pageTemplate = { ref: templates.find((template) => template.name === 'Standard side')?._id };

describe('GET pages: kinds', () => {
  it('without flags: pages, categories and product pages together', async () => {
    const rows = await all();
    expect(rows.some((row) => row.isCategory)).toBe(true);
    expect(rows.some((row) => row.isProductPage)).toBe(true);
    expect(rows.some((row) => !row.isCategory && !row.isProductPage)).toBe(true);
  });

  it('isCategory=true: only categories', async () => {
    expect(titles(await all('&isCategory=true')).sort()).toEqual([
      'Barnesykler',
      'Elsykler',
      'Jakker',
      'Klær',
      'Sykler',
      'Tilbehør',
    ]);
  });

  it('isProductPage=true: only product pages', async () => {
    expect(titles(await all('&isProductPage=true')).sort()).toEqual(['Produktside for sykler', 'Standard produktside']);
  });

  it('isCategory=false&isProductPage=false: only plain pages', async () => {
    const rows = await all('&isCategory=false&isProductPage=false');
    expect(titles(rows)).toContain('Om oss');
    expect(rows.every((row) => !row.isCategory && !row.isProductPage)).toBe(true);
  });
});

describe('GET pages: text', () => {
  it.each([
    ['a word of the title', 'åpningstider', 'Nye åpningstider'],
    ['a prefix', 'kjøps', 'Kjøpsvilkår'],
    ['a typo', 'Histroien', 'Historien vår'],
    ['letters without æøå', 'Kjopsvilkar', 'Kjøpsvilkår'],
  ])('finds a page by %s', async (_how, text, title) => {
    expect(titles(await list(`?text=${encodeURIComponent(text)}`))).toContain(title);
  });

  it('keeps to the kind asked for', async () => {
    const rows = await list('?text=sykler&isCategory=true');
    expect(titles(rows)).toContain('Sykler');
    expect(rows.every((row) => row.isCategory)).toBe(true);
  });

  it("finds nothing for text no page has, nor another site's page", async () => {
    expect(await list('?text=xyzzyqwv')).toEqual([]);
    expect(await list('?text=Styret')).toEqual([]);
  });
});

describe('GET pages: filters', () => {
  it('descendantOf: every page below, at any depth, not the page itself', async () => {
    const staff = await idOf('Ansatte');
    const grandchild = await write(admin, 'POST', '/pages', {
      title: 'Verkstedet',
      template: pageTemplate,
      parent: staff,
    });
    const rows = await all(`&descendantOf=${await idOf('Om oss')}`);
    expect(titles(rows).sort()).toEqual(['Ansatte', 'Historien vår', 'Verkstedet']);
    expect(rows.find((row) => row._id === grandchild._id)?.path).toBe('/om-oss/ansatte/verkstedet');
  });

  it('draft=false: only pages published at least once', async () => {
    const created = await write(admin, 'POST', '/pages', { title: 'Aldri publisert', template: pageTemplate });
    expect(titles(await all())).toContain('Aldri publisert');
    const published = await all('&draft=false');
    expect(published.map((row) => row._id)).not.toContain(created._id);
    expect(titles(published)).toEqual(expect.arrayContaining(['Om oss', 'Historien vår', 'Sykler']));
  });

  it('a department lists its own pages, and with fetchInherited also those of its site, marked inherited', async () => {
    const own = await all('', departmentId);
    expect(titles(own).sort()).toEqual(['Forside', 'Kontakt', 'Om avdelingen']);
    expect(own.every((row) => !row.inherited && row.site === departmentId)).toBe(true);
    const withInherited = await all('&fetchInherited=true', departmentId);
    const about = withInherited.find((row) => row.title === 'Om oss');
    expect(about).toMatchObject({ inherited: true, site: shopId, path: '/om-oss' });
    expect(withInherited.find((row) => row.title === 'Om avdelingen')).toMatchObject({ inherited: false });
  });

  it('fetchInherited with text searches the inherited pages too', async () => {
    const rows = await list('?fetchInherited=true&text=kontakt', departmentId);
    expect(rows.map((row) => [row.title, row.inherited]).sort()).toEqual([
      ['Kontakt', false],
      ['Kontakt', true],
    ]);
  });

  it('fetchInherited changes nothing for a site that is no department', async () => {
    expect((await all('&fetchInherited=true')).every((row) => !row.inherited)).toBe(true);
  });
});

describe('GET pages: rows, order and paging', () => {
  it('a row has its path, author, status and unpublished-changes marker', async () => {
    const created = await write(contributor, 'POST', '/pages', {
      title: 'Skrevet av redaktøren',
      template: pageTemplate,
    });
    const rows = await all();
    expect(rows.find((row) => row._id === created._id)).toMatchObject({
      path: '/skrevet-av-redaktoren',
      author: { name: 'Rolf Redaktør' },
      status: 'inactive',
      modified: false,
      modifiedDate: null,
    });
    expect(rows.find((row) => row.title === 'Historien vår')).toMatchObject({
      path: '/om-oss/historien-var',
      modified: true,
      modifiedDate: expect.any(String),
    });
    expect(rows.find((row) => row.title === 'Forside')?.path).toBe('/');
  });

  it('newest change first: an edited page moves to the top', async () => {
    const privacy = await idOf('Personvern');
    const { version } = (
      await server.inject({
        method: 'GET',
        url: `/api/sites/${shopId}/pages/${privacy}`,
        headers: { cookie: admin.cookie },
      })
    ).json();
    await write(admin, 'PATCH', `/pages/${privacy}`, { version, preamble: 'Oppdatert personvernerklæring.' });
    const rows = await list();
    expect(rows[0]?._id).toBe(privacy);
    const times = rows.map((row) => row.updatedAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('20 rows by default; skip and limit page through all, and the last page has fewer than the limit', async () => {
    const everything = await all();
    expect(everything.length).toBeGreaterThan(20);
    expect(await list()).toHaveLength(20);
    const paged: PageListItem[] = [];
    for (let skip = 0; ; skip += 5) {
      const page = await list(`?skip=${skip}&limit=5`);
      paged.push(...page);
      if (page.length < 5) break;
    }
    expect(paged.map((row) => row._id)).toEqual(everything.map((row) => row._id));
    expect(await list(`?skip=${everything.length}`)).toEqual([]);
  });
});
