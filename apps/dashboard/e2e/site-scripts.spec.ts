import { expect, test } from '@playwright/test';
import { DepartmentsPage } from './pages/departments';
import { SettingsFormPage } from './pages/settings';
import { Shell } from './pages/shell';
import { StorefrontPage } from './pages/storefront';

// A department of its own, so that no other journey meets its storefront's policy.
test('an admin lets the site’s scripts use a host, and the storefront’s policy lets it in', async ({
  page,
  baseURL,
}) => {
  await Shell.signInTo(page, 'admin@demo.vev.no', 'Demo Butikk');
  const displayName = `Skript ${Date.now().toString(36)}`;
  const siteName = await new DepartmentsPage(page).createAndOpen(displayName, 'skript@example.no');

  const form = new SettingsFormPage(page);
  await form.open('nettsted', 'Nettsted');
  const hosts = page.getByRole('combobox', { name: 'Tillatte verter for skript' });
  await hosts.fill('https://www.googletagmanager.com/gtag.js');
  await hosts.press('Enter');
  await page.getByRole('button', { name: 'Lagre' }).click();
  await expect(
    page.getByText('Skriv bare vertsnavnet, for eksempel www.googletagmanager.com eller *.hotjar.com.'),
  ).toBeVisible();
  // Backspace in the empty field takes the last host away again.
  await hosts.press('Backspace');
  await expect(page.getByText('https://www.googletagmanager.com/gtag.js')).toBeHidden();
  await hosts.fill('www.googletagmanager.com');
  await hosts.press('Enter');
  await hosts.fill('*.hotjar.com');
  await hosts.press('Enter');
  await form.save();
  await page.reload();
  await expect(page.getByText('www.googletagmanager.com', { exact: true })).toBeVisible();
  await expect(page.getByText('*.hotjar.com', { exact: true })).toBeVisible();

  const storefront = StorefrontPage.of(page, siteName, baseURL);
  const response = await page.goto(`${storefront.origin}/`);
  const csp = (await response?.headerValue('content-security-policy')) ?? '';
  expect(csp).toContain("script-src 'self' https://www.googletagmanager.com https://*.hotjar.com");
  expect(csp).toContain("connect-src 'self' https://www.googletagmanager.com https://*.hotjar.com");
});
