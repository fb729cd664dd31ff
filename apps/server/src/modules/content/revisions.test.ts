/** GET revisions, GET revisions/{id} and GET resource-dependencies (spec 1 §3, §7). */
import {
  type DependencyReport,
  dependentGroups,
  type PageListItem,
  type Revision,
  type RevisionDetail,
  type Template,
} from '@vev/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../../test/harness';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
const homeId = await server.siteId('hjemmeside');
const reader = await server.signIn('leser@demo.vev.no');

const get = (path: string, siteId = shopId) =>
  server.inject({ method: 'GET', url: `/api/sites/${siteId}${path}`, headers: { cookie: reader.cookie } });
const read = <T>(path: string, siteId = shopId) => server.readJson<T>(reader, `/api/sites/${siteId}${path}`);
const idOf = async (title: string, siteId = shopId) =>
  (await read<PageListItem[]>('/pages?limit=100', siteId)).find((row) => row.title === title)?._id as string;
const templateOf = async (name: string, siteId = shopId) =>
  (await read<Template[]>('/templates', siteId)).find((template) => template.name === name)?._id as string;
const summer = await idOf('Sommeren er her');
const revisionsOf = (query: string) => read<Revision[]>(`/revisions?type=page&reference=${summer}${query}`);

describe('GET revisions', () => {
  it("a page's published versions, newest first, with author and time", async () => {
    const revisions = await revisionsOf('');
    expect(revisions).toHaveLength(3);
    for (const revision of revisions) {
      expect(revision).toEqual({
        _id: expect.any(String),
        timestamp: expect.any(String),
        author: { name: expect.any(String), email: expect.stringMatching(/@demo\.vev\.no$/) },
        type: 'page',
        reference: summer,
      });
    }
    const times = revisions.map((revision) => revision.timestamp);
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set(revisions.map((revision) => revision.author?.name))).toEqual(
      new Set(['Ada Administrator', 'Rolf Redaktør']),
    );
  });

  it('pages with skip and limit', async () => {
    const all = await revisionsOf('');
    expect(await revisionsOf('&limit=1')).toEqual(all.slice(0, 1));
    expect(await revisionsOf('&skip=1&limit=1')).toEqual(all.slice(1, 2));
    expect(await revisionsOf('&skip=2&limit=5')).toEqual(all.slice(2));
    expect(await revisionsOf('&skip=3')).toEqual([]);
  });

  it('none for another type, or for a page of another site', async () => {
    expect(await read(`/revisions?type=template&reference=${summer}`)).toEqual([]);
    expect(await read(`/revisions?type=page&reference=${await idOf('Forside', homeId)}`)).toEqual([]);
  });
});

describe('GET revisions/{id}', () => {
  it('answers author, timestamp, the diff against the version before and the whole snapshot', async () => {
    const [newest, , first] = await revisionsOf('');
    const detail = await read<RevisionDetail>(`/revisions/${newest?._id}`);
    expect(detail).toEqual({
      ...newest,
      diff: {
        plug: {
          excerpt: [
            'Nye sommerklær og sykler er på plass i butikken. (2. versjon)',
            'Nye sommerklær og sykler er på plass i butikken. (3. versjon)',
          ],
        },
      },
      snapshot: expect.objectContaining({
        plug: expect.objectContaining({ excerpt: 'Nye sommerklær og sykler er på plass i butikken. (3. versjon)' }),
      }),
    });
    const firstDetail = await read<RevisionDetail>(`/revisions/${first?._id}`);
    expect(firstDetail.diff).toMatchObject({
      preamble: ['', 'Nye sommerklær og sykler er på plass i butikken.'],
      seo: { metaTitle: ['', 'Sommeren er her'] },
    });
  });

  it("an unknown revision, or another site's, is not found", async () => {
    const foreign = (
      await read<Revision[]>(`/revisions?type=page&reference=${await idOf('Forside', homeId)}`, homeId)
    )[0];
    for (const id of ['01jzzzzzzzzzzzzzzzzzzzzzzz', foreign?._id]) {
      const response = await get(`/revisions/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'resourceNotFound', message: 'Fant ikke versjonen.' });
    }
  });
});

describe('GET resource-dependencies', () => {
  const reports = (ids: string[], siteId = shopId) =>
    read<DependencyReport[]>(`/resource-dependencies?resources=${ids.join(',')}`, siteId);
  const titles = (entries: DependencyReport['pages']) => entries.map((entry) => entry.reference.title).sort();

  it('one report per id, in the order asked, with every group of the spec', async () => {
    const ids = [
      await templateOf('Standard side'),
      await templateOf('Kategoriside'),
      await idOf('Om oss'),
      await idOf('Elsykkeldager i september'),
    ];
    const answer = await reports(ids);
    expect(answer.map((report) => report._id)).toEqual(ids);
    for (const report of answer) {
      for (const group of dependentGroups) expect(Array.isArray(report[group]), group).toBe(true);
    }
    const [pageTemplate, categoryTemplate, about, unlinked] = answer as DependencyReport[];

    expect(pageTemplate?.hasDependents).toBe(true);
    expect(pageTemplate?.templateDistribution).toEqual([
      { reference: { _id: shopId, title: 'Demo Butikk', draft: false, draftFor: null }, dependents: 1 },
    ]);
    expect(titles(pageTemplate?.pages ?? [])).toEqual(expect.arrayContaining(['Forside', 'Om oss', 'Kontakt']));
    expect(titles(pageTemplate?.pages ?? [])).not.toContain('Sykler');
    expect(pageTemplate?.pages.find((entry) => entry.reference.title === 'Historien vår')?.reference.draft).toBe(true);
    expect(pageTemplate?.pages.find((entry) => entry.reference.title === 'Om oss')?.reference.draft).toBe(false);

    expect(titles(categoryTemplate?.pages ?? [])).toEqual([
      'Barnesykler',
      'Elsykler',
      'Jakker',
      'Klær',
      'Sykler',
      'Tilbehør',
    ]);
    expect(categoryTemplate?.templateDistribution).toHaveLength(1);

    expect(about).toMatchObject({ hasDependents: true, templateDistribution: [] });
    expect(titles(about?.pages ?? [])).toEqual(['Ansatte', 'Historien vår']);
    // Every template's header menu links to it.
    expect(titles(about?.templates ?? [])).toEqual(['Kategoriside', 'Produktside', 'Standard side']);

    expect(unlinked?.hasDependents).toBe(false);
    for (const group of dependentGroups) expect(unlinked?.[group], group).toEqual([]);
  });

  it('repeated and blank ids count once', async () => {
    const contact = await idOf('Kontakt');
    expect((await reports([contact, '', contact, ' '])).map((report) => report._id)).toEqual([contact]);
  });

  it("says nothing about another site's resources", async () => {
    const foreignTemplate = await templateOf('Standard side', homeId);
    const [report] = await reports([foreignTemplate]);
    expect(report).toMatchObject({ _id: foreignTemplate, hasDependents: false, pages: [], templateDistribution: [] });
    const [own] = await reports([foreignTemplate], homeId);
    expect(own?.hasDependents).toBe(true);
  });
});
