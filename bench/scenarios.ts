/**
 * What the bench measures. The spec's scenarios are named here; they switch themselves on once
 * their route exists (read from the OpenAPI document). Every other site-scoped GET without further
 * path parameters is measured too, so new list and report endpoints are picked up by themselves.
 */
import {
  type BudgetKind,
  browserAgent,
  get,
  getWithHost,
  notBuilt,
  type Prepared,
  type Scenario,
  type ScenarioContext,
  signedIn,
  site,
} from './scenario-kit';
import { businessScenarios } from './scenarios-business';
import { shopScenarios } from './scenarios-shop';

export type { BudgetKind, Prepared, Scenario, ScenarioContext, SelfDriven } from './scenario-kit';

/** Uploads a 1600×1067 photo-like JPEG through the API, as the library would. */
async function uploadImage(context: ScenarioContext): Promise<{ _id: string }> {
  const { default: sharp } = await import('sharp');
  const noise = Buffer.from(Array.from({ length: 160 * 107 * 3 }, (_, i) => (i * 7919) % 251));
  const jpeg = await sharp(noise, { raw: { width: 160, height: 107, channels: 3 } })
    .resize(1600, 1067)
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([jpeg], { type: 'image/jpeg' }), 'ytelse.jpg');
  const response = await fetch(`${context.url}${site(context, '/media')}`, {
    method: 'POST',
    headers: { ...signedIn(context), 'x-csrf-token': context.credentials.csrf },
    body: form,
  });
  if (response.status !== 201) throw new Error(`uploading the bench image answered ${response.status}`);
  return (await response.json()) as { _id: string };
}

function firstId(list: unknown): string | undefined {
  return Array.isArray(list) ? (list[0] as { _id?: string } | undefined)?._id : undefined;
}

export const namedScenarios: Scenario[] = [
  {
    name: 'sign-in',
    kind: 'other',
    connections: [1, 4],
    prepare: async (context) => ({
      method: 'POST',
      path: '/sso/login?dashboard=true',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: context.signInBody,
    }),
  },
  { name: 'site list', kind: 'list', connections: [1, 10], prepare: async (c) => get(c, '/api/sites') },
  {
    name: 'page list',
    kind: 'list',
    connections: [1, 10],
    prepare: async (c) =>
      c.apiPaths.has('/api/sites/{siteId}/pages') ? get(c, site(c, '/pages?limit=20')) : notBuilt('GET pages'),
  },
  {
    name: 'page by id',
    kind: 'other',
    connections: [1, 10],
    prepare: async (c) => {
      if (!c.apiPaths.has('/api/sites/{siteId}/pages/{id}')) return notBuilt('GET pages/{id}');
      const id = firstId(await c.getJson(site(c, '/pages?limit=1')));
      return id ? get(c, site(c, `/pages/${id}`)) : { unavailable: 'the data set has no pages' };
    },
  },
  {
    // The list filtered through the search index: it is held to the search budget.
    name: 'page list, text',
    kind: 'search',
    connections: [1, 10],
    prepare: async (c) =>
      c.apiPaths.has('/api/sites/{siteId}/pages')
        ? get(c, site(c, '/pages?limit=20&text=sommer'))
        : notBuilt('GET pages'),
  },
  {
    // What the list screens' tree navigator asks for: every parent of the site (up to 5 000 nodes)
    // in one answer, not a 20-row list page, so it is reported but not held to the list budget.
    name: 'page tree',
    kind: 'other',
    connections: [1, 10],
    prepare: async (c) =>
      c.apiPaths.has('/api/sites/{siteId}/pages/tree')
        ? get(c, site(c, '/pages/tree?removeChildless=true'))
        : notBuilt('GET pages/tree'),
  },
  {
    name: 'page revisions',
    kind: 'list',
    connections: [1, 10],
    prepare: async (c) => {
      if (!c.apiPaths.has('/api/sites/{siteId}/revisions')) return notBuilt('GET revisions');
      const id = firstId(await c.getJson(site(c, '/pages?limit=1')));
      return id ? get(c, site(c, `/revisions?type=page&reference=${id}&limit=20`)) : { unavailable: 'no pages' };
    },
  },
  {
    name: 'dependency report',
    kind: 'other',
    connections: [1, 10],
    prepare: async (c) => {
      if (!c.apiPaths.has('/api/sites/{siteId}/resource-dependencies')) return notBuilt('GET resource-dependencies');
      const id = firstId(await c.getJson(site(c, '/pages/tree?removeChildless=true')));
      return id ? get(c, site(c, `/resource-dependencies?resources=${id}`)) : { unavailable: 'no pages' };
    },
  },
  {
    // Issue 19: the visit report over the default 30 days and over a year (by month), read from the
    // daily figures of a million page views.
    name: 'visit report, 30 days',
    kind: 'report',
    connections: [1, 10],
    prepare: async (c) =>
      c.apiPaths.has('/api/sites/{siteId}/stats/pageViews')
        ? get(c, site(c, '/stats/pageViews'))
        : notBuilt('GET stats/pageViews'),
  },
  {
    name: 'visit report, a year',
    kind: 'report',
    connections: [1, 10],
    prepare: async (c) => {
      if (!c.apiPaths.has('/api/sites/{siteId}/stats/pageViews')) return notBuilt('GET stats/pageViews');
      const today = new Date();
      const from = new Date(today.getTime() - 364 * 86_400_000).toISOString().slice(0, 10);
      return get(c, site(c, `/stats/pageViews?fromDate=${from}&toDate=${today.toISOString().slice(0, 10)}`));
    },
  },
  ...(['30 days', 'a year'] as const).map(
    (span): Scenario => ({
      // Issue 19: the shop report (orders, revenue, most sold, refunds) over 100 000 orders.
      name: `shop report, ${span}`,
      kind: 'report',
      connections: [1, 10],
      prepare: async (c) => {
        if (!c.apiPaths.has('/api/sites/{siteId}/stats/commerce')) return notBuilt('GET stats/commerce');
        if (span === '30 days') return get(c, site(c, '/stats/commerce'));
        const today = new Date();
        const from = new Date(today.getTime() - 364 * 86_400_000).toISOString().slice(0, 10);
        return get(c, site(c, `/stats/commerce?fromDate=${from}&toDate=${today.toISOString().slice(0, 10)}`));
      },
    }),
  ),
  {
    name: 'power search',
    kind: 'search',
    connections: [1, 10],
    prepare: async (c) =>
      c.apiPaths.has('/api/sites/{siteId}/power-search')
        ? get(c, site(c, '/power-search?q=sommer&limit=5'))
        : notBuilt('GET power-search'),
  },
  {
    name: 'storefront page',
    kind: 'other',
    connections: [1, 10],
    prepare: async (c) => {
      const host = `${c.siteName}.localhost:${new URL(c.url).port}`;
      const html = await getWithHost(c.url, host);
      if (html.includes('id="root"')) return notBuilt('the storefront');
      return { method: 'GET', path: '/', headers: { host } };
    },
  },
  {
    // Issue 19: the front page as a browser asks for it, so every answer is recorded as a page view;
    // its requests/s is the views/s the recorder absorbs (≥ 2 000), its p95 against 'storefront page'.
    name: 'storefront page, recorded as a view',
    kind: 'other',
    connections: [1, 10],
    prepare: async (c) => {
      if (!c.apiPaths.has('/api/sites/{siteId}/stats/pageViews')) return notBuilt('page-view recording');
      const host = `${c.siteName}.localhost:${new URL(c.url).port}`;
      return { method: 'GET', path: '/', headers: { host, 'user-agent': browserAgent } };
    },
  },
  {
    // A preview is rendered anew for every request (the page cache serves public pages only): what
    // rendering the front page inside its template costs, with its sections, theme and references.
    name: 'storefront page, rendered (preview)',
    kind: 'render',
    connections: [1, 10],
    prepare: async (c) => {
      if (!c.apiPaths.has('/api/sites/{siteId}/preview-token')) return notBuilt('GET preview-token');
      const { token } = (await c.getJson(site(c, '/preview-token'))) as { token: string };
      const host = `${c.siteName}.localhost:${new URL(c.url).port}`;
      return { method: 'GET', path: `/?preview=true&token=${encodeURIComponent(token)}`, headers: { host } };
    },
  },
  ...businessScenarios,
  ...shopScenarios,
  {
    // The library's first screen: 99 tiles, newest first.
    name: 'media grid (99 tiles)',
    kind: 'list',
    connections: [1, 10],
    prepare: async (c) =>
      c.apiPaths.has('/api/sites/{siteId}/media/search')
        ? get(c, site(c, '/media/search?limit=99'))
        : notBuilt('GET media/search'),
  },
  {
    // A tile as the grid asks for it (width 400), once its variant is cached on disk.
    name: 'media tile',
    kind: 'other',
    connections: [1, 10],
    prepare: async (c) => {
      if (!c.apiPaths.has('/api/sites/{siteId}/media/search')) return notBuilt('GET media/search');
      const { _id } = await uploadImage(c);
      const tile = get(c, `/media/${_id}/file?w=400`);
      const first = await fetch(`${c.url}${tile.path}`, { headers: tile.headers });
      if (!first.ok) return { unavailable: `the tile answered ${first.status}` };
      return tile;
    },
  },
  { name: 'current user', kind: 'other', connections: [1, 10], prepare: async (c) => get(c, '/api/users/me') },
  { name: 'dashboard page', kind: 'other', connections: [1, 10], prepare: async (c) => get(c, '/') },
];

