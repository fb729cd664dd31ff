import { describe, expect, it } from 'vitest';
import { recorderScenario } from './page-view-recorder';
import { checkBudgets, type DatabaseRun } from './report';

const phase = (connections: number, p95: number, requestsPerSecond: number) => ({
  connections,
  requests: 100,
  requestsPerSecond,
  p50: p95 / 2,
  p95,
  errors: 0,
});

const run = (database: 'postgres' | 'pglite', rps: number, rssMB: number): DatabaseRun => ({
  database,
  dataSet: {},
  serverMaxRssMB: rssMB,
  scenarios: [
    { name: 'site list', kind: 'list', phases: [phase(1, 4, 400), phase(10, 9, rps)] },
    { name: 'page list', kind: 'list', unavailable: 'GET pages is not built yet', phases: [] },
  ],
});

const find = (checks: ReturnType<typeof checkBudgets>, prefix: string) =>
  checks.find((check) => check.budget.startsWith(prefix));

describe('bench budgets (QUALITY.md)', () => {
  it('a list below 1 000 req/s on PostgreSQL is a missed budget', () => {
    const checks = checkBudgets([run('postgres', 900, 200)], null);
    expect(find(checks, 'list, 10 clients')).toMatchObject({
      met: false,
      informational: false,
      actual: '900 req/s (site list)',
    });
    expect(find(checks, 'list p95')).toMatchObject({ met: true });
    expect(find(checks, 'server RSS')).toMatchObject({ met: true });
  });

  it('PGlite figures are reported for information only', () => {
    const checks = checkBudgets([run('pglite', 300, 480)], null);
    expect(find(checks, 'list, 10 clients')).toMatchObject({ met: false, informational: true });
    expect(find(checks, 'server RSS')).toMatchObject({ met: false, informational: true });
  });

  it('endpoints that do not exist yet are "not measured", never met', () => {
    const checks = checkBudgets([run('postgres', 1200, 200)], null);
    expect(find(checks, 'power search')).toMatchObject({ met: null, actual: 'no such endpoint yet' });
    expect(find(checks, 'reports')).toMatchObject({ met: null });
  });

  it('page-view recording is met by 2 000 views/s absorbed with none lost', () => {
    const recording = (requestsPerSecond: number, lost: number): DatabaseRun => ({
      ...run('postgres', 1200, 200),
      scenarios: [{ name: recorderScenario, kind: 'other', phases: [{ ...phase(1, 40, requestsPerSecond), lost }] }],
    });
    expect(find(checkBudgets([recording(9_800, 0)], null), 'page-view recording')).toMatchObject({ met: true });
    expect(find(checkBudgets([recording(1_900, 0)], null), 'page-view recording')).toMatchObject({ met: false });
    expect(find(checkBudgets([recording(9_800, 3)], null), 'page-view recording')).toMatchObject({ met: false });
  });

  it('the first screen is held to 250 KB of gzipped JavaScript', () => {
    const home = { jsGzipKB: 251, cssGzipKB: 30, transferredKB: 200, files: 10 };
    expect(checkBudgets([], { home })[0]).toMatchObject({ met: false, actual: '251 KB' });
    expect(checkBudgets([], { home: { ...home, jsGzipKB: 249.9 } })[0]).toMatchObject({ met: true });
  });

  it('a screen change is held to 300 ms, by its slowest screen', () => {
    const change = (screen: string, ms: number) => ({ screen, ms, runs: [ms], files: 4 });
    const slow = [change('Innhold → Sider', 180), change('Innhold → Filer', 320)];
    expect(find(checkBudgets([], null, slow), 'screen change')).toMatchObject({
      budget: 'screen change ≤ 300 ms',
      met: false,
      actual: '320 ms (Innhold → Filer)',
    });
    expect(find(checkBudgets([], null, [change('Innhold → Sider', 300)]), 'screen change')).toMatchObject({
      met: true,
    });
    expect(find(checkBudgets([], null, null), 'screen change')).toBeUndefined();
  });

  it('the product list, its search and the rendered product page have budgets of their own (issue 15)', () => {
    const products: DatabaseRun = {
      ...run('postgres', 1500, 200),
      scenarios: [
        { name: 'product list', kind: 'list', phases: [phase(1, 3, 900), phase(10, 6, 1800)] },
        { name: 'product list, text', kind: 'list', phases: [phase(1, 24, 300), phase(10, 40, 700)] },
        {
          name: 'storefront product page, rendered (preview)',
          kind: 'render',
          phases: [phase(1, 12, 150), phase(10, 30, 400)],
        },
      ],
    };
    const checks = checkBudgets([products], null);
    expect(find(checks, 'product list and search p95')).toMatchObject({
      met: false,
      actual: '24 ms (product list, text)',
    });
    expect(find(checks, 'product list and search, 10 clients')).toMatchObject({
      met: false,
      actual: '700 req/s (product list, text)',
    });
    expect(find(checks, 'product page rendered')).toMatchObject({
      met: true,
      actual: '12 ms (storefront product page, rendered (preview))',
    });
    expect(find(checkBudgets([run('postgres', 1500, 200)], null), 'product page rendered')).toMatchObject({
      met: null,
    });
  });
});
