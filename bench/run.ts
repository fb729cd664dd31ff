/**
 * `npm run bench`: seeds the large data set if needed, starts the built server, signs in through
 * the real sign-on, drives every scenario over loopback for a bounded time, measures the first
 * screens and the changes of screen in Chromium, and reports against QUALITY.md's budgets (terminal and bench/results.json).
 */
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { type CheckoutSeen, forgetAbandonedPayments, verifyCheckout } from './checkout';
import { plannedSize } from './data';
import { benchUser } from './data/foundation';
import { openBenchDatabase as openDatabase, prepareDatabase } from './databases';
import { type AssetSizes, measureFirstScreens } from './first-screen';
import { drive, type PhaseResult } from './load';
import { parseOptions } from './options';
import { measureRecorder, offeredViewsPerSecond, recorderScenario } from './page-view-recorder';
import {
  checkBudgets,
  type DatabaseRun,
  machine,
  printBudgets,
  printRun,
  printScreenChanges,
  type ScenarioResult,
  writeResults,
} from './report';
import { discoveredScenarios, namedScenarios, type ScenarioContext } from './scenarios';
import { measureScreenChanges, type ScreenChange } from './screen-change';
import { root, startServer, usesPrivateBuild } from './server';
import { signIn } from './sign-in';

const log = (line: string) => process.stdout.write(`${line}\n`);

/** What the browser measures: the first screens' sizes and the changes of screen. */
type Screens = { signIn: AssetSizes; home: AssetSizes; changes: ScreenChange[] };

interface OpenApi {
  paths: Record<string, { get?: { parameters?: { in: string; name: string }[] } }>;
}

