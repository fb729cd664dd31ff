import { expect, test } from '@playwright/test';
import { StorefrontCheckout } from './pages/orders';
import { ReportPage } from './pages/reports';
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

  test('Rapporter → Besøk: a wider range shows its figures by period and downloads them as CSV', async ({ page }) => {
    const shell = await Shell.signInTo(page, 'leser@demo.vev.no', 'Demo Butikk');
    await shell.section('Rapporter').click();
    await shell.entry('Besøk').click();
    const report = new ReportPage(page);
    await expect(report.heading('Besøk')).toBeVisible();
    await expect(page).toHaveURL(/\/rapporter\/besok$/);

    const fromDate = await report.startFromFirstOfMonth();
    const figures = report.figures('Sidevisninger og besøkende per periode');
    await expect(figures.getByRole('columnheader')).toHaveText(['Periode', 'Sidevisninger', 'Besøkende']);
    // More than 31 days: the figures come by week (spec 3 §2 'Reports').
    await expect(figures.getByRole('rowheader').first()).toHaveText(/^Uke \d+$/);
    await expect(page.getByRole('table', { name: 'Mest besøkte sider' })).toBeVisible();

    const csv = await report.downloadCsv();
    expect(csv.name).toMatch(new RegExp(`^besok-${fromDate}-\\d{4}-\\d\\d-\\d\\d\\.csv$`));
    expect(csv.text).toContain('Periode;Sidevisninger;Besøkende');
    expect(csv.text).toContain('Side;Sidevisninger');
  });
});
