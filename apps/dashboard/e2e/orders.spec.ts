import { expect, test } from '@playwright/test';
import { OrdersPage, StorefrontCheckout } from './pages/orders';
import { Shell } from './pages/shell';

test.describe('orders (spec 3 Orders)', () => {
  test('a visitor pays by invoice; staff find the order, write a note, activate the payment, refund the line with its stock back and finish it', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const buyer = { name: 'Ola Nordmann', email: `ola-${Date.now()}@example.no` };
    const shop = StorefrontCheckout.of(page, 'demobutikk', baseURL);
    // No other journey buys this bike, so its stock is this test's to count (7 in the demo).
    await shop.addToCart('hybridsykkel-sandviken');
    const orderNumber = await shop.checkOut(buyer, 'Faktura');

    await Shell.signInTo(page, 'redaktor@demo.vev.no', 'Demo Butikk');
    const orders = new OrdersPage(page);
    expect(await orders.stockOf('Hybridsykkel Sandviken')).toBe('6 på lager');
    await orders.openList();
    await orders.search(buyer.email);
    await expect(orders.row(orderNumber)).toHaveCount(1);
    await expect(orders.row(orderNumber)).toContainText('Ola Nordmann');
    await expect(orders.row(orderNumber)).toContainText('Bekreftet');
    await expect(orders.row(orderNumber)).toContainText('Betaling venter');
    await orders.open(orderNumber);

    // Generelt: the line, an invoice to download, and a note that goes to the customer.
    await expect(page.getByRole('table', { name: 'Ordrelinjer' })).toContainText('Hybridsykkel Sandviken');
    await expect(page.getByRole('button', { name: 'Last ned faktura' })).toBeVisible();
    await orders.addNote('Sykkelen sendes i morgen.', { internal: false });
    await expect(orders.note('Sykkelen sendes i morgen.')).toContainText('Sendt til kunden');

    // betalinger: the invoice is marked paid with 'Aktiver', then one line is refunded.
    await orders.tab('Betalinger');
    await expect(page).toHaveURL(/\/betalinger$/);
    await orders.activate('Faktura');
    await expect(orders.payment('Faktura').getByRole('button', { name: 'Aktiver' })).toHaveCount(0);
    // One payment: the refunded bike goes back in stock; the shipping is still paid.
    await orders.refundLine('Faktura', 'Hybridsykkel Sandviken', 1, 'Angret kjøpet');
    await expect(orders.payment('Faktura')).toContainText('Angret kjøpet');
    await expect(orders.badge('Delvis refundert')).toBeVisible();

    await orders.tab('Generelt');
    await orders.setStatus('Fullført');
    await expect(orders.badge('Fullført')).toBeVisible();
    expect(await orders.stockOf('Hybridsykkel Sandviken')).toBe('7 på lager');
  });

  test('a reader sees an order without the buttons that change it', async ({ page, baseURL }) => {
    const buyer = { name: 'Kari Nordmann', email: `kari-${Date.now()}@example.no` };
    const shop = StorefrontCheckout.of(page, 'demobutikk', baseURL);
    await shop.addToCart('balansesykkel-lillebror');
    const orderNumber = await shop.checkOut(buyer, 'Faktura');

    await Shell.signInTo(page, 'leser@demo.vev.no', 'Demo Butikk');
    const orders = new OrdersPage(page);
    await orders.openList();
    await orders.search(buyer.email);
    await orders.open(orderNumber);
    await expect(page.getByText(/Du kan se ordren, men ikke endre den/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Legg til notat' })).toHaveCount(0);
    await orders.tab('Betalinger');
    await expect(page.getByRole('button', { name: 'Aktiver' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Refunder' })).toHaveCount(0);
  });
});
