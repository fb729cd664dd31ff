import { expect, test } from '@playwright/test';
import { CustomersPage } from './pages/customers';
import { MembersPage } from './pages/members';
import { Shell } from './pages/shell';

const uniqueEmail = () => `kunde-${Date.now().toString(36)}@eksempel.no`;

test.describe('customers (spec 3 §2 Customers)', () => {
  test('staff create a customer with an invitation; the mail is in the outbox and the search finds them', async ({
    page,
  }) => {
    await Shell.signInTo(page, 'admin@demo.vev.no', 'Demo Butikk');
    const customers = new CustomersPage(page);
    await customers.open();
    const email = uniqueEmail();
    await customers.create({ name: 'Ingrid Invitert', email, sendInvite: true });
    await expect(page.getByText('Kunde opprettet')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Ingrid Invitert' })).toBeVisible();
    await expect(page.getByText('Kundekonto')).toBeVisible();
    await expect(page.getByText(/^Invitert \d+\./)).toBeVisible();

    const members = new MembersPage(page);
    await members.open();
    await members.tab('Utgående e-post').click();
    await expect(
      members.row(email).filter({ hasText: 'Du er invitert til å lage en konto hos Demo Butikk' }),
    ).toHaveCount(1);

    await customers.open();
    await customers.search('ingrid inv');
    await expect(customers.row(email)).toHaveCount(1);
    await customers.search(email.slice(0, 12).toUpperCase());
    await expect(customers.row('Ingrid Invitert')).toHaveCount(1);
  });

  test('a reader sees the customers and their orders but cannot change them', async ({ page }) => {
    await Shell.signInTo(page, 'leser@demo.vev.no', 'Demo Butikk');
    const customers = new CustomersPage(page);
    await customers.open();
    await expect(page.getByRole('button', { name: 'Opprett kunde' })).toBeHidden();
    // A demo buyer with orders (the newest row may be a customer another journey just made).
    await customers.search('Petter Hansen');
    await customers.row('Petter Hansen').getByRole('link').first().click();
    await expect(page.getByText('Du kan se, men ikke endre.', { exact: false })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Navn' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Lagre' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Mer' })).toBeHidden();
    await page.getByRole('tab', { name: 'Ordrer' }).click();
    await expect(page.getByRole('link', { name: /^Ordre #\d+$/ }).first()).toBeVisible();
  });
});
