import { expect, test } from '@playwright/test';
import { Shell } from './pages/shell';

test.describe('forms (spec 3 Skjemaer)', () => {
  test('a contributor builds a contact form with a conditional field and sees no submissions yet', async ({ page }) => {
    test.slow();
    const shell = await Shell.signInTo(page, 'redaktor@demo.vev.no', 'Demo Butikk');
    await shell.entry('Skjemaer').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Skjemaer' })).toBeVisible();
    await page.getByRole('link', { name: 'Opprett skjema' }).first().click();
    await expect(page).toHaveURL(/\/skjemaer\/opprett$/);
    await expect(page.getByText('Ingen felter funnet')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Innsendelser' })).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Navn' }).fill('Kontakt oss');

    const dialog = page.getByRole('dialog');
    await page.getByRole('button', { name: 'Legg til felt' }).click();
    await dialog.getByRole('textbox', { name: 'Etikett' }).fill('Ønsker du å bli ringt?');
    await expect(dialog.getByRole('textbox', { name: 'Systemnavn' })).toHaveValue('onsker-du-a-bli-ringt');
    await dialog.getByRole('button', { name: 'Bruk' }).click();
    await page.getByRole('button', { name: 'Legg til felt' }).click();
    await dialog.getByRole('textbox', { name: 'Etikett' }).fill('Telefon');
    await dialog.getByRole('tab', { name: 'Vilkår' }).click();
    await dialog.getByRole('button', { name: 'Legg til vilkår' }).click();
    await dialog.getByRole('textbox', { name: 'Verdi' }).fill('ja');
    await page.screenshot({ path: test.info().outputPath('skjema-felt.png') });
    await dialog.getByRole('button', { name: 'Bruk' }).click();
    await expect(page.getByRole('listitem', { name: 'Telefon' })).toContainText('1 vilkår');

    await page.getByRole('button', { name: 'Lagre' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Kontakt oss' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('skjema.png'), fullPage: true });
    await page.getByRole('tab', { name: 'Innsendelser' }).click();
    await expect(page).toHaveURL(/\/innsendelser$/);
    await expect(page.getByText('Ingen innsendelser funnet')).toBeVisible();

    await shell.entry('Skjemaer').click();
    await expect(page.getByRole('link', { name: 'Kontakt oss' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('skjemaer.png') });
  });
});
