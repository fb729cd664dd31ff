/** Site duplication copies the forms with the pages (their fields, not their entries), and pages show the copies. */
import type { Form, FormEntry, Page, PageListItem } from '@vev/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { siteApiAs, startTestServer } from '../../../test/harness';
import { siteDuplicator } from '../../../test/site-duplication';

const server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
afterAll(() => server.close());

const admin = await server.signIn('admin@demo.vev.no');
const homeId = await server.siteId('hjemmeside');

const api = siteApiAs(server, admin);

const name = `Kontakt ${Date.now()}`;
const form = await api<Form>(homeId, 'POST', '/forms', {
  name,
  fields: [{ _id: 'a', type: 'string', label: 'Navn', name: 'navn', required: true }],
});
const listed = await api<PageListItem[]>(homeId, 'GET', '/pages?limit=100');
const first = listed[0];
const page = await api<Page>(homeId, 'GET', `/pages/${first?._id}`);
await api<Page>(homeId, 'PATCH', `/pages/${page._id}`, {
  version: page.version,
  components: [
    ...page.components,
    { _id: 'sf', internalId: 'sf', name: 'skjema1', component: 'form', props: { form: form._id } },
  ],
});
const sent = await server.inject({
  method: 'POST',
  url: `/_vev/skjema/${form._id}`,
  headers: {
    host: 'hjemmeside.localhost:3000',
    origin: 'http://hjemmeside.localhost:3000',
    'content-type': 'application/x-www-form-urlencoded',
    'x-forwarded-for': '192.0.2.10',
  },
  payload: 'navn=Kari',
});
expect(sent.statusCode, sent.body).toBe(200);

describe('forms in site duplication', () => {
  it('copies a form with its fields under a new id, without its entries; the page shows the copy', async () => {
    const duplicate = await siteDuplicator(server, admin, 'hjemmeside');
    const { newSiteId } = await duplicate(`kopi-skjema-${Date.now()}`, ['pages', 'templates']);
    const copies = await api<Form[]>(newSiteId, 'GET', '/forms');
    const copy = copies.find((candidate) => candidate.name === name);
    expect(copy).toBeDefined();
    expect(copy?._id).not.toBe(form._id);
    expect(copy?.fields.map((field) => field.name)).toEqual(['navn']);
    expect(await api<FormEntry[]>(newSiteId, 'GET', `/forms/${copy?._id}/entries`)).toEqual([]);
    const copiedPages = await api<PageListItem[]>(newSiteId, 'GET', '/pages?limit=100');
    const copiedPage = copiedPages.find((candidate) => candidate.path === first?.path);
    const full = await api<Page>(newSiteId, 'GET', `/pages/${copiedPage?._id}`);
    const section = full.components.find((component) => component.component === 'form');
    expect(section?.props).toMatchObject({ form: copy?._id });
  });
});