const coveredByName = new Set(
  [
    'pages',
    'pages/tree',
    'power-search',
    'revisions',
    'resource-dependencies',
    'media/search',
    'products',
    'orders',
    'stats/pageViews',
    'stats/commerce',
    'stats/timeline',
  ].map((path) => `/api/sites/{siteId}/${path}`),
);

/** Every other site-scoped GET without further path parameters: lists, reports, the site itself. */
export function discoveredScenarios(apiPaths: Map<string, string[]>): Scenario[] {
  return [...apiPaths.keys()]
    .filter((path) => path.startsWith('/api/sites/{siteId}/') && !path.slice(20).includes('{'))
    .filter((path) => !coveredByName.has(path))
    .sort()
    .map((path) => ({
      name: `GET ${path.replace('/api/sites/{siteId}', '')}`,
      kind: path.includes('report') ? ('report' as const) : ('list' as const),
      connections: [1, 10],
      prepare: async (context: ScenarioContext): Promise<Prepared> => {
        const url = path.replace('{siteId}', context.siteId);
        const query = context.apiPaths.get(path)?.includes('limit') ? '?limit=20' : '';
        const response = await fetch(`${context.url}${url}${query}`, { headers: signedIn(context) });
        // A route that needs query parameters the bench cannot guess is named above instead.
        if (!response.ok) return { unavailable: `answers ${response.status} without query parameters` };
        // An export answers a file (CSV), not JSON: it is measured too, as a single answer.
        const json = response.headers.get('content-type')?.includes('application/json');
        const answer: unknown = json ? await response.json() : await response.text();
        // Only arrays are lists; a single record is measured without the list budget.
        const kind: BudgetKind = path.includes('report') ? 'report' : Array.isArray(answer) ? 'list' : 'other';
        return { ...get(context, `${url}${query}`), kind };
      },
    }));
}
