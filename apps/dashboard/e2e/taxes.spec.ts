import { expect, test } from '@playwright/test';
import { SettingsOverviewPage } from './pages/settings';
import { Shell } from './pages/shell';
import { TaxesPage } from './pages/taxes';

test.describe('taxes', () => {
  test('an admin adds a tax class with a 15 % rate, saves it and finds it after a reload', async ({ page }) => {
    test.slow();
    await Shell.signInTo(page, 'admin@demo.vev.no', 'Demo Butikk');
    const overview = new SettingsOverviewPage(page);
    await overview.open();
    await overview.card('Avgifter').click();
    const taxes = new TaxesPage(page);
    await taxes.expectOpen();
    await expect(page).toHaveURL(/\/innstillinger\/avgifter$/);

    // Standard: 25 % MVA, its name fixed and no delete; prices include MVA.
    const standard = taxes.taxClass('Standard');
    await expect(taxes.className(standard)).toHaveValue('Standard');
    await expect(taxes.className(standard)).toBeDisabled();
    await expect(taxes.rateField(taxes.rates(standard).first(), 'Sats (%)')).toHaveValue('25');
    await expect(taxes.deleteButton(standard)).toHaveCount(0);
    await expect(taxes.switch('Vis priser uten MVA i handlekurven')).not.toBeChecked();

    // A new class: its rate without a name is refused until it has one.
    await taxes.addClassButton.click();
    const added = taxes.taxClass('Ny avgiftsklasse');
    await taxes.className(added).fill('Redusert sats');
    const reduced = taxes.taxClass('Redusert sats');
    const rate = taxes.rates(reduced).first();
    await taxes.rateField(rate, 'Navn').fill('');
    await taxes.rateField(rate, 'Sats (%)').fill('15');
    await page.getByRole('button', { name: 'Lagre' }).click();
    await expect(reduced.getByText('Satsen må ha et navn.')).toBeVisible();
    await expect(page.getByText('Innstillinger lagret')).toHaveCount(0);

    await taxes.rateField(rate, 'Navn').fill('MVA');
    await taxes.save();
    await page.reload();
    await taxes.expectOpen();
    await expect(taxes.taxClass('Redusert sats')).toBeVisible();
    await expect(taxes.rateField(taxes.rates(taxes.taxClass('Redusert sats')).first(), 'Sats (%)')).toHaveValue('15');
    await expect(taxes.rateField(taxes.rates(taxes.taxClass('Redusert sats')).first(), 'Navn')).toHaveValue('MVA');

    // Deleting asks first, and the class is gone once saved.
    await taxes.deleteButton(taxes.taxClass('Redusert sats')).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Er du sikker på at du vil slette avgiftsklassen' });
    await confirm.getByRole('button', { name: 'Slett' }).click();
    await expect(taxes.taxClass('Redusert sats')).toHaveCount(0);
    await taxes.save();
    await page.reload();
    await taxes.expectOpen();
    await expect(taxes.taxClass('Standard')).toBeVisible();
    await expect(taxes.taxClass('Redusert sats')).toHaveCount(0);
  });

  test('a reader sees the taxes read-only', async ({ page }) => {
    await Shell.signInTo(page, 'leser@demo.vev.no', 'Demo Butikk');
    const taxes = new TaxesPage(page);
    await taxes.open();
    await expect(page.getByText('Bare administratorer kan endre disse innstillingene.')).toBeVisible();
    await expect(taxes.taxClass('Næringsmidler')).toBeVisible();
    await expect(taxes.className(taxes.taxClass('Næringsmidler'))).toBeDisabled();
    await expect(taxes.switch('Vis produktpriser uten MVA i nettbutikken')).toBeDisabled();
    await expect(taxes.addClassButton).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Lagre' })).toHaveCount(0);
  });
});
