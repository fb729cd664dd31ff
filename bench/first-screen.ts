/**
 * How much JavaScript and CSS the first screens load, measured in a real browser with an empty
 * cache: the sign-in screen, and the dashboard's home screen of a signed-in user.
 */
import zlib from 'node:zlib';
import { type Browser, chromium, type Page } from '@playwright/test';

export interface AssetSizes {
  jsGzipKB: number;
  cssGzipKB: number;
  /** What actually crossed the wire (the server sends precompressed brotli or gzip). */
  transferredKB: number;
  files: number;
}

function collect(page: Page) {
  const sizes = { js: 0, css: 0, transferred: 0, files: 0 };
  const pending: Promise<void>[] = [];
  const failures: string[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if ((type !== 'script' && type !== 'stylesheet') || response.status() !== 200) return;
    pending.push(
      (async () => {
        const body = await response.body();
        const gzipped = zlib.gzipSync(body, { level: 9 }).length;
        if (type === 'script') sizes.js += gzipped;
        else sizes.css += gzipped;
        sizes.transferred += (await response.request().sizes()).responseBodySize;
        sizes.files += 1;
      })().catch((error: unknown) => {
        failures.push(`${response.url()}: ${String(error)}`);
      }),
    );
  });
  return async (): Promise<AssetSizes> => {
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    if (failures.length) throw new Error(`could not measure ${failures.join('; ')}`);
    const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
    return {
      jsGzipKB: kb(sizes.js),
      cssGzipKB: kb(sizes.css),
      transferredKB: kb(sizes.transferred),
      files: sizes.files,
    };
  };
}

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** From the sign-in screen through the sign-on form and the site chooser to Hjem, as a person would. */
export async function signInThroughDashboard(page: Page, user: { email: string; password: string }): Promise<void> {
  await page.getByRole('link', { name: /^Logg inn med / }).click();
  await page.getByLabel('E-post').fill(user.email);
  await page.getByLabel('Passord').fill(user.password);
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await page.getByRole('button', { name: 'Velg', exact: false }).first().click();
  await page.getByRole('navigation').getByRole('link', { name: 'Hjem' }).waitFor();
}

export async function measureFirstScreens(
  url: string,
  user: { email: string; password: string },
): Promise<{ signIn: AssetSizes; home: AssetSizes }> {
  const browser = await launch();
  try {
    const first = await browser.newContext();
    const page = await first.newPage();
    const signInSizes = collect(page);
    await page.goto(`${url}/logg-inn`);
    await page.getByRole('link', { name: /^Logg inn med / }).waitFor();
    const signIn = await signInSizes();

    await signInThroughDashboard(page, user);
    const storageState = await first.storageState();
    await first.close();

    // The home screen again, signed in, with nothing cached: what a returning user downloads.
    const cold = await browser.newContext({ storageState });
    const homePage = await cold.newPage();
    const homeSizes = collect(homePage);
    await homePage.goto(`${url}/`);
    await homePage.getByRole('navigation').getByRole('link', { name: 'Hjem' }).waitFor();
    const home = await homeSizes();
    await cold.close();
    return { signIn, home };
  } finally {
    await browser.close();
  }
}
