import { expect, test } from '@playwright/test';
import { Shell } from './pages/shell';
import { StorefrontPage } from './pages/storefront';

const analyticsScript = {
  name: 'Besøksstatistikk',
  placement: 'bodyEnd',
  code: "document.body.dataset.analytics = 'on';",
  consentCategory: 'analytics',
};

test.describe('the consent dialog on the storefront (spec 2 §2 "Cookies")', () => {
  test('a visitor refuses, changes their mind, and the statistics script runs only after consent', async ({
    page,
    baseURL,
  }, testInfo) => {
    // An admin adds a script that waits for consent to statistics; Demo Butikk has the dialog on.
    await Shell.signInTo(page, 'admin@demo.vev.no', 'Demo Butikk');
    const sites = (await (await page.request.get('/api/sites')).json()) as { _id: string; name: string }[];
    const siteId = sites.find((site) => site.name === 'demobutikk')?._id;
    const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'csrf_token')?.value ?? '';
    const patchSite = async (data: Record<string, unknown>) => {
      const response = await page.request.patch(`/api/sites/${siteId}/site`, {
        data,
        headers: { 'x-csrf-token': csrf },
      });
      expect(response.status(), await response.text()).toBe(200);
    };
    await patchSite({ cookieDialogEnabled: true, customScripts: [analyticsScript] });

    await page.setViewportSize({ width: 375, height: 812 });
    const shop = StorefrontPage.of(page, 'demobutikk', baseURL);
    await shop.open('/');
    const dialog = shop.consentDialog();
    await expect(dialog).toBeVisible();
    await expect(shop.heading()).toHaveText('Sykler for hele familien');
    await testInfo.attach('samtykke-mobil', { body: await page.screenshot(), contentType: 'image/png' });
    await dialog.getByText('Tilpass valgene').click();
    await expect(dialog.getByRole('checkbox', { name: 'Funksjonalitet (Alltid på)' })).toBeDisabled();
    await expect(dialog.getByRole('checkbox', { name: 'Statistikk' })).not.toBeChecked();
    await testInfo.attach('samtykke-valg-mobil', { body: await page.screenshot(), contentType: 'image/png' });

    await dialog.getByRole('button', { name: 'Bare nødvendige' }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(shop.heading()).toHaveText('Sykler for hele familien');
    await expect(dialog).toBeHidden();
    await expect(page.locator('body')).not.toHaveAttribute('data-analytics');

    // Reopened from the bottom of the page with the keyboard: the choices are open, Escape closes.
    await page.setViewportSize({ width: 1280, height: 900 });
    const reopen = shop.reopenConsent();
    await reopen.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Vi bruker informasjonskapsler' })).toBeFocused();
    await expect(dialog.getByRole('checkbox', { name: 'Statistikk' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(reopen).toBeFocused();

    await reopen.click();
    await dialog.getByRole('button', { name: 'Godta alle' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('body')).toHaveAttribute('data-analytics', 'on');
    await page.reload();
    await expect(dialog).toBeHidden();
    await expect(page.locator('body')).toHaveAttribute('data-analytics', 'on');
    const consent = (await page.context().cookies(shop.origin)).find((cookie) => cookie.name === 'vev_consent');
    expect(consent).toMatchObject({ sameSite: 'Lax', httpOnly: false, path: '/' });
    expect(consent?.value).toMatch(/^1\.[a-z+]*analytics[a-z+]*\./);

    // Withdrawing consent reloads the page, and the script no longer runs.
    await reopen.click();
    await dialog.getByRole('checkbox', { name: 'Statistikk' }).uncheck();
    await dialog.getByRole('button', { name: 'Lagre valg' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('body')).not.toHaveAttribute('data-analytics');

    await patchSite({ customScripts: [] });
  });
});
