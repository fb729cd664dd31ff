import { expect, test } from '@playwright/test';
import { Shell } from './pages/shell';

test.describe('the shell around every screen', () => {
  test('Shift+Space opens the power search, which finds an area and goes there', async ({ page }) => {
    await Shell.signInTo(page, 'admin@demo.vev.no', 'Demo Butikk');
    await page.keyboard.press('Shift+Space');
    const search = page.getByPlaceholder('Søk etter sider og funksjoner …');
    await expect(search).toBeFocused();
    await search.fill('ordr');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/butikk\/ordrer$/);
    await expect(search).toBeHidden();

    await page.getByRole('button', { name: 'Søk …' }).click();
    await expect(search).toBeVisible();
    await search.fill('qwxz');
    await expect(page.getByText('Ingen treff for «qwxz»')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(search).toBeHidden();
  });

  test('the avatars lead to the site settings and the user settings', async ({ page }) => {
    await Shell.signInTo(page, 'admin@demo.vev.no', 'Demo Butikk');
    await page.getByRole('link', { name: 'Innstillinger for nettstedet' }).click();
    await expect(page).toHaveURL(/\/innstillinger$/);
    await page.getByRole('banner').getByRole('link', { name: 'Brukerinnstillinger' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Brukerinnstillinger' })).toBeVisible();
    await expect(page.getByText('Du er logget inn som Ada Administrator (admin@demo.vev.no).')).toBeVisible();
  });

  test('the dashboard theme follows the system until chosen, and the choice is kept', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await Shell.signInTo(page, 'redaktor@demo.vev.no', 'Hjemmeside');
    const scheme = () => page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));
    expect(await scheme()).toBe('dark');

    await page.goto('/innstillinger/bruker');
    await page.getByText('Lys', { exact: true }).click();
    expect(await scheme()).toBe('light');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Brukerinnstillinger' })).toBeVisible();
    expect(await scheme()).toBe('light');
    await context.close();
  });

  test('an unknown address inside the dashboard says the page does not exist', async ({ page }) => {
    await Shell.signInTo(page, 'admin@demo.vev.no', 'Demo Butikk');
    await page.goto('/finnes-ikke');
    await expect(page.getByRole('heading', { level: 1, name: 'Siden finnes ikke' })).toBeVisible();
  });
});