async function getRoutes(url: string): Promise<Map<string, string[]>> {
  const document = (await (await fetch(`${url}/api/docs`)).json()) as OpenApi;
  const routes = new Map<string, string[]>();
  for (const [path, operations] of Object.entries(document.paths)) {
    if (!operations.get) continue;
    const query = (operations.get.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
    routes.set(path, query);
  }
  return routes;
}

async function benchDatabase(
  kind: 'postgres' | 'pglite',
  scale: number,
  seconds: number,
  measureScreens: boolean,
  quick: boolean,
  only: string | null,
): Promise<{ run: DatabaseRun; screens: Screens | null }> {
  log(`\n== ${kind}: data set at scale ${scale} (${JSON.stringify(plannedSize(scale))})`);
  const { database, size, checkout } = await prepareDatabase(kind, scale, log, quick);
  const server = await startServer(database);
  const checks: { phase: PhaseResult; seen: CheckoutSeen }[] = [];
  // `--scenarios=form entries,experiment`: every scenario whose name holds one of the texts.
  const wanted = only?.split(',').map((text) => text.trim()) ?? null;
  const chosen = (name: string) => wanted === null || wanted.some((text) => name.includes(text));
  let measuredSiteId: string | null = null;
  let result: { run: DatabaseRun; screens: Screens | null };
  try {
    const credentials = await signIn(server.url, benchUser.email, benchUser.password);
    const getJson = async (path: string) =>
      (await fetch(`${server.url}${path}`, { headers: { cookie: credentials.cookie } })).json();
    const sites = (await getJson('/api/sites')) as { _id: string; name: string }[];
    const site = sites[0];
    if (!site) throw new Error('the bench user belongs to no site');
    measuredSiteId = site._id;
    const apiPaths = await getRoutes(server.url);
    const context: ScenarioContext = {
      url: server.url,
      credentials,
      siteId: site._id,
      siteName: site.name,
      apiPaths,
      signInBody: new URLSearchParams({ email: benchUser.email, password: benchUser.password }).toString(),
      getJson,
      checkout,
    };

    const scenarios: ScenarioResult[] = [];
    const all = [...namedScenarios, ...discoveredScenarios(apiPaths)];
    // A quick run is CI's smoke test: every scenario once, at its most clients, so each route and the
    // checkout's concurrency are exercised within a couple of minutes; the figures come from full runs.
    const phasesOf = (connections: number[]) => (quick ? [Math.max(...connections)] : connections);
    for (const scenario of all.filter((each) => chosen(each.name))) {
      const prepared = await scenario.prepare(context);
      if ('unavailable' in prepared) {
        scenarios.push({ name: scenario.name, kind: scenario.kind, unavailable: prepared.unavailable, phases: [] });
        continue;
      }
      const phases: PhaseResult[] = [];
      if ('drive' in prepared) {
        for (const connections of phasesOf(scenario.connections)) {
          const driven = await prepared.drive(connections, seconds);
          phases.push(driven.phase);
          checks.push(driven);
        }
        scenarios.push({ name: scenario.name, kind: scenario.kind, phases });
      } else {
        const { kind: seenKind, ...shape } = prepared;
        for (const connections of phasesOf(scenario.connections))
          phases.push(await drive(server.url, shape, connections, seconds));
        scenarios.push({ name: scenario.name, kind: seenKind ?? scenario.kind, phases });
      }
      log(
        `  ${scenario.name}: ${phases.map((p) => `${p.connections}×: p95 ${p.p95} ms, ${p.requestsPerSecond}/s`).join('; ')}`,
      );
    }
    const screens = measureScreens
      ? {
          ...(await measureFirstScreens(server.url, benchUser)),
          changes: await measureScreenChanges(server.url, benchUser),
        }
      : null;
    result = { run: { database: kind, dataSet: size, scenarios, serverMaxRssMB: server.maxRssMB() }, screens };
  } finally {
    await server.stop();
  }
  // Checked in the database once the server has stopped (PGlite has one connection).
  if (checks.length && checkout) {
    const handle = await openDatabase(database);
    try {
      for (const check of checks) {
        const found = await verifyCheckout(handle.db, checkout.siteId, check.seen);
        check.phase.oversold = found.oversold;
        check.phase.lost = found.lost;
        log(
          `  checkout check: ${check.seen.placed} placed, ${found.orders} in the database, ${found.stockLeft} of ${check.seen.stock} left; oversold ${found.oversold}, lost ${found.lost}`,
        );
      }
      await forgetAbandonedPayments(handle.db, checkout.siteId, checkout.since);
    } finally {
      await handle.close();
    }
  }
  if (measuredSiteId && chosen(recorderScenario)) {
    const handle = await openDatabase(database);
    try {
      const phase = await measureRecorder(handle.db, measuredSiteId, seconds);
      result.run.scenarios.push({ name: recorderScenario, kind: 'other', phases: [phase] });
      log(
        `  ${recorderScenario}: ${phase.requestsPerSecond}/s of ${offeredViewsPerSecond}/s offered, a batch p95 ${phase.p95} ms, lost ${phase.lost}`,
      );
    } finally {
      await handle.close();
    }
  }
  return result;
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const started = Date.now();
  if (!usesPrivateBuild) buildIfStale();

  const runs: DatabaseRun[] = [];
  let screens: Screens | null = null;
  for (const [index, kind] of options.databases.entries()) {
    // PGlite gets a tenth of the data set: it is the embedded default, not the production database.
    const scale = options.quick ? 0.01 * options.scale : kind === 'pglite' ? 0.1 * options.scale : options.scale;
    // A quick run seeds its small data set anew (seconds), so it never measures a stale one.
    const screensToo = index === 0 && options.scenarios === null;
    const result = await benchDatabase(kind, scale, options.duration, screensToo, options.quick, options.scenarios);
    runs.push(result.run);
    screens ??= result.screens;
  }

  for (const run of runs) printRun(run, log);
  if (screens) {
    log(
      `\nfirst screens (gzip): sign-in ${screens.signIn.jsGzipKB} KB JS + ${screens.signIn.cssGzipKB} KB CSS; ` +
        `home ${screens.home.jsGzipKB} KB JS + ${screens.home.cssGzipKB} KB CSS (${screens.home.transferredKB} KB sent, ${screens.home.files} files)`,
    );
    printScreenChanges(screens.changes, log);
  }
  const checks = checkBudgets(runs, screens, screens?.changes);
  printBudgets(checks, log);

  const errors = runs
    .flatMap((run) => run.scenarios)
    .flatMap((s) => s.phases)
    .reduce((sum, p) => sum + p.errors, 0);
  const file = writeResults(root, {
    date: new Date().toISOString(),
    mode: options.quick ? 'quick' : 'full',
    onlyScenarios: options.scenarios,
    secondsPerPhase: options.duration,
    machine: machine(),
    firstScreenJsGzipKB: screens?.home.jsGzipKB ?? null,
    firstScreenCssGzipKB: screens?.home.cssGzipKB ?? null,
    firstScreens: screens && { signIn: screens.signIn, home: screens.home },
    screenChanges: screens?.changes ?? null,
    runs,
    budgets: checks,
    errors,
    durationSeconds: Math.round((Date.now() - started) / 1000),
  });
  log(`\nwrote ${file} (${Math.round((Date.now() - started) / 1000)} s)`);
  if (errors > 0) {
    log(`FAILED: ${errors} requests failed`);
    process.exitCode = 1;
  } else if (options.strict && checks.some((check) => check.met === false && !check.informational)) {
    log('FAILED: a budget was missed (--strict)');
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
