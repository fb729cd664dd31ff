/** Small things a new user trips on (issue 14, point 7): each checked where a person would notice it. */
import { expect, test } from '@playwright/test';
import { ChooseSitePage } from './pages/choose-site';
import { MembersPage } from './pages/members';
import { SettingsFormPage } from './pages/settings';
import { Shell } from './pages/shell';
import { SignOnPage } from './pages/sign-on';

test.describe('the site chooser', () => {
  test('a click anywhere on a row chooses that site', async ({ page }) => {
    await new SignOnPage(page).signIn('admin@demo.vev.no');
    const chooser = new ChooseSitePage(page);
    await expect(chooser.heading()).toBeVisible();
    await chooser.row('Hjemmeside').getByRole('cell').first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hjemmeside' })).toBeVisible();
  });

  test('from the keyboard, Enter on Velg chooses the site', async ({ page }) => {
    await new SignOnPage(page).signIn('admin@demo.vev.no');
    const chooser = new ChooseSitePage(page);
    await expect(chooser.heading()).toBeVisible();
    await chooser.row('Demo Avdeling').getByRole('button', { name: 'Velg Demo Avdeling' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Demo Avdeling' })).toBeVisible();
  });
});

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the members table shows each member’s level and Fjern without a sideways scroll', async ({ page }) => {
    await Shell.signInTo(page, 'admin@demo.vev.no', 'Demo Butikk');
    const members = new MembersPage(page);
    await members.open();
    const row = members.row('Rolf Redaktør');
    await expect(row.getByRole('combobox', { name: 'Tilgang for Rolf Redaktør' })).toBeInViewport({ ratio: 1 });
    await expect(row.getByRole('button', { name: 'Fjern Rolf Redaktør' })).toBeInViewport({ ratio: 1 });
    const overflow = await page
      .getByRole('table')
      .evaluate((table) => (table.parentElement?.scrollWidth ?? 0) - (table.parentElement?.clientWidth ?? 0));
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('the top bar keeps the menu, the search and both avatars whole; the site’s name gives way', async ({ page }) => {
    await Shell.signInTo(page, 'admin@demo.vev.no', 'Demo Avdeling');
    const header = page.getByRole('banner');
    for (const label of ['Åpne menyen', 'Søk …', 'Innstillinger for nettstedet', 'Brukerinnstillinger'])
      await expect(header.getByLabel(label, { exact: true })).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe('leaving with unsaved changes', () => {
  test('the question’s buttons say what they do: Bli her keeps the change, Forlat siden leaves', async ({ page }) => {
    test.slow();
    await Shell.signInTo(page, 'admin@demo.vev.no', 'Hjemmeside');
    const form = new SettingsFormPage(page);
    await form.open('nettsted', 'Nettsted');
    await form.textbox('Navn på nettstedet').fill('Hjemmeside med endring');

    await page.getByRole('link', { name: 'Tilbake til innstillinger' }).click();
    const leave = page.getByRole('dialog').filter({ hasText: 'Du har ulagrede endringer på denne siden' });
    await expect(leave.getByRole('button', { name: 'Forlat siden' })).toBeVisible();
    await leave.getByRole('button', { name: 'Bli her' }).click();
    await expect(page).toHaveURL(/\/innstillinger\/nettsted$/);
    await expect(form.textbox('Navn på nettstedet')).toHaveValue('Hjemmeside med endring');

    await page.getByRole('link', { name: 'Tilbake til innstillinger' }).click();
    await leave.getByRole('button', { name: 'Forlat siden' }).click();
    await expect(page).toHaveURL(/\/innstillinger$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Innstillinger' })).toBeVisible();
  });
});

test.describe('settings screens', () => {
  test('every settings screen has the way back to the overview, and a planned one carries its own name', async ({
    page,
  }) => {
    // Four screens and the overview, one after the other.
    test.slow();
    await Shell.signInTo(page, 'admin@demo.vev.no', 'Demo Butikk');
    for (const [route, title] of [
      ['brukere', 'Brukere'],
      ['redirects', 'Videresendinger'],
      ['tilgangsnokler', 'Tilgangsnøkler'],
      ['maler', 'Maler'],
    ]) {
      await page.goto(`/innstillinger/${route}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Tilbake til innstillinger' })).toHaveCount(1);
    }
    await page.getByRole('link', { name: 'Tilbake til innstillinger' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Innstillinger' })).toBeVisible();
    await page.goto('/innstillinger/delbetaling');
    await expect(page.getByRole('heading', { level: 1, name: 'Delbetaling' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Under arbeid' })).toBeVisible();
  });
});
