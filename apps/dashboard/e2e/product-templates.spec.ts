import { expect, test } from '@playwright/test';
import { ProductTemplatesPage } from './pages/product-templates';
import { Shell } from './pages/shell';

test.describe('product templates (spec 3 Produktmaler)', () => {
  test('a contributor makes a template with an attribute and a field shown on a condition; a reader only looks', async ({
    page,
    browser,
  }) => {
    test.slow();
    await Shell.signInTo(page, 'redaktor@demo.vev.no', 'Demo Butikk');
    const templates = new ProductTemplatesPage(page);
    await templates.open();
    await page.getByRole('link', { name: 'Opprett produktmal' }).first().click();
    await expect(page).toHaveURL(/\/butikk\/produktmaler\/opprett$/);
    await page.getByRole('button', { name: 'Lagre' }).click();
    await expect(page.getByText('Feltet må fylles ut.')).toBeVisible();
    await templates.name.fill('Sykkel');

    await templates.tab('Attributter');
    await expect(page).toHaveURL(/\/opprett\/attributter$/);
    await expect(page.getByText('Ingen attributter lagt til enda')).toBeVisible();
    // Størrelse: the demo's own, and the only attribute of that name (other journeys add a Farge).
    await templates.addAttribute('Størrelse');
    await templates.attributes.first().getByRole('switch', { name: 'Filtrerbar' }).check();

    await templates.tab('Brukertilpasning');
    await expect(page.getByText('Ingen tilpasningsfelter')).toBeVisible();
    await page.getByRole('button', { name: 'Legg til felt' }).click();
    await templates.dialog.getByRole('textbox', { name: 'Navn' }).fill('Gaveeske');
    await expect(templates.dialog.getByRole('textbox', { name: 'Nøkkel' })).toHaveValue('gaveeske');
    await templates.choose(templates.dialog, 'Type', 'Avkrysning');
    await templates.dialog.getByRole('button', { name: 'Bruk' }).click();

    await page.getByRole('button', { name: 'Legg til felt' }).click();
    await templates.dialog.getByRole('textbox', { name: 'Navn' }).fill('Tekst på kortet');
    await expect(templates.dialog.getByRole('textbox', { name: 'Nøkkel' })).toHaveValue('tekst-pa-kortet');
    await templates.dialog.getByRole('tab', { name: 'Vilkår og koblinger' }).click();
    await expect(templates.dialog.getByText('Ingen vilkår enda')).toBeVisible();
    await templates.dialog.getByRole('button', { name: 'Legg til vilkår' }).click();
    await expect(templates.dialog.getByRole('combobox', { name: 'Når feltet' })).toHaveValue('er lik');
    // 'er lik' needs a value; 'er fylt ut' takes none.
    await templates.dialog.getByRole('button', { name: 'Bruk' }).click();
    await expect(templates.dialog.getByText('Feltet må fylles ut.')).toBeVisible();
    await templates.choose(templates.dialog, 'Når feltet', 'er fylt ut');
    await expect(templates.dialog.getByRole('textbox', { name: 'Verdi' })).toHaveCount(0);
    await templates.dialog.getByRole('button', { name: 'Bruk' }).click();
    await expect(templates.dialog).toHaveCount(0);
    await expect(templates.fields).toHaveCount(2);
    await expect(templates.field('Tekst på kortet')).toContainText('1 vilkår');

    await templates.save();
    await expect(page).toHaveURL(/\/butikk\/produktmaler\/[0-9a-z]+\/brukertilpasning$/);
    const saved = page.url();

    await page.reload();
    await expect(templates.fields.first()).toHaveAccessibleName('Gaveeske');
    await templates.field('Tekst på kortet').getByRole('button', { name: 'Endre Tekst på kortet' }).click();
    await expect(templates.dialog.getByRole('textbox', { name: 'Nøkkel' })).toHaveValue('tekst-pa-kortet');
    await expect(templates.dialog.getByRole('textbox', { name: 'Nøkkel' })).toHaveAttribute('readonly', '');
    await templates.dialog.getByRole('tab', { name: 'Vilkår og koblinger' }).click();
    await expect(templates.dialog.getByRole('combobox', { name: 'Felt', exact: true })).toHaveValue(
      'Gaveeske (gaveeske)',
    );
    await expect(templates.dialog.getByRole('combobox', { name: 'Når feltet' })).toHaveValue('er fylt ut');
    await templates.dialog.getByRole('button', { name: 'Avbryt' }).click();
    await templates.tab('Attributter');
    await expect(templates.attributes).toHaveCount(1);
    await expect(templates.attributes.first()).toHaveAccessibleName('Størrelse');
    await expect(templates.attributes.first().getByRole('switch', { name: /Filtrerbar/ })).toBeChecked();

    await templates.open();
    await expect(page.getByRole('row').filter({ hasText: 'Sykkel' })).toContainText('2');

    const readerContext = await browser.newContext();
    const readerPage = await readerContext.newPage();
    await Shell.signInTo(readerPage, 'leser@demo.vev.no', 'Demo Butikk');
    await readerPage.goto(saved);
    await expect(readerPage.getByRole('heading', { level: 1, name: 'Sykkel' })).toBeVisible();
    await expect(readerPage.getByText('Du kan se, men ikke endre.')).toBeVisible();
    await expect(readerPage.getByRole('button', { name: 'Legg til felt' })).toHaveCount(0);
    await expect(readerPage.getByRole('button', { name: 'Lagre' })).toHaveCount(0);
    await readerPage.getByRole('button', { name: 'Vis Gaveeske' }).click();
    await expect(readerPage.getByRole('dialog').getByRole('textbox', { name: 'Navn' })).toBeDisabled();
    await readerContext.close();
  });
});
