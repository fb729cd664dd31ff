/**
 * Site duplication copies the data sets with the pages: the sets under new ids and the same names,
 * their records with references rewritten (an image stays only with the media), and the pages
 * that list them show the copies.
 */
import type { DataSet, DataSetRecord } from '@vev/sections';
import type { Media, Page, PageListItem, SearchResult } from '@vev/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../../test/harness';
import { siteDuplicator } from '../../../test/site-duplication';

const server = await startTestServer();
afterAll(() => server.close());

const admin = await server.signIn('admin@demo.vev.no');
const shopId = await server.siteId('demobutikk');
const read = <T>(siteId: string, path: string) => server.readJson<T>(admin, `/api/sites/${siteId}${path}`);

const [photo] = await read<Media[]>(shopId, '/media/search?limit=1');
const sourceSets = await read<DataSet[]>(shopId, '/data-set-definitions');
const staff = await read<DataSetRecord[]>(shopId, '/data-sets/ansatte');
const kari = staff.find((record) => record.values.name === 'Kari Nordmann');
const withPhoto = await server.inject({
  method: 'PATCH',
  url: `/api/sites/${shopId}/data-sets/ansatte/${kari?._id}`,
  headers: admin.headers,
  payload: { values: { ...kari?.values, photo: { ref: photo?._id, url: photo?.url, alt: 'Kari' } } },
});
expect(withPhoto.statusCode, withPhoto.body).toBe(200);
const duplicate = await siteDuplicator(server, admin, 'demobutikk');

/** The props of the 'Ansatte' page's data-set section in a site. */
async function staffSection(siteId: string) {
  const pages = await read<PageListItem[]>(siteId, '/pages?limit=100');
  const listed = pages.find((page) => page.title === 'Ansatte');
  const page = await read<Page>(siteId, `/pages/${listed?._id}`);
  return page.components.find((component) => (component.props as { dataSet?: string }).dataSet !== undefined)?.props as
    | { dataSet?: string }
    | undefined;
}

describe('data sets in site duplication', () => {
  it('copies the sets and their records under new ids; the page lists the copies; the image comes along with the media', async () => {
    const { newSiteId } = await duplicate(`kopi-datasett-${Date.now()}`, ['pages', 'media']);
    const sets = await read<DataSet[]>(newSiteId, '/data-set-definitions');
    expect(sets.map((set) => set.name).sort()).toEqual(sourceSets.map((set) => set.name).sort());
    expect(sets.some((set) => sourceSets.some((source) => source._id === set._id))).toBe(false);

    const records = await read<DataSetRecord[]>(newSiteId, '/data-sets/ansatte');
    expect(records.map((record) => record.values.name).sort()).toEqual(
      staff.map((record) => record.values.name).sort(),
    );
    expect(records.some((record) => staff.some((source) => source._id === record._id))).toBe(false);
    const copiedKari = records.find((record) => record.values.name === 'Kari Nordmann');
    const copiedPhoto = copiedKari?.values.photo as { ref: string } | undefined;
    expect(copiedPhoto?.ref).toBeDefined();
    expect(copiedPhoto?.ref).not.toBe(photo?._id);
    expect((await read<Media>(newSiteId, `/media/${copiedPhoto?.ref}`))._id).toBe(copiedPhoto?.ref);

    const section = await staffSection(newSiteId);
    expect(section?.dataSet).toBe(sets.find((set) => set.name === 'ansatte')?._id);
    const found = await read<SearchResult[]>(newSiteId, `/power-search?q=${encodeURIComponent('Kari Nordmann')}`);
    expect(found.find((hit) => hit._id === copiedKari?._id)?.editPath).toBe(
      `/innhold/data-sets/ansatte/${copiedKari?._id}`,
    );
  });

  it('without the media, a record keeps its text and loses the image that stayed behind', async () => {
    const { newSiteId } = await duplicate(`kopi-datasett-uten-filer-${Date.now()}`, ['pages']);
    const records = await read<DataSetRecord[]>(newSiteId, '/data-sets/ansatte');
    const copiedKari = records.find((record) => record.values.name === 'Kari Nordmann');
    expect(copiedKari?.values).toMatchObject({ role: 'Daglig leder', email: 'kari@demobutikk.no' });
    expect(copiedKari?.values.photo ?? null).toBeNull();
  });
});
