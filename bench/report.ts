/** The bench's verdict: a table on the terminal, budgets checked plainly, and bench/results.json. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DataSetSize } from './data';
import type { AssetSizes } from './first-screen';
import type { PhaseResult } from './load';
import { recorderScenario } from './page-view-recorder';
import type { BudgetKind } from './scenarios';
import type { ScreenChange } from './screen-change';

/** QUALITY.md 'Performance budgets'. */
export const budgets = {
  firstScreenJsGzipKB: 250,
  /** Menu click → the new screen's content, warm cache, Chromium (the slowest screen measured). */
  screenChangeMs: 300,
  listP95Ms: 20,
  listRps: 1000,
  searchP95Ms: 50,
  reportP95Ms: 100,
  rssMB: 300,
  /** Issue 6: a storefront page rendered on the server (not from the page cache). */
  storefrontRenderP95Ms: 20,
  /** Issue 15: the product list and its search are held to the list budgets, on 10 000 products. */
  productScenarios: ['product list', 'product list, text'],
  /** Issue 15, QUALITY.md 'storefront product or category page, rendered'. */
  productPageRenderP95Ms: 20,
  productPageScenario: 'storefront product page, rendered (preview)',
  /** Issue 16: the order list and its searches are held to the list budgets, on 100 000 orders. */
  orderScenarios: ['order list', 'order search, number', 'order search, e-mail', 'order search, name'],
  /** QUALITY.md 'checkout (order with stock and payment rows), 10 concurrent buyers'. */
  checkoutOrdersPerSecond: 200,
  /** Issue 18: a storefront form's submission stored and answered. */
  formSubmissionP95Ms: 50,
  formSubmissionScenario: 'storefront form submission',
  /** Issue 19: the home screen's figures and timeline. */
  homeP95Ms: 20,
  homeScenarios: ['home timeline, newest 20', 'home figures, revenue (14 days)', 'home figures, page views (14 days)'],
  /** Issue 19, QUALITY.md 'page-view recording … ≥ 2,000 views/s absorbed' (bench/page-view-recorder.ts). */
  pageViewsPerSecond: 2000,
};

export interface ScenarioResult {
  name: string;
  kind: BudgetKind;
  unavailable?: string;
  phases: PhaseResult[];
}

export interface DatabaseRun {
  database: 'postgres' | 'pglite';
  dataSet: DataSetSize;
  scenarios: ScenarioResult[];
  serverMaxRssMB: number;
}

export interface BudgetCheck {
  budget: string;
  actual: string;
  /** null: nothing to measure yet. */
  met: boolean | null;
  /** Figures from the embedded database: QUALITY.md sets its budgets on PostgreSQL. */
  informational?: boolean;
}

