import { expect, type Locator, type Page } from '@playwright/test';

/** The product list, the new product screen and the product editor, by their Norwegian labels. */
export class ProductsPage {
  constructor(private readonly page: Page) {}

  async openList(): Promise<void> {
    await this.page.goto('/butikk/produkter');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Produkter' })).toBeVisible();
  }

  /** 'Opprett produkt': name, SKU and perhaps a product template; then the new product's editor. */
  async create(input: { name: string; sku: string; template?: string }): Promise<void> {
    await this.page.getByRole('link', { name: 'Opprett produkt' }).first().click();
    await expect(this.page.getByRole('heading', { level: 1, name: 'Nytt produkt' })).toBeVisible();
    await this.page.getByRole('textbox', { name: 'Navn' }).fill(input.name);
    await this.page.getByRole('textbox', { name: 'SKU-nummer' }).fill(input.sku);
    if (input.template) {
      await this.page.getByRole('combobox', { name: 'Produktmal' }).click();
      await this.page.getByRole('option', { name: input.template }).click();
    }
    await this.page.getByRole('button', { name: 'Opprett produkt' }).click();
    await expect(this.heading(input.name)).toBeVisible();
  }

  heading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }

  async tab(name: string): Promise<void> {
    await this.page.getByRole('tab', { name, exact: true }).click();
  }

  field(label: string): Locator {
    return this.page.getByRole('textbox', { name: label, exact: true });
  }

  /** An amount field: typed as kroner, handed on when it is left. */
  async money(label: string, kroner: string): Promise<void> {
    await this.field(label).fill(kroner);
    await this.field(label).press('Tab');
  }

  async saved(): Promise<void> {
    await expect(this.page.getByText('Alt er lagret')).toBeVisible();
  }

  /** The status badge's modal: 'Aktiv' or 'Inaktiv', saved at once. */
  async setStatus(status: 'Aktiv' | 'Inaktiv'): Promise<void> {
    await this.page
      .getByText(status === 'Aktiv' ? 'Inaktiv' : 'Aktiv', { exact: true })
      .first()
      .click();
    await this.page
      .getByRole('dialog')
      .getByRole('radio', { name: new RegExp(`^${status} –`) })
      .click();
    await expect(this.page.getByText('Status endret')).toBeVisible();
  }

  /** 'Ny variant' with its name, SKU and perhaps its own price. */
  async addVariant(input: {
    name: string;
    sku: string;
    price?: string;
    attribute?: { name: string; value: string };
  }): Promise<void> {
    await this.page.getByRole('button', { name: 'Ny variant' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Ny variant' });
    await dialog.getByRole('textbox', { name: 'Navn' }).fill(input.name);
    await dialog.getByRole('textbox', { name: 'SKU-nummer' }).fill(input.sku);
    if (input.price) {
      await dialog.getByRole('textbox', { name: 'Pris', exact: true }).fill(input.price);
      await dialog.getByRole('textbox', { name: 'Pris', exact: true }).press('Tab');
    }
    if (input.attribute) {
      await dialog.getByRole('combobox', { name: input.attribute.name }).click();
      await this.page.getByRole('option', { name: input.attribute.value, exact: true }).click();
    }
    await dialog.getByRole('button', { name: 'Lagre' }).click();
    await expect(dialog).toBeHidden();
    await expect(this.page.getByRole('cell', { name: input.name, exact: true })).toBeVisible();
  }

  /** 'Legg til felt': a customization field of a type, with a price and perhaps a 'set' condition on another. */
  async addCustomizeField(input: { label: string; type: string; price?: string; shownWhenSet?: string }) {
    await this.page.getByRole('button', { name: 'Legg til felt' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Nytt tilpasningsfelt' });
    await dialog.getByRole('textbox', { name: 'Navn' }).fill(input.label);
    await dialog.getByRole('combobox', { name: 'Type' }).click();
    await this.page.getByRole('option', { name: input.type, exact: true }).click();
    if (input.price) {
      await dialog.getByRole('textbox', { name: 'Pris' }).fill(input.price);
      await dialog.getByRole('textbox', { name: 'Pris' }).press('Tab');
    }
    if (input.shownWhenSet) {
      await dialog.getByRole('tab', { name: 'Vilkår og koblinger' }).click();
      await dialog.getByRole('button', { name: 'Legg til vilkår' }).click();
      await dialog.getByRole('combobox', { name: 'Felt', exact: true }).click();
      await this.page.getByRole('option', { name: input.shownWhenSet }).click();
      await dialog.getByRole('combobox', { name: 'Når feltet' }).click();
      await this.page.getByRole('option', { name: 'er fylt ut' }).click();
    }
    await dialog.getByRole('button', { name: 'Bruk' }).click();
    await expect(dialog).toBeHidden();
  }

  /** 'Publiser', answered 'Ja' (spec 3 §4), then 'Publisering fullført'. */
  async publish(): Promise<void> {
    await this.page.getByRole('button', { name: 'Publiser', exact: true }).click();
    const dialog = this.page.getByRole('dialog').filter({ hasText: 'Ønsker du å publisere endringene?' });
    await dialog.getByRole('button', { name: 'Ja' }).click();
    await expect(this.page.getByText('Publisering fullført')).toBeVisible();
  }
}
