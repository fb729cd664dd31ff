import { expect, test } from '@playwright/test';
import { PageEditorPage } from './pages/page-editor';
import { PowerSearchOverlay } from './pages/power-search';
import { Shell } from './pages/shell';

test.describe('power search: the best hit first, and every screen the user may open', () => {
  test('«om» and Enter open the page Om oss, also when Enter comes before the hits', async ({ page }) => {
    await Shell.signInTo(page, 'admin@demo.vev.no', 'Demo Butikk');
    const search = new PowerSearchOverlay(page);
    await search.open();
    await search.type('om');
    await search.expectBest('Om oss');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/innhold\/sider\/[^/]+$/);
    await expect(new PageEditorPage(page).heading('Om oss')).toBeVisible();
    await expect(search.box).toBeHidden();

    // Typed and entered at once, before the content hits are in: Enter waits for the best hit.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Demo Butikk' })).toBeVisible();
    await search.open();
    await search.type('om');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/innhold\/sider\/[^/]+$/);
    await expect(new PageEditorPage(page).heading('Om oss')).toBeVisible();
  });

  test('«domener» finds the domain settings and Enter opens them; arrows and Escape work', async ({ page }) => {
    await Shell.signInTo(page, 'admin@demo.vev.no', 'Demo Butikk');
    const search = new PowerSearchOverlay(page);
    await search.open();
    await search.type('domener');
    await search.expectBest('Domener');
    await expect(search.hit('Domener')).toContainText('Innstillinger');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/innstillinger\/domener$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Domener' })).toBeVisible();

    // A synonym finds the screen too, and the arrow keys choose another hit.
    await search.open();
    await search.type('bruker');
    await expect(search.hit('Brukere')).toBeVisible();
    await expect(search.hit('Brukerinnstillinger')).toBeVisible();
    await search.expectBest('Brukere');
    await page.keyboard.press('ArrowDown');
    await expect(search.hit('Brukerinnstillinger')).toHaveAttribute('data-selected', 'true');
    await page.keyboard.press('Escape');
    await expect(search.box).toBeHidden();
    await expect(page).toHaveURL(/\/innstillinger\/domener$/);

    await search.open();
    await search.type('medlemmer');
    await search.expectBest('Brukere');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/innstillinger\/brukere$/);
  });

  test('«frakt» finds the shipping screen of the shop settings', async ({ page }) => {
    await Shell.signInTo(page, 'admin@demo.vev.no', 'Demo Butikk');
    const search = new PowerSearchOverlay(page);
    await search.open();
    await search.type('frakt');
    await search.expectBest('Frakt');
    await search.hit('Frakt').click();
    await expect(page).toHaveURL(/\/innstillinger\/frakt$/);
    await expect(search.box).toBeHidden();
  });

  test('a reader is not offered the settings only administrators may open', async ({ page }) => {
    await Shell.signInTo(page, 'leser@demo.vev.no', 'Demo Butikk');
    const search = new PowerSearchOverlay(page);
    await search.open();
    await search.type('bruker');
    await search.expectBest('Brukerinnstillinger');
    await expect(search.hit('Brukere')).toHaveCount(0);

    await search.box.fill('domener');
    await expect(search.nothingFound('domener')).toBeVisible();
    await expect(search.hits).toHaveCount(0);
  });
});
