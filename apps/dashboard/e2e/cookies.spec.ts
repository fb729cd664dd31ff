import { expect, test } from '@playwright/test';
import { Shell } from './pages/shell';

test.describe('cookie settings (spec 2 §2 "Cookies")', () => {
  test('an admin sees the built-in cookies, imports and exports custom ones, and sets up the dialog', async ({
    page,
  }) => {
    await Shell.signInTo(page, 'admin@demo.vev.no', 'Demo Butikk');
    await page.goto('/innstillinger');
    await page.getByRole('link', { name: 'Informasjonskapsler' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Informasjonskapsler' })).toBeVisible();

    await page.getByRole('link', { name: 'Innebygde' }).click();
    await expect(page.getByRole('row').filter({ hasText: 'vev_consent' }).getByText('Funksjonalitet')).toBeVisible();

    await page.goto('/innstillinger/informasjonskapsler/egendefinerte');
    const importFile = async (csv: string) => {
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Importer' }).click();
      await (await chooser).setFiles({ name: 'cookies.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await page.getByRole('dialog').getByRole('button', { name: 'Importer' }).click();
      await expect(page.getByRole('dialog')).toBeHidden();
    };
    await importFile('_ga,Besøksstatistikk,statistikk,2 år,Google');
    await expect(page.getByRole('alert').filter({ hasText: 'Feil i importering' }).first()).toBeVisible();
    await expect(page.getByText('Rad 1: Ukjent samtykkekategori.', { exact: false })).toBeVisible();

    await importFile('_ga,Besøksstatistikk,analytics,2 år,Google\n_fbp,Annonser,ad|personalization,3 måneder,Meta');
    await expect(page.getByText('Cookies importert')).toBeVisible();
    const fbp = page.getByRole('row').filter({ hasText: '_fbp' });
    await expect(fbp.getByText('Markedsføring')).toBeVisible();
    await expect(fbp.getByText('Personalisering')).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Eksporter' }).click();
    await expect(page.getByText('Cookies eksportert')).toBeVisible();
    expect((await download).suggestedFilename()).toBe('cookies.csv');

    await page.goto('/innstillinger/informasjonskapsler/konfigurasjon');
    const intro = page.getByRole('textbox', { name: 'Introduksjon' });
    await intro.fill('Vi bruker informasjonskapsler for å gjøre nettbutikken bedre.');
    await page.getByRole('button', { name: 'Fet' }).click();
    await page.keyboard.type(' Du bestemmer selv.');
    await page.getByRole('textbox', { name: 'Hovedfarge' }).fill('#2b8a3e');
    await page.getByRole('button', { name: 'Lagre' }).click();
    await expect(page.getByText('Innstillinger lagret')).toBeVisible();
    await page.reload();
    await expect(intro).toHaveText('Vi bruker informasjonskapsler for å gjøre nettbutikken bedre. Du bestemmer selv.');
    await expect(intro.locator('strong')).toHaveText(/Du bestemmer selv\./);
    await expect(page.getByRole('textbox', { name: 'Hovedfarge' })).toHaveValue('#2b8a3e');
  });

  test('a reader is told the cookie settings are for administrators', async ({ page }) => {
    await Shell.signInTo(page, 'leser@demo.vev.no', 'Demo Butikk');
    await page.goto('/innstillinger/informasjonskapsler/egendefinerte');
    await expect(page.getByText('Bare administratorer kan endre disse innstillingene.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Importer' })).toBeHidden();
  });
});
