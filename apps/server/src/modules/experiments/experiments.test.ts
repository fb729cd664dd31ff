/**
 * Experiments (spec 3 'Experiments'): a new one's defaults, variants with server ids, validation in
 * Norwegian, an active experiment's variants locked (409) and its delete refused, stats per variant,
 * who may do what, another site's ids 404, and the activity log.
 */
import { type Experiment, type ExperimentStats, experimentMessages, type PageListItem } from '@vev/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { type SignedIn, startTestServer } from '../../../test/harness';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
await server.addUser('admin-hjemmeside-eksperiment@example.no', { hjemmeside: 'admin' });
const admin = await server.signIn('admin@demo.vev.no');
const contributor = await server.signIn('redaktor@demo.vev.no');
const reader = await server.signIn('leser@demo.vev.no');
const outsider = await server.signIn('admin-hjemmeside-eksperiment@example.no');
const api = `/api/sites/${shopId}`;

const send = (method: 'POST' | 'PATCH' | 'DELETE', path: string, body?: object, who: SignedIn = contributor) =>
  server.inject({ method, url: `${api}${path}`, headers: who.headers, ...(body ? { payload: body } : {}) });
const read = (path: string, who: SignedIn = contributor) =>
  server.inject({ method: 'GET', url: `${api}${path}`, headers: { cookie: who.cookie } });

const pages = (await read('/pages?limit=100', admin)).json() as PageListItem[];
const frontPage = pages.find((page) => page.title === 'Forside')?._id as string;

