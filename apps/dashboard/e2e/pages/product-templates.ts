import { expect, type Locator, type Page } from '@playwright/test';

/** Butikk's product templates and their customization fields, by their Norwegian labels. */
export class ProductTemplatesPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/butikk/produktmaler');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Produktmaler' })).toBeVisible();
  }

  get name(): Locator {
    return this.page.getByRole('textbox', { name: 'Navn', exact: true });
  }

  async tab(name: 'Generelt' | 'Attributter' | 'Brukertilpasning' | 'Kryss-salg'): Promise<void> {
    await this.page.getByRole('tab', { name, exact: true }).click();
    await expect(this.page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
  }

  /** The template's attributes in order, each a list item named by the attribute. */
  get attributes(): Locator {
    return this.page.getByRole('list', { name: 'Attributter' }).getByRole('listitem');
  }

  async addAttribute(name: string): Promise<void> {
    const picker = this.page.getByRole('combobox', { name: 'Legg til attributt' });
    await picker.click();
    await picker.fill(name);
    await this.page.getByRole('option', { name, exact: true }).click();
    await expect(this.attributes.filter({ hasText: name })).toHaveCount(1);
  }

  /** The customization fields in order, each a list item named by its label. */
  get fields(): Locator {
    return this.page.getByRole('list', { name: 'Tilpasningsfelter' }).getByRole('listitem');
  }

  field(label: string): Locator {
    return this.page
      .getByRole('list', { name: 'Tilpasningsfelter' })
      .getByRole('listitem', { name: label, exact: true });
  }

  /** The open field's modal. */
  get dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  async choose(where: Locator, combobox: string, option: string): Promise<void> {
    await where.getByRole('combobox', { name: combobox, exact: true }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: 'Lagre' }).click();
    await expect(this.page.getByText('Endringer lagret')).toBeVisible();
  }
}
