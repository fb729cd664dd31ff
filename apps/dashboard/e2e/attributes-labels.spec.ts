import { expect, test } from '@playwright/test';
import { Shell } from './pages/shell';
import { ShopPage } from './pages/shop';

test.describe('attributes and labels (spec 3 Butikk)', () => {
  test('a contributor makes a colour attribute, reorders its options, and a label through the modal', async ({
    page,
  }) => {
    test.slow();
    await Shell.signInTo(page, 'redaktor@demo.vev.no', 'Demo Butikk');
    const shop = new ShopPage(page);

    await shop.openAttributes();
    await expect(page.getByRole('columnheader', { name: 'Attributt' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Valg' })).toBeVisible();
    await page.getByRole('link', { name: 'Opprett attributt' }).click();
    await expect(page).toHaveURL(/\/butikk\/attributter\/opprett$/);
    await expect(page.getByText('Ingen valg enda')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Type' })).toHaveValue('Tekst');

    await page.getByRole('button', { name: 'Lagre' }).click();
    await expect(page.getByText('Feltet må fylles ut.').first()).toBeVisible();
    await shop.name.fill('Farge');
    await shop.name.blur();
    await expect(shop.internalName).toHaveValue('Farge');
    await shop.chooseType('Farge');
    await shop.addOption('Rød', '#d32f2f');
    await shop.addOption('Blå', '#1976d2');
    await expect(shop.options).toHaveCount(2);

    await shop.dragOption('Blå', 'Rød');
    await expect(shop.options.first()).toHaveAccessibleName('Blå');
    await shop.save();
    await expect(page).not.toHaveURL(/opprett$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Farge' })).toBeVisible();

    await page.reload();
    await expect(shop.options.first()).toHaveAccessibleName('Blå');
    await expect(shop.options.nth(1)).toHaveAccessibleName('Rød');
    await expect(shop.option('Rød').getByRole('textbox', { name: 'Farge' })).toHaveValue('#d32f2f');

    await shop.openAttributes();
    // The demo shop has a Farge of its own (Svart, Hvit …): this is the new one.
    const row = page.getByRole('row').filter({ hasText: 'Farge' }).filter({ hasNotText: 'Svart' });
    await expect(row).toContainText('Blå');
    await expect(row).toContainText('Rød');

    await shop.openLabels();
    await page.getByRole('button', { name: 'Opprett etikett' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ny etikett' });
    await dialog.getByRole('textbox', { name: 'Navn' }).fill('Nyhet');
    await dialog.getByRole('button', { name: 'Opprett' }).click();
    await expect(page).toHaveURL(/\/butikk\/etiketter\/[0-9a-z]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Nyhet' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Bakgrunnsfarge' }).fill('#2b8a3e');
    await page.getByRole('textbox', { name: 'Tekstfarge' }).fill('#fffff0');
    await page.getByRole('textbox', { name: 'Tekstfarge' }).press('Tab');
    await shop.save();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Bakgrunnsfarge' })).toHaveValue('#2b8a3e');
    await expect(page.getByRole('textbox', { name: 'Tekstfarge' })).toHaveValue('#fffff0');
  });

  test('a reader sees an attribute but cannot change it', async ({ page }) => {
    await Shell.signInTo(page, 'leser@demo.vev.no', 'Demo Butikk');
    const shop = new ShopPage(page);
    await shop.openAttributes();
    await expect(page.getByRole('link', { name: 'Opprett attributt' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Størrelse', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Størrelse' })).toBeVisible();
    await expect(page.getByText('Du kan se, men ikke endre.')).toBeVisible();
    await expect(shop.name).toBeDisabled();
    await expect(shop.option('XL').getByRole('textbox', { name: 'Verdi' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Lagre' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Legg til valg' })).toHaveCount(0);
  });
});
