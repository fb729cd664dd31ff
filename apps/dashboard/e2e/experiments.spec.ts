import { expect, test } from '@playwright/test';
import { Shell } from './pages/shell';

test.describe('experiments (spec 3 Eksperimenter)', () => {
  test('a contributor sets up an A/B test of a page with one variant, starts it and sees its figures', async ({
    page,
  }) => {
    test.slow();
    const shell = await Shell.signInTo(page, 'redaktor@demo.vev.no', 'Demo Butikk');
    await shell.entry('Eksperimenter').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Eksperimenter' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('eksperimenter.png') });
    await page.getByRole('link', { name: 'Opprett eksperiment' }).first().click();
    await expect(page).toHaveURL(/\/eksperimenter\/opprett$/);
    await expect(page.getByRole('tab', { name: 'Varianter' })).toHaveCount(0);

    await page.getByRole('textbox', { name: 'Navn' }).fill('Om oss med ny overskrift');
    await page.getByRole('combobox', { name: 'Side som testes' }).click();
    await page.getByRole('combobox', { name: 'Side som testes' }).fill('Om oss');
    await page
      .getByRole('option', { name: /Om oss/ })
      .first()
      .click();
    await page.getByRole('textbox', { name: 'Nettadresse' }).fill('/');
    await page.screenshot({ path: test.info().outputPath('eksperiment-generelt.png'), fullPage: true });
    await page.getByRole('button', { name: 'Lagre' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Om oss med ny overskrift' })).toBeVisible();

    await page.getByRole('tab', { name: 'Varianter' }).click();
    await expect(page).toHaveURL(/\/varianter$/);
    await expect(page.getByText('Standard', { exact: true })).toBeVisible();
    await expect(page.getByText('Ingen varianter enda')).toBeVisible();
    await page.getByRole('button', { name: 'Ny variant' }).click();
    await expect(page.getByRole('textbox', { name: 'Navn' })).toHaveValue('Variant 1');
    // The variants live in their tab: going to Generelt unsaved asks first.
    await page.getByRole('tab', { name: 'Generelt' }).click();
    const leave = page.getByRole('dialog').filter({ hasText: 'Du har ulagrede endringer på denne siden' });
    await leave.getByRole('button', { name: 'Bli her' }).click();
    await expect(page).toHaveURL(/\/varianter$/);
    await expect(page.getByRole('textbox', { name: 'Navn' })).toHaveValue('Variant 1');
    await page.getByRole('button', { name: 'Lagre' }).click();
    // The first save's toast may still be up.
    await expect(page.getByText('Endringer lagret').last()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Åpne i designer' })).toHaveCount(2);
    const designer = await page.getByRole('link', { name: 'Åpne i designer' }).nth(1).getAttribute('href');
    await page.screenshot({ path: test.info().outputPath('eksperiment-varianter.png'), fullPage: true });
    expect(designer).toMatch(/^\/designer\/sider\/[^?]+\?experiment=[^&]+&experimentVariant=[a-z0-9]+$/);

    await page.getByRole('tab', { name: 'Generelt' }).click();
    await page.getByRole('switch', { name: /Aktiv/ }).check();
    await page.getByRole('button', { name: 'Lagre' }).click();
    await expect(page.getByText(/Eksperimentet er aktivt/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Slett' })).toHaveCount(0);

    await page.getByRole('tab', { name: 'Varianter' }).click();
    await expect(page.getByRole('columnheader', { name: 'Besøkende' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Sjanse for å slå Standard' })).toBeVisible();
    await expect(page.getByText('Ikke nok data ennå')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ny variant' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Slett Variant 1' })).toBeDisabled();
    await page.screenshot({ path: test.info().outputPath('eksperiment-aktivt.png'), fullPage: true });

    await shell.entry('Eksperimenter').click();
    await expect(page.getByRole('link', { name: 'Om oss med ny overskrift' })).toBeVisible();
    await expect(page.getByText('Aktiv', { exact: true })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('eksperimenter-liste.png') });
  });
});
