import { expect, type Page, test } from '@playwright/test';
import { MembersPage } from './pages/members';
import { OrdersPage, StorefrontCheckout } from './pages/orders';
import { Shell } from './pages/shell';
import { StorefrontPage } from './pages/storefront';
import { TestkortPage } from './pages/testkort';

/** 'Legg i handlekurv' for Drikkeflaske Fjord i stål with its engraving (a checkbox and the text it reveals). */
async function addEngravedBottle(page: Page, shop: StorefrontPage, text: string): Promise<void> {
  await shop.open('/produkt/drikkeflaske-fjord-i-stal');
  await page.getByLabel(/^Gravering/).check();
  await page.getByLabel(/^Tekst på gravering/).fill(text);
  await page.getByRole('button', { name: 'Legg i handlekurv' }).first().click();
  await expect(page).toHaveURL(/\/handlekurv/);
}

test.describe('Testkort (the built-in card provider)', () => {
  test('a visitor buys two products, one engraved, with the test card after a declined one; the receipt is in the outbox; staff activate the reservation', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    // A new buyer each run, so the outbox and the order list show this run's order only.
    const buyer = { name: 'Per Testkort', email: `per-${Date.now()}@example.no` };
    const shop = StorefrontPage.of(page, 'demobutikk', baseURL);
    await StorefrontCheckout.of(page, 'demobutikk', baseURL).addToCart('ringeklokke-klang');
    await addEngravedBottle(page, shop, 'Per 2026');
    await expect(page.getByText('Ringeklokke Klang').first()).toBeVisible();
    await expect(page.getByText('Tekst på gravering: Per 2026').first()).toBeVisible();

    // 'Bekreft bestilling' leads on to Testkort's page on the platform host, past the shop's form-action 'self'.
    const card = await TestkortPage.fromCheckout(page, shop, buyer);
    await expect(page.getByText('Demo Butikk', { exact: true })).toBeVisible();
    await expect(card.payButton()).toBeVisible();

    await card.pay({ number: '4000 0000 0000 0002' });
    await expect(card.alert()).toHaveText('Kortet ble avvist.');
    await card.pay({ number: '4242 4242 4242 4242' });
    await expect(page.getByText('Betalingen er godkjent')).toBeVisible();
    // Back in the shop by itself: the order is confirmed with its number, both lines and the reservation.
    await expect(page.getByRole('heading', { level: 1, name: 'Takk for bestillingen!' })).toBeVisible({
      timeout: 10_000,
    });
    const orderNumber = Number(await page.getByText('Ordrenummer').locator('strong').innerText());
    await expect(page.getByText('Ringeklokke Klang × 1')).toBeVisible();
    await expect(page.getByText('Drikkeflaske Fjord i stål × 1')).toBeVisible();
    await expect(page.getByText('Tekst på gravering: Per 2026')).toBeVisible();
    await expect(page.getByText('Testkort – Reservert')).toBeVisible();

    // The receipt waits in the site's outbox (no SMTP here), which its admins can read.
    await Shell.signInTo(page, 'admin@demo.vev.no', 'Demo Butikk');
    const members = new MembersPage(page);
    await members.open();
    await members.tab('Utgående e-post').click();
    await expect(members.row(buyer.email)).toHaveCount(1);
    await expect(members.row(buyer.email)).toContainText(`Ordrebekreftelse ${orderNumber}`);

    const orders = new OrdersPage(page);
    await orders.openList();
    await orders.search(buyer.email);
    await expect(orders.row(orderNumber)).toContainText('Reservert');
    await orders.open(orderNumber);
    await orders.tab('Betalinger');
    await orders.activate('Testkort');
    await expect(orders.badge('Betalt')).toBeVisible();
  });
});
