import { expect, type Locator, type Page } from '@playwright/test';

/** /innstillinger/avgifter: the price switches and the tax classes with their rates, by their Norwegian labels. */
export class TaxesPage {
  readonly addClassButton: Locator;

  constructor(private readonly page: Page) {
    this.addClassButton = page.getByRole('button', { name: 'Legg til avgiftsklasse' });
  }

  async open(): Promise<void> {
    await this.page.goto('/innstillinger/avgifter');
    await this.expectOpen();
  }

  async expectOpen(): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Avgifter' })).toBeVisible();
  }

  /** A class's card, by the name it shows ('Standard' for the default). */
  taxClass(label: string): Locator {
    return this.page.getByRole('region', { name: label, exact: true });
  }

  /** The class's own 'Navn' (its rates' 'Navn' fields come after it, in the table). */
  className(taxClass: Locator): Locator {
    return taxClass.getByRole('textbox', { name: 'Navn', exact: true }).first();
  }

  /** The rows of a class's rates, without the header. */
  rates(taxClass: Locator): Locator {
    return taxClass
      .getByRole('table')
      .getByRole('row')
      .filter({ has: this.page.getByRole('textbox') });
  }

  rateField(row: Locator, column: 'Navn' | 'Sats (%)' | 'Prioritet'): Locator {
    return row.getByRole('textbox', { name: column, exact: true });
  }

  deleteButton(taxClass: Locator): Locator {
    return taxClass.getByRole('button', { name: /^Slett avgiftsklassen/ });
  }

  switch(label: string): Locator {
    return this.page.getByRole('switch', { name: label });
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: 'Lagre' }).click();
    await expect(this.page.getByText('Innstillinger lagret')).toBeVisible();
  }
}
