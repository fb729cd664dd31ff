import { expect, test } from '@playwright/test';
import { DiscountsPage } from './pages/discounts';
import { OrdersPage, StorefrontCheckout } from './pages/orders';
import { Shell } from './pages/shell';

test.describe('discounts (spec 3 Discounts)', () => {
  test('staff make a 20 % code on a category; a visitor buys with it and sees it on the confirmation, staff in the order', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const code = `KLAER${Date.now().toString().slice(-6)}`;
    await Shell.signInTo(page, 'redaktor@demo.vev.no', 'Demo Butikk');
    const discounts = new DiscountsPage(page);
    await discounts.create();
    await discounts.codeDiscount('Klesuke', 20);
    await discounts.onCategory('Klær');
    await discounts.withCode(code.toLowerCase());
    await discounts.save();
    await expect(page.getByRole('textbox', { name: 'Kode' })).toHaveValue(code);

    // A new visitor (no staff session on the shop's host) buys a pair of gloves from Klær.
    const visitor = await page.context().browser()?.newPage();
    if (!visitor) throw new Error('no browser');
    const shop = StorefrontCheckout.of(visitor, 'demobutikk', baseURL);
    await shop.addToCart('vinterhansker-for-sykkel');
    await visitor.getByLabel('Rabattkode').fill(code.toLowerCase());
    await visitor.getByRole('button', { name: 'Bruk' }).click();
    await expect(visitor.getByText('Rabattkoden er lagt til.')).toBeVisible();
    await expect(visitor.getByText(/Du sparer\s+79,80\s+kr/).first()).toBeVisible();
    const buyer = { name: 'Siri Rabatt', email: `siri-${Date.now()}@example.no` };
    const orderNumber = await shop.checkOut(buyer, 'Faktura');
    await expect(visitor.getByText(/Klesuke: −\s*79,80\s+kr/)).toBeVisible();
    await visitor.close();

    const orders = new OrdersPage(page);
    await orders.openList();
    await orders.search(buyer.email);
    await orders.open(orderNumber);
    const lines = page.getByRole('table', { name: 'Ordrelinjer' });
    await expect(lines.getByText(`Rabatt (rabattkode ${code})`)).toBeVisible();
    await expect(lines.getByText(/−\s*79,80\s+kr/).first()).toBeVisible();
  });
});
