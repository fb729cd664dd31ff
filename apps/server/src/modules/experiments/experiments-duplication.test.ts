/**
 * Site duplication copies the A/B experiments with the pages: under new ids, naming the copied
 * page, with their variants' own sections, inactive, and without the original's results.
 */
import type { Experiment, Page, PageListItem } from '@vev/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { siteApiAs, startTestServer } from '../../../test/harness';
import { siteDuplicator } from '../../../test/site-duplication';

const server = await startTestServer();
afterAll(() => server.close());

const admin = await server.signIn('admin@demo.vev.no');
const homeId = await server.siteId('hjemmeside');

const api = siteApiAs(server, admin);

const frontPageOf = async (siteId: string) =>
  (await api<PageListItem[]>(siteId, 'GET', '/pages?limit=100')).find((page) => page.path === '/')?._id as string;

const frontPage = await frontPageOf(homeId);
const name = `Forsidetest ${Date.now()}`;
const created = await api<Experiment>(homeId, 'POST', '/experiments', {
  name,
  reference: frontPage,
  goal: { type: 'pageView', meta1: { value: '/kontakt', operation: 'equals' } },
});
const experiment = await api<Experiment>(homeId, 'PATCH', `/experiments/${created._id}`, {
  variants: [...created.variants, { name: 'Ny overskrift', weight: 50 }],
});
const variant = experiment.variants[1];
const inVariant = `experiment=${experiment._id}&experimentVariant=${variant?._id}`;
await api<Page>(homeId, 'PATCH', `/pages/${frontPage}?${inVariant}`, {
  version: 0,
  components: [
    { _id: 'vh', internalId: 'vh', name: 'hero1', component: 'hero', props: { heading: 'Velkommen i varianten' } },
  ],
});
await api<Experiment>(homeId, 'PATCH', `/experiments/${experiment._id}`, { active: true });

describe('experiments in site duplication', () => {
  it("copies an experiment inactive, on the copied page, with its variant's sections and no results", async () => {
    const duplicate = await siteDuplicator(server, admin, 'hjemmeside');
    const { newSiteId } = await duplicate(`kopi-eksperiment-${Date.now()}`, ['pages', 'templates']);
    const copies = await api<Experiment[]>(newSiteId, 'GET', '/experiments');
    const copy = copies.find((candidate) => candidate.name === name);
    const copiedFront = await frontPageOf(newSiteId);
    expect(copy?._id).not.toBe(experiment._id);
    expect(copy).toMatchObject({
      active: false,
      reference: copiedFront,
      goal: experiment.goal,
      variants: experiment.variants.map((each) => ({ _id: each._id, name: each.name, weight: each.weight })),
    });
    expect(copy?.variants.map((each) => each.stats?.entries ?? 0)).toEqual([0, 0]);

    const shown = await api<Page>(
      newSiteId,
      'GET',
      `/pages/${copiedFront}?experiment=${copy?._id}&experimentVariant=${variant?._id}`,
    );
    expect(shown.components.map((section) => (section.props as { heading?: string }).heading)).toEqual([
      'Velkommen i varianten',
    ]);
    expect(shown.version).toBe(1);
  });
});
