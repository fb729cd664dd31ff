/**
 * Experiments on the storefront (spec 3 §4 'Experiments', issue 18 item 5): two visitors keep their
 * variants, an entry and a goal count once per visitor, bots and visitors without consent to
 * statistics see Standard uncounted, and the page cache never hands one visitor's variant to another.
 */
import { assignVariant, type Experiment, type ExperimentStats, type Page, type PageListItem } from '@vev/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../test/harness';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
const admin = await server.signIn('admin@demo.vev.no');
const api = `/api/sites/${shopId}`;
const shop = 'demobutikk.localhost:3000';
const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const bot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const consented = 'vev_consent=1.analytics.analytics';

const send = (method: 'POST' | 'PATCH', path: string, payload: object) =>
  server.inject({ method, url: `${api}${path}`, headers: admin.headers, payload });
const visit = (path: string, cookie: string, userAgent = browser) =>
  server.inject({ method: 'GET', url: path, headers: { host: shop, 'user-agent': userAgent, cookie } });

const pages = await server.readJson<PageListItem[]>(admin, `${api}/pages?limit=100`);
const tested = pages.find((page) => page.path === '/om-oss') as PageListItem;

/** An experiment on the page with one variant that adds `heading`, started (from `fromDate` when given). */
async function experimentOn(page: PageListItem, name: string, heading: string, fromDate: string | null = null) {
  const current = await server.readJson<Page>(admin, `${api}/pages/${page._id}`);
  const created = (
    await send('POST', '/experiments', {
      name,
      reference: page._id,
      goal: { type: 'pageView', meta1: { value: '/', operation: 'equals' } },
    })
  ).json() as Experiment;
  const withVariant = (
    await send('PATCH', `/experiments/${created._id}`, {
      variants: [...created.variants, { name: 'Variant 1', weight: 50 }],
    })
  ).json() as Experiment;
  const variantId = withVariant.variants[1]?._id as string;
  const designed = await send('PATCH', `/pages/${page._id}?experiment=${created._id}&experimentVariant=${variantId}`, {
    // A new variant's sections start at version 0.
    version: 0,
    components: [
      ...(current.components ?? []),
      { _id: 'ab-hero', internalId: 'ab-hero', name: 'abhero', component: 'hero', props: { heading } },
    ],
  });
  if (designed.statusCode !== 200) throw new Error(designed.body);
  const started = await send('PATCH', `/experiments/${created._id}`, { active: true, fromDate });
  if (started.statusCode !== 200) throw new Error(started.body);
  return { experiment: withVariant, variantId };
}

const heading = 'Overskrift bare i varianten';
const { experiment: withVariant, variantId } = await experimentOn(tested, 'Om oss med ny overskrift', heading);
const draft = withVariant;

/** Visitor ids the assignment puts in Standard and in the variant. */
const visitorIn = (wanted: string, experiment: Experiment = withVariant) => {
  for (let n = 0; ; n += 1) {
    const id = `besokende-nummer-${n}`;
    if (assignVariant(experiment.variants, id, experiment._id)?._id === wanted) return id;
  }
};
const standardVisitor = visitorIn('_baseline');
const variantVisitor = visitorIn(variantId);
const asVisitor = (id: string) => `${consented}; vev_ab=${id}`;

