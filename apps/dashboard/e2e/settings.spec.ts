import { expect, test } from '@playwright/test';
import { ActivityLogPage } from './pages/activity-log';
import { MediaPicker } from './pages/media-library';
import { SettingsFormPage, SettingsOverviewPage } from './pages/settings';
import { Shell } from './pages/shell';

/**
 * The journey runs on the demo department, which other journeys only choose by the start of its
 * name: the new display name keeps that start, and the name and subscriptions are put back.
 */
const siteName = 'Demo Avdeling';

test.describe('settings', () => {
  test('an admin changes the site name and logo, turns on subscriptions, and finds the changes in the activity log', async ({
    page,
  }) => {
    test.slow();
    const shell = await Shell.signInTo(page, 'admin@demo.vev.no', siteName);
    const overview = new SettingsOverviewPage(page);
    await page.getByRole('link', { name: 'Innstillinger for nettstedet' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Innstillinger' })).toBeVisible();
    for (const section of ['Generelt', 'Visuelt', 'Butikk', 'Bruker']) {
      await expect(overview.section(section)).toBeVisible();
    }
    for (const card of [
      'Nettsted',
      'Domener',
      'Aktivitetslogg',
      'Temainnstillinger',
      'Abonnement',
      'Brukerinnstillinger',
    ]) {
      await expect(overview.card(card)).toBeVisible();
    }
    // A department has no departments of its own, no catalog settings and no cookie dialog.
    for (const card of ['Avdelinger', 'Kataloger', 'Informasjonskapsler']) {
      await expect(overview.card(card)).toHaveCount(0);
    }

    // Nettsted: a new display name and a logo from the media library.
    await overview.card('Nettsted').click();
    await expect(page).toHaveURL(/\/innstillinger\/nettsted$/);
    const form = new SettingsFormPage(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Nettsted' })).toBeVisible();
    const newName = `${siteName} Vest`;
    await form.textbox('Navn på nettstedet').fill(newName);
    const logo = form.imageField('Logo');
    await logo.getByRole('button', { name: 'Velg bilde' }).click();
    const picker = new MediaPicker(page);
    await expect(picker.dialog).toBeVisible();
    await picker.search('solnedgang');
    await picker.tile('solnedgang-fjord.jpg').click();
    await picker.addButton.click();
    await expect(picker.dialog).toBeHidden();
    await expect(logo.getByRole('img', { name: 'Solnedgang over fjorden' })).toBeVisible();

    // Who may see the site is asked about before it changes.
    const protection = page.getByRole('combobox', { name: 'Hvem kan se nettstedet' });
    await protection.click();
    await page.getByRole('option', { name: 'Registrert bruker' }).click();
    const confirmProtection = page
      .getByRole('dialog')
      .filter({ hasText: 'Er du sikker på at du vil endre hvem som kan se nettstedet?' });
    await confirmProtection.getByRole('button', { name: 'Avbryt' }).click();
    await expect(protection).toHaveValue('Offentlig');

    // Leaving with unsaved changes asks first.
    await shell.entry('Hjem').click();
    const leave = page.getByRole('dialog').filter({ hasText: 'Du har ulagrede endringer på denne siden' });
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'Bli her' }).click();
    await expect(page).toHaveURL(/\/innstillinger\/nettsted$/);

    await form.save();
    await page.reload();
    await expect(form.textbox('Navn på nettstedet')).toHaveValue(newName);
    await expect(logo.getByRole('img', { name: 'Solnedgang over fjorden' })).toBeVisible();

    // Abonnement: the switch shows 'Abonnementer' in the menu.
    await form.open('abonnement', 'Abonnement');
    await shell.expandAll();
    await expect(shell.entry('Abonnementer')).toHaveCount(0);
    await form.switch('Abonnementer').check();
    await form.save();
    await expect(shell.entry('Abonnementer')).toBeVisible();

    // The activity log shows the changes, newest first.
    await page.goto('/innstillinger');
    await overview.card('Aktivitetslogg').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Aktivitetslogg' })).toBeVisible();
    const log = new ActivityLogPage(page);
    const newest = log.lines.first();
    await expect(newest).toContainText('Endret innstillingene for nettstedet');
    await expect(newest).toContainText('Ada Administrator');
    await expect(newest).toContainText(/PATCH \/api\/sites\/\w+\/site/);
    await expect(log.line('Endret innstillingene for nettstedet')).toHaveCount(2);

    // Put the demo department back as other journeys expect it.
    await form.open('abonnement', 'Abonnement');
    await form.switch('Abonnementer').uncheck();
    await form.save();
    await form.open('nettsted', 'Nettsted');
    await form.textbox('Navn på nettstedet').fill(siteName);
    await logo.getByRole('button', { name: 'Fjern' }).click();
    await form.save();
  });

  test('a reader sees only the user settings, and the site settings read-only', async ({ page }) => {
    await Shell.signInTo(page, 'leser@demo.vev.no', 'Demo Butikk');
    const overview = new SettingsOverviewPage(page);
    await overview.open();
    expect(await overview.cardNames()).toEqual(['Brukerinnstillinger']);
    for (const card of ['Nettsted', 'Aktivitetslogg', 'Abonnement', 'Domener']) {
      await expect(overview.card(card)).toHaveCount(0);
    }

    const form = new SettingsFormPage(page);
    await form.open('nettsted', 'Nettsted');
    await expect(page.getByText('Bare administratorer kan endre disse innstillingene.')).toBeVisible();
    await expect(form.textbox('Navn på nettstedet')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Lagre' })).toHaveCount(0);

    await page.goto('/innstillinger/aktivitetslogg');
    await expect(page.getByText('Denne siden er bare for administratorer av nettstedet.')).toBeVisible();
  });
});
