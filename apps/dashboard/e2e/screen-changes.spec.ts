import { expect, type Page, test } from '@playwright/test';
import { Shell } from './pages/shell';

/** The scripts the page asks for from now on. */
function scriptRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(request.url());
  });
  return urls;
}

/** The screens' code comes slowly from now on, as on a poor line; the API answers as usual. */
async function slowScripts(page: Page, delayMs: number): Promise<void> {
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue();
  });
}

/** Whether a progress bar has shown since this was called. */
async function watchForProgressBar(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    const seen = { bar: false };
    Object.assign(window, { progressBarSeen: seen });
    new MutationObserver(() => {
      if (document.querySelector('[role="progressbar"]')) seen.bar = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { progressBarSeen: { bar: boolean } }).progressBarSeen.bar);
}

test.describe('changing screens from the side navigation (issue 14)', () => {
  test('the entry is marked at once, a bar shows while a slow change loads, and its data is asked for with its code', async ({
    page,
  }) => {
    const shell = await Shell.signInTo(page, 'admin@demo.vev.no', 'Demo Butikk');
    await slowScripts(page, 1500);
    const search = page.waitForRequest(/\/api\/sites\/[^/]+\/media\/search/);
    await shell.section('Innhold').click();
    await shell.entry('Filer').click();

    // Still Hjem on the screen, but the click shows already.
    await expect(shell.entry('Filer')).toHaveAttribute('data-active', 'true');
    await expect(shell.entry('Hjem')).not.toHaveAttribute('data-active');
    await expect(page.getByRole('progressbar', { name: 'Laster …' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Demo Butikk' })).toBeVisible();
    await search;

    await expect(page.getByRole('heading', { level: 1, name: 'Filer' })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(shell.entry('Filer')).toHaveAttribute('data-active', 'true');
  });

  test('a quick change shows no bar', async ({ page }) => {
    const shell = await Shell.signInTo(page, 'admin@demo.vev.no', 'Demo Butikk');
    await shell.section('Innhold').click();
    await shell.entry('Komponenter').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Komponenter' })).toBeVisible();
    await shell.entry('Hjem').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Demo Butikk' })).toBeVisible();

    // The screen's code is loaded now: the change back is immediate. (The first change's bar may
    // still be fading out; it is not this change's.)
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    const barShown = await watchForProgressBar(page);
    await shell.entry('Komponenter').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Komponenter' })).toBeVisible();
    expect(await barShown()).toBe(false);
  });

  test('Innhold → Filer from Hjem asks for a handful of scripts', async ({ page }) => {
    const shell = await Shell.signInTo(page, 'admin@demo.vev.no', 'Demo Butikk');
    await page.waitForLoadState('networkidle');
    const scripts = scriptRequests(page);
    await shell.section('Innhold').click();
    await shell.entry('Filer').click();
    // What is measured is how many scripts, not how fast: a busy CI machine may take its time.
    await expect(page.getByRole('heading', { level: 1, name: 'Filer' })).toBeVisible({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    expect(scripts.length, scripts.join('\n')).toBeGreaterThan(0);
    expect(scripts.length, scripts.join('\n')).toBeLessThanOrEqual(6);
  });
});
