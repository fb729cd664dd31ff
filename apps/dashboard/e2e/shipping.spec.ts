import { expect, test } from '@playwright/test';
import { Shell } from './pages/shell';
import { ShippingPage } from './pages/shipping';

test.describe('shipping (spec 2 frakt)', () => {
  test('an admin makes a class and a zone that prices it; a class in use cannot be deleted', async ({ page }) => {
    test.slow();
    await Shell.signInTo(page, 'admin@demo.vev.no', 'Demo Butikk');
    const shipping = new ShippingPage(page);

    await shipping.openClasses();
    await shipping.startNew();
    await shipping.name.fill('Pall');
    await page.getByRole('textbox', { name: 'Beskrivelse' }).fill('Varer som sendes på pall');
    await shipping.save();
    await expect(page.getByRole('heading', { level: 1, name: 'Pall' })).toBeVisible();

    await shipping.openZones();
    await shipping.startNew();
    await page.getByRole('button', { name: 'Lagre' }).click();
    await expect(page.getByText('Feltet må fylles ut.')).toBeVisible();
    await shipping.name.fill('Nord-Norge');
    await page.getByRole('combobox', { name: 'Postnummer' }).fill('8000–9999');
    await page.getByRole('combobox', { name: 'Postnummer' }).press('Enter');
    await page.getByRole('button', { name: 'Legg til fraktmetode' }).click();
    const budbil = shipping.method(1);
    await shipping.field(budbil, 'Navn').fill('Budbil');
    await shipping.field(budbil, 'Pris').fill('199,00');
    await shipping.pickClass(budbil, 'Pall');
    await shipping.field(budbil, 'Pall').fill('499,00');
    await shipping.save();
    await expect(page.getByRole('heading', { level: 1, name: 'Nord-Norge' })).toBeVisible();
    await expect(page).not.toHaveURL(/opprett$/);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Nord-Norge' })).toBeVisible();
    await expect(shipping.field(budbil, 'Navn')).toHaveValue('Budbil');
    await expect(shipping.field(budbil, 'Pris')).toHaveValue('199,00');
    await expect(shipping.field(budbil, 'Pall')).toHaveValue('499,00');
    await expect(budbil.getByRole('checkbox', { name: 'Standard' })).toBeChecked();
    const offered = await shipping.offeredClasses(budbil);
    expect(offered).toContain('Stor pakke');
    expect(offered).not.toContain('Pall');

    await shipping.openZones();
    await expect(page.getByRole('link', { name: 'Nord-Norge' })).toBeVisible();
    await shipping.openClasses();
    await page.getByRole('link', { name: 'Pall' }).click();
    await shipping.delete();
    await expect(page.getByRole('alert')).toContainText(
      'Fraktklassen brukes av fraktsonen «Nord-Norge» og kan ikke slettes.',
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Pall' })).toBeVisible();

    // Without the zone the class can go.
    await shipping.openZones();
    await page.getByRole('link', { name: 'Nord-Norge' }).click();
    await shipping.delete();
    await expect(page.getByText('Fraktsone slettet')).toBeVisible();
    await shipping.openClasses();
    await page.getByRole('link', { name: 'Pall' }).click();
    await shipping.delete();
    await expect(page.getByText('Fraktklasse slettet')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pall' })).toHaveCount(0);
  });

  test('a reader is told the shipping settings are for administrators', async ({ page }) => {
    await Shell.signInTo(page, 'leser@demo.vev.no', 'Demo Butikk');
    await page.goto('/innstillinger/frakt/soner');
    await expect(page.getByText('Ingen tilgang')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Fraktsoner' })).toHaveCount(0);
  });
});
