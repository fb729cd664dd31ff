import { expect, test } from '@playwright/test';
import { DepartmentsPage } from './pages/departments';
import { DomainsPage } from './pages/domains';
import { Shell } from './pages/shell';

test.describe('domains and departments (spec 2 §2)', () => {
  test('an admin adds a domain and sees it pending with the TXT record to create', async ({ page }) => {
    await Shell.signInTo(page, 'admin@demo.vev.no', 'Hjemmeside');
    const domains = new DomainsPage(page);
    await domains.open();
    await domains.add('https://hjemmeside.example.no');
    await expect(page.getByText('Skriv bare domenet, for eksempel firma.no.')).toBeVisible();

    const domain = `www-${Date.now().toString(36)}.example.no`;
    await domains.add(domain);
    await expect(page.getByText('Domene lagt til')).toBeVisible();
    const card = domains.domain(domain);
    await expect(card.getByText('Venter på bekreftelse')).toBeVisible();
    await expect(card.getByLabel('Navn (vert)')).toHaveText(`_vev-verify.${domain}`);
    await expect(card.getByLabel('Verdi')).toHaveText(/^vev-verify=[0-9a-f]{32}$/);

    // The dashboard asks about the pending domain every 10 seconds.
    const poll = await page.waitForRequest((request) => request.url().includes('/site/domain-status?domain='), {
      timeout: 15_000,
    });
    expect(new URL(poll.url()).searchParams.get('domain')).toBe(domain);

    await card.getByRole('button', { name: 'Fjern' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Fjern' }).click();
    await expect(page.getByText('Ingen domener')).toBeVisible();
  });

  test('an admin creates a department, opens it, and Gå til dashbord lands on its dashboard', async ({ page }) => {
    await Shell.signInTo(page, 'admin@demo.vev.no', 'Demo Butikk');
    const departments = new DepartmentsPage(page);
    await departments.open();
    const name = `Avdeling ${Date.now().toString(36)}`;
    await page.getByRole('link', { name: 'Opprett avdeling' }).first().click();
    await page.getByRole('button', { name: 'Lagre' }).click();
    await expect(page.getByText('Feltet må fylles ut.')).toHaveCount(2);
    await page.goto('/innstillinger/avdelinger');
    await departments.create(name, 'avdeling@example.no');
    await expect(page.getByText('Avdeling opprettet')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page).not.toHaveURL(/opprett$/);

    await page.getByRole('textbox', { name: 'Navn', exact: true }).fill(`${name} endret`);
    await page.getByRole('link', { name: 'Tilbake til innstillinger' }).click();
    const warning = page.getByRole('dialog');
    await expect(warning.getByText('Du har ulagrede endringer på denne siden', { exact: false })).toBeVisible();
    await warning.getByRole('button', { name: 'Bli her' }).click();
    await page.getByRole('textbox', { name: 'Navn', exact: true }).fill(name);

    await departments.open();
    await page.getByRole('link', { name }).click();
    await page.getByRole('tab', { name: 'Gå til dashbord' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('an admin deletes a department after confirming; it leaves the list and the site chooser', async ({ page }) => {
    await Shell.signInTo(page, 'admin@demo.vev.no', 'Demo Butikk');
    const departments = new DepartmentsPage(page);
    await departments.open();
    const name = `Nedlagt ${Date.now().toString(36)}`;
    await departments.create(name, 'nedlagt@example.no');
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    await page.getByRole('button', { name: 'Slett avdeling' }).click();
    const dialog = page.getByRole('dialog');
    await expect(
      dialog.getByText(`Er du sikker på at du vil slette avdelingen «${name}»?`, { exact: false }),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Avbryt' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    await page.getByRole('button', { name: 'Slett avdeling' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Slett avdeling' }).click();
    await expect(page.getByText('Avdeling slettet')).toBeVisible();
    await expect(page).toHaveURL(/\/innstillinger\/avdelinger$/);
    await expect(page.getByRole('link', { name: 'Demo Avdeling' })).toBeVisible();
    await expect(page.getByRole('link', { name })).toHaveCount(0);

    await page.goto('/velg-nettsted');
    await expect(page.getByRole('button', { name: 'Velg Demo Avdeling' })).toBeVisible();
    await expect(page.getByRole('button', { name: `Velg ${name}` })).toHaveCount(0);
  });

  test('a reader is told the screens are for administrators, and nothing is asked of the server', async ({ page }) => {
    await Shell.signInTo(page, 'leser@demo.vev.no', 'Demo Butikk');
    const asked: string[] = [];
    page.on('request', (request) => {
      if (/\/site\/(domains|domain-status|departments)/.test(request.url())) asked.push(request.url());
    });
    for (const path of ['/innstillinger/domener', '/innstillinger/avdelinger', '/innstillinger/avdelinger/opprett']) {
      await page.goto(path);
      await expect(page.getByText('Denne siden er bare for administratorer av nettstedet.')).toBeVisible();
    }
    expect(asked).toEqual([]);
  });
});
