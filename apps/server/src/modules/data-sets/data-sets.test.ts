/**
 * Data sets (spec 3 'Data sets'): admins shape the sets, contributors write records, readers read;
 * records follow their set's props; a set or record that a page shows cannot be deleted; another
 * site's user gets 404.
 */
import type { DataSet, DataSetRecord } from '@vev/sections';
import type { Page, PageListItem } from '@vev/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { type SignedIn, startTestServer } from '../../../test/harness';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
await server.addUser('admin-hjemmeside-datasett@example.no', { hjemmeside: 'admin' });
const admin = await server.signIn('admin@demo.vev.no');
const contributor = await server.signIn('redaktor@demo.vev.no');
const reader = await server.signIn('leser@demo.vev.no');
const outsider = await server.signIn('admin-hjemmeside-datasett@example.no');
const api = `/api/sites/${shopId}`;

const send = (method: 'POST' | 'PATCH' | 'DELETE', path: string, body?: object, who: SignedIn = contributor) =>
  server.inject({ method, url: `${api}${path}`, headers: who.headers, ...(body ? { payload: body } : {}) });
const read = (path: string, who: SignedIn = reader) =>
  server.inject({ method: 'GET', url: `${api}${path}`, headers: { cookie: who.cookie } });

const teamProps = [
  { name: 'name', label: 'Navn', type: 'string', required: true },
  { name: 'photo', label: 'Bilde', type: 'image' },
  { name: 'page', label: 'Side', type: 'ref', to: 'page' },
  { name: 'skills', label: 'Ferdigheter', type: 'list', of: { type: 'string', label: 'Ferdighet' } },
];

describe('data-set definitions', () => {
  it('the demo shop has Ansatte and Butikker', async () => {
    const sets = (await read('/data-set-definitions')).json() as DataSet[];
    expect(sets.map((set) => [set.name, set.label])).toEqual([
      ['ansatte', 'Ansatte'],
      ['butikker', 'Butikker'],
    ]);
  });

  it('admins create and change sets; contributors and readers may not; names are slugs, unique per site', async () => {
    const body = { name: 'team', label: 'Team', props: teamProps };
    expect((await send('POST', '/data-set-definitions', body)).statusCode).toBe(403);
    const created = await send('POST', '/data-set-definitions', body, admin);
    expect(created.statusCode, created.body).toBe(201);
    const set = created.json() as DataSet;
    expect(set).toMatchObject({ name: 'team', label: 'Team', props: teamProps });
    const again = await send('POST', '/data-set-definitions', body, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().fields).toEqual({ name: 'Et datasett med dette navnet finnes allerede.' });
    const bad = await send('POST', '/data-set-definitions', { name: 'Mitt sett', label: '' }, admin);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['name', 'label']);
    const renamed = await send('PATCH', `/data-set-definitions/${set._id}`, { label: 'Teamet' }, admin);
    expect(renamed.json()).toMatchObject({ name: 'team', label: 'Teamet' });
    expect((await send('PATCH', `/data-set-definitions/${set._id}`, { name: 'nytt' }, admin)).statusCode).toBe(400);
    const badProps = await send(
      'PATCH',
      `/data-set-definitions/${set._id}`,
      { props: [{ name: 'x', label: 'X', type: 'select', options: [] }] },
      admin,
    );
    expect(badProps.statusCode).toBe(400);
    expect((await read(`/data-set-definitions/${set._id}`)).json()).toMatchObject({ label: 'Teamet' });
    const site = (await read('/site')).json() as { dataSets: { name: string; label: string }[] };
    expect(site.dataSets).toEqual([
      { name: 'ansatte', label: 'Ansatte' },
      { name: 'butikker', label: 'Butikker' },
      { name: 'team', label: 'Teamet' },
    ]);
  });
});

