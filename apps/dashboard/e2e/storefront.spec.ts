import { expect, test } from '@playwright/test';
import { StorefrontPage } from './pages/storefront';

test.describe('the public storefront', () => {
  test('Demo Butikk on a desktop: the front page, and a header link to another page', async ({
    page,
    baseURL,
  }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const shop = StorefrontPage.of(page, 'demobutikk', baseURL);
    expect(await shop.open('/')).toBe(200);
    await expect(page).toHaveTitle('Forside | Demo Butikk');
    await expect(shop.heading()).toHaveText('Sykler for hele familien');
    await expect(page.getByRole('link', { name: 'Se syklene' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Finn det du trenger' })).toBeVisible();
    await testInfo.attach('forside-desktop', {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });

    await shop.menu().getByRole('link', { name: 'Kontakt', exact: true }).click();
    await expect(page).toHaveURL(`${shop.origin}/kontakt`);
    await expect(shop.heading()).toHaveText('Kontakt');
    await expect(page.getByRole('heading', { name: 'Besøk butikken' })).toBeVisible();
    await expect(shop.menu().getByRole('link', { name: 'Kontakt', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await testInfo.attach('kontakt-desktop', {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
  });

  test('Demo Butikk on a phone: the menu opens and leads to Om oss', async ({ page, baseURL }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const shop = StorefrontPage.of(page, 'demobutikk', baseURL);
    await shop.open('/');
    await expect(shop.heading()).toHaveText('Sykler for hele familien');
    await expect(shop.menu()).toBeHidden();
    await testInfo.attach('forside-mobil', {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });

    await shop.openMobileMenu();
    await shop.menu().getByRole('link', { name: 'Om oss', exact: true }).click();
    await expect(page).toHaveURL(`${shop.origin}/om-oss`);
    await expect(page.getByRole('heading', { name: 'En sykkelbutikk i Bergen siden 1987' })).toBeVisible();
    await testInfo.attach('om-oss-mobil', {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
  });

  test('an address that leads nowhere shows the 404 page with the way back', async ({ page, baseURL }) => {
    const shop = StorefrontPage.of(page, 'hjemmeside', baseURL);
    expect(await shop.open('/finnes-ikke')).toBe(404);
    await expect(shop.heading()).toHaveText('Fant ikke siden');
    await page.getByRole('link', { name: 'Til forsiden', exact: true }).click();
    await expect(shop.heading()).toHaveText('Velkommen til Nordnes Vel');
  });
});
