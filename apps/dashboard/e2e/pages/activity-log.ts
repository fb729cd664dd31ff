import { expect, type Locator, type Page } from '@playwright/test';

/** /innstillinger/aktivitetslogg: the log's lines and its two filters. */
export class ActivityLogPage {
  readonly lines: Locator;

  constructor(private readonly page: Page) {
    this.lines = page.getByRole('main').getByRole('listitem');
  }

  /** From the settings overview, as a person finds it. */
  async openFromSettings(): Promise<void> {
    await this.page.getByRole('link', { name: 'Innstillinger', exact: true }).first().click();
    await this.page.getByRole('main').getByRole('link', { name: 'Aktivitetslogg', exact: true }).click();
    await expect(this.page).toHaveURL(/\/innstillinger\/aktivitetslogg/);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Aktivitetslogg' })).toBeVisible();
  }

  line(text: string | RegExp): Locator {
    return this.lines.filter({ hasText: text });
  }

  /** Chooses an option of a filter ('Bruker', 'Hendelse') by its visible name. */
  async filter(label: 'Bruker' | 'Hendelse', option: string): Promise<void> {
    await this.page.getByRole('main').getByRole('combobox', { name: label, exact: true }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }
}
