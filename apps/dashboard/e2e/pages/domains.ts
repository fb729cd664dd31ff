import { expect, type Locator, type Page } from '@playwright/test';

/** /innstillinger/domener: the add form and one card per domain. */
export class DomainsPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/innstillinger/domener');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Domener' })).toBeVisible();
  }

  async add(domain: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'Domene' }).fill(domain);
    await this.page.getByRole('button', { name: 'Legg til domene' }).click();
  }

  domain(name: string): Locator {
    return this.page.getByRole('region', { name });
  }
}
