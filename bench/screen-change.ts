/**
 * How long a change of screen takes in the dashboard (QUALITY.md: menu click → the new screen's
 * content), in Chromium with a warm cache: every screen was opened once before, so its files come
 * from the browser's cache. Each measurement starts from a fresh load of Hjem, so the screen's code
 * is loaded, parsed and run again, as on the first visit of a working day; it ends when the screen
 * shows its heading and nothing in it is loading any more (no skeleton, nothing `aria-busy`).
 */
import type { Page } from '@playwright/test';
import { launch, signInThroughDashboard } from './first-screen';

export interface ScreenChange {
  /** 'Innhold → Filer' */
  screen: string;
  /** The median of the runs, in ms. */
  ms: number;
  runs: number[];
  /** JavaScript files the change asked for (from the cache or not), in the last run. */
  files: number;
}

interface Target {
  section: string;
  entry: string;
  heading: string;
}

const targets: Target[] = [
  { section: 'Innhold', entry: 'Sider', heading: 'Sider' },
  { section: 'Innhold', entry: 'Filer', heading: 'Filer' },
  { section: 'Innhold', entry: 'Komponenter', heading: 'Komponenter' },
];
const runsPerScreen = 5;

declare global {
  interface Window {
    benchClickedAt?: number;
    benchShownAt?: number;
  }
}

/** True, and the moment noted, once the screen shows its heading and has nothing left loading. */
function screenShown(heading: string): boolean {
  const main = document.querySelector('main');
  const shown =
    main?.querySelector('h1')?.textContent === heading &&
    !main.querySelector('[aria-busy="true"], .mantine-Skeleton-root[data-visible]');
  if (shown) window.benchShownAt ??= performance.now();
  return shown;
}

/** For a change that never ends: where the page is, its heading and what is still loading. */
function whatIsShown() {
  const main = document.querySelector('main');
  const busy = [...(main?.querySelectorAll('[aria-busy="true"], .mantine-Skeleton-root[data-visible]') ?? [])];
  return {
    path: location.pathname,
    heading: main?.querySelector('h1')?.textContent,
    busy: busy.map((element) => element.outerHTML.slice(0, 200)),
  };
}

async function openHome(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/`);
  const shell = page.getByRole('navigation', { name: 'Hovedmeny' });
  await shell.getByRole('link', { name: 'Hjem', exact: true }).waitFor();
  await page.waitForLoadState('networkidle');
}

/** One change from Hjem: the time from the click to the screen's content, and the scripts it asked for. */
async function changeFromHome(page: Page, url: string, target: Target): Promise<{ ms: number; files: number }> {
  await openHome(page, url);
  const shell = page.getByRole('navigation', { name: 'Hovedmeny' });
  await shell.getByRole('button', { name: target.section, exact: true }).click();
  const entry = shell.getByRole('link', { name: target.entry, exact: true });
  await entry.waitFor();
  // The section opens with a transition; a click during it can land beside the entry.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));

  let files = 0;
  const countScript = (request: { resourceType(): string }) => {
    if (request.resourceType() === 'script') files += 1;
  };
  page.on('request', countScript);
  await page.evaluate(() => {
    window.benchClickedAt = undefined;
    window.benchShownAt = undefined;
    document.addEventListener('click', () => (window.benchClickedAt = performance.now()), {
      capture: true,
      once: true,
    });
  });
  await entry.click();
  await page.waitForFunction(screenShown, target.heading, { polling: 'raf', timeout: 15_000 }).catch(async (error) => {
    const shown = await page.evaluate(whatIsShown);
    throw new Error(`${target.section} → ${target.entry} never showed: ${JSON.stringify(shown)}`, { cause: error });
  });
  page.off('request', countScript);
  const ms = await page.evaluate(() => (window.benchShownAt ?? Number.NaN) - (window.benchClickedAt ?? Number.NaN));
  return { ms: Math.round(ms), files };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

export async function measureScreenChanges(
  url: string,
  user: { email: string; password: string },
): Promise<ScreenChange[]> {
  const browser = await launch();
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${url}/logg-inn`);
    await signInThroughDashboard(page, user);
    // Warms the cache: each screen once.
    for (const target of targets) await changeFromHome(page, url, target);

    const results: ScreenChange[] = [];
    for (const target of targets) {
      const runs: number[] = [];
      let files = 0;
      for (let run = 0; run < runsPerScreen; run += 1) {
        const change = await changeFromHome(page, url, target);
        runs.push(change.ms);
        files = change.files;
      }
      results.push({ screen: `${target.section} → ${target.entry}`, ms: median(runs), runs, files });
    }
    await context.close();
    return results;
  } finally {
    await browser.close();
  }
}
