import { expect, test } from '@playwright/test';
import { StorefrontCheckout } from './pages/orders';
import { Shell } from './pages/shell';

test.describe('home timeline and shop report (spec 3 §2 Dashboard, Reports)', () => {
  test('a visitor buys; the order heads the timeline, links to itself, and counts in the shop report', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const shop = StorefrontCheckout.of(page, 'demobutikk', baseURL);
    await shop.addToCart('gulvpumpe-med-manometer');
    const orderNumber = await shop.checkOut({ name: 'Siri Sol', email: `siri-${Date.now()}@example.no` }, 'Faktura');

    await Shell.signInTo(page, 'leser@demo.vev.no', 'Demo Butikk');
    const timeline = page.getByRole('region', { name: 'Siste hendelser' });
    // Journeys running beside this one place orders too, so the order is among the newest, not always first.
    await expect(timeline.getByRole('link', { name: `Ny ordre: Ordre ${orderNumber}` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Omsetning siste 7 dager' })).toBeVisible();

    await timeline.getByRole('link', { name: `Ny ordre: Ordre ${orderNumber}` }).click();
    await expect(page).toHaveURL(/\/butikk\/ordrer\/[^/]+/);

    await page.goto('/rapporter/butikk');
    await expect(page.getByRole('heading', { level: 1, name: 'Butikk' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Mest solgte produkter' })).toContainText('Gulvpumpe med manometer');
    await expect(page.getByRole('button', { name: 'Last ned CSV' })).toBeEnabled();
  });
});
