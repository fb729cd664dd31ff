import { expect, type Page } from '@playwright/test';

/** Butikk → Tilbud: a discount's three tabs (Generelt, Gjelder for, Koder), by their Norwegian labels. */
export class DiscountsPage {
  constructor(private readonly page: Page) {}

  async create(): Promise<void> {
    await this.page.goto('/butikk/tilbud');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Tilbud' })).toBeVisible();
    await this.page.getByRole('link', { name: 'Opprett tilbud' }).first().click();
    await expect(this.page.getByRole('heading', { level: 1, name: 'Nytt tilbud' })).toBeVisible();
  }

  /** Generelt: the name, 'Rabattkode' as the type, a percentage, and 'Aktiv' on. */
  async codeDiscount(name: string, percent: number): Promise<void> {
    await this.page.getByRole('textbox', { name: 'Navn' }).fill(name);
    await this.page.getByText('Rabattkode', { exact: true }).click();
    await this.page.getByRole('textbox', { name: 'Prosent' }).fill(String(percent));
    await this.page.getByRole('switch', { name: 'Aktiv' }).check({ force: true });
  }

  /** Gjelder for: 'Utvalgte kategorier' and one category by its title. */
  async onCategory(title: string): Promise<void> {
    await this.page.getByRole('tab', { name: 'Gjelder for' }).click();
    await this.page.getByRole('combobox', { name: 'Gjelder for' }).click();
    await this.page.getByRole('option', { name: 'Utvalgte kategorier' }).click();
    await this.page.getByRole('combobox', { name: 'Kategorier' }).click();
    await this.page.getByRole('option', { name: new RegExp(`^${title} \\(`) }).click();
    await this.page.keyboard.press('Escape');
  }

  /** Koder: 'Ny kode', written over with our own code. */
  async withCode(code: string): Promise<void> {
    await this.page.getByRole('tab', { name: 'Koder' }).click();
    await this.page.getByRole('button', { name: 'Ny kode' }).click();
    await this.page.getByRole('textbox', { name: 'Kode' }).last().fill(code);
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: 'Lagre' }).click();
    await expect(this.page.getByText('Endringer lagret')).toBeVisible();
  }
}
