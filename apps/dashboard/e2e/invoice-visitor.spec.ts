import { expect, test } from '@playwright/test';
import { MembersPage } from './pages/members';
import { OrdersPage, StorefrontCheckout } from './pages/orders';
import { Shell } from './pages/shell';

test.describe('a visitor who pays by invoice (issue 16)', () => {
  test('buys on Demo Butikk, sees the confirmation and can download nothing else; the receipt and an external note are in the outbox', async ({
    browser,
    page,
    baseURL,
  }) => {
    test.slow();
    const buyer = { name: 'Nora Faktura', email: `nora-${Date.now()}@example.no` };
    // The visitor has a browser of their own: their cookies are the shop's, never the staff's.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    const shop = StorefrontCheckout.of(visitor, 'demobutikk', baseURL);
    await shop.addToCart('minipumpe');
    const orderNumber = await shop.checkOut(buyer, 'Faktura');
    await expect(visitor.getByText('Minipumpe × 1')).toBeVisible();
    const confirmation = new URL(visitor.url());
    expect(confirmation.pathname).toMatch(/^\/ordre\/[A-Za-z0-9_-]{20,}$/);
    // Another order's confirmation, with a made-up token, is not there.
    const madeUp = await visitor.goto(`${confirmation.origin}/ordre/${'A'.repeat(32)}`);
    expect(madeUp?.status()).toBe(404);
    await expect(visitor.getByText('Minipumpe')).toHaveCount(0);

    await Shell.signInTo(page, 'admin@demo.vev.no', 'Demo Butikk');
    const orders = new OrdersPage(page);
    await orders.openList();
    await orders.search(buyer.email);
    await orders.open(orderNumber);
    const orderId = new URL(page.url()).pathname.split('/')[3] ?? '';
    const sites = (await (await page.request.get('/api/sites')).json()) as { _id: string; name: string }[];
    const siteId = sites.find((site) => site.name === 'demobutikk')?._id ?? '';
    const documents = ['invoice.pdf', 'packing-slip.pdf'].map(
      (file) => `/api/sites/${siteId}/orders/${orderId}/${file}`,
    );
    for (const url of documents) {
      // Staff download it: the address is right, so the visitor's refusal below is the access rule.
      const staff = await page.request.get(url);
      expect(staff.status()).toBe(200);
      expect(staff.headers()['content-type']).toContain('application/pdf');
      const refused = await visitor.request.get(new URL(url, baseURL).href);
      expect([401, 404]).toContain(refused.status());
      expect(refused.headers()['content-type'] ?? '').not.toContain('application/pdf');
    }
    await visitorContext.close();

    await orders.addNote('Pumpen er sendt i dag.', { internal: false });
    await expect(orders.note('Pumpen er sendt i dag.')).toContainText('Sendt til kunden');

    // No SMTP here: the receipt (with the invoice attached) and the note wait in the outbox.
    const members = new MembersPage(page);
    await members.open();
    await members.tab('Utgående e-post').click();
    await expect(members.row(buyer.email).filter({ hasText: `Ordrebekreftelse ${orderNumber}` })).toHaveCount(1);
    await expect(
      members.row(buyer.email).filter({ hasText: `Melding om ordre ${orderNumber} fra Demo Butikk` }),
    ).toHaveCount(1);
  });
});
