import { expect, test } from '@playwright/test';
import { PaymentProvidersPage } from './pages/payment-providers';
import { SettingsOverviewPage } from './pages/settings';
import { Shell } from './pages/shell';

test.describe('payment providers', () => {
  test('an admin makes Testkort the default, saves, and finds it after a reload; Stripe needs its keys first', async ({
    page,
  }) => {
    test.slow();
    await Shell.signInTo(page, 'admin@demo.vev.no', 'Demo Butikk');
    const overview = new SettingsOverviewPage(page);
    await overview.open();
    await overview.card('Betalingsløsninger').click();
    const providers = new PaymentProvidersPage(page);
    await providers.expectOpen();
    await expect(page).toHaveURL(/\/innstillinger\/betalingslosninger$/);

    // The demo shop: Faktura the default, Testkort on, Stripe and Vipps MobilePay off.
    await expect(providers.isDefault('Faktura')).toBeChecked();
    await expect(providers.enabled('Testkort')).toBeChecked();
    await expect(providers.enabled('Stripe')).not.toBeChecked();
    await expect(providers.enabled('Vipps MobilePay')).not.toBeChecked();

    // Switching Stripe on without its keys is refused on its row.
    await providers.enabled('Stripe').click({ force: true });
    await page.getByRole('button', { name: 'Lagre' }).click();
    await expect(page.getByText('Legg inn nøkler for Stripe før du slår den på.', { exact: true })).toBeVisible();
    await providers.enabled('Stripe').click({ force: true });

    await providers.isDefault('Testkort').click({ force: true });
    await providers.save();
    await page.reload();
    await providers.expectOpen();
    await expect(providers.isDefault('Testkort')).toBeChecked();
    await expect(providers.isDefault('Faktura')).not.toBeChecked();
    await expect(providers.enabled('Faktura')).toBeChecked();

    // Faktura the default again: other journeys buy from the demo shop.
    await providers.isDefault('Faktura').click({ force: true });
    await providers.save();
  });

  test("an admin stores Stripe's keys: they are never shown again, and Stripe can be switched on", async ({ page }) => {
    test.slow();
    await Shell.signInTo(page, 'admin@demo.vev.no', 'Demo Butikk');
    const providers = new PaymentProvidersPage(page);
    await providers.open();
    await providers.settingsLink('Stripe').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Stripe' })).toBeVisible();
    await expect(page.getByLabel('Webhook-adresse')).toContainText('/api/payments/stripe/webhook/');
    await page.getByLabel('Hemmelig nøkkel (secret key)').fill('sk_test_e2e_abcdefghijklmn4321');
    await page.getByLabel('Webhook-hemmelighet').fill('whsec_e2e_abcdefghijklmnop8765');
    await page.getByRole('button', { name: 'Lagre' }).click();
    await expect(page.getByText('Innstillinger lagret')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Lagret (slutter på 4321)')).toBeVisible();
    await expect(page.getByLabel('Hemmelig nøkkel (secret key)')).toHaveValue('');
    await expect(page.locator('body')).not.toContainText('sk_test_e2e');

    await providers.open();
    await providers.enabled('Stripe').click({ force: true });
    await providers.save();
    await page.reload();
    await expect(providers.enabled('Stripe')).toBeChecked();

    // Off again: other journeys buy from the demo shop, which has no Stripe to talk to.
    await providers.enabled('Stripe').click({ force: true });
    await providers.save();
  });

  test('a contributor is refused: the screen says so, and the server refuses the change', async ({ page }) => {
    await Shell.signInTo(page, 'redaktor@demo.vev.no', 'Demo Butikk');
    await page.goto('/innstillinger/betalingslosninger');
    await expect(page.getByText('Ingen tilgang')).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Aktiv: Testkort' })).toHaveCount(0);

    const cookies = await page.context().cookies();
    const csrf = cookies.find((cookie) => cookie.name === 'csrf_token')?.value ?? '';
    const sites = await (await page.request.get('/api/sites')).json();
    const shop = sites.find((site: { name: string }) => site.name === 'demobutikk');
    const response = await page.request.patch(`/api/sites/${shop._id}/site`, {
      headers: { 'x-csrf-token': csrf },
      data: { paymentProviders: [{ name: 'testkort', enabled: true, default: true }] },
    });
    expect(response.status()).toBe(403);
  });
});