describe('records', () => {
  it('round trip: contributors create, edit and search; readers read; admins delete', async () => {
    const created = await send('POST', '/data-sets/team', { values: { name: 'Per Olsen', skills: ['Gir'] } });
    expect(created.statusCode, created.body).toBe(201);
    const record = created.json() as DataSetRecord;
    expect(record).toMatchObject({
      dataSet: 'team',
      title: 'Per Olsen',
      values: { name: 'Per Olsen', photo: null, page: null, skills: ['Gir'] },
    });
    const edited = await send('PATCH', `/data-sets/team/${record._id}`, { values: { name: 'Per Olsen Berg' } });
    expect(edited.json()).toMatchObject({ title: 'Per Olsen Berg', values: { skills: ['Gir'] } });
    await send('POST', '/data-sets/team', { values: { name: 'Anne Lie' } });
    const found = (await read('/data-sets/team?text=berg')).json() as DataSetRecord[];
    expect(found.map((row) => row.title)).toEqual(['Per Olsen Berg']);
    expect(((await read('/data-sets/team')).json() as DataSetRecord[]).map((row) => row.title)).toEqual([
      'Anne Lie',
      'Per Olsen Berg',
    ]);
    expect((await read(`/data-sets/team/${record._id}`)).json()).toEqual(edited.json());
    expect((await send('POST', '/data-sets/team', { values: { name: 'X' } }, reader)).statusCode).toBe(403);
    expect((await send('DELETE', `/data-sets/team/${record._id}`)).statusCode).toBe(403);
    expect((await send('DELETE', `/data-sets/team/${record._id}`, undefined, admin)).statusCode).toBe(204);
    expect((await read(`/data-sets/team/${record._id}`)).statusCode).toBe(404);
  });

  it('values are checked against the set’s props, in Norwegian', async () => {
    const empty = await send('POST', '/data-sets/team', { values: { name: ' ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ 'values.name': 'Feltet må fylles ut.' });
    const unknown = await send('POST', '/data-sets/team', { values: { name: 'X', salary: 1 } });
    expect(unknown.statusCode).toBe(400);
    const wrongType = await send('POST', '/data-sets/team', { values: { name: 'X', skills: 'mange' } });
    expect(wrongType.statusCode).toBe(400);
    expect((await send('POST', '/data-sets/finnes-ikke', { values: {} })).statusCode).toBe(404);
  });

  it('a field removed from the set: its stored values do not block the next save, which drops them', async () => {
    const props = [
      { name: 'city', label: 'By', type: 'string', required: true },
      { name: 'phone', label: 'Telefon', type: 'string' },
    ];
    const set = await send('POST', '/data-set-definitions', { name: 'kontorer', label: 'Kontorer', props }, admin);
    expect(set.statusCode, set.body).toBe(201);
    const record = (
      await send('POST', '/data-sets/kontorer', { values: { city: 'Bergen', phone: '55 55 55 55' } })
    ).json() as DataSetRecord;
    const setId = (set.json() as DataSet)._id;
    const changed = await send('PATCH', `/data-set-definitions/${setId}`, { props: [props[0]] }, admin);
    expect(changed.statusCode, changed.body).toBe(200);
    const edited = await send('PATCH', `/data-sets/kontorer/${record._id}`, { values: { city: 'Bergen sentrum' } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((edited.json() as DataSetRecord).values).toEqual({ city: 'Bergen sentrum' });
  });

  it('a record refers to the media and pages it holds', async () => {
    const pages = (await read('/pages?limit=100')).json() as PageListItem[];
    const about = pages.find((page) => page.path === '/om-oss');
    const created = (
      await send('POST', '/data-sets/team', { values: { name: 'Lenket', page: about?._id } })
    ).json() as DataSetRecord;
    const dependencies = (await read(`/resource-dependencies?resources=${about?._id}`)).json();
    expect(JSON.stringify(dependencies)).toContain(created._id);
    await send('DELETE', `/data-sets/team/${created._id}`, undefined, admin);
  });
});

describe('references protect sets and records', () => {
  it('a page that lists a set, or a chosen record, keeps them from being deleted', async () => {
    const [set] = ((await read('/data-set-definitions')).json() as DataSet[]).filter((row) => row.name === 'team');
    const [record] = (await read('/data-sets/team')).json() as DataSetRecord[];
    const pages = (await read('/pages?limit=100')).json() as PageListItem[];
    const listed = pages.find((page) => page.path === '/personvern');
    const page = (await read(`/pages/${listed?._id}`, admin)).json() as Page;
    const section = {
      _id: 'ds1',
      internalId: 'ds1',
      name: 'team1',
      component: 'dataSetList',
      props: { dataSet: set?._id, records: [record?._id] },
    };
    const edited = await send('PATCH', `/pages/${page._id}`, {
      version: page.version,
      components: [...page.components, section],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const refused = await send('DELETE', `/data-sets/team/${record?._id}`, undefined, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().details.dependencies.pages[0].reference._id).toBe(page._id);
    expect((await send('DELETE', `/data-set-definitions/${set?._id}`, undefined, admin)).statusCode).toBe(409);
    const ansatte = ((await read('/data-set-definitions')).json() as DataSet[]).find((row) => row.name === 'ansatte');
    expect((await send('DELETE', `/data-set-definitions/${ansatte?._id}`, undefined, admin)).statusCode).toBe(409);
    const restored = (await read(`/pages/${page._id}`, admin)).json() as Page;
    await send('PATCH', `/pages/${page._id}`, { version: restored.version, components: page.components });
    expect((await send('DELETE', `/data-set-definitions/${set?._id}`, undefined, admin)).statusCode).toBe(204);
    expect((await read('/data-sets/team')).statusCode).toBe(404);
  });
});

describe('who may', () => {
  it('the picker finds records of every set; another site’s user gets 404', async () => {
    const picked = (await read('/data-set-records?text=kari')).json() as DataSetRecord[];
    expect(picked.map((row) => [row.dataSet, row.title])).toEqual([['ansatte', 'Kari Nordmann']]);
    expect((await read(`/data-set-records/${picked[0]?._id}`)).json()).toMatchObject({ title: 'Kari Nordmann' });
    expect((await read('/data-sets/ansatte', outsider)).statusCode).toBe(404);
    const homeId = await server.siteId('hjemmeside');
    const other = (path: string) =>
      server.inject({ method: 'GET', url: `/api/sites/${homeId}${path}`, headers: { cookie: outsider.cookie } });
    expect((await other('/data-sets/ansatte')).statusCode).toBe(404);
    expect((await other(`/data-set-records/${picked[0]?._id}`)).statusCode).toBe(404);
    const [set] = (await read('/data-set-definitions')).json() as DataSet[];
    expect((await other(`/data-set-definitions/${set?._id}`)).statusCode).toBe(404);
  });
});
