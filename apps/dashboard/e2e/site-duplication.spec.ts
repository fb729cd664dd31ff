import { expect, test } from '@playwright/test';
import { ChooseSitePage } from './pages/choose-site';
import { Shell } from './pages/shell';
import { SiteDuplicationPage } from './pages/site-duplication';

test.describe('site duplication (spec 2 §2, §4–§6)', () => {
  test('an admin duplicates Hjemmeside with pages and templates, and opens the copy from the site chooser', async ({
    page,
  }) => {
    // The copy takes a few seconds to make, and is then looked for by name.
    test.setTimeout(90_000);
    // A name that starts like no demo site, so 'Velg Hjemmeside' in other journeys stays one button.
    const newSiteName = `Nordnes Vel kopi ${Date.now().toString(36)}`;
    await Shell.signInTo(page, 'admin@demo.vev.no', 'Hjemmeside');
    const duplication = new SiteDuplicationPage(page);
    await duplication.open();

    await duplication.duplicate({ confirmSite: 'Hjemmeside', newSiteName });
    await expect(
      duplication.dialog().getByText('Navnet stemmer ikke. Skriv «hjemmeside» nøyaktig slik det står.'),
    ).toBeVisible();
    await duplication.dialog().getByRole('button', { name: 'Avbryt' }).click();

    await duplication.duplicate({ confirmSite: 'hjemmeside', newSiteName, leaveOut: ['Filer'] });
    await expect(page.getByText('Duplisering startet')).toBeVisible();
    await expect(duplication.section().getByText(`«${newSiteName}» er klar.`)).toBeVisible({ timeout: 60_000 });
    await expect(duplication.section().getByRole('button', { name: 'Gå til kopien' })).toBeVisible();

    await page.goto('/velg-nettsted');
    await new ChooseSitePage(page).choose(newSiteName);
    await expect(page.getByRole('heading', { level: 1, name: newSiteName })).toBeVisible();
    await page.goto('/innhold/sider');
    const main = page.getByRole('main');
    for (const title of ['Forside', 'Om oss', 'Arrangementer', 'Kontakt']) {
      await expect(main.getByText(title, { exact: true }).first()).toBeVisible();
    }
  });

  test('a contributor does not see it', async ({ page }) => {
    await Shell.signInTo(page, 'redaktor@demo.vev.no', 'Hjemmeside');
    const duplication = new SiteDuplicationPage(page);
    await duplication.open();
    await expect(page.getByText('Bare administratorer kan endre disse innstillingene.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Dupliser nettsted' })).toHaveCount(0);
  });

  test('an admin of a site that cannot be duplicated does not see it', async ({ page }) => {
    await Shell.signInTo(page, 'admin@demo.vev.no', 'Demo Avdeling');
    const duplication = new SiteDuplicationPage(page);
    await duplication.open();
    await expect(page.getByRole('button', { name: 'Lagre' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Dupliser nettsted' })).toHaveCount(0);
  });
});
