import { expect, test } from '@playwright/test';
import { DepartmentsPage } from './pages/departments';
import { SettingsFormPage } from './pages/settings';
import { Shell } from './pages/shell';
import { demoPassword } from './pages/sign-on';
import { StorefrontPage } from './pages/storefront';

// A department of its own, so that no other journey meets a storefront behind a sign-in.
test('a site open only to its members asks visitors to sign in, and lets members in', async ({
  page,
  browser,
  baseURL,
}) => {
  await Shell.signInTo(page, 'admin@demo.vev.no', 'Demo Butikk');
  const displayName = `Intern ${Date.now().toString(36)}`;
  const siteName = await new DepartmentsPage(page).createAndOpen(displayName, 'intern@example.no');

  const form = new SettingsFormPage(page);
  await form.open('nettsted', 'Nettsted');
  const protection = page.getByRole('combobox', { name: 'Hvem kan se nettstedet' });
  await protection.click();
  await page.getByRole('option', { name: 'Leser' }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: 'Er du sikker på at du vil endre hvem som kan se nettstedet?' })
    .getByRole('button', { name: 'Bekreft' })
    .click();
  await expect(page.getByText('Bare brukere av nettstedet kan se det. Andre blir bedt om å logge inn.')).toBeVisible();
  await form.save();

  // A visitor who is not signed in is asked to, on the platform's sign-on page.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  const site = StorefrontPage.of(visitorPage, siteName, baseURL);
  await site.open('/om-oss');
  await expect(
    visitorPage.getByText(`«${displayName}» er bare åpent for brukerne av nettstedet. Logg inn for å se nettstedet.`),
  ).toBeVisible();

  // Someone without a place on the site is told so.
  await visitorPage.getByLabel('E-post').fill('leser@demo.vev.no');
  await visitorPage.getByLabel('Passord').fill(demoPassword);
  await visitorPage.getByRole('button', { name: 'Logg inn' }).click();
  await expect(visitorPage.getByRole('heading', { name: 'Ingen tilgang' })).toBeVisible();
  await visitor.close();

  // A member signs in and lands on the page they asked for, on the site's own address.
  const member = await browser.newContext();
  const memberPage = await member.newPage();
  const memberSite = StorefrontPage.of(memberPage, siteName, baseURL);
  await memberSite.open('/om-oss');
  await memberPage.getByLabel('E-post').fill('admin@demo.vev.no');
  await memberPage.getByLabel('Passord').fill(demoPassword);
  await memberPage.getByRole('button', { name: 'Logg inn' }).click();
  await expect(memberPage).toHaveURL(`${memberSite.origin}/om-oss`);
  // The department has no pages of its own yet: it shows its parent's.
  await expect(memberSite.heading()).toHaveText('Om oss');
  expect(await memberSite.open('/')).not.toBe(303);
  await expect(memberPage).toHaveURL(`${memberSite.origin}/`);
  await member.close();
});
