/**
 * The draft mechanism's entries in the activity log: every draftable resource's create, edit,
 * publish, discard, revert and delete says so in words, naming the resource by its title as it
 * read then, and an entry about a deleted resource still reads, without a link.
 */
import type { ActivityEntry, Page, Revision, Template } from '@vev/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../../test/harness';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
const admin = await server.signIn('admin@demo.vev.no');
const api = `/api/sites/${shopId}`;
const templateId = (await server.readJson<Template[]>(admin, `${api}/templates?limit=1`))[0]?._id;

async function write(method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) {
  const response = await server.inject({ method, url: `${api}${url}`, headers: admin.headers, payload });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.statusCode === 204 ? null : response.json();
}

async function newestEntries(limit: number): Promise<ActivityEntry[]> {
  return server.readJson<ActivityEntry[]>(admin, `${api}/activity?limit=${limit}`);
}

const said = (entry: ActivityEntry | undefined) => [entry?.kind, entry?.target?.label];

describe('the draft mechanism in the activity log', () => {
  it('create, edit, publish, discard, revert and delete of a page each say what happened to it', async () => {
    const created: Page = await write('POST', '/pages', { title: 'Sommerkampanje', template: { ref: templateId } });
    const edited: Page = await write('PATCH', `/pages/${created._id}`, {
      version: created.version,
      title: 'Sommersalg',
    });
    const published: Page = await write('POST', `/pages/${created._id}/publish`, { version: edited.version });
    const drafted: Page = await write('PATCH', `/pages/${created._id}`, {
      version: published.version,
      title: 'Vintersalg',
    });
    await write('POST', `/pages/${created._id}/discard`, { version: drafted.version });
    const [revision] = await server.readJson<Revision[]>(admin, `${api}/revisions?type=page&reference=${created._id}`);
    await write('POST', `/pages/${created._id}/rollback/${revision?._id}`);

    const entries = await newestEntries(6);
    expect(entries.map(said)).toEqual([
      ['page.reverted', 'Sommersalg'],
      ['page.discarded', 'Sommersalg'],
      // An edit names the page as the editor shows it: with its draft.
      ['page.updated', 'Vintersalg'],
      ['page.published', 'Sommersalg'],
      ['page.updated', 'Sommersalg'],
      ['page.created', 'Sommerkampanje'],
    ]);
    expect(entries.every((entry) => entry.target?.editPath === `/innhold/sider/${created._id}`)).toBe(true);

    await write('DELETE', `/pages/${created._id}`);
    const [deleted, ...earlier] = await newestEntries(7);
    expect(deleted).toMatchObject({
      method: 'DELETE',
      kind: 'page.deleted',
      target: { type: 'page', id: created._id, label: 'Sommersalg', editPath: null, deleted: true },
    });
    // What happened to it before still reads, with the label it had then, and without a link.
    expect(earlier.map(said).at(-1)).toEqual(['page.created', 'Sommerkampanje']);
    expect(earlier.every((entry) => entry.target?.deleted && entry.target.editPath === null)).toBe(true);
  });

  it('a template is named as a template, linking to its editor', async () => {
    const created: Template = await write('POST', '/templates', { name: 'Kampanjemal' });
    const [entry] = await newestEntries(1);
    expect(entry).toMatchObject({
      kind: 'template.created',
      target: {
        type: 'template',
        id: created._id,
        label: 'Kampanjemal',
        editPath: `/innstillinger/maler/liste/${created._id}`,
      },
    });
  });
});
