import { expect, test } from '@playwright/test';
import { Shell } from './pages/shell';

test.describe('e-mail texts and templates (spec 2 §2)', () => {
  test('an admin writes the order receipt text, chooses a template and changes its colour', async ({ page }) => {
    await Shell.signInTo(page, 'admin@demo.vev.no', 'Demo Butikk');
    await page.goto('/innstillinger/epost-tekster');
    await page.getByRole('link', { name: 'Ordrekvittering' }).click();
    const text = page.getByRole('textbox', { name: 'Tekst' });
    await expect(text).toHaveText(/^Hei \{navn\}!/);
    await text.fill('Hei {navn}!');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Takk for at du handlet hos oss.');
    await page.getByRole('button', { name: 'Lagre' }).click();
    await expect(page.getByText('Innstillinger lagret')).toBeVisible();
    const preview = page.frameLocator('iframe[title="Forhåndsvisning"]');
    await expect(preview.getByText('Takk for at du handlet hos oss.')).toBeVisible();
    await expect(preview.getByText('Hei Kari Nordmann!')).toBeVisible();

    await page.goto('/innstillinger/epostmaler');
    const row = page.getByRole('row').filter({ hasText: 'Ordrekvittering' });
    await expect(row.getByText('System-mal')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Rediger mal' })).toBeHidden();
    await row.getByRole('button', { name: 'Endre mal' }).click();
    const chooser = page.getByRole('dialog', { name: 'Velg mal for ordrekvitteringer' });
    await expect(
      chooser.frameLocator('iframe[title="Forhåndsvisning av Moderne"]').getByText('Ordre 10042'),
    ).toBeVisible();
    await chooser.getByRole('button', { name: 'Velg Moderne' }).click();
    await expect(page.getByText('Innstillinger lagret')).toBeVisible();
    await expect(row.getByText('Moderne')).toBeVisible();

    await row.getByRole('button', { name: 'Rediger mal' }).click();
    const editor = page.getByRole('dialog', { name: 'Rediger mal: Moderne' });
    await editor.getByRole('textbox', { name: 'Bunntekst' }).fill('Åpent hverdager 10–17');
    await editor.getByRole('button', { name: 'Lagre' }).click();
    await expect(page.getByText('Endringer lagret')).toBeVisible();
    await expect(editor.frameLocator('iframe').getByText('Åpent hverdager 10–17')).toBeVisible();
    await editor.getByRole('button', { name: 'Lukk' }).click();

    // A template without fields says so.
    await row.getByRole('button', { name: 'Endre mal' }).click();
    await chooser.getByRole('button', { name: 'Velg Enkel' }).click();
    await expect(row.getByText('Enkel')).toBeVisible();
    await row.getByRole('button', { name: 'Rediger mal' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Rediger mal: Enkel' }).getByText('Ingen felter å endre!'),
    ).toBeVisible();
  });

  test('a site without a shop offers no order receipt, neither in the overview nor at its address', async ({
    page,
  }) => {
    await Shell.signInTo(page, 'admin@demo.vev.no', 'Hjemmeside');
    await page.goto('/innstillinger');
    await expect(page.getByRole('link', { name: 'Domener' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'E-posttekster' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'E-postmaler' })).toBeHidden();
    await page.goto('/innstillinger/epost-tekster/ordrekvittering');
    await expect(page.getByRole('heading', { level: 1, name: 'Siden finnes ikke' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Tekst' })).toBeHidden();
  });
});