export function checkBudgets(
  runs: DatabaseRun[],
  firstScreen: { home: AssetSizes } | null,
  screenChanges: ScreenChange[] | null = null,
): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  if (firstScreen) {
    const kb = firstScreen.home.jsGzipKB;
    checks.push({
      budget: `first screen JS ≤ ${budgets.firstScreenJsGzipKB} KB gzip`,
      actual: `${kb} KB`,
      met: kb <= budgets.firstScreenJsGzipKB,
    });
  }
  const slowest = screenChanges?.reduce<ScreenChange | null>((a, b) => (!a || b.ms > a.ms ? b : a), null);
  if (slowest) {
    checks.push({
      budget: `screen change ≤ ${budgets.screenChangeMs} ms`,
      actual: `${slowest.ms} ms (${slowest.screen})`,
      met: slowest.ms <= budgets.screenChangeMs,
    });
  }
  for (const run of runs) {
    const informational = run.database === 'pglite';
    const measured = run.scenarios.filter((scenario) => !scenario.unavailable);
    const worst = (
      kind: BudgetKind | ((scenario: ScenarioResult) => boolean),
      connections: number,
      pick: (phase: PhaseResult) => number,
      max: boolean,
    ) => {
      const values = measured
        .filter((scenario) => (typeof kind === 'function' ? kind(scenario) : scenario.kind === kind))
        .flatMap((scenario) =>
          scenario.phases
            .filter((p) => p.connections === connections)
            .map((p) => ({ name: scenario.name, value: pick(p) })),
        );
      if (!values.length) return null;
      return values.reduce((a, b) => ((max ? b.value > a.value : b.value < a.value) ? b : a));
    };
    const add = (
      budget: string,
      found: { name: string; value: number } | null,
      unit: string,
      met: (v: number) => boolean,
    ) =>
      checks.push({
        budget: `${budget} [${run.database}]`,
        actual: found ? `${found.value} ${unit} (${found.name})` : 'no such endpoint yet',
        met: found ? met(found.value) : null,
        informational,
      });
    add(
      `list p95, 1 client ≤ ${budgets.listP95Ms} ms`,
      worst('list', 1, (p) => p.p95, true),
      'ms',
      (v) => v <= budgets.listP95Ms,
    );
    add(
      `list, 10 clients ≥ ${budgets.listRps} req/s`,
      worst('list', 10, (p) => p.requestsPerSecond, false),
      'req/s',
      (v) => v >= budgets.listRps,
    );
    add(
      `power search p95 ≤ ${budgets.searchP95Ms} ms`,
      worst('search', 1, (p) => p.p95, true),
      'ms',
      (v) => v <= budgets.searchP95Ms,
    );
    add(
      `reports p95 ≤ ${budgets.reportP95Ms} ms`,
      worst('report', 1, (p) => p.p95, true),
      'ms',
      (v) => v <= budgets.reportP95Ms,
    );
    add(
      `storefront render p95 ≤ ${budgets.storefrontRenderP95Ms} ms`,
      worst('render', 1, (p) => p.p95, true),
      'ms',
      (v) => v <= budgets.storefrontRenderP95Ms,
    );
    const product = (scenario: ScenarioResult) => budgets.productScenarios.includes(scenario.name);
    add(
      `product list and search p95, 1 client ≤ ${budgets.listP95Ms} ms`,
      worst(product, 1, (p) => p.p95, true),
      'ms',
      (v) => v <= budgets.listP95Ms,
    );
    add(
      `product list and search, 10 clients ≥ ${budgets.listRps} req/s`,
      worst(product, 10, (p) => p.requestsPerSecond, false),
      'req/s',
      (v) => v >= budgets.listRps,
    );
    add(
      `product page rendered p95 ≤ ${budgets.productPageRenderP95Ms} ms`,
      worst(
        (scenario) => scenario.name === budgets.productPageScenario,
        1,
        (p) => p.p95,
        true,
      ),
      'ms',
      (v) => v <= budgets.productPageRenderP95Ms,
    );
    const order = (scenario: ScenarioResult) => budgets.orderScenarios.includes(scenario.name);
    add(
      `order list and search p95, 1 client ≤ ${budgets.listP95Ms} ms`,
      worst(order, 1, (p) => p.p95, true),
      'ms',
      (v) => v <= budgets.listP95Ms,
    );
    add(
      `order list and search, 10 clients ≥ ${budgets.listRps} req/s`,
      worst(order, 10, (p) => p.requestsPerSecond, false),
      'req/s',
      (v) => v >= budgets.listRps,
    );
    add(
      `home figures and timeline p95 ≤ ${budgets.homeP95Ms} ms`,
      worst(
        (scenario) => budgets.homeScenarios.includes(scenario.name),
        1,
        (p) => p.p95,
        true,
      ),
      'ms',
      (v) => v <= budgets.homeP95Ms,
    );
    add(
      `form submission p95 ≤ ${budgets.formSubmissionP95Ms} ms`,
      worst(
        (scenario) => scenario.name === budgets.formSubmissionScenario,
        1,
        (p) => p.p95,
        true,
      ),
      'ms',
      (v) => v <= budgets.formSubmissionP95Ms,
    );
    add(
      `checkout, 10 buyers ≥ ${budgets.checkoutOrdersPerSecond} orders/s`,
      worst('checkout', 10, (p) => p.requestsPerSecond, false),
      'orders/s',
      (v) => v >= budgets.checkoutOrdersPerSecond,
    );
    add(
      'checkout: 0 oversold, 0 lost',
      worst('checkout', 10, (p) => (p.oversold ?? Number.NaN) + (p.lost ?? Number.NaN), true),
      'oversold + lost',
      (v) => v === 0,
    );
    add(
      `page-view recording ≥ ${budgets.pageViewsPerSecond} views/s, 0 lost`,
      worst(
        (scenario) => scenario.name === recorderScenario,
        1,
        (p) => (p.lost === 0 ? p.requestsPerSecond : 0),
        false,
      ),
      'views/s',
      (v) => v >= budgets.pageViewsPerSecond,
    );
    checks.push({
      budget: `server RSS ≤ ${budgets.rssMB} MB [${run.database}]`,
      actual: `${run.serverMaxRssMB} MB`,
      met: run.serverMaxRssMB <= budgets.rssMB,
      informational,
    });
  }
  return checks;
}

