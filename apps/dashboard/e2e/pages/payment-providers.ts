import { expect, type Locator, type Page } from '@playwright/test';

/** /innstillinger/betalingslosninger: the providers' rows with 'Aktiv', 'Standard' and their settings link. */
export class PaymentProvidersPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/innstillinger/betalingslosninger');
    await this.expectOpen();
  }

  async expectOpen(): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Betalingsløsninger' })).toBeVisible();
  }

  enabled(name: string): Locator {
    return this.page.getByRole('switch', { name: `Aktiv: ${name}` });
  }

  isDefault(name: string): Locator {
    return this.page.getByRole('radio', { name: `Standard: ${name}` });
  }

  settingsLink(name: string): Locator {
    return this.page.getByRole('link', { name: `Innstillinger for ${name}` });
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: 'Lagre' }).click();
    await expect(this.page.getByText('Innstillinger lagret')).toBeVisible();
  }
}
