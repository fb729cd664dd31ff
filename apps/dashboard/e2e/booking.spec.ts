import { expect, test } from '@playwright/test';
import { Shell } from './pages/shell';

test.describe('booking (spec 3 Booking: services and resources)', () => {
  test('a contributor sets up a resource and a service with opening hours; a reader only looks', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow();
    const shell = await Shell.signInTo(page, 'redaktor@demo.vev.no', 'Demo Butikk');
    await page.goto('/booking');
    await expect(page).toHaveURL(/\/booking\/kalender$/);
    await page.goto('/booking/tjenester');
    await expect(page.getByRole('heading', { level: 1, name: 'Tjenester' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sykkelservice' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('tjenester.png') });

    await page.goto('/booking/ressurser/opprett');
    await page.getByRole('textbox', { name: 'Navn' }).fill('Behandlingsrom 2');
    await page.getByRole('textbox', { name: 'E-post' }).fill('rom2@demobutikk.no');
    await expect(page.getByText('Ingen dager lagt til')).toBeVisible();
    await expect(page.getByText('Ingen datoer lagt til')).toBeVisible();
    await page.getByRole('button', { name: 'Legg til dag' }).click();
    await page.getByRole('textbox', { name: 'Åpningstider' }).fill('8-12');
    await expect(page.getByText('Skriv to klokkeslett med bindestrek mellom, for eksempel 08:00-12:00.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Åpningstider' }).fill('08:00-12:00, 13:00-18:00');
    await page.getByRole('textbox', { name: 'Åpningstider' }).blur();
    await page.getByRole('button', { name: 'Lagre' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Behandlingsrom 2' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('ressurs.png'), fullPage: true });

    await page.goto('/booking/tjenester/opprett');
    await page.getByRole('textbox', { name: 'Navn' }).fill('Massasje');
    await page.getByRole('textbox', { name: 'Pris' }).fill('650');
    await page.getByRole('textbox', { name: 'Pris' }).blur();
    await page.getByRole('combobox', { name: 'Ressurser' }).click({ force: true });
    await page.getByRole('option', { name: 'Behandlingsrom 2' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Legg til dag' }).click();
    await page.getByRole('button', { name: 'Legg til dato' }).click();
    await page.getByLabel('Dato').fill('2026-12-24');
    await page.getByRole('button', { name: 'Lagre' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Massasje' })).toBeVisible();
    await expect(page.getByText('Endringer lagret')).toBeVisible();
    await page.getByText('Begivenhet', { exact: true }).click();
    await expect(page.getByText('Ingen begivenheter enda')).toBeVisible();
    await page.getByText('Avtale', { exact: true }).click();
    await page.screenshot({ path: test.info().outputPath('tjeneste.png'), fullPage: true });

    await shell.entry('Tjenester').click();
    await expect(page.getByRole('link', { name: 'Massasje' })).toBeVisible();

    // The reader in a browser of their own.
    const readerContext = await browser.newContext({ baseURL, locale: 'nb-NO', timezoneId: 'Europe/Oslo' });
    const readerPage = await readerContext.newPage();
    const reader = await Shell.signInTo(readerPage, 'leser@demo.vev.no', 'Demo Butikk');
    await reader.section('Booking').click();
    await reader.entry('Tjenester').click();
    await expect(readerPage.getByRole('link', { name: 'Opprett tjeneste' })).toHaveCount(0);
    await readerPage.getByRole('link', { name: 'Massasje' }).click();
    await expect(readerPage.getByText('Du kan se, men ikke endre.')).toBeVisible();
    await expect(readerPage.getByRole('button', { name: 'Lagre' })).toHaveCount(0);
    await readerContext.close();
  });
});