const pad = (text: string | number, width: number, right = false) =>
  right ? String(text).padStart(width) : String(text).padEnd(width);

export function printRun(run: DatabaseRun, log: (line: string) => void): void {
  log(
    `\n${run.database}: ${Object.entries(run.dataSet)
      .map(([k, v]) => `${v.toLocaleString('nb-NO')} ${k}`)
      .join(', ')}`,
  );
  log(
    `${pad('scenario', 34)}${pad('conn', 6, true)}${pad('p50 ms', 9, true)}${pad('p95 ms', 9, true)}${pad('req/s', 9, true)}${pad('errors', 8, true)}`,
  );
  for (const scenario of run.scenarios) {
    if (scenario.unavailable) {
      log(`${pad(scenario.name, 34)}   – ${scenario.unavailable}`);
      continue;
    }
    for (const phase of scenario.phases) {
      log(
        `${pad(scenario.name, 34)}${pad(phase.connections, 6, true)}${pad(phase.p50, 9, true)}${pad(phase.p95, 9, true)}` +
          `${pad(phase.requestsPerSecond, 9, true)}${pad(phase.errors, 8, true)}` +
          (phase.placed === undefined
            ? ''
            : `   ${phase.placed} orders, oversold ${phase.oversold ?? '?'}, lost ${phase.lost ?? '?'}`),
      );
    }
  }
  log(`server memory (max RSS): ${run.serverMaxRssMB} MB`);
}

export function printScreenChanges(changes: ScreenChange[], log: (line: string) => void): void {
  log('\nscreen changes from Hjem (Chromium, warm cache; median of the runs):');
  for (const change of changes) {
    log(
      `  ${pad(change.screen, 28)}${pad(`${change.ms} ms`, 9, true)}   runs ${change.runs.join(', ')} ms; ${change.files} JS files`,
    );
  }
}

export function printBudgets(checks: BudgetCheck[], log: (line: string) => void): void {
  log('\nbudgets (QUALITY.md; set on PostgreSQL, so PGlite rows are for information):');
  for (const check of checks) {
    const verdict =
      check.met === null
        ? 'NOT MEASURED'
        : check.informational
          ? check.met
            ? 'info: met'
            : 'info: missed'
          : check.met
            ? 'met'
            : 'MISSED';
    log(`  ${pad(verdict, 13)}${pad(check.budget, 58)}${check.actual}`);
  }
}

export function machine() {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? 'unknown',
    memoryGB: Math.round(os.totalmem() / 1024 ** 3),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
  };
}

export function writeResults(root: string, results: object): string {
  const file = path.join(root, 'bench/results.json');
  fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  return file;
}
