/**
 * The business areas' scenarios (spec 3 §2: booking, forms, experiments), beside the shop's and the
 * content's in scenarios.ts; each switches itself on once its route exists.
 */
import { benchFormName } from './data/forms';
import { browserAgent, get, notBuilt, type Scenario, type ScenarioContext, site } from './scenario-kit';

/** The first of a list answer's rows (a plain array or `{ items }`). */
function rowsOf<T>(answer: unknown): T[] {
  if (Array.isArray(answer)) return answer as T[];
  const items = (answer as { items?: unknown } | null)?.items;
  return Array.isArray(items) ? (items as T[]) : [];
}

/** The measured site's running experiment and the path of the page it tests. */
async function testedPage(c: ScenarioContext): Promise<{ id: string; path: string } | { unavailable: string }> {
  const experiment = rowsOf<{ _id: string; active: boolean; reference: string | null }>(
    await c.getJson(site(c, '/experiments?limit=50')),
  ).find((row) => row.active && row.reference);
  if (!experiment?.reference) return { unavailable: 'the data set has no running experiment' };
  const page = (await c.getJson(site(c, `/pages/${experiment.reference}`))) as { slug?: string };
  if (!page.slug) return { unavailable: 'the tested page has no slug' };
  return { id: experiment._id, path: `/${page.slug}` };
}

/** The bench's contact form on the measured site (bench/data/forms.ts), with its 100 000 entries. */
async function benchForm(c: ScenarioContext): Promise<{ _id: string } | { unavailable: string }> {
  const form = rowsOf<{ _id: string; name: string }>(await c.getJson(site(c, '/forms?limit=50'))).find(
    (row) => row.name === benchFormName,
  );
  return form ?? { unavailable: 'the data set has no form with entries' };
}

/** The 14 days up to today, as the home screen's figures ask for them (this week against the last). */
function lastFortnight(): string {
  const day = (date: Date) => date.toISOString().slice(0, 10);
  const today = new Date();
  return `fromDate=${day(new Date(today.getTime() - 13 * 86_400_000))}&toDate=${day(today)}`;
}

export const businessScenarios: Scenario[] = [
  {
    // Issue 19: the home screen's timeline, its first page (the site's events and the platform's messages).
    name: 'home timeline, newest 20',
    kind: 'other',
    connections: [1, 10],
    prepare: async (c) =>
      c.apiPaths.has('/api/sites/{siteId}/stats/timeline')
        ? get(c, site(c, '/stats/timeline?limit=20'))
        : notBuilt('GET stats/timeline'),
  },
  ...(['commerce', 'pageViews'] as const).map(
    (report): Scenario => ({
      // Issue 19: the home screen's figures (revenue, page views) come from the reports' calls for 14 days.
      name: `home figures, ${report === 'commerce' ? 'revenue' : 'page views'} (14 days)`,
      kind: 'other',
      connections: [1, 10],
      prepare: async (c) =>
        c.apiPaths.has(`/api/sites/{siteId}/stats/${report}`)
          ? get(c, site(c, `/stats/${report}?${lastFortnight()}`))
          : notBuilt(`GET stats/${report}`),
    }),
  ),
  {
    // Issue 20: the available dates of this month for a service with 10 000 bookings on its site.
    name: 'booking availability',
    kind: 'other',
    connections: [1, 10],
    prepare: async (c) => {
      const path = '/api/sites/{siteId}/booking/services/{id}/available-dates';
      if (!c.apiPaths.has(path)) return notBuilt('GET booking/services/{id}/available-dates');
      const [service] = (await c.getJson(site(c, '/booking/services?limit=1'))) as { _id: string }[];
      if (!service) return { unavailable: 'the data set has no booking service' };
      const month = new Date().toISOString().slice(0, 7);
      const start = encodeURIComponent(`${month}-01T00:00:00+01:00`);
      const next = new Date(`${month}-01T00:00:00Z`);
      next.setUTCMonth(next.getUTCMonth() + 1);
      const end = encodeURIComponent(`${next.toISOString().slice(0, 10)}T00:00:00+01:00`);
      return get(c, site(c, `/booking/services/${service._id}/available-dates?start=${start}&end=${end}`));
    },
  },
  {
    // Issue 20: the staff calendar's month (`GET booking/calendar`), about 1 700 of the 10 000 bookings.
    name: 'booking calendar, a month',
    kind: 'other',
    connections: [1, 10],
    prepare: async (c) => {
      if (!c.apiPaths.has('/api/sites/{siteId}/booking/calendar')) return notBuilt('GET booking/calendar');
      const month = new Date().toISOString().slice(0, 7);
      const start = encodeURIComponent(`${month}-01T00:00:00+01:00`);
      const next = new Date(`${month}-01T00:00:00Z`);
      next.setUTCMonth(next.getUTCMonth() + 1);
      const end = encodeURIComponent(`${next.toISOString().slice(0, 10)}T00:00:00+01:00`);
      return get(c, site(c, `/booking/calendar?start=${start}&end=${end}`));
    },
  },
  {
    // Issue 18: a form's newest 50 entries of 100 000 (`GET forms/{id}/entries`).
    name: 'form entries, newest 50',
    kind: 'list',
    connections: [1, 10],
    prepare: async (c) => {
      if (!c.apiPaths.has('/api/sites/{siteId}/forms/{id}/entries')) return notBuilt('GET forms/{id}/entries');
      const form = await benchForm(c);
      return 'unavailable' in form ? form : get(c, site(c, `/forms/${form._id}/entries`));
    },
  },
  {
    // Issue 18: a visitor's submission of the bench's contact form on the storefront, validated,
    // stored and answered with the thanks (each from an address of its own: 20 per address).
    name: 'storefront form submission',
    kind: 'other',
    connections: [1, 10],
    prepare: async (c) => {
      if (!c.apiPaths.has('/api/sites/{siteId}/forms')) return notBuilt('GET forms');
      const form = await benchForm(c);
      if ('unavailable' in form) return form;
      const host = `${c.siteName}.localhost:${new URL(c.url).port}`;
      return {
        method: 'POST',
        path: `/_vev/skjema/${form._id}`,
        headers: { host, origin: `http://${host}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          navn: 'Kari Nordmann',
          epost: 'kari@example.no',
          melding: 'Hei! Har dere åpent i romjula?',
        }).toString(),
        addressPerRequest: true,
      };
    },
  },
  {
    // Issue 18: a running experiment's figures per variant, with 1 000 000 visitors counted.
    name: 'experiment statistics',
    kind: 'list',
    connections: [1, 10],
    prepare: async (c) => {
      if (!c.apiPaths.has('/api/sites/{siteId}/experiments/{id}/stats')) return notBuilt('GET experiments/{id}/stats');
      const tested = await testedPage(c);
      return 'unavailable' in tested ? tested : get(c, site(c, `/experiments/${tested.id}/stats`));
    },
  },
  {
    // Issue 18: the tested page as a new visitor who accepted statistics sees it: a variant assigned
    // and the entry counted on every request (≤ 1 ms more than the same page without an experiment).
    name: 'storefront page in an experiment, a new visitor',
    kind: 'other',
    connections: [1, 10],
    prepare: async (c) => {
      const tested = await testedPage(c);
      if ('unavailable' in tested) return tested;
      const host = `${c.siteName}.localhost:${new URL(c.url).port}`;
      return {
        method: 'GET',
        path: tested.path,
        headers: { host, 'user-agent': browserAgent, cookie: 'vev_consent=1.analytics.analytics' },
      };
    },
  },
];