const goal = { type: 'pageView', meta1: { value: '/takk', operation: 'equals' } };
const create = async (body: object) => {
  const response = await send('POST', '/experiments', { goal, ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Experiment;
};
const withVariant = async (name: string) => {
  const experiment = await create({ name, reference: frontPage });
  const response = await send('PATCH', `/experiments/${experiment._id}`, {
    variants: [...experiment.variants, { name: 'Variant 1', weight: 50 }],
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Experiment;
};

describe('experiments', () => {
  it('a new one is a page test, inactive, with only Standard', async () => {
    const experiment = await create({ name: 'Ny forside' });
    expect(experiment).toMatchObject({
      name: 'Ny forside',
      type: 'page',
      description: '',
      active: false,
      fromDate: null,
      toDate: null,
      reference: null,
      goal: { type: 'pageView', meta1: { value: '/takk', operation: 'equals' }, meta2: null },
      variants: [{ _id: '_baseline', name: '_baseline', weight: 50, data: { pages: [], templates: [] } }],
    });
    expect((await read(`/experiments/${experiment._id}`)).json()).toEqual(experiment);
    expect(((await read('/experiments?text=ny forside')).json() as Experiment[]).map((row) => row.name)).toContain(
      'Ny forside',
    );
  });

  it('gives a new variant an id and keeps it; Standard cannot be left out', async () => {
    const experiment = await withVariant('Med variant');
    const [baseline, variant] = experiment.variants;
    expect(baseline?._id).toBe('_baseline');
    expect(variant).toMatchObject({ name: 'Variant 1', weight: 50 });
    expect(variant?._id).toMatch(/^[a-z0-9]+$/);
    const renamed = await send('PATCH', `/experiments/${experiment._id}`, {
      variants: [baseline, { ...variant, name: 'Grønn knapp' }],
    });
    expect((renamed.json() as Experiment).variants[1]).toMatchObject({ _id: variant?._id, name: 'Grønn knapp' });
    const withoutBaseline = await send('PATCH', `/experiments/${experiment._id}`, { variants: [variant] });
    expect(withoutBaseline.statusCode).toBe(400);
    expect(withoutBaseline.json().fields).toEqual({ variants: experimentMessages.baselineRequired });
  });

  it('validates in Norwegian: name and weight, the goal URL, a page to activate, the dates', async () => {
    const empty = await send('POST', '/experiments', { name: ' ', goal: { type: 'pageView', meta1: { value: '' } } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({
      name: 'Feltet må fylles ut.',
      'goal.meta1.value': experimentMessages.goalUrlRequired,
    });
    const weightless = await send('POST', '/experiments', {
      name: 'X',
      goal,
      variants: [{ _id: '_baseline', name: 'S' }],
    });
    expect(weightless.json().fields).toEqual({ 'variants.0.weight': 'Feltet må fylles ut.' });
    const pageless = await send('POST', '/experiments', { name: 'X', goal, active: true });
    expect(pageless.json().fields).toEqual({ reference: experimentMessages.pageRequired });
    const dates = await send('POST', '/experiments', {
      name: 'X',
      goal,
      fromDate: '2026-03-03T10:00:00.000Z',
      toDate: '2026-03-01T10:00:00.000Z',
    });
    expect(dates.json().fields).toEqual({ toDate: experimentMessages.toBeforeFrom });
  });

  it('while active: variants locked, delete refused, stats shown; stopped again it can be deleted', async () => {
    const experiment = await withVariant('Aktivt');
    const started = await send('PATCH', `/experiments/${experiment._id}`, { active: true });
    expect(started.statusCode, started.body).toBe(200);
    const active = started.json() as Experiment;
    expect(active.variants.map((variant) => variant.stats)).toEqual([
      { entries: 0, goals: 0, successRate: 0, goalValue: 0, chanceToBeatBaseline: null },
      { entries: 0, goals: 0, successRate: 0, goalValue: 0, chanceToBeatBaseline: null },
    ]);
    const [baseline, variant] = experiment.variants;
    const reweighed = await send('PATCH', `/experiments/${experiment._id}`, {
      variants: [baseline, { ...variant, weight: 10 }],
    });
    expect(reweighed.statusCode).toBe(409);
    expect(reweighed.json().message).toBe(experimentMessages.activeVariants);
    const added = await send('PATCH', `/experiments/${experiment._id}`, {
      variants: [...experiment.variants, { name: 'Variant 2', weight: 1 }],
    });
    expect(added.statusCode).toBe(409);
    const designed = await send(
      'PATCH',
      `/pages/${frontPage}?experiment=${experiment._id}&experimentVariant=${variant?._id}`,
      {
        version: 0,
        components: [],
      },
    );
    expect(designed.statusCode).toBe(409);
    expect(designed.json().message).toBe(experimentMessages.activeContent);
    const removed = await send('DELETE', `/experiments/${experiment._id}`, undefined, admin);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().message).toBe(experimentMessages.activeDelete);
    expect((await send('PATCH', `/experiments/${experiment._id}`, { name: 'Nytt navn' })).statusCode).toBe(409);
    expect((await send('PATCH', `/experiments/${experiment._id}`, { description: 'Blå mot grønn' })).statusCode).toBe(
      200,
    );

    const stats = (await read(`/experiments/${experiment._id}/stats`)).json() as ExperimentStats;
    expect(stats.map((row) => row.name)).toEqual(['Standard', 'Variant 1']);

    expect((await send('PATCH', `/experiments/${experiment._id}`, { active: false })).statusCode).toBe(200);
    expect((await read(`/experiments/${experiment._id}`)).json()).not.toHaveProperty('variants.0.stats');
    expect((await send('DELETE', `/experiments/${experiment._id}`, undefined, admin)).statusCode).toBe(204);
    expect((await read(`/experiments/${experiment._id}`)).statusCode).toBe(404);
  });

  it('keeps the tested page from being deleted', async () => {
    const experiment = await withVariant('Vern av siden');
    const report = await read(`/resource-dependencies?resources=${frontPage}`, admin);
    const [entry] = report.json() as { experiments: { reference: { _id: string } }[] }[];
    expect(entry?.experiments.map((item) => item.reference._id)).toContain(experiment._id);
  });

  it('is in the activity log with its name', async () => {
    const experiment = await create({ name: 'Loggført forsøk' });
    const log = await read('/activity?limit=5', admin);
    const entry = (log.json() as { kind: string; target: { label: string; editPath: string } | null }[]).find(
      (item) => item.kind === 'experiment.created',
    );
    expect(entry?.target).toMatchObject({ label: 'Loggført forsøk', editPath: `/eksperimenter/${experiment._id}` });
  });
});

describe('who may', () => {
  it('contributors run experiments, readers see none, only admins delete; another site’s admin gets 404', async () => {
    const experiment = await create({ name: 'Tilgang' });
    expect((await read('/experiments', reader)).statusCode).toBe(403);
    expect((await read(`/experiments/${experiment._id}/stats`, reader)).statusCode).toBe(403);
    expect((await send('POST', '/experiments', { name: 'X', goal }, reader)).statusCode).toBe(403);
    expect((await send('DELETE', `/experiments/${experiment._id}`)).statusCode).toBe(403);
    expect((await read('/experiments', outsider)).statusCode).toBe(404);
    const homeId = await server.siteId('hjemmeside');
    const other = await server.inject({
      method: 'GET',
      url: `/api/sites/${homeId}/experiments/${experiment._id}`,
      headers: { cookie: outsider.cookie },
    });
    expect(other.statusCode).toBe(404);
    expect((await send('DELETE', `/experiments/${experiment._id}`, undefined, admin)).statusCode).toBe(204);
  });
});
