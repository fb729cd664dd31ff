import { expect, type Locator, type Page } from '@playwright/test';

/** /butikk/kunder with its 'Opprett kunde' dialog, and a customer's editor. */
export class CustomersPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/butikk/kunder');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Kunder' })).toBeVisible();
  }

  async create(input: { name: string; email: string; sendInvite: boolean }): Promise<void> {
    await this.page.getByRole('button', { name: 'Opprett kunde' }).first().click();
    const dialog = this.page.getByRole('dialog', { name: 'Ny kunde' });
    await dialog.getByRole('textbox', { name: 'Navn' }).fill(input.name);
    await dialog.getByRole('textbox', { name: 'E-post' }).fill(input.email);
    if (input.sendInvite) await dialog.getByRole('switch', { name: 'Send invitasjon' }).check();
    await dialog.getByRole('button', { name: 'Opprett kunde' }).click();
  }

  async search(text: string): Promise<void> {
    await this.page.getByRole('searchbox').fill(text);
  }

  row(text: string): Locator {
    return this.page.getByRole('row').filter({ hasText: text });
  }
}