/** The counts are written once the answer is sent: wait until they show what the test expects. */
async function statsWhen(done: (stats: ExperimentStats) => boolean): Promise<ExperimentStats> {
  let stats: ExperimentStats = [];
  for (let attempt = 0; attempt < 50; attempt += 1) {
    stats = await server.readJson<ExperimentStats>(admin, `${api}/experiments/${draft._id}/stats`);
    if (done(stats)) return stats;
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
  return stats;
}
const counts = (stats: ExperimentStats) => stats.map(({ entries, goals }) => ({ entries, goals }));

describe('an experiment on the storefront', () => {
  it('a new visitor who accepted statistics gets the cookie, and a page never shared between visitors', async () => {
    const first = await visit('/om-oss', consented);
    expect(first.statusCode).toBe(200);
    expect(String(first.headers['set-cookie'])).toMatch(
      /vev_ab=[A-Za-z0-9_-]{16,}; Max-Age=7776000; Path=\/; HttpOnly; SameSite=Lax/,
    );
    expect(first.headers['cache-control']).toBe('private, no-store');
  });

  it('two visitors keep their variants, and the page cache keeps them apart', async () => {
    for (let round = 0; round < 2; round += 1) {
      expect((await visit('/om-oss', asVisitor(standardVisitor))).body).not.toContain(heading);
      expect((await visit('/om-oss', asVisitor(variantVisitor))).body).toContain(heading);
    }
  });

  it('counts an entry once per visitor and a goal once per visitor', async () => {
    // The new visitor of the first test, and the two visitors above: one entry each.
    const entered = await statsWhen((now) => now.reduce((sum, row) => sum + row.entries, 0) === 3);
    expect(entered.reduce((sum, row) => sum + row.entries, 0)).toBe(3);
    await visit('/om-oss', asVisitor(variantVisitor));
    await visit('/', asVisitor(variantVisitor));
    await visit('/', asVisitor(variantVisitor));
    await visit('/', asVisitor(standardVisitor));
    const stats = await statsWhen((now) => now[0]?.goals === 1 && now[1]?.goals === 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(counts(await statsWhen(() => true))).toEqual(entered.map((row) => ({ entries: row.entries, goals: 1 })));
    expect(stats[1]).toMatchObject({ name: 'Variant 1', chanceToBeatBaseline: null });
    expect(stats[0]?.name).toBe('Standard');
  });

  it('counts concurrent visits exactly: ten visitors twice each at once are ten entries', async () => {
    const total = (stats: ExperimentStats) => stats.reduce((sum, row) => sum + row.entries, 0);
    const before = total(await statsWhen(() => true));
    const visitors = Array.from({ length: 10 }, (_, n) => `samtidig-besokende-${n}`);
    await Promise.all([...visitors, ...visitors].map((id) => visit('/om-oss', asVisitor(id))));
    expect(total(await statsWhen((now) => total(now) >= before + 10))).toBe(before + 10);
  });

  it('leaves bots and visitors without consent to statistics out: Standard, no cookie, not counted', async () => {
    const before = counts(await statsWhen(() => true));
    const crawled = await visit('/om-oss', asVisitor(visitorIn(variantId).replace('nummer', 'bot')), bot);
    expect(crawled.body).not.toContain(heading);
    const refused = await visit('/om-oss', 'vev_consent=1..analytics');
    expect(refused.body).not.toContain(heading);
    expect(refused.headers['set-cookie']).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(counts(await statsWhen(() => true))).toEqual(before);
  });

  it('a page whose experiment begins later is never kept as a plain page: once it begins, visitors get their variants', async () => {
    const later = pages.find((page) => page.path !== '/om-oss' && /^\/[^/]+$/.test(page.path)) as PageListItem;
    const laterHeading = 'Overskrift fra senere';
    const beginsAt = Date.now() + 1_500;
    const scheduled = await experimentOn(later, 'Begynner snart', laterHeading, new Date(beginsAt).toISOString());
    const visitor = asVisitor(visitorIn(scheduled.variantId, scheduled.experiment));
    const before = await visit(later.path, visitor);
    expect(before.statusCode).toBe(200);
    expect(before.body).not.toContain(laterHeading);
    await new Promise((resolve) => setTimeout(resolve, beginsAt - Date.now() + 100));
    expect((await visit(later.path, visitor)).body).toContain(laterHeading);
  });

  it('the cookie dialog lists the experiment cookie under Statistikk while the experiment runs', async () => {
    const html = (await visit('/', '')).body;
    expect(html).toContain('<label for="vev-consent-analytics">Statistikk</label>');
    expect(html).toContain('vev_ab');
  });
});
