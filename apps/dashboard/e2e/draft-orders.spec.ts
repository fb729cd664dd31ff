import { expect, test } from '@playwright/test';
import { DraftOrdersPage, OrdersPage } from './pages/orders';
import { Shell } from './pages/shell';

test.describe('draft orders (spec 3 §4 drafts)', () => {
  test('staff make a draft for a caller with two products, save it, find it as Utkast, and complete it with Faktura', async ({
    page,
  }) => {
    test.slow();
    const email = `ringer-${Date.now()}@example.no`;
    await Shell.signInTo(page, 'redaktor@demo.vev.no', 'Demo Butikk');
    const drafts = new DraftOrdersPage(page);
    await drafts.create();
    await drafts.addProduct('Minipumpe');
    await drafts.addProduct('Multiverktøy 16 funksjoner');
    await drafts.setQuantity('Minipumpe', 2);
    // Priced by the server: 2 × 299,00 + 349,00, shipping on top.
    await expect(page.getByRole('row').filter({ hasText: 'Minipumpe' })).toContainText('598,00');
    await expect(drafts.total()).toContainText('kr');
    await drafts.fillBuyer({
      name: 'Randi Ringer',
      email,
      address: 'Strandgaten 12',
      postalCode: '5013',
      city: 'Bergen',
    });
    await page.screenshot({ path: test.info().outputPath('draft-order.png'), fullPage: true });

    const row = await drafts.findInDrafts(email);
    await expect(row).toContainText('Utkast');
    await expect(row).toContainText('Randi Ringer');
    await row.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Utkast' })).toBeVisible();

    const orderNumber = await drafts.complete('Faktura');
    expect(orderNumber).toBeGreaterThan(0);
    const orders = new OrdersPage(page);
    await expect(orders.badge('Bekreftet')).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Last ned faktura' }).click();
    expect((await download).suggestedFilename()).toBe(`faktura-${orderNumber}.pdf`);
  });
});
