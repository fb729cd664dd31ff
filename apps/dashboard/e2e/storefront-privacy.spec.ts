import { type BrowserContext, expect, type Frame, type Page, test } from '@playwright/test';
import { Shell } from './pages/shell';
import { StorefrontPage } from './pages/storefront';

/**
 * Before a visitor has made any cookie choice, a storefront (and the dashboard's preview of it) asks
 * nothing of another host than the site's and the platform's own: no font service, no CDN. The
 * themes' fonts come from the site's host itself.
 */

/**
 * Every request of the browser (pages and frames alike) to another host. They are recorded, not
 * stopped: intercepting requests holds up the dashboard's cross-origin preview frame in Chromium.
 */
function foreignRequests(context: BrowserContext, ownOrigins: string[]): string[] {
  const own = new Set(ownOrigins.map((origin) => new URL(origin).host));
  const foreign: string[] = [];
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (/^(https?|wss?):$/.test(url.protocol) && !own.has(url.host)) foreign.push(request.url());
  });
  return foreign;
}

/** The font files the page asked for, and the families the browser has loaded once it is done. */
function fontRequests(page: Page): string[] {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(request.url());
  });
  return fonts;
}

async function loadedFontFamilies(page: Page | Frame): Promise<string[]> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replace(/"/g, ''));
  });
}

const viewports = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'mobil', width: 390, height: 844 },
];

test.describe('no request to another host before consent', () => {
  for (const viewport of viewports) {
    test(`the demo storefronts on ${viewport.name} (${viewport.width} px): pages, the footer, the 404 page`, async ({
      page,
      baseURL,
    }, testInfo) => {
      await page.setViewportSize(viewport);
      const shop = StorefrontPage.of(page, 'demobutikk', baseURL);
      const home = StorefrontPage.of(page, 'hjemmeside', baseURL);
      const foreign = foreignRequests(page.context(), [baseURL ?? '', shop.origin, home.origin]);
      const fonts = fontRequests(page);

      expect(await shop.open('/')).toBe(200);
      // No choice is made: the dialog stays open while everything else loads.
      await expect(shop.consentDialog()).toBeVisible();
      await expect(shop.heading()).toHaveText('Sykler for hele familien');
      expect(await loadedFontFamilies(page)).toContain('Inter');

      expect(await shop.open('/kontakt')).toBe(200);
      await expect(page.getByRole('heading', { name: 'Åpningstider' }).first()).toBeVisible();
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await testInfo.attach(`kontakt-${viewport.name}`, {
        body: await page.screenshot({ fullPage: true }),
        contentType: 'image/png',
      });

      expect(await shop.open('/finnes-ikke')).toBe(404);
      await expect(shop.heading()).toHaveText('Fant ikke siden');

      expect(await home.open('/')).toBe(200);
      await expect(home.heading()).toHaveText('Velkommen til Nordnes Vel');
      expect(await loadedFontFamilies(page)).toEqual(expect.arrayContaining(['Lora', 'Nunito Sans']));

      expect(foreign).toEqual([]);
      expect(fonts.length).toBeGreaterThan(0);
      for (const font of fonts) expect(font).toMatch(/^http:\/\/(demobutikk|hjemmeside)\.localhost:\d+\/_vev\/fonts\//);
    });
  }

  test('the theme settings preview in the dashboard', async ({ page, baseURL }, testInfo) => {
    // Sign-in, the designer's code and the preview's own page: twice the default time on a busy machine.
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    const shop = StorefrontPage.of(page, 'demobutikk', baseURL);
    const foreign = foreignRequests(page.context(), [baseURL ?? '', shop.origin]);
    const fonts = fontRequests(page);

    await Shell.signInTo(page, 'admin@demo.vev.no', 'Demo Butikk');
    await page.goto('/designer/temainnstillinger');
    const frame = page.frameLocator('iframe[title^="Forhåndsvisning"]');
    await expect(frame.getByRole('heading', { level: 1, name: 'Sykler for hele familien' })).toBeVisible({
      timeout: 20_000,
    });
    const preview = page.frames().find((candidate) => candidate.url().startsWith(shop.origin));
    if (!preview) throw new Error('The preview frame is not on the storefront');
    await expect.poll(() => loadedFontFamilies(preview)).toContain('Inter');
    await testInfo.attach('temainnstillinger', { body: await page.screenshot(), contentType: 'image/png' });

    expect(foreign).toEqual([]);
    expect(fonts.some((font) => font.startsWith(`${shop.origin}/_vev/fonts/inter-`))).toBe(true);
  });
});
