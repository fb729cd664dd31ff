import { expect, test } from '@playwright/test';
import { DataSetFieldEditor } from './pages/data-set-fields';
import { Shell } from './pages/shell';
import { StorefrontPage } from './pages/storefront';

test.describe('data sets (spec 3 Datasett)', () => {
  test('a contributor adds a staff member to Ansatte and sees them on the storefront', async ({ page, baseURL }) => {
    test.slow();
    const shell = await Shell.signInTo(page, 'redaktor@demo.vev.no', 'Demo Butikk');
    await shell.expandAll();
    await shell.entry('Ansatte').click();
    await expect(page).toHaveURL(/\/innhold\/data-sets\/ansatte$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ansatte' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Kari Nordmann' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('oppforinger.png') });

    await page.getByRole('link', { name: 'Opprett ny' }).first().click();
    await expect(page).toHaveURL(/\/innhold\/data-sets\/ansatte\/opprett$/);
    await page.getByRole('button', { name: 'Lagre' }).click();
    await expect(page.getByText('Feltet må fylles ut.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Navn' }).fill('Siri Solberg');
    await page.getByRole('textbox', { name: 'Stilling' }).fill('Lærling på verkstedet');
    await page.screenshot({ path: test.info().outputPath('oppforing.png'), fullPage: true });
    await page.getByRole('button', { name: 'Lagre' }).click();
    await expect(page.getByText('Oppføringen er lagret')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Siri Solberg' })).toBeVisible();
    await expect(page).not.toHaveURL(/opprett$/);

    const storefront = StorefrontPage.of(page, 'demobutikk', baseURL);
    expect(await storefront.open('/om-oss/ansatte')).toBe(200);
    const card = page.locator('.vev-record-card', { hasText: 'Siri Solberg' });
    await expect(card).toContainText('Lærling på verkstedet');
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('storefront-ansatte.png') });
  });

  test('a reader sees the records but cannot create one', async ({ page }) => {
    const shell = await Shell.signInTo(page, 'leser@demo.vev.no', 'Demo Butikk');
    await shell.expandAll();
    await shell.entry('Butikker').click();
    await expect(page.getByRole('link', { name: 'Demo Butikk Lagunen' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Opprett ny' })).toHaveCount(0);
  });

  test('an admin creates a data set with the field editor; a record fills in the new field', async ({ page }) => {
    test.slow();
    const shell = await Shell.signInTo(page, 'admin@demo.vev.no', 'Demo Butikk');
    await page.goto('/innstillinger');
    await page.getByRole('link', { name: /Datasett/ }).click();
    await expect(page.getByRole('link', { name: 'Ansatte' })).toBeVisible();
    await page.getByRole('link', { name: 'Opprett datasett' }).first().click();
    await page.getByRole('textbox', { name: 'Navn' }).fill('Samarbeidspartnere');
    await expect(page.getByRole('textbox', { name: 'Adresse' })).toHaveValue('samarbeidspartnere');
    await expect(page.getByText('Ingen felter enda')).toBeVisible();

    const fields = new DataSetFieldEditor(page);
    await fields.add({ label: 'Firma', required: true });
    await fields.add({ label: 'Bransje', type: 'Valgliste', options: [['bil', 'Bilbransjen']] });
    await expect(fields.rows).toHaveText([/Firma.*Kort tekst.*Må fylles ut/, /Bransje.*Valgliste/]);
    await page.screenshot({ path: test.info().outputPath('datasett-felter.png'), fullPage: true });
    await page.getByRole('button', { name: 'Lagre' }).click();
    await expect(page.getByText('Datasettet er lagret')).toBeVisible();

    await shell.expandAll();
    await shell.entry('Samarbeidspartnere').click();
    await expect(page.getByText('Ingen oppføringer funnet')).toBeVisible();
    await page.getByRole('link', { name: 'Opprett ny' }).first().click();
    await page.getByRole('textbox', { name: 'Firma' }).fill('Verkstedet AS');
    await page.getByRole('radio', { name: 'Bilbransjen' }).check({ force: true });
    await page.getByRole('button', { name: 'Lagre' }).click();
    await expect(page.getByText('Oppføringen er lagret')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Verkstedet AS' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Firma' })).toHaveValue('Verkstedet AS');
    await expect(page.getByRole('radio', { name: 'Bilbransjen' })).toBeChecked();
  });
});
