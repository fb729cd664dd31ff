import { expect, test } from '@playwright/test';
import { accountLinkFor, CustomerAccountPage } from './pages/customer-account';
import { StorefrontCheckout } from './pages/orders';
import { Shell } from './pages/shell';

test.describe('customer accounts on the storefront (issue 17 item 4)', () => {
  test("a guest buys, signs up with the same e-mail, confirms it from the mail and sees the order under 'Mine ordre'", async ({
    browser,
    page,
    baseURL,
  }) => {
    test.slow();
    const email = `konto-${Date.now().toString(36)}@eksempel.no`;
    const password = 'mitt-eget-passord-1';
    // The visitor has a browser of their own: their cookies are the shop's, never the staff's.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    const shop = StorefrontCheckout.of(visitor, 'demobutikk', baseURL);
    await shop.addToCart('minipumpe');
    const orderNumber = await shop.checkOut({ name: 'Kari Kontosen', email }, 'Faktura');

    const account = CustomerAccountPage.of(visitor, 'demobutikk', baseURL);
    await account.signUp('Kari Kontosen', email);

    await Shell.signInTo(page, 'admin@demo.vev.no', 'Demo Butikk');
    const link = await accountLinkFor(page, 'demobutikk', email, 'bekreft');
    await account.choosePassword(link, password);
    await expect(visitor.getByText('Passordet er lagret, og du er logget inn.')).toBeVisible();
    await expect(visitor.getByRole('heading', { name: 'Mine ordre' })).toBeVisible();
    await expect(account.order(orderNumber)).toContainText('kr');
    await expect(visitor.getByLabel('E-post')).toHaveValue(email);

    await account.signOut();
    await account.signIn(email, 'feil-passord-123');
    await expect(visitor.getByText('Feil e-post eller passord.')).toBeVisible();
    await account.signIn(email, password);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Min konto' })).toBeVisible();
    await account.order(orderNumber).getByRole('link').click();
    await expect(visitor.getByRole('heading', { level: 1, name: 'Takk for bestillingen!' })).toBeVisible();
    await expect(visitor.getByText('Ordrenummer').locator('strong')).toHaveText(String(orderNumber));
    await visitorContext.close();
  });
});
